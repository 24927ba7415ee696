/**
 * One file per tool, each exporting a Tool made with defineTool(). The registry (index.ts) is the
 * single source of the manifest, the MCP tool list, the OpenAPI schemas of POST /api/mcp and the
 * validation of tool parameters.
 */
import type { Static, TSchema } from 'typebox';
import type { CatalogSearch } from '../catalog/search-service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CatalogWriteService } from '../catalog/write-service.ts';
import type { ContentService } from '../content/service.ts';
import type { Actor } from '../core/context.ts';
import type { AllowList } from '../net/ssrf.ts';
import type { NewsletterService } from '../newsletter/service.ts';
import type { Scope } from '../tokens/scopes.ts';
import type { WebhookService } from '../webhooks/service.ts';

/** MCP tool annotations (hints for clients, never security). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** What tools may use, and no more: app.ts builds it from the services it composes. */
export interface ToolDeps {
  catalog: CatalogService;
  /** Product full-text search; refreshed by the catalog write service after every committed write. */
  search: CatalogSearch;
  /** Ratgeber articles, ingredient glossary and Never List. */
  content: ContentService;
  newsletter: NewsletterService;
  writes: CatalogWriteService;
  webhooks: WebhookService;
  /** Hosts that webhook and image URLs may use although not public (WEBHOOK_ALLOW_HOSTS). */
  allowList: AllowList;
}

export interface ToolContext {
  services: ToolDeps;
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
  /** Business errors are thrown as DomainError (not_found, no_feeding_guide ...), fields named plainly. */
  run(ctx: ToolContext, params: Static<I>): Promise<Static<O>>;
}

export function defineTool<I extends TSchema, O extends TSchema>(tool: Tool<I, O>): Tool<I, O> {
  return tool;
}

/** Annotations of a read tool: never changes anything. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
