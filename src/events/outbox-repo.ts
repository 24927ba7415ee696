/**
 * The outbox's SQL: event rows, the subscriptions an event fans out to and the delivery rows. Every
 * method takes the caller's transaction, so events and deliveries commit with the change.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import { insertCompiledOnce, runCompiledOnce } from '../db/compiled-once.ts';
import type { EventsTable, WebhookDeliveriesTable } from '../db/schema.ts';

export type EventRow = Insertable<EventsTable>;
export type DeliveryRow = Insertable<WebhookDeliveriesTable>;

/** Rows per INSERT: 13 parameters a delivery row stays far below SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

export async function insertEventRows(db: Db, rows: EventRow[]): Promise<void> {
  await insertCompiledOnce(db, 'events', rows);
}

export async function insertDeliveryRows(db: Db, rows: DeliveryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await insertCompiledOnce(db, 'webhook_deliveries', rows.slice(i, i + INSERT_CHUNK));
  }
}

/** Active subscriptions with their owner's scopes (null owner_scopes: the owner token is gone). */
export async function activeSubscriptions(db: Db) {
  return runCompiledOnce(db, 'active subscriptions', ['active'], () =>
    db
      .selectFrom('webhook_subscriptions as s')
      .leftJoin('api_tokens as o', 'o.id', 's.owner_token_id')
      .select(['s.id', 's.events', 's.owner_token_id', 'o.scopes as owner_scopes'])
      .where('s.status', '=', 'active')
      .orderBy('s.id'),
  );
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
