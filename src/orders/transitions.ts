/**
 * Moving an order along its status graph (lifecycle.ts), inside one transaction with its history
 * entry, order.updated, the stock it gives back and its audit record. Paying assigns the invoice
 * number: the year's counter is raised in the same transaction, so numbers run without gaps.
 */
import type { Transaction } from 'kysely';
import type { Product } from '../catalog/schema.ts';
import { StockMoves } from '../catalog/stock-moves.ts';
import type { Clock } from '../core/clock.ts';
import type { DeliveryDesk } from '../core/commit-signal.ts';
import type { Actor } from '../core/context.ts';
import { DomainError, fieldError, notFound } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import type { DialectCapabilities } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { recordEvents } from '../events/outbox.ts';
import type { OrderChanges } from './committed.ts';
import { allowedFrom, type OrderStatus, RESTOCKS } from './lifecycle.ts';
import { OrderRepo } from './repo.ts';
import type { Order, StatusChange } from './schema.ts';

export interface TransitionDeps {
  clock: Clock;
  absolute: (p: Product) => Product;
  store: Pick<DialectCapabilities, 'notify' | 'lockForUpdate'>;
  /** This instance's webhook dispatcher: the change claims the deliveries it queues for it. */
  desk?: DeliveryDesk;
}

export interface TransitionMeta {
  actor: Actor;
  requestId: string | null;
  /** Only this token's orders (cancel by the owner); null: any order (shop-wide access). */
  ownerTokenId: string | null;
}

/** `2026-000123`: the year and the year's sequence number. */
export const invoiceNumber = (year: number, n: number) => `${year}-${String(n).padStart(6, '0')}`;

export async function transition(
  trx: Transaction<Database>,
  orderId: string,
  change: StatusChange,
  meta: TransitionMeta,
  deps: TransitionDeps,
): Promise<OrderChanges> {
  const repo = new OrderRepo(trx);
  const order = await repo.findForUpdate(deps.store, orderId, meta.ownerTokenId);
  if (!order) throw notFound(`Order ${orderId}`);
  const from = order.status as OrderStatus;
  const allowed = allowedFrom(from);
  if (!allowed.includes(change.status)) {
    throw new DomainError(
      'invalid_transition',
      `An order that is ${from} cannot become ${change.status}; allowed: ${allowed.length ? allowed.join(', ') : 'none (final)'}`,
      { errors: [{ path: 'status', message: `allowed from ${from}: ${allowed.join(', ') || 'none'}` }] },
    );
  }
  if (change.status === 'paid' && !change.payment_method) {
    throw fieldError('payment_method', 'is required to mark an order paid');
  }
  if (change.status === 'shipped' && !change.tracking) {
    throw fieldError('tracking', 'is required to mark an order shipped (carrier and number)');
  }
  const now = deps.clock.now();
  const at = now.toISOString();
  const payment = JSON.parse(order.payment ?? '{"method":null,"status":"pending"}') as Order['payment'];
  const set: Parameters<OrderRepo['update']>[1] = { status: change.status, updated_at: at };
  if (change.status === 'paid') {
    set.payment = JSON.stringify({ method: change.payment_method, status: 'paid' });
    set.invoice_number = invoiceNumber(now.getUTCFullYear(), await repo.nextInvoiceNumber(now.getUTCFullYear()));
  } else if ((change.status === 'cancelled' || change.status === 'returned') && payment.status === 'paid') {
    set.payment = JSON.stringify({ ...payment, status: 'refund_due' });
  }
  if (change.tracking) set.tracking = JSON.stringify(change.tracking);
  await repo.update(order.id, set);
  await repo.addHistory({
    id: newId('osh'),
    order_id: order.id,
    status: change.status,
    at,
    actor_type: meta.actor.type,
    actor_id: meta.actor.id,
    actor_name: meta.actor.name,
    note: change.note ?? null,
  });
  let stock = { events: [] as Parameters<typeof recordEvents>[1], productIds: [] as string[] };
  if (change.status === RESTOCKS) {
    const items = await repo.itemsOf([order.id]);
    const variants = await repo.variantIds(items.map((i) => ({ product_id: i.product_id, size: i.size })));
    stock = await new StockMoves(trx, deps.clock, deps.absolute).giveBack(
      items.flatMap((i, position) => {
        const variantId = variants.get(`${i.product_id}\u0000${i.size}`);
        return variantId
          ? [
              {
                variantId,
                productId: i.product_id,
                slug: i.slug,
                size: i.size,
                units: i.quantity,
                path: `items[${position}]`,
              },
            ]
          : [];
      }),
    );
  }
  const tracking = change.tracking ?? (order.tracking ? JSON.parse(order.tracking) : undefined);
  const deliveries = await recordEvents(
    trx,
    [
      ...stock.events,
      {
        type: 'order.updated',
        data: {
          order_id: order.id,
          status: change.status,
          previous_status: from,
          ...(tracking ? { tracking } : {}),
          ...(set.invoice_number ? { invoice_number: set.invoice_number } : {}),
          updated_at: at,
        },
      },
    ],
    at,
    deps.store,
    deps.desk,
  );
  await recordAudit(
    trx,
    {
      actor: meta.actor,
      tool: null,
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      before: { status: from },
      after: { status: change.status, ...(change.payment_method ? { payment_method: change.payment_method } : {}) },
      requestId: meta.requestId,
    },
    at,
  );
  return { productIds: stock.productIds, deliveries };
}
