/**
 * Placing an order inside its transaction: the input checked (addresses, served countries,
 * catalog items), prices and VAT rates read from the catalog at this moment, the money computed
 * (money.ts), stock taken from counted variants (never more than there is), and the order, its
 * first history entry, order.created (plus stock.changed where a status follows a count) and the
 * audit record written together.
 */
import type { Transaction } from 'kysely';
import type { Product } from '../catalog/schema.ts';
import { StockMoves } from '../catalog/stock-moves.ts';
import type { Clock } from '../core/clock.ts';
import type { DeliveryDesk } from '../core/commit-signal.ts';
import type { RequestContext } from '../core/context.ts';
import { DomainError, type FieldError, invalidParameters, listFields } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import type { DialectCapabilities } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { recordEvents } from '../events/outbox.ts';
import { type ShippingRule, shippingCents } from '../shop/shipping.ts';
import { type Address, addressProblems } from './address.ts';
import type { OrderChanges } from './committed.ts';
import type { PaymentMethod } from './lifecycle.ts';
import { orderMoney } from './money.ts';
import { OrderRepo } from './repo.ts';
import type { Order, OrderInput } from './schema.ts';
import { toOrder } from './view.ts';

export interface OrderMeta extends RequestContext {
  /** Token id: the order belongs to this token, and Idempotency-Keys are per token. */
  tokenId: string;
  idempotencyKey: string | null;
  /** The payment method the buyer chose at checkout (the UCP hosted page); the payment stays pending. */
  paymentMethod?: PaymentMethod;
}

export interface PlacementDeps {
  clock: Clock;
  shippingRules: readonly ShippingRule[];
  absolute: (p: Product) => Product;
  /** With lockForUpdate, an order's stock is taken in one statement (else one per line). */
  store: Pick<DialectCapabilities, 'notify'> & Partial<Pick<DialectCapabilities, 'lockForUpdate'>>;
  /** This instance's webhook dispatcher: the order claims the deliveries it queues for it. */
  desk?: DeliveryDesk;
}

export interface Placed extends OrderChanges {
  order: Order;
}

/** Checks the addresses; the rule of the country the goods go to. */
function checkAddresses(input: OrderInput, rules: readonly ShippingRule[]): ShippingRule {
  const errors: FieldError[] = [];
  input.items.forEach((item, i) => {
    const first = input.items.findIndex((other) => other.slug === item.slug && other.size === item.size);
    if (first < i) errors.push({ path: `items[${i}]`, message: `repeats items[${first}]; combine the quantities` });
  });
  if (input.customer.name.trim() === '') errors.push({ path: 'customer.name', message: 'must not be blank' });
  const addresses: [string, Address][] = [['billing_address', input.billing_address]];
  if (input.shipping_address) addresses.push(['shipping_address', input.shipping_address]);
  for (const [path, address] of addresses) errors.push(...addressProblems(address, path));
  if (errors.length) throw invalidParameters(errors);
  const unserved = addresses.filter(([, a]) => !rules.some((r) => r.country === a.country));
  if (unserved.length) {
    const served = rules.map((r) => r.country).join(', ');
    throw new DomainError('country_not_served', listFields, {
      errors: unserved.map(([path, a]) => ({
        path: `${path}.country`,
        message: `the shop does not ship to ${a.country} (it ships to ${served})`,
      })),
    });
  }
  const destination = input.shipping_address ?? input.billing_address;
  return rules.find((r) => r.country === destination.country) as ShippingRule;
}

/** Catalog prices, rates and availability now; every problem reported with its path (422). */
async function priceLines(repo: OrderRepo, input: OrderInput) {
  const rows = await repo.catalogLines([...new Set(input.items.map((i) => i.slug))]);
  const bySlug = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = bySlug.get(row.slug);
    if (list) list.push(row);
    else bySlug.set(row.slug, [row]);
  }
  const errors: FieldError[] = [];
  let stockOnly = true;
  const lines = input.items.map((item, i) => {
    const variants = bySlug.get(item.slug) ?? [];
    const product = variants[0];
    if (!product?.is_active) {
      stockOnly = false;
      errors.push({ path: `items[${i}].slug`, message: `no active product ${item.slug}` });
      return null;
    }
    const variant = variants.find((v) => v.variant_id !== null && v.size === item.size);
    if (!variant) {
      stockOnly = false;
      const sizes = variants.flatMap((v) => (v.variant_id === null ? [] : [v.size]));
      errors.push({
        path: `items[${i}].size`,
        message: `${item.slug} has no size ${item.size} (sizes: ${sizes.join(', ')})`,
      });
      return null;
    }
    // A counted variant is decided by its count when the stock is taken (409 insufficient_stock).
    if (variant.stock_quantity === null && variant.stock_status === 'OUT_OF_STOCK') {
      errors.push({ path: `items[${i}].size`, message: `${item.slug} ${item.size} is OUT_OF_STOCK` });
      return null;
    }
    return {
      variant_id: variant.variant_id as string,
      counted: variant.stock_quantity !== null,
      product_id: product.product_id,
      slug: item.slug,
      size: item.size,
      quantity: item.quantity,
      unit_price_cents: variant.price_cents as number,
      vat_rate: product.vat_rate,
    };
  });
  if (errors.length) throw new DomainError(stockOnly ? 'out_of_stock' : 'invalid_items', listFields, { errors });
  return lines.filter((l) => l !== null);
}

