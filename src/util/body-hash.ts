/**
 * The SHA-256 of a JSON body with object keys sorted, so that key order does not change it: what an
 * Idempotency-Key is stored with (orders, UCP checkouts and carts). Recursion is safe: every body
 * has passed the JSON parser's nesting limit (src/http/json-depth.ts).
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}
