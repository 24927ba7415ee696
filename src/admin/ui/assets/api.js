/**
 * The dashboard's JSON client: same origin only, the session cookie travels by itself, and every
 * state change carries the CSRF token of the session (X-CSRF-Token).
 */

let csrfToken = null;
let unauthorizedHandler = null;

export function setCsrfToken(token) {
  csrfToken = token;
}

/** Called once when an /admin/api call answers 401 (the session ended): the app shows the login. */
export function onUnauthorized(handler) {
  unauthorizedHandler = handler;
}

export class ApiError extends Error {
  constructor(status, body, retryAfter) {
    super(body?.detail || body?.title || `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? null;
    this.body = body;
    this.retryAfter = retryAfter ? Number(retryAfter) : null;
  }
}

/** method, path; options.body is sent as JSON (POSTs without one send {}), options.signal aborts. */
export async function request(method, path, options = {}) {
  const headers = { Accept: 'application/json' };
  let body;
  if (method !== 'GET' && method !== 'HEAD') {
    if (csrfToken) headers['X-CSRF-Token'] = csrfToken;
    if (method !== 'DELETE' || options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    }
  }
  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: options.signal,
  });
  if (response.status === 204) return null;
  const text = await response.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const error = new ApiError(response.status, data, response.headers.get('Retry-After'));
    if (response.status === 401 && path.startsWith('/admin/api/') && !options.quiet) unauthorizedHandler?.(error);
    throw error;
  }
  return data;
}

export const get = (path, options) => request('GET', path, options);
export const post = (path, body, options) => request('POST', path, { ...options, body });
export const del = (path, options) => request('DELETE', path, options);

/** `?a=1&b=x` from an object, leaving out empty values. */
export function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path segment from catalog data (slugs, sizes like "400 g"). */
export const seg = (value) => encodeURIComponent(String(value));
