/**
 * Retry safety of create_checkout and create_cart. A create sent with an Idempotency-Key (REST
 * header, MCP `meta["idempotency-key"]`) stores the key and the SHA-256 of its body with what it
 * made; a retry with the same key and body answers that session or cart as it is now instead of
 * making a second one, the same key with another body is refused. Two concurrent twins both insert:
 * the unique index (token, key) lets one commit, and the other runs again and finds it.
 */
import { createHash } from 'node:crypto';
import type { Store } from '../../db/connect.ts';
import { UcpError } from '../errors.ts';

/**
 * JSON with object keys sorted, so that key order does not change the hash. Recursion is safe: the
 * bindings' JSON parser limits the nesting depth of every body.
 */
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

export function requestHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/** The stored create of this key must be of the same body. */
export function checkReplay(stored: { create_hash: string | null }, hash: string): void {
  if (stored.create_hash !== hash) {
    throw new UcpError(
      'idempotency_key_reused',
      'This Idempotency-Key was used with a different request body; use a new key for a new request',
      { status: 409 },
    );
  }
}

/** Runs a create; when a twin with the same key committed first, runs it again (which then finds the twin's). */
export async function createOnce<T>(store: Store, key: string | null, attempt: () => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await attempt();
    } catch (err) {
      if (key !== null && round < 2 && store.isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
