/**
 * The REST binding: every operation at the REST endpoint (`/ucp/v1`) + its path, protected by the
 * guard with the operation's scope. Input is `{id: the :id path parameter, body: the JSON body}`;
 * the answer is `{ucp, ...result}` (201 for a create), a UcpError's error_response with its status,
 * or a discovery failure as `{code, content, continue_url}` with 400/422/424.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import type { App } from '../../http/types.ts';
import { protocolError } from '../envelope.ts';
import { NegotiationError } from '../negotiation.ts';
import type { UcpOperation } from '../operation.ts';
import { invoke, type UcpRuntime } from './invoke.ts';
import { checkIdempotencyKey, headerProfile, refuseNul, ucpRequest } from './request.ts';

/** Capabilities whose answers hold personal data (buyer, addresses, orders): no cache keeps them. */
const PERSONAL = new Set(['dev.ucp.shopping.cart', 'dev.ucp.shopping.checkout', 'dev.ucp.shopping.order']);

export const holdsPersonalData = (op: UcpOperation) => PERSONAL.has(op.capability);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function restBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) {
    throw new DomainError('invalid_parameters', 'The request body must be a JSON object', {
      errors: [{ path: 'body', message: 'must be an object' }],
    });
  }
  refuseNul(body);
  return body;
}

async function serve(runtime: UcpRuntime, op: UcpOperation, request: FastifyRequest, reply: FastifyReply) {
  const body = restBody(request.body);
  const idempotencyKey = checkIdempotencyKey(request.headers['idempotency-key'], 'Idempotency-Key');
  let profile: string | null;
  try {
    profile = headerProfile(request);
  } catch (err) {
    if (!(err instanceof NegotiationError)) throw err;
    request.errorCode = err.code;
    return reply.code(err.status).send(protocolError(err.code, err.message, runtime.continueUrl));
  }
  const id = (request.params as { id?: string }).id ?? null;
  const outcome = await invoke(runtime, op, { id, body }, ucpRequest(request, profile, idempotencyKey));
  if (outcome.kind === 'protocol') {
    request.errorCode = outcome.code;
    return reply.code(outcome.status).send(outcome.body);
  }
  request.errorCode = outcome.errorCode;
  return reply.code(outcome.status).send(outcome.body);
}

/** `base` is the REST endpoint's path relative to the app (or to the plugin prefix the routes live under). */
export function restRoutes(app: App, runtime: UcpRuntime, operations: readonly UcpOperation[], base: string): void {
  for (const op of operations) {
    app.route({
      method: op.rest.method,
      url: `${base}${op.rest.path}`,
      config: { scope: op.scope, ...(holdsPersonalData(op) ? { cache: 'no-store' as const } : {}) },
      // Operations check their own input; the protocol's documents (not napf's OpenAPI) describe them.
      schema: { hide: true },
      handler: (request, reply) => serve(runtime, op, request, reply),
    });
  }
}
