/**
 * One file per tool, each exporting a Tool made with defineTool(). The registry (index.ts) is the
 * single source of the manifest, the MCP tool list, the OpenAPI schemas of POST /api/mcp and the
 * validation of tool parameters.
 */
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import type { Services } from '../app.ts';
import type { Scope } from '../tokens/scopes.ts';

/** MCP tool annotations (hints for clients, never security). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** Who is acting: an API token (tools) or, later, an admin user of the dashboard. */
export interface Actor {
  type: 'token' | 'admin';
  id: string;
  name: string;
}

export interface ToolContext {
  services: Services;
  actor: Actor;
  /** The calling token's scopes: what it may read beyond its tool's scope (e.g. others' data). */
  scopes: readonly Scope[];
  request: { id: string; ip: string; userAgent?: string };
}

export interface Tool<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  kind: 'read' | 'write';
  scope: Scope;
  /** JSON Schema of `parameters` (an object schema with additionalProperties: false). */
  input: I;
  /** JSON Schema of the result (an object schema): MCP outputSchema and the OpenAPI response. */
  output: O;
  annotations: ToolAnnotations;
  /** Business errors are thrown as ApiError (404 not_found, 422 ...). */
  run(ctx: ToolContext, params: Static<I>): Promise<Static<O>>;
}

export function defineTool<I extends TSchema, O extends TSchema>(tool: Tool<I, O>): Tool<I, O> {
  return tool;
}

/** Annotations of a read tool: never changes anything. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
