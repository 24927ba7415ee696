/** Shared wire schemas: the problem body and the error responses every route documents. */
import { Type } from 'typebox';
import { ERROR_CODE_LIST, ERROR_CODES, type ErrorCode } from '../core/errors.ts';

/** One offending field of a problem (also the dashboard's list of missing label particulars). */
export const FieldErrorSchema = Type.Object({
  path: Type.String({ description: 'The offending field, e.g. limit or items[0].size' }),
  message: Type.String(),
});

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'URI reference naming the problem type: /problems/<code>' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.Unsafe<ErrorCode>({
      type: 'string',
      enum: ERROR_CODE_LIST,
      description: `Stable snake_case error code; clients branch on it, not on the status:\n${ERROR_CODE_LIST.map((c) => `- \`${c}\`: ${ERROR_CODES[c]}`).join('\n')}`,
    }),
    request_id: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
  },
  { description: 'RFC 9457 problem details' },
);

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (code invalid_parameters, invalid_json, invalid_email, unknown_tool, ...)',
  401: 'Missing, malformed, unknown, expired or revoked API key (code unauthorized), or the rate limit is exceeded (code rate_limited, with Retry-After)',
  403: 'The API key lacks the scope this operation needs (code forbidden)',
  404: 'Not found (code not_found)',
  405: 'Method not allowed',
  409: 'Conflicts with the current state (code insufficient_stock, invalid_transition, already_exists, ...)',
  413: 'Body larger than 1 MiB (code payload_too_large)',
  415: 'Body is not application/json (code unsupported_media_type)',
  422: 'Understood but not processable (code invalid_items, out_of_stock, country_not_served, label_incomplete, compare_price_too_high, ...)',
  500: 'Unexpected error; quote the request_id',
  503: 'The database is unavailable (code database_unavailable, with Retry-After)',
};

/** `{400: {...}, 401: {...}}` response entries with the problem schema under application/problem+json. */
export function problemResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    ]),
  );
}

export const jsonResponse = <T>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
