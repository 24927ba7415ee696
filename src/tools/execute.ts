/**
 * Runs a tool for either protocol: checks the scope, validates the parameters against the tool's
 * input schema and calls it. Errors are DomainErrors: the simple protocol turns them into problems,
 * MCP into `isError` results. Services name fields plainly (`price`); here they become tool
 * parameters (`parameters.price`, the input as a whole `parameters`).
 */
import type { ValidateFunction } from 'ajv';
import { DomainError, invalidParameters } from '../core/errors.ts';
import { toFieldPath } from '../http/problem-handler.ts';
import { bodyAjv } from '../http/validation.ts';
import type { TokenRecord } from '../tokens/repo.ts';
import { holdsScope } from '../tokens/scopes.ts';
import { findTool, TOOLS } from './index.ts';
import type { Tool, ToolContext } from './types.ts';

/** Compiled on a tool's first call (compiling all fourteen at import took a noticeable part of the start). */
const validators = new Map<string, ValidateFunction>();

export function unknownTool(name: unknown): DomainError {
  return new DomainError('unknown_tool', `Unknown tool ${JSON.stringify(name)}; GET /api/mcp lists the tools`, {
    errors: [{ path: 'tool', message: `must be one of ${TOOLS.map((t) => t.name).join(', ')}` }],
  });
}

export function resolveTool(name: unknown): Tool {
  const tool = typeof name === 'string' ? findTool(name) : undefined;
  if (!tool) throw unknownTool(name);
  return tool;
}

export function assertToolScope(tool: Tool, token: TokenRecord): void {
  if (!holdsScope(token.scopes, tool.scope)) {
    throw new DomainError('forbidden', `The tool ${tool.name} needs the scope ${tool.scope}`);
  }
}

/** Validates (in place: defaults are applied) and returns the parameters, or throws 400 with paths. */
export function validateParameters(tool: Tool, parameters: unknown, pathPrefix = 'parameters'): unknown {
  const params = parameters === undefined ? {} : parameters;
  let validate = validators.get(tool.name);
  if (!validate) {
    validate = bodyAjv.compile(tool.input);
    validators.set(tool.name, validate);
  }
  if (validate(params)) return params;
  throw invalidParameters(
    (validate.errors ?? []).map((e) => {
      const field = toFieldPath(e.instancePath, e.params as Record<string, unknown>);
      return {
        path: field ? `${pathPrefix}.${field}` : pathPrefix,
        message: e.keyword === 'additionalProperties' ? 'is not a known parameter' : (e.message ?? 'is invalid'),
      };
    }),
  );
}

export async function executeTool(
  ctx: ToolContext,
  tool: Tool,
  token: TokenRecord,
  parameters: unknown,
): Promise<unknown> {
  assertToolScope(tool, token);
  const params = validateParameters(tool, parameters);
  try {
    return await tool.run(ctx, params as never);
  } catch (error) {
    throw error instanceof DomainError ? asToolParameters(error) : error;
  }
}

/** `price` → `parameters.price`, '' (the input as a whole) → `parameters`. */
const asToolParameters = (error: DomainError): DomainError =>
  error.renameFields((path) => (path ? `parameters.${path}` : 'parameters'));
