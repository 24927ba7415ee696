/**
 * Domain events are written to the `events` table in the same transaction as the change that causes
 * them, so a committed change always has its events and a rolled-back one never does (transactional
 * outbox). The webhook dispatcher delivers them from there.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../util/ids.ts';

export const EVENT_TYPES = ['product.updated', 'product.created', 'price.changed', 'stock.changed', 'order.created'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface DomainEvent {
  type: EventType;
  data: Record<string, unknown>;
}

export async function recordEvents(
  trx: Transaction<Database> | Kysely<Database>,
  events: DomainEvent[],
  now: string,
): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = events.map((e) => ({ id: newId('evt'), type: e.type, data: JSON.stringify(e.data), created_at: now }));
  await trx.insertInto('events').values(rows).execute();
  return rows.map((r) => r.id);
}
