/**
 * One nesting limit for every JSON request body: arrays and objects at most MAX_JSON_DEPTH levels
 * deep (the body itself is level 1), checked right after parsing and before any hook, validator or
 * route sees the value. Walks over a parsed value that recurse — validation, NUL checks, the order
 * hash, JSON.stringify, the MCP SDK — run out of stack a few thousand levels down and would answer
 * 500. No request of this API nests deeper than about ten levels; 64 leaves room for any tool
 * argument while keeping every recursive walk far from the stack's end.
 *
 * A deeper body gets 400 `json_too_deep` naming the top-level field that holds the deep value
 * (`body` when the body is an array). On /api/mcp the check runs before the protocol is known, so
 * both the simple protocol and JSON-RPC get this problem, as for a body that is not JSON at all.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../core/errors.ts';

export const MAX_JSON_DEPTH = 64;

interface Pending {
  value: object;
  depth: number;
  /** The top-level field this value sits under. */
  field: string;
}

/**
 * The top-level field of `value` that holds arrays or objects nested deeper than `limit` (`body`
 * for the root itself or a root array's items), or null. Iterative: the input may be any depth.
 */
export function fieldNestedTooDeep(value: unknown, limit = MAX_JSON_DEPTH): string | null {
  if (value === null || typeof value !== 'object') return null;
  const pending: Pending[] = [{ value, depth: 1, field: 'body' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > limit) return next.field;
    const namesFields = next.depth === 1 && !Array.isArray(next.value);
    for (const [key, child] of Object.entries(next.value)) {
      if (child !== null && typeof child === 'object') {
        pending.push({ value: child, depth: next.depth + 1, field: namesFields ? key : next.field });
      }
    }
  }
  return null;
}

export function jsonTooDeep(field: string, limit = MAX_JSON_DEPTH): DomainError {
  const message = `must not nest arrays and objects more than ${limit} levels deep`;
  return new DomainError('json_too_deep', `The request body nests arrays and objects more than ${limit} levels deep`, {
    errors: [{ path: field, message }],
  });
}

type ParserDone = (error: Error | null, body?: unknown) => void;
type CallbackParser = (request: FastifyRequest, body: string, done: ParserDone) => void;

/**
 * Replaces Fastify's JSON parser with the same parser (prototype poisoning refused) followed by
 * the depth check, for every route of the app.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error') as CallbackParser;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const field = fieldNestedTooDeep(value);
      if (field !== null) return done(jsonTooDeep(field), undefined);
      done(null, value);
    });
  });
}