/**
 * The order's rows go in first and its counted stock is taken last, just before the events: on
 * PostgreSQL a variant's row stays locked from its UPDATE to the commit, so the fewer statements
 * follow it, the less concurrent orders of the same variant wait. Short stock rolls it all back.
 */
export async function placeOrder(
  trx: Transaction<Database>,
  input: OrderInput,
  meta: OrderMeta,
  deps: PlacementDeps,
): Promise<Placed> {
  const now = deps.clock.now().toISOString();
  const repo = new OrderRepo(trx);
  const rule = checkAddresses(input, deps.shippingRules);
  const lines = await priceLines(repo, input);
  const goods = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  const money = orderMoney(lines, shippingCents(rule, goods));
  const orderId = newId('ord');
  const customer = { email: input.customer.email.trim(), name: input.customer.name.trim() };
  const row = {
    id: orderId,
    status: 'created',
    customer_email: customer.email,
    customer_name: customer.name,
    channel: input.channel ?? 'api',
    currency: 'EUR',
    token_id: meta.tokenId,
    created_at: now,
    updated_at: now,
    billing_address: JSON.stringify(input.billing_address),
    shipping_address: JSON.stringify(input.shipping_address ?? input.billing_address),
    phone: input.phone ?? null,
    subtotal_cents: money.subtotal_cents,
    shipping_cents: money.shipping_cents,
    total_cents: money.total_cents,
    vat: JSON.stringify(money.vat),
    payment: JSON.stringify({ method: meta.paymentMethod ?? null, status: 'pending' }),
    tracking: null,
    invoice_number: null,
  };
  const items = lines.map((l, position) => ({
    order_id: orderId,
    position,
    product_id: l.product_id,
    slug: l.slug,
    size: l.size,
    quantity: l.quantity,
    unit_price_cents: l.unit_price_cents,
    vat_rate: l.vat_rate,
    ...(money.lines[position] as (typeof money.lines)[number]),
  }));
  const history = {
    id: newId('osh'),
    order_id: orderId,
    seq: 1,
    status: 'created',
    at: now,
    actor_type: meta.actor.type,
    actor_id: meta.actor.id,
    actor_name: meta.actor.name,
    note: null,
  };
  await repo.insert(row, items);
  await repo.insertHistory(history);
  const order = toOrder(row, items, [history]);
  // The customer's personal data (name, e-mail, addresses, phone) stay in the order, not in the audit trail.
  const { customer: _c, billing_address: _b, shipping_address: _s, phone: _p, ...audited } = order;
  await recordAudit(
    trx,
    {
      actor: meta.actor,
      tool: null,
      action: 'order.create',
      entityType: 'order',
      entityId: orderId,
      before: null,
      after: audited,
      requestId: meta.requestId,
    },
    now,
  );
  const stock = await new StockMoves(
    trx,
    deps.clock,
    deps.absolute,
    deps.store.lockForUpdate ? { lockForUpdate: deps.store.lockForUpdate } : undefined,
  ).take(
    lines
      .map((l, i) => ({ line: l, path: `items[${i}]` }))
      .filter(({ line }) => line.counted)
      .map(({ line, path }) => ({
        variantId: line.variant_id,
        productId: line.product_id,
        slug: line.slug,
        size: line.size,
        units: line.quantity,
        path,
      })),
  );
  const { items: lineItems, subtotal, shipping, vat, total, currency } = order;
  const deliveries = await recordEvents(
    trx,
    [
      ...stock.events,
      {
        type: 'order.created',
        data: { order_id: orderId, items: lineItems, subtotal, shipping, vat, total, currency, created_at: now },
      },
    ],
    now,
    deps.store,
    deps.desk,
  );
  return { order, productIds: stock.productIds, deliveries };
}
