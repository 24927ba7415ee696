/**
 * Which request-log rows the status index holds (migration 016): those not answered 200. A query
 * for another status repeats this condition word for word, since SQLite uses a partial index only
 * for a query that contains its condition.
 */
import { sql } from 'kysely';

export const LOG_STATUS_INDEXED = sql<boolean>`status <> 200`;
