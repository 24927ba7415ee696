/**
 * The id of a request: a sane incoming X-Request-Id (so a caller can follow its own id through the
 * request log), otherwise a new one. Fastify's genReqId and the catalog fast path both use this.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  // randomUUID draws from a pooled entropy buffer: cheap enough for every request.
  return typeof incoming === 'string' && REQUEST_ID.test(incoming)
    ? incoming
    : `req_${randomUUID().replaceAll('-', '')}`;
}
