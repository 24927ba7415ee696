/**
 * Domain events are written to the `events` table in the same transaction as the change that causes
 * them, so a committed change always has its events and a rolled-back one never does (transactional
 * outbox). In that same transaction every active subscription listening to the event's type gets a
 * `webhook_deliveries` row, so a crash right after the commit loses nothing: the dispatcher
 * (src/webhooks/dispatcher.ts) delivers from those rows. When this instance's dispatcher has room,
 * the transaction writes as many rows as it offers already claimed for it (its token and lease),
 * and the dispatcher sends them after the commit without a claim of its own; should the process die
 * first, they are due again when the lease ends. Rows left unclaimed are due at once: on PostgreSQL
 * a NOTIFY, sent by the database only when the transaction commits, wakes the dispatchers of every
 * instance, and the callers' commit notice wakes their own.
 */

import type { DeliveryDesk, InsertClaim, QueuedDeliveries } from '../core/commit-signal.ts';
import { newId } from '../core/ids.ts';
import type { Db, DialectCapabilities } from '../db/capabilities.ts';
import { ALL_ORDERS, holdsScope, type Scope } from '../tokens/scopes.ts';
import { activeSubscriptions, type DeliveryRow, insertDeliveryRows, insertEventRows } from './outbox-repo.ts';
import type { DomainEvent, EventType } from './schemas.ts';

/**
 * The scope that reads each event's data: a token needs it to subscribe to the event, and a
 * subscription receives the event only while its owning token holds it (the shop's own, without an
 * owner, receive every event). Order ids are shop-wide order data, not the subscriber's own orders.
 */
export const EVENT_SCOPES: Record<EventType, Scope> = {
  'product.updated': 'products:read',
  'product.created': 'products:read',
  'price.changed': 'products:read',
  'stock.changed': 'products:read',
  'order.created': ALL_ORDERS,
  'order.updated': ALL_ORDERS,
};

/** Whether a subscription owned by a token with `ownerScopes` (null: the shop's) may receive `type`. */
export function ownerMayReceive(ownerScopes: readonly string[] | null, type: EventType): boolean {
  return ownerScopes === null || holdsScope(ownerScopes, EVENT_SCOPES[type]);
}

/** The PostgreSQL notification channel; the payload is the schema the commit happened in. */
export const NOTIFY_CHANNEL = 'napf_webhooks';

export interface NewDelivery {
  eventId: string;
  eventType: string;
  subscriptionId: string;
  autoRetry: boolean;
}

/**
 * Inserts pending deliveries, due now, and notifies other instances where the database can (at
 * commit) of those it leaves for a claim. With an InsertClaim (this instance's dispatcher had room),
 * the rows it covers are written claimed: its token, due when its lease ends.
 */
export async function insertDeliveries(
  db: Db,
  deliveries: NewDelivery[],
  now: string,
  store: Pick<DialectCapabilities, 'notify'>,
  claim: InsertClaim | null = null,
): Promise<DeliveryRow[]> {
  if (deliveries.length === 0) return [];
  const claimed = claim ? claimedDeliveries(deliveries, claim) : new Set<NewDelivery>();
  const rows = deliveries.map((d) => {
    const lease = claimed.has(d) ? claim : null;
    return {
      id: newId('dlv'),
      event_id: d.eventId,
      subscription_id: d.subscriptionId,
      event_type: d.eventType,
      status: 'pending',
      attempts: 0,
      auto_retry: d.autoRetry,
      next_attempt_at: lease ? lease.leaseUntil : now,
      claim_token: lease ? lease.token : null,
      last_status: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    };
  });
  await insertDeliveryRows(db, rows);
  if (claimed.size < rows.length) await store.notify(db, NOTIFY_CHANNEL);
  return rows;
}

/** The deliveries an InsertClaim covers: in order, up to its limit and its share per subscription. */
function claimedDeliveries(deliveries: readonly NewDelivery[], claim: InsertClaim): Set<NewDelivery> {
  const taken = new Set<NewDelivery>();
  const perSubscription = new Map<string, number>();
  for (const d of deliveries) {
    if (taken.size >= claim.limit) break;
    const n = perSubscription.get(d.subscriptionId) ?? 0;
    if (n >= claim.perSubscription || claim.skip.has(d.subscriptionId)) continue;
    perSubscription.set(d.subscriptionId, n + 1);
    taken.add(d);
  }
  return taken;
}

/**
 * Writes the events and, for each, a delivery row per active subscription to its type whose owner
 * may read it (EVENT_SCOPES). Call it inside the change's transaction, and after the commit tell
 * its answer to the afterCommit port (`{ deliveries }`): false when it queued none; with a `desk`
 * (this instance's dispatcher) that offers a claim, the deliveries it claimed, which the dispatcher
 * then sends at once; else true, which wakes the dispatcher to claim them.
 */
export async function recordEvents(
  trx: Db,
  events: DomainEvent[],
  now: string,
  store: Pick<DialectCapabilities, 'notify'>,
  desk?: DeliveryDesk,
): Promise<QueuedDeliveries> {
  if (events.length === 0) return false;
  const rows = events.map((e) => ({ id: newId('evt'), type: e.type, data: JSON.stringify(e.data), created_at: now }));
  await insertEventRows(trx, rows);
  const subscriptions = await activeSubscriptions(trx);
  const deliveries: NewDelivery[] = [];
  for (const subscription of subscriptions) {
    const wanted = new Set(JSON.parse(subscription.events) as string[]);
    // An owner token that no longer exists holds no scope.
    const ownerScopes =
      subscription.owner_token_id === null ? null : (JSON.parse(subscription.owner_scopes ?? '[]') as string[]);
    for (const row of rows) {
      if (wanted.has(row.type) && ownerMayReceive(ownerScopes, row.type as EventType)) {
        deliveries.push({ eventId: row.id, eventType: row.type, subscriptionId: subscription.id, autoRetry: true });
      }
    }
  }
  if (deliveries.length === 0) return false;
  const claim = desk?.offer() ?? null;
  const inserted = await insertDeliveries(trx, deliveries, now, store, claim);
  if (!claim) return true;
  const handed = inserted.filter((r) => r.claim_token === claim.token);
  if (handed.length === 0) return true;
  return { claim, rows: handed, unclaimed: inserted.length - handed.length };
}
