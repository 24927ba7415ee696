// @ts-check
/**
 * The dashboard's JSON client: same origin only, the session cookie travels by itself, and every
 * state change carries the CSRF token of the session (X-CSRF-Token).
 */

/** @type {string | null} */
let csrfToken = null;
/** @type {((error: ApiError) => void) | null} */
let unauthorizedHandler = null;

/** @param {string | null} token */
export function setCsrfToken(token) {
  csrfToken = token;
}

/** Called once when an /admin/api call answers 401 (the session ended): the app shows the login. */
/** @param {(error: ApiError) => void} handler */
export function onUnauthorized(handler) {
  unauthorizedHandler = handler;
}

/** A problem answer of the server: its status, its `code` and its body (with `errors` for a 400). */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {any} body the problem+json, or null when the answer was not JSON
   * @param {string | null} retryAfter
   */
  constructor(status, body, retryAfter) {
    super(body?.detail || body?.title || `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? null;
    this.body = body;
    this.retryAfter = retryAfter ? Number(retryAfter) : null;
  }
}

/**
 * @typedef {object} RequestOptions
 * @property {unknown} [body] sent as JSON
 * @property {AbortSignal} [signal] aborts the call
 * @property {boolean} [quiet] a 401 does not end the session (asking whether there is one)
 */

/**
 * method, path; options.body is sent as JSON (POSTs without one send {}), options.signal aborts.
 * The answer is the server's JSON as it is: its shape is the admin API's (docs/ and the OpenAPI document).
 * @param {string} method
 * @param {string} path
 * @param {RequestOptions} [options]
 * @returns {Promise<any>}
 */
export async function request(method, path, options = {}) {
  /** @type {Record<string, string>} */
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
  /** @type {any} */
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

/** @param {string} path @param {RequestOptions} [options] */
export const get = (path, options) => request('GET', path, options);
/** @param {string} path @param {unknown} [body] @param {RequestOptions} [options] */
export const post = (path, body, options) => request('POST', path, { ...options, body });
/** @param {string} path @param {RequestOptions} [options] */
export const del = (path, options) => request('DELETE', path, options);

/**
 * `?a=1&b=x` from an object, leaving out empty values.
 * @param {Record<string, string | number | boolean | null | undefined>} params
 */
export function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A path segment from catalog data (slugs, sizes like "400 g").
 * @param {string | number} value
 */
export const seg = (value) => encodeURIComponent(String(value));
