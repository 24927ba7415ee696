/**
 * The outbox's SQL: event rows, the subscriptions an event fans out to and the delivery rows. Every
 * method takes the caller's transaction, so events and deliveries commit with the change.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import type { EventsTable, WebhookDeliveriesTable } from '../db/schema.ts';

export type EventRow = Insertable<EventsTable>;
export type DeliveryRow = Insertable<WebhookDeliveriesTable>;

/** Rows per INSERT: 13 parameters a delivery row stays far below SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

export async function insertEventRows(db: Db, rows: EventRow[]): Promise<void> {
  await db.insertInto('events').values(rows).execute();
}

export async function insertDeliveryRows(db: Db, rows: DeliveryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Active subscriptions with their owner's scopes (null owner_scopes: the owner token is gone). */
export async function activeSubscriptions(db: Db) {
  return db
    .selectFrom('webhook_subscriptions as s')
    .leftJoin('api_tokens as o', 'o.id', 's.owner_token_id')
    .select(['s.id', 's.events', 's.owner_token_id', 'o.scopes as owner_scopes'])
    .where('s.status', '=', 'active')
    .orderBy('s.id')
    .execute();
}

/** Up to `limit` product.updated events created at or after `since` (ISO), the oldest first. */
export async function productUpdatesSince(db: Db, since: string, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'data', 'created_at'])
    .where('type', '=', 'product.updated')
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
