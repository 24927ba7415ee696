/**
 * UCP checkout sessions (docs/ucp-checkout.md): create, get, update, cancel and complete over the
 * protocol, and the hosted checkout page's port (hosted.ts). A session belongs to the token that
 * created it; another token's session answers like an unknown one (not_found), except to a token
 * with shop-wide order access (orders:manage), which a storefront completing sessions holds. Every
 * write is one transaction; every answer prices the lines and checks stock anew.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { newId, randomUrlToken } from '../../core/ids.ts';
import { inTransaction } from '../../db/capabilities.ts';
import type { Database } from '../../db/schema.ts';
import { holdsScope } from '../../tokens/scopes.ts';
import { bodyHash } from '../../util/body-hash.ts';
import { CartRepo } from '../cart/cart-repo.ts';
import { UcpError, type UcpMessage } from '../errors.ts';
import { ucpVariantId } from '../ids.ts';
import type { UcpCall, UcpDeps } from '../operation.ts';
import { afterCompletion, completeSession } from './completion.ts';
import {
  HOSTED_PAYMENT_METHODS,
  type HostedCheckout,
  type HostedCheckoutPort,
  type HostedPaymentMethod,
} from './hosted.ts';
import { toHostedCheckout } from './hosted-view.ts';
import { checkReplay, createOnce } from './idempotency.ts';
import { UcpItemsRepo } from './items-repo.ts';
import { requestedLines } from './requested-lines.ts';
import { CheckoutSessionRepo, type SessionRow } from './session-repo.ts';
import { type Language, type ParsedRequest, parseRequest, type SessionState, sessionState } from './state.ts';
import { type CheckoutStatus, checkoutView, evaluate, openStatus } from './view.ts';

type Json = Record<string, unknown>;

/** A session lives six hours from its creation (the protocol's default), its page tokens with it. */
export const CHECKOUT_TTL_MS = 6 * 3_600_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const notFound = () =>
  new UcpError('not_found', 'Checkout session not found or expired', { status: 200, severity: 'unrecoverable' });

const TEXTS = {
  de: {
    closed: 'Dieser Checkout ist abgeschlossen oder abgebrochen und lässt sich nicht mehr ändern.',
    notCancelable: 'Ein abgeschlossener oder abgebrochener Checkout lässt sich nicht abbrechen.',
    expired: 'Dieser Checkout ist abgelaufen; bitte einen neuen beginnen.',
    escalate:
      'napf nimmt keine Zahlung über das Protokoll an: Der Käufer bestätigt die Bestellung auf der Seite hinter continue_url.',
  },
  en: {
    closed: 'This checkout is completed or canceled and can no longer be changed.',
    notCancelable: 'A completed or canceled checkout cannot be canceled.',
    expired: 'This checkout has expired; start a new one.',
    escalate: 'napf takes no payment through the protocol: the buyer confirms the order on the page at continue_url.',
  },
} as const;

const closedMessage = (code: string, content: string): UcpMessage => ({
  type: 'error',
  code,
  content,
  severity: 'unrecoverable',
});

export class UcpCheckoutService implements HostedCheckoutPort {
  readonly #deps: UcpDeps;

  constructor(deps: UcpDeps) {
    this.#deps = deps;
  }

