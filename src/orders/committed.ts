/** What an order's transaction changed, told to the app after its commit. */
import type { AfterCommit, QueuedDeliveries } from '../core/commit-signal.ts';

export interface OrderChanges {
  /** Products whose stock changed (their cached pages are stale after the commit). */
  productIds: string[];
  /** Webhook deliveries the transaction's events queued (recordEvents' answer). */
  deliveries: QueuedDeliveries;
}

/**
 * Tells the app what an order's transaction committed: the webhook dispatcher wakes when it queued
 * deliveries, and the touched products' cached pages go stale (only stock changed: their search
 * entries stay).
 */
export async function afterOrderCommit(afterCommit: AfterCommit, changes: OrderChanges): Promise<void> {
  if (changes.deliveries) await afterCommit({ deliveries: changes.deliveries });
  for (const productId of changes.productIds) await afterCommit({ productId, stockOnly: true });
}
