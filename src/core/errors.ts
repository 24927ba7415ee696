/**
 * The domain error: services say what went wrong (a stable code, a sentence, the offending fields)
 * and never how it travels. The HTTP edge maps the code to a status and a problem+json body
 * (src/http/errors.ts), the tool edge names fields as tool parameters (`parameters.price`), so a
 * service names its fields plainly (`price`, `items[0].size`; '' for the input as a whole).
 */

/** Every error code a client can see, each with its meaning. The codes are stable: clients branch on them. */
export const ERROR_CODES = {
  already_exists: 'A product, admin or other unique thing with this key already exists',
  bad_request: 'The HTTP request itself is malformed (reported by the web framework)',
  compare_price_too_high:
    'A crossed-out price above the lowest price of the 30 days before the reduction; errors[] names the maximum',
  country_not_served: 'An order address lies in a country the shop does not ship to; errors[] names the field',
  csrf_failed: 'A dashboard change without the session’s X-CSRF-Token',
  database_unavailable: 'The database cannot serve right now; retry after Retry-After',
  delivery_in_progress: 'A webhook delivery cannot be redelivered while an attempt is in flight',
  forbidden: 'The caller is known but lacks the scope (or origin) this needs',
  idempotency_key_reused: 'An Idempotency-Key was sent again with a different request body',
  insufficient_stock: 'An order asks for more units than a variant has; errors[] names each line and what is available',
  internal_error: 'An unexpected failure; the request id identifies it in the log',
  invalid_credentials: 'The admin e-mail address or password is wrong',
  invalid_email: 'The e-mail address is not a deliverable address',
  invalid_items: 'An order names products or sizes that do not exist or are not active',
  invalid_json: 'The request body is not valid JSON',
  invalid_parameters: 'Input fails validation; errors[] names each field',
  invalid_token: 'A newsletter link is unknown, already used or expired',
  invalid_transition: 'The order cannot move to that status from its current one; the detail names the allowed ones',
  invalid_url: 'The URL cannot be decoded (bad percent-encoding)',
  json_too_deep: 'The JSON body nests deeper than allowed',
  label_incomplete:
    'An active product would lack a mandatory feed labelling particular (or a net quantity); errors[] names each',
  login_throttled: 'Too many failed admin logins; retry after Retry-After',
  method_not_allowed: 'The route exists but not with this method',
  no_energy_data: 'A feeding amount needs the energy density, which the product lacks',
  no_feeding_guide: 'The product has no feeding guide',
  not_found: 'The resource or route does not exist (or is not the caller’s)',
  out_of_stock: 'An ordered size is out of stock',
  outside_feeding_table: 'A treat or supplement is dosed only within its maker’s feeding table',
  payload_too_large: 'The request body is larger than allowed',
  rate_limited: 'The token’s (or IP’s) request rate is exhausted; retry after Retry-After',
  unauthorized: 'No valid API key or admin session',
  unknown_tool: 'The tool endpoint does not know this tool name',
  unsupported_media_type: 'The body is not application/json',
  uri_too_long: 'A path segment is longer than allowed',
  wrong_species: 'The product is not for the requested species',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** All codes, for schemas (the OpenAPI problem `code` enum) and tests. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export interface FieldError {
  path: string;
  message: string;
}

/** A detail built from the field errors, so that renaming the fields renames them in the detail too. */
export type DetailOf = (errors: readonly FieldError[]) => string;

export interface DomainErrorOptions {
  /** The offending fields, named plainly (the edges add their prefixes). */
  errors?: FieldError[];
  /** Headers the answer must carry, e.g. Retry-After for a throttle or WWW-Authenticate. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** How the detail is built from the field errors, when it is (see renameFields). */
  protected readonly detailOf: DetailOf | undefined;

  constructor(code: ErrorCode, detail: string | DetailOf, options: DomainErrorOptions = {}) {
    super(
      typeof detail === 'string' ? detail : detail(options.errors ?? []),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'DomainError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.detailOf = typeof detail === 'string' ? undefined : detail;
  }

  /**
   * The same error with its field paths renamed (and a detail built from them rebuilt); the edges
   * use it to say `parameters.price` or `body` where the service said `price` or ''.
   */
  renameFields(rename: (path: string) => string): DomainError {
    if (!this.errors) return this;
    const errors = this.errors.map((e) => ({ ...e, path: rename(e.path) }));
    return new DomainError(this.code, this.detailOf ?? this.message, {
      errors,
      headers: this.headers,
      cause: this.cause,
    });
  }
}

/** `path: message; path: message` — the detail of a validation failure. */
export const listFields: DetailOf = (errors) => errors.map((e) => `${e.path}: ${e.message}`).join('; ');

/** `path message` — the detail of a failure about one field, read as a sentence. */
export const fieldSentence: DetailOf = (errors) => errors.map((e) => `${e.path} ${e.message}`).join('; ');

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);

export const invalidParameters = (errors: FieldError[]) =>
  new DomainError('invalid_parameters', listFields, { errors });

/** One invalid field: `path: message`. */
export const fieldError = (path: string, message: string) => invalidParameters([{ path, message }]);
