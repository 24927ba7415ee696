/** What both bindings read from the HTTP request: the token, the UCP-Agent header, the Idempotency-Key. */
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import { toFieldPath } from '../../http/problem-handler.ts';
import { NUL_MESSAGE, nulPointers } from '../../http/validation.ts';
import { AgentHeaderError, profileFromAgentHeader } from '../agent-header.ts';
import { NegotiationError } from '../negotiation.ts';
import type { UcpRequest } from './invoke.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e][\x20-\x7e]{0,253}[\x21-\x7e]$|^[\x21-\x7e]$/;

/**
 * The platform profile URL of the UCP-Agent header; null without the header. A header that is not
 * a valid RFC 8941 Dictionary, or has no string `profile` member, is invalid_profile_url.
 */
export function headerProfile(request: FastifyRequest): string | null {
  const raw = request.headers['ucp-agent'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  try {
    const profile = profileFromAgentHeader(value);
    if (profile === null) throw new AgentHeaderError('it has no profile member');
    return profile;
  } catch (err) {
    if (!(err instanceof AgentHeaderError)) throw err;
    throw new NegotiationError(
      'invalid_profile_url',
      `The UCP-Agent header must be a structured-field dictionary like profile="https://…" (${err.message})`,
    );
  }
}

/** 1 to 255 printable ASCII characters, no leading or trailing space, as napf's own API asks (docs/contract.md#headers). */
export function checkIdempotencyKey(value: unknown, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new DomainError('invalid_parameters', `${where} must be 1 to 255 printable ASCII characters`, {
      errors: [{ path: where, message: 'must be 1 to 255 printable ASCII characters' }],
    });
  }
  return value;
}

/**
 * PostgreSQL text cannot hold U+0000, so input with it is refused up front on both databases (as
 * napf's own API does) rather than failing in an operation's write.
 */
export function refuseNul(input: Record<string, unknown>): void {
  const pointers = nulPointers(input);
  if (pointers.length === 0) return;
  const errors = pointers.map((pointer) => ({ path: toFieldPath(pointer) || 'body', message: NUL_MESSAGE }));
  throw new DomainError('invalid_parameters', `${errors[0]?.path} ${NUL_MESSAGE}`, { errors });
}

/** The request in binding-neutral terms; the guard has already authenticated the token. */
export function ucpRequest(request: FastifyRequest, profile: string | null, idempotencyKey: string | null): UcpRequest {
  const token = request.token;
  if (!token) throw new DomainError('unauthorized', 'An API key is required');
  return {
    actor: { type: 'token', id: token.id, name: token.name },
    scopes: token.scopes,
    requestId: String(request.id),
    profile,
    idempotencyKey,
    acceptLanguage: request.headers['accept-language'],
  };
}
