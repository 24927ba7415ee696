/**
 * UCP carts (docs/ucp-checkout.md#carts): a basket with estimated totals and no status, built
 * with the same lines, stock checks and money rules as a checkout session (src/ucp/checkout/). A
 * cart belongs to the token that created it; another token's, an expired or a canceled cart is
 * not_found. Shipping is estimated from `context.address_country` when the shop serves it.
 * Create Checkout with `cart_id` turns a cart into a checkout session.
 */
import type { Transaction } from 'kysely';
import { newId } from '../../core/ids.ts';
import { inTransaction } from '../../db/capabilities.ts';
import type { Database } from '../../db/schema.ts';
import { bodyHash } from '../../util/body-hash.ts';
import { countryCode } from '../checkout/address.ts';
import { checkReplay, createOnce } from '../checkout/idempotency.ts';
import { UcpItemsRepo } from '../checkout/items-repo.ts';
import { priceLines, ucpLineItems, ucpTotals } from '../checkout/lines.ts';
import { requestedLines } from '../checkout/requested-lines.ts';
import { type Language, parseRequest, type SessionState, sessionState } from '../checkout/state.ts';
import { UcpError, type UcpMessage } from '../errors.ts';
import type { UcpCall, UcpDeps } from '../operation.ts';
import { CartRepo, type CartRow } from './cart-repo.ts';

type Json = Record<string, unknown>;

/** A cart lives a day from its creation. */
export const CART_TTL_MS = 24 * 3_600_000;

const notFound = () =>
  new UcpError('not_found', 'Cart not found or has expired', { status: 200, severity: 'unrecoverable' });

export class UcpCartService {
  readonly #deps: UcpDeps;

  constructor(deps: UcpDeps) {
    this.#deps = deps;
  }

  #live(row: CartRow | undefined): row is CartRow {
    return (
      row !== undefined && row.status === 'active' && Date.parse(row.expires_at) > this.#deps.clock.now().getTime()
    );
  }

  async #respond(trx: Transaction<Database>, row: CartRow, language: Language, extra: UcpMessage[]): Promise<Json> {
    const state = JSON.parse(row.state) as SessionState;
    const items = await new UcpItemsRepo(trx).byVariantIds(state.lines.map((l) => l.variant_id));
    const country = countryCode(
      typeof state.context?.address_country === 'string' ? state.context.address_country : undefined,
    );
    const rule = this.#deps.shippingRules.find((r) => r.country === country) ?? null;
    const pricing = priceLines(state.lines, items, rule, language);
    const messages = [...extra, ...pricing.messages];
    return {
      id: row.id,
      line_items: ucpLineItems(pricing, language, this.#deps.publicUrl),
      ...(state.buyer ? { buyer: state.buyer } : {}),
      ...(state.context ? { context: state.context } : {}),
      currency: 'EUR',
      totals: ucpTotals(pricing, language),
      ...(messages.length > 0 ? { messages } : {}),
      links: [
        {
          type: 'shop_information',
          url: `${this.#deps.publicUrl}/api/v1/shop`,
          title:
            language === 'de'
              ? 'Anbieter, Versandkosten und Widerrufsbelehrung'
              : 'Seller, delivery costs and right of withdrawal',
        },
      ],
      expires_at: row.expires_at,
    };
  }

  async create(call: UcpCall, body: Json): Promise<Json> {
    const parsed = parseRequest(body);
    const key = call.idempotencyKey;
    const hash = bodyHash(body);
    return createOnce(this.#deps.store, key, () =>
      inTransaction(this.#deps.store.db, async (trx) => {
        if (key !== null) {
          const earlier = await new CartRepo(trx).byCreateKey(call.actor.id, key);
          if (earlier) {
            checkReplay(earlier, hash);
            if (!this.#live(earlier)) throw notFound();
            return this.#respond(trx, earlier, call.language, []);
          }
        }
        const { lines, next, messages } = await requestedLines(trx, parsed, null, call.language);
        if (lines.length === 0 && parsed.lines.length > 0) {
          throw new UcpError('item_unavailable', messages.map((m) => m.content).join(' '), { status: 200 });
        }
        const now = this.#deps.clock.now();
        // A cart has no fulfillment; the checkout made from it asks for the address.
        const state = sessionState(parsed, { lines, next }, null, call.language);
        const row: CartRow = {
          id: newId('cart'),
          owner_token_id: call.actor.id,
          status: 'active',
          state: JSON.stringify(state),
          currency: 'EUR',
          create_key: key,
          create_hash: key === null ? null : hash,
          expires_at: new Date(now.getTime() + CART_TTL_MS).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        };
        await new CartRepo(trx).insert(row);
        return this.#respond(trx, row, call.language, messages);
      }),
    );
  }

  async get(call: UcpCall, id: string): Promise<Json> {
    return inTransaction(this.#deps.store.db, async (trx) => {
      const row = await new CartRepo(trx).find(id, call.actor.id);
      if (!this.#live(row)) throw notFound();
      return this.#respond(trx, row, call.language, []);
    });
  }

  async update(call: UcpCall, id: string, body: Json): Promise<Json> {
    const parsed = parseRequest(body);
    return inTransaction(this.#deps.store.db, async (trx) => {
      const repo = new CartRepo(trx);
      const row = await repo.find(id, call.actor.id);
      if (!this.#live(row)) throw notFound();
      const previous = JSON.parse(row.state) as SessionState;
      const { lines, next, messages } = await requestedLines(trx, parsed, previous, call.language);
      const state = sessionState(parsed, { lines, next }, null, call.language);
      const changes = { state: JSON.stringify(state), updated_at: this.#deps.clock.now().toISOString() };
      await repo.update(id, changes);
      return this.#respond(trx, { ...row, ...changes }, call.language, messages);
    });
  }

  /** The cart as it was; afterwards it is not_found. */
  async cancel(call: UcpCall, id: string): Promise<Json> {
    return inTransaction(this.#deps.store.db, async (trx) => {
      const repo = new CartRepo(trx);
      const row = await repo.find(id, call.actor.id);
      if (!this.#live(row)) throw notFound();
      const view = await this.#respond(trx, row, call.language, []);
      await repo.update(id, { status: 'canceled', updated_at: this.#deps.clock.now().toISOString() });
      return view;
    });
  }
}
