/**
 * Retry safety of create_checkout and create_cart. A create sent with an Idempotency-Key (REST
 * header, MCP `meta["idempotency-key"]`) stores the key and the body's hash (src/util/body-hash.ts) with what it
 * made; a retry with the same key and body answers that session or cart as it is now instead of
 * making a second one, the same key with another body is refused. Two concurrent twins both insert:
 * the unique index (token, key) lets one commit, and the other runs again and finds it.
 */
import type { Store } from '../../db/connect.ts';
import { UcpError } from '../errors.ts';

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
