/**
 * Placing the napf order of a checkout session. napf's order placement (src/orders/placement.ts)
 * runs inside the same transaction that locks the session and marks it completed: the order, its
 * stock moves, order.created, the audit record and the session's link to the order commit together
 * or not at all. The session's row lock makes a second, concurrent completion wait and then find the
 * session completed, so one session never places two orders. The order belongs to the token that
 * created the session, whoever confirms it (the buyer on the hosted page, or a storefront).
 */
import type { Transaction } from 'kysely';
import { DomainError } from '../../core/errors.ts';
import type { Database } from '../../db/schema.ts';
import { afterOrderCommit } from '../../orders/committed.ts';
import { type Placed, placeOrder } from '../../orders/placement.ts';
import { UcpError } from '../errors.ts';
import type { UcpDeps } from '../operation.ts';
import type { HostedPaymentMethod } from './hosted.ts';
import { UcpItemsRepo } from './items-repo.ts';
import { CheckoutSessionRepo, type SessionRow } from './session-repo.ts';
import type { SessionState } from './state.ts';
import { evaluate } from './view.ts';

const TEXTS = {
  de: {
    completed: 'Diese Bestellung wurde bereits aufgegeben.',
    canceled: 'Dieser Checkout wurde abgebrochen.',
    expired: 'Dieser Checkout ist abgelaufen.',
    stock: 'Nicht mehr genug auf Lager: ',
    refused: 'Die Bestellung wurde abgelehnt: ',
  },
  en: {
    completed: 'This order has been placed already.',
    canceled: 'This checkout was canceled.',
    expired: 'This checkout has expired.',
    stock: 'No longer enough in stock: ',
    refused: 'The order was refused: ',
  },
} as const;

/** Why a session cannot be completed now, as the UcpError the caller answers; null when it can. */
export function closedError(row: SessionRow, now: Date, language: 'de' | 'en'): UcpError | null {
  const t = TEXTS[language];
  if (row.status === 'completed') return new UcpError('checkout_completed', t.completed, { status: 409 });
  if (row.status === 'canceled') return new UcpError('checkout_canceled', t.canceled, { status: 409 });
  if (Date.parse(row.expires_at) <= now.getTime()) return new UcpError('checkout_expired', t.expired, { status: 410 });
  return null;
}

/** napf's refusal of the order, as the protocol's error. */
function refusal(err: DomainError, language: 'de' | 'en'): UcpError {
  const t = TEXTS[language];
  const detail = (err.errors ?? []).map((e) => e.message).join('; ') || err.message;
  if (err.code === 'insufficient_stock' || err.code === 'out_of_stock') {
    return new UcpError('out_of_stock', t.stock + detail, { status: 409, severity: 'recoverable' });
  }
  if (err.code === 'country_not_served') {
    return new UcpError('address_undeliverable', t.refused + detail, { status: 409, severity: 'recoverable' });
  }
  return new UcpError('checkout_incomplete', t.refused + detail, { status: 409, severity: 'recoverable' });
}

export interface Completed {
  row: SessionRow;
  placed: Placed;
}

/**
 * Places the order of session `id` and marks the session completed, in one transaction. Throws
 * UcpError when the session is unknown, closed, still missing something or no longer in stock.
 */
export async function completeSession(
  deps: UcpDeps,
  trx: Transaction<Database>,
  id: string,
  ownerTokenId: string | null,
  payment: HostedPaymentMethod,
  requestId: string | null,
): Promise<Completed> {
  const repo = new CheckoutSessionRepo(trx);
  const row = await repo.findForUpdate(deps.store, id, ownerTokenId);
  if (!row) throw new UcpError('not_found', 'Checkout not found or expired', { status: 404 });
  const state = JSON.parse(row.state) as SessionState;
  const now = deps.clock.now();
  const closed = closedError(row, now, state.language);
  if (closed) throw closed;
  const items = await new UcpItemsRepo(trx).byVariantIds(state.lines.map((l) => l.variant_id));
  const evaluation = evaluate(state, items, deps.shippingRules, state.language);
  if (!evaluation.orderInput) {
    const first = evaluation.messages[0];
    throw new UcpError('checkout_incomplete', first?.content ?? 'The checkout is incomplete', {
      status: 409,
      severity: 'recoverable',
      ...(first?.path ? { path: first.path } : {}),
    });
  }
  let placed: Placed;
  try {
    placed = await placeOrder(
      trx,
      evaluation.orderInput,
      {
        tokenId: row.owner_token_id,
        idempotencyKey: null,
        paymentMethod: payment,
        actor: { type: 'token', id: row.owner_token_id, name: row.owner_name },
        requestId,
      },
      {
        clock: deps.clock,
        shippingRules: deps.shippingRules,
        absolute: (p) => deps.catalog.absolute(p),
        store: deps.store,
        desk: deps.desk,
      },
    );
  } catch (err) {
    if (err instanceof DomainError) throw refusal(err, state.language);
    throw err;
  }
  const changes = {
    status: 'completed',
    order_id: placed.order.id,
    payment_method: payment,
    updated_at: now.toISOString(),
  };
  await repo.update(id, changes);
  return { row: { ...row, ...changes }, placed };
}

/** Tells the app what the completion committed (its order's deliveries and stock). */
export async function afterCompletion(deps: UcpDeps, placed: Placed): Promise<void> {
  if (deps.afterCommit) await afterOrderCommit(deps.afterCommit, placed);
}
