import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TokenRecord } from '../tokens/repo.ts';
import type { Scope } from '../tokens/scopes.ts';

/** The Fastify instance with TypeBox typing, as every route module receives it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * How a route is protected, declared where the route is declared and enforced by one hook:
 * `scope` needs a token holding that scope; `auth: 'token'` needs a valid token whose scope the
 * handler checks itself (POST /api/mcp, where the scope depends on the tool called).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
    auth?: 'token';
  }
  interface FastifyRequest {
    /** The authenticated token, when the request carried a valid X-Api-Key. */
    token: TokenRecord | null;
    /** The problem code of a failed request, for the request log. */
    errorCode: string | null;
    /** The tool called (simple protocol, MCP tools/call) or the JSON-RPC method, for the request log. */
    toolName: string | null;
  }
}
