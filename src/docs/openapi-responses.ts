/**
 * What every operation shares, added to the published document in one pass instead of in every
 * route: the response headers (as `components.headers`), the 500 and 503 problems, and a 4XX for
 * operations that name no client error of their own.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON walked by key.
type Json = any;

const token = (description: string, maxLength = 200) => ({
  description,
  schema: { type: 'string', maxLength },
});

const HEADERS = {
  RateLimit: token(
    'The caller’s remaining quota in this window and the seconds until it is full again, e.g. `"default";r=59;t=60` (requests with an API key)',
  ),
  'RateLimit-Policy': token(
    'The quota per window, e.g. `"default";q=60;w=60` (requests with an API key; IETF RateLimit header fields)',
  ),
  'X-Request-Id': token('The id of this request, also in a problem’s request_id and in the logs; quote it', 100),
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'string', pattern: '^[0-9]{1,6}$', maxLength: 6 },
  },
};

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

const problem = (description: string, retry: boolean) => ({
  description,
  headers: { 'X-Request-Id': ref('X-Request-Id'), ...(retry ? { 'Retry-After': ref('Retry-After') } : {}) },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

const RESPONSES = {
  InternalError: problem('Unexpected error (code internal_error); quote the request_id', false),
  DatabaseUnavailable: problem(
    'The database is unavailable (code database_unavailable); retry after Retry-After',
    true,
  ),
  ClientError: problem('The request cannot be taken as sent (code bad_request, not_found, ...)', false),
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Statuses whose answer carries Retry-After: the rate limit (401 rate_limited), login throttling, 503. */
const RETRY_STATUSES = new Set(['401', '429', '503']);

function addHeaders(path: string, status: string, response: Json): void {
  if (response.$ref) return;
  response.headers ??= {};
  const headers: Json = response.headers;
  headers['X-Request-Id'] = ref('X-Request-Id');
  if (path.startsWith('/api/')) {
    headers.RateLimit = ref('RateLimit');
    headers['RateLimit-Policy'] = ref('RateLimit-Policy');
  }
  if (RETRY_STATUSES.has(status)) headers['Retry-After'] = ref('Retry-After');
}

/** Adds the shared responses and headers to every operation of `paths`. */
export function addSharedResponses(doc: Json): void {
  doc.components.headers = { ...doc.components.headers, ...HEADERS };
  doc.components.responses = { ...doc.components.responses, ...RESPONSES };
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (!METHODS.has(method)) continue;
      operation.responses ??= {};
      const responses: Json = operation.responses;
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['4XX'] = { $ref: '#/components/responses/ClientError' };
      }
      responses['500'] ??= { $ref: '#/components/responses/InternalError' };
      responses['503'] ??= { $ref: '#/components/responses/DatabaseUnavailable' };
      for (const [status, response] of Object.entries<Json>(responses)) addHeaders(path, status, response);
    }
  }
}