  /** Whose sessions the caller may see: its own, or every session with shop-wide order access. */
  #owner(call: UcpCall): string | null {
    return holdsScope(call.scopes, 'orders:manage') ? null : call.actor.id;
  }

  #expired(row: SessionRow): boolean {
    return Date.parse(row.expires_at) <= this.#deps.clock.now().getTime();
  }

  /** Completed and canceled are stored; an open session past its expiry reads as canceled. */
  #status(row: SessionRow, evaluation: ReturnType<typeof evaluate>): CheckoutStatus {
    if (row.status === 'completed' || row.status === 'canceled') return row.status;
    return this.#expired(row) ? 'canceled' : openStatus(evaluation);
  }

  /** The storefront's page for a session, or a fresh hosted page token's URL (only its hash is kept). */
  async #continueUrl(trx: Transaction<Database>, row: SessionRow, language: Language): Promise<string> {
    const storefront = this.#deps.storefrontCheckoutUrl;
    if (storefront) {
      if (storefront.includes('{id}')) return storefront.replaceAll('{id}', encodeURIComponent(row.id));
      const url = new URL(storefront);
      url.searchParams.set('ucp_checkout_session', row.id);
      return url.toString();
    }
    const token = randomUrlToken(32);
    await new CheckoutSessionRepo(trx).addPageToken(tokenHash(token), row.id, this.#deps.clock.now().toISOString());
    // The page opens in the language the agent is using; the buyer can switch.
    return `${this.#deps.publicUrl}/checkout/${token}?lang=${language}`;
  }

  /** The protocol's view of a session, evaluated now; open sessions get a continue_url. */
  async #respond(trx: Transaction<Database>, row: SessionRow, language: Language, extra: UcpMessage[]): Promise<Json> {
    const state = JSON.parse(row.state) as SessionState;
    const items = await new UcpItemsRepo(trx).byVariantIds(state.lines.map((l) => l.variant_id));
    const evaluation = evaluate(state, items, this.#deps.shippingRules, language);
    const status = this.#status(row, evaluation);
    const open = status === 'incomplete' || status === 'requires_escalation';
    const messages =
      row.status === 'open' && status === 'canceled'
        ? [...extra, closedMessage('checkout_expired', TEXTS[language].expired)]
        : extra;
    return checkoutView({
      id: row.id,
      status,
      state,
      evaluation,
      language,
      publicUrl: this.#deps.publicUrl,
      expiresAt: row.expires_at,
      continueUrl: open ? await this.#continueUrl(trx, row, language) : null,
      order: row.order_id
        ? { id: row.order_id, permalinkUrl: `${this.#deps.publicUrl}/api/v1/orders/${row.order_id}` }
        : null,
      extraMessages: messages,
    });
  }

  async create(call: UcpCall, body: Json): Promise<Json> {
    const cartId = body.cart_id;
    if (cartId !== undefined && typeof cartId !== 'string') {
      throw new UcpError('invalid_input', '$.cart_id must be a string', { status: 400, path: '$.cart_id' });
    }
    const key = call.idempotencyKey;
    const hash = bodyHash(body);
    return createOnce(this.#deps.store, key, () =>
      inTransaction(this.#deps.store.db, async (trx) => {
        if (key !== null) {
          const earlier = await new CheckoutSessionRepo(trx).byCreateKey(call.actor.id, key);
          if (earlier) {
            checkReplay(earlier, hash);
            return this.#respond(trx, earlier, call.language, []);
          }
        }
        let parsed: ParsedRequest;
        let previous: SessionState | null = null;
        if (cartId !== undefined) {
          const cart = await new CartRepo(trx).find(cartId, call.actor.id);
          if (cart?.status !== 'active' || Date.parse(cart.expires_at) <= this.#deps.clock.now().getTime()) {
            throw new UcpError('not_found', `Cart ${cartId} not found or expired`, { status: 200, path: '$.cart_id' });
          }
          // One open checkout per cart: converting again returns it.
          const existing = await new CheckoutSessionRepo(trx).openForCart(cartId, call.actor.id);
          if (existing && !this.#expired(existing)) return this.#respond(trx, existing, call.language, []);
          const fromCart = JSON.parse(cart.state) as SessionState;
          const fromBody = parseRequest(body, { linesOptional: true });
          previous = fromCart;
          parsed = {
            lines: fromCart.lines.map((l) => ({
              id: l.id,
              item_id: ucpVariantId(l.variant_id),
              variant_id: l.variant_id,
              quantity: l.quantity,
              quantity_unit: null,
            })),
            buyer: fromCart.buyer,
            context: fromCart.context,
            fulfillment: fromBody.fulfillment,
          };
        } else parsed = parseRequest(body);
        const { lines, next, messages } = await requestedLines(trx, parsed, previous, call.language);
        if (lines.length === 0) {
          if (parsed.lines.length === 0) {
            throw new UcpError('invalid_input', '$.line_items must hold at least one line', {
              status: 400,
              path: '$.line_items',
            });
          }
          throw new UcpError('item_unavailable', messages.map((m) => m.content).join(' '), { status: 200 });
        }
        const now = this.#deps.clock.now();
        const state = sessionState(parsed, { lines, next }, parsed.fulfillment, call.language);
        const row: SessionRow = {
          id: newId('chk'),
          owner_token_id: call.actor.id,
          owner_name: call.actor.name,
          status: 'open',
          state: JSON.stringify(state),
          currency: 'EUR',
          cart_id: cartId ?? null,
          payment_method: null,
          order_id: null,
          create_key: key,
          create_hash: key === null ? null : hash,
          expires_at: new Date(now.getTime() + CHECKOUT_TTL_MS).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        };
        await new CheckoutSessionRepo(trx).insert(row);
        return this.#respond(trx, row, call.language, messages);
      }),
    );
  }

  async get(call: UcpCall, id: string): Promise<Json> {
    return inTransaction(this.#deps.store.db, async (trx) => {
      const row = await new CheckoutSessionRepo(trx).find(id, this.#owner(call));
      if (!row) throw notFound();
      return this.#respond(trx, row, readLanguage(call, row), []);
    });
  }

  /** Full replacement of what the agent sent; a closed session stays as it is and says so. */
  async update(call: UcpCall, id: string, body: Json): Promise<Json> {
    const parsed = parseRequest(body);
    return inTransaction(this.#deps.store.db, async (trx) => {
      const repo = new CheckoutSessionRepo(trx);
      const row = await repo.findForUpdate(this.#deps.store, id, this.#owner(call));
      if (!row) throw notFound();
      if (row.status !== 'open' || this.#expired(row)) {
        const extra = row.status === 'open' ? [] : [closedMessage('checkout_closed', TEXTS[call.language].closed)];
        return this.#respond(trx, row, call.language, extra);
      }
      const previous = JSON.parse(row.state) as SessionState;
      const { lines, next, messages } = await requestedLines(trx, parsed, previous, call.language);
      const state = sessionState(parsed, { lines, next }, parsed.fulfillment, call.language);
      const changes = { state: JSON.stringify(state), updated_at: this.#deps.clock.now().toISOString() };
      await repo.update(id, changes);
      return this.#respond(trx, { ...row, ...changes }, call.language, messages);
    });
  }

  async cancel(call: UcpCall, id: string): Promise<Json> {
    return inTransaction(this.#deps.store.db, async (trx) => {
      const repo = new CheckoutSessionRepo(trx);
      const row = await repo.findForUpdate(this.#deps.store, id, this.#owner(call));
      if (!row) throw notFound();
      const language = readLanguage(call, row);
      if (row.status !== 'open') {
        return this.#respond(trx, row, language, [
          closedMessage('checkout_not_cancelable', TEXTS[language].notCancelable),
        ]);
      }
      const changes = { status: 'canceled', updated_at: this.#deps.clock.now().toISOString() };
      await repo.update(id, changes);
      return this.#respond(trx, { ...row, ...changes }, language, []);
    });
  }

  /**
   * Complete Checkout. With napf's hosted page the buyer confirms there, so the session is answered
   * unchanged with a message pointing to continue_url. A shop with its own storefront
   * (STOREFRONT_CHECKOUT_URL) completes through this operation: the order is placed like from the
   * page, with the payment method of the first instrument whose type is prepayment or invoice
   * (prepayment when none names one).
   */
  async complete(call: UcpCall, id: string, body: Json): Promise<Json> {
    if (!this.#deps.storefrontCheckoutUrl) {
      return inTransaction(this.#deps.store.db, async (trx) => {
        const row = await new CheckoutSessionRepo(trx).find(id, this.#owner(call));
        if (!row) throw notFound();
        const extra: UcpMessage[] =
          row.status === 'open' && !this.#expired(row)
            ? [
                {
                  type: 'error',
                  code: 'requires_escalation',
                  content: TEXTS[call.language].escalate,
                  severity: 'requires_buyer_review',
                },
              ]
            : [];
        return this.#respond(trx, row, call.language, extra);
      });
    }
    const payment = paymentMethodOf(body);
    const done = await inTransaction(this.#deps.store.db, async (trx) => {
      const completed = await completeSession(this.#deps, trx, id, this.#owner(call), payment, call.requestId);
      return { completed, view: await this.#respond(trx, completed.row, call.language, []) };
    });
    await afterCompletion(this.#deps, done.completed.placed);
    return done.view;
  }

  async #sessionOfToken(trx: Transaction<Database>, token: string): Promise<SessionRow | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const repo = new CheckoutSessionRepo(trx);
    const id = await repo.sessionIdOfPageToken(tokenHash(token));
    const row = id ? await repo.find(id, null) : undefined;
    return row && !this.#expired(row) ? row : null;
  }

  /** The page's view; the order's invoice number is read after the transaction (napf's order service). */
  async forPage(token: string): Promise<HostedCheckout | null> {
    const view = await inTransaction(this.#deps.store.db, async (trx) => {
      const row = await this.#sessionOfToken(trx, token);
      if (!row) return null;
      const state = JSON.parse(row.state) as SessionState;
      const items = await new UcpItemsRepo(trx).byVariantIds(state.lines.map((l) => l.variant_id));
      const evaluation = evaluate(state, items, this.#deps.shippingRules, state.language);
      return toHostedCheckout(row, state, evaluation, this.#status(row, evaluation), null);
    });
    if (view?.order) {
      const order = await this.#deps.orders.find(view.order.id);
      view.order.invoiceNumber = order.invoice_number;
    }
    return view;
  }

  async completeFromPage(token: string, payment: HostedPaymentMethod): Promise<HostedCheckout> {
    if (!HOSTED_PAYMENT_METHODS.includes(payment)) {
      throw new UcpError('invalid_input', 'payment must be prepayment or invoice', { status: 400 });
    }
    const done = await inTransaction(this.#deps.store.db, async (trx) => {
      const row = await this.#sessionOfToken(trx, token);
      if (!row) throw notFound();
      return completeSession(this.#deps, trx, row.id, null, payment, null);
    });
    await afterCompletion(this.#deps, done.placed);
    const view = await this.forPage(token);
    if (!view) throw notFound();
    return view;
  }
}

/** The napf payment method a storefront's complete request names (prepayment when none). */
function paymentMethodOf(body: Json): HostedPaymentMethod {
  const payment = body.payment;
  const instruments =
    payment && typeof payment === 'object' ? (payment as { instruments?: unknown }).instruments : undefined;
  if (Array.isArray(instruments)) {
    for (const instrument of instruments) {
      const type = instrument && typeof instrument === 'object' ? (instrument as { type?: unknown }).type : undefined;
      if (typeof type === 'string' && (HOSTED_PAYMENT_METHODS as readonly string[]).includes(type)) {
        return type as HostedPaymentMethod;
      }
    }
  }
  return 'prepayment';
}

/** A read without a language of its own (no context, no Accept-Language) answers in the session's. */
function readLanguage(call: UcpCall, row: SessionRow): Language {
  return call.languageStated ? call.language : (JSON.parse(row.state) as SessionState).language;
}
