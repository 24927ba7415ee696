/**
 * Protocol errors on the UCP endpoints (missing key, missing scope, rate limit, a body that is not
 * JSON, ...): the UCP bindings answer them in the protocol's transport shape rather than as napf's
 * problem+json, because UCP agents read `code` and `content` (REST) or a JSON-RPC `error` (MCP).
 * The HTTP status is the status napf gives the code, except that the rate limit is 429 here, as
 * the UCP error table says (napf's own API keeps 401 for it, docs/contract.md#status-codes).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import { statusOf } from '../../http/errors.ts';

export interface TransportError {
  status: number;
  code: string;
  content: string;
  headers: Record<string, string>;
}

/** napf accepts its API key as a Bearer token too: both challenges are named. */
const CHALLENGE = 'ApiKey header="X-Api-Key", Bearer realm="ucp"';

function fromDomain(error: DomainError): TransportError {
  const headers = { ...error.headers };
  if (error.code === 'unauthorized') headers['WWW-Authenticate'] = CHALLENGE;
  const status = error.code === 'rate_limited' ? 429 : statusOf(error);
  const fields = error.errors?.length ? ` (${error.errors.map((e) => `${e.path} ${e.message}`).join('; ')})` : '';
  return { status, code: error.code, content: `${error.message}${fields}`, headers };
}

export function transportError(error: unknown, request: FastifyRequest): TransportError {
  if (error instanceof DomainError) return fromDomain(error);
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code ?? '';
  if (status === 413) return fromDomain(new DomainError('payload_too_large', 'The request body is larger than 1 MiB'));
  if (status === 415) {
    return fromDomain(new DomainError('unsupported_media_type', 'Send the body as application/json'));
  }
  if (status === 400 && /JSON/i.test(code)) {
    return fromDomain(new DomainError('invalid_json', 'The request body is not valid JSON'));
  }
  if (status >= 400 && status < 500) {
    return { status, code: 'bad_request', content: (error as Error).message, headers: {} };
  }
  request.log.error({ err: error }, 'UCP request failed');
  return {
    status: 500,
    code: 'internal_error',
    content: 'An unexpected error occurred; quote the request id when reporting it',
    headers: {},
  };
}

/** JSON-RPC error codes of the UCP MCP binding: -32603 for a server error, -32000 for the other protocol errors. */
export function sendJsonRpcError(reply: FastifyReply, error: TransportError, id: unknown = null): FastifyReply {
  // The guard puts the rate limit's Retry-After on the reply, not on the error.
  const retryAfter = Number(error.headers['Retry-After'] ?? reply.getHeader('Retry-After'));
  const data = { code: error.code, content: error.content, ...(retryAfter > 0 ? { retry_after: retryAfter } : {}) };
  return reply
    .code(error.status)
    .headers(error.headers)
    .type('application/json')
    .send({
      jsonrpc: '2.0',
      id,
      error: { code: error.status >= 500 ? -32603 : -32000, message: error.content, data },
    });
}

export function sendRestError(reply: FastifyReply, error: TransportError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .type('application/json')
    .send({ code: error.code, content: error.content });
}
