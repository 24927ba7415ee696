/**
 * One error model (CONTRACT §1): every failure becomes an RFC 9457 problem with a stable `code`.
 * Features throw ApiError; the handler in problem-handler.ts turns anything into a problem body.
 */
export interface FieldError {
  path: string;
  message: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return TITLES[status] ?? 'Error';
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    detail: string,
    options: { title?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.status = status;
    this.code = code;
    this.title = options.title ?? titleFor(status);
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

export const invalidParameters = (errors: FieldError[]) =>
  new ApiError(400, 'invalid_parameters', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { errors });

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: FieldError[];
}
