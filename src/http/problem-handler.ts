/**
 * Turns every error into problem+json (docs/contract.md#errors): validation → 400 with paths, malformed JSON →
 * 400, oversized → 413, wrong content type → 415, unknown route → 404, anything unexpected → 500
 * without details (logged with the request id).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type FieldError, invalidParameters } from '../core/errors.ts';
import { databaseUnavailableReason } from '../db/errors.ts';
import { ApiError, type ProblemBody, problemTitle, statusOf } from './errors.ts';
import { normalisedPath } from './request-path.ts';
import type { App } from './types.ts';

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** `/items/0/size` → `items[0].size`; required/additional properties name the property itself. */
export function toFieldPath(instancePath: string, params: Record<string, unknown> = {}): string {
  const parts = instancePath.split('/').filter(Boolean);
  const extra = params.missingProperty ?? params.additionalProperty;
  if (typeof extra === 'string') parts.push(extra);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function fieldErrors(validation: AjvLikeError[], context: string | undefined): FieldError[] {
  return validation.map((v) => {
    const path = toFieldPath(v.instancePath ?? '', v.params);
    let message = v.message ?? 'is invalid';
    if (v.keyword === 'additionalProperties') message = 'is not a known field';
    if (v.keyword === 'required') message = 'is required';
    return { path: path || (context === 'body' ? 'body' : (context ?? '')), message };
  });
}

/** A service names the input as a whole '' (the tool edge says `parameters`); over HTTP it is the body. */
const wholeInputIsBody = (error: DomainError): DomainError => error.renameFields((path) => path || 'body');

/** The problem+json body of any DomainError: the status from the code (errors.ts), or the ApiError's own. */
export function problemBody(request: FastifyRequest, domainError: DomainError): ProblemBody {
  const error = wholeInputIsBody(domainError);
  return {
    type: `/problems/${error.code}`,
    title: problemTitle(error),
    status: statusOf(error),
    detail: error.message,
    code: error.code,
    request_id: String(request.id),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  request.errorCode = error.code;
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(statusOf(error)).type('application/problem+json').send(problemBody(request, error));
}

function classify(error: FastifyError & { validation?: AjvLikeError[]; validationContext?: string }): DomainError {
  if (error instanceof DomainError) return error;
  if (error.validation) {
    const errors = fieldErrors(error.validation, error.validationContext);
    return invalidParameters(errors);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new DomainError('payload_too_large', 'The request body is larger than 1 MiB');
  if (status === 415) return new DomainError('unsupported_media_type', 'Send the body as application/json');
  if (status === 400 && /JSON/i.test(error.code ?? '')) {
    return new DomainError('invalid_json', 'The request body is not valid JSON', {
      errors: [{ path: 'body', message: 'is not valid JSON' }],
    });
  }
  if (status >= 400 && status < 500) return new ApiError(status, 'bad_request', error.message);
  if (databaseUnavailableReason(error)) {
    return new DomainError('database_unavailable', 'The database is unavailable; retry shortly', {
      headers: { 'Retry-After': '5' },
    });
  }
  return new DomainError('internal_error', 'An unexpected error occurred; quote the request id when reporting it');
}

export function registerProblemHandling(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = classify(error);
    if (problem.code === 'database_unavailable') {
      // A DomainError thrown for an unavailable database (the readiness probe) carries the original as cause.
      const cause = (error as { cause?: unknown }).cause;
      const reason =
        databaseUnavailableReason(error) ??
        databaseUnavailableReason(cause) ??
        (cause instanceof Error ? cause.message : error.message);
      request.log.error({ reason, request_id: request.id }, 'database unavailable: answering 503');
    } else if (statusOf(problem) >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, problem);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      request,
      reply,
      // The path as the router looked it up (decoded, without host or query string).
      new DomainError('not_found', `No route for ${request.method} ${normalisedPath(request.url)}`),
    ),
  );
}
