/**
 * A napf order as a UCP order (shopping/order.json), money in euro cents. How napf's lifecycle
 * shows (docs/ucp.md, "Orders"):
 * - line quantities: `fulfilled` is the whole quantity once the parcel left (shipped, delivered,
 *   returned); `total` drops to 0 when the order is cancelled or returned, so the line is `removed`;
 * - fulfillment events from the status history: paid → `processing` (the payment is what starts
 *   the packing), shipped → `shipped`, delivered → `delivered`, both with the carrier and tracking;
 * - adjustments: cancelled → `cancellation`, returned → `return`, each taking the quantities back,
 *   and a `refund` (pending: napf records that a refund is due, not when the shop paid it) when
 *   the payment had been made;
 * - totals: prices are gross (VAT included), so VAT cannot be an additive `tax` entry without
 *   breaking "the entries sum to the total"; the total carries the VAT table as its sub-lines
 *   (net and VAT per rate, which add up to the total exactly).
 */
import { toCents } from '../../core/money.ts';
import type { Address } from '../../orders/address.ts';
import type { OrderStatus } from '../../orders/lifecycle.ts';
import type { Order } from '../../orders/schema.ts';
import { ucpProductId, ucpVariantId } from '../ids.ts';
import type { LineFacts } from './repo.ts';
import { countryName, orderTexts } from './texts.ts';

export interface OrderMapContext {
  language: 'de' | 'en';
  publicUrl: string;
  /** The UCP checkout session the order was completed from; null: placed through napf's order API. */
  checkoutId: string | null;
}

interface LineRef {
  id: string;
  quantity: number;
}

interface Total {
  type: string;
  amount: number;
  display_text?: string;
  lines?: { display_text: string; amount: number }[];
}

const SHIPPED: readonly OrderStatus[] = ['shipped', 'delivered', 'returned'];
const WITHDRAWN: readonly OrderStatus[] = ['cancelled', 'returned'];

/**
 * Where the order lives: napf's UCP REST resource of the order (napf has no buyer-facing order
 * page of its own; the platform reads it with its token). The checkout's order confirmation uses
 * the same link.
 */
export const orderPermalink = (publicUrl: string, orderId: string) =>
  `${publicUrl}/ucp/v1/orders/${encodeURIComponent(orderId)}`;

/** `name` holds the full name; UCP splits it, so the last word is taken as the family name. */
function splitName(name: string): { first_name?: string; last_name: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? name;
  return words.length > 0 ? { first_name: words.join(' '), last_name: last } : { last_name: last };
}

function postalAddress(address: Address): Record<string, string> {
  const extended = [address.company, address.address_extra].filter((s): s is string => Boolean(s?.trim()));
  return {
    ...splitName(address.name),
    street_address: `${address.street} ${address.house_number}`,
    ...(extended.length > 0 ? { extended_address: extended.join(', ') } : {}),
    postal_code: address.postal_code,
    address_locality: address.city,
    address_country: address.country,
  };
}

const lineId = (position: number) => `li_${position + 1}`;

function imageUrl(publicUrl: string, images: string[]): string | undefined {
  const first = images[0];
  if (!first) return undefined;
  return first.startsWith('/') ? publicUrl + first : first;
}

function lineItems(order: Order, facts: LineFacts[], ctx: OrderMapContext) {
  const shipped = SHIPPED.includes(order.status);
  const withdrawn = WITHDRAWN.includes(order.status);
  return order.items.map((item, position) => {
    const fact = facts[position];
    const name = (ctx.language === 'en' ? fact?.nameEn : fact?.name) ?? item.slug;
    const image = fact ? imageUrl(ctx.publicUrl, fact.images) : undefined;
    const total = withdrawn ? 0 : item.quantity;
    const fulfilled = shipped ? item.quantity : 0;
    const lineTotal = toCents(item.line_total);
    return {
      id: lineId(position),
      item: {
        // The catalog's and checkout's item id; a variant removed since leaves its product's.
        id: fact?.variantId ? ucpVariantId(fact.variantId) : ucpProductId(fact?.productId ?? item.slug),
        title: `${name}, ${item.size}`,
        price: toCents(item.unit_price),
        ...(image ? { image_url: image } : {}),
      },
      quantity: { original: item.quantity, total, fulfilled },
      totals: [
        { type: 'subtotal', amount: lineTotal },
        { type: 'total', amount: lineTotal },
      ],
      status: total === 0 ? 'removed' : fulfilled === total ? 'fulfilled' : fulfilled > 0 ? 'partial' : 'processing',
    };
  });
}

function totals(order: Order, t: ReturnType<typeof orderTexts>): Total[] {
  return [
    { type: 'subtotal', display_text: t.subtotal, amount: toCents(order.subtotal) },
    { type: 'fulfillment', display_text: t.shipping, amount: toCents(order.shipping) },
    {
      type: 'total',
      display_text: t.total,
      amount: toCents(order.total),
      lines: order.vat.flatMap((row) => [
        { display_text: t.net(row.rate), amount: toCents(row.net) },
        { display_text: t.vat(row.rate), amount: toCents(row.vat) },
      ]),
    },
  ];
}

function expectationText(order: Order, t: ReturnType<typeof orderTexts>, country: string) {
  switch (order.status) {
    // Bought on invoice, the goods ship before the money comes.
    case 'created':
      return order.payment.method === 'invoice' ? t.preparing(country) : t.awaitingPayment(country);
    case 'paid':
      return t.preparing(country);
    case 'shipped':
      return t.shippedWith(order.tracking?.carrier ?? '');
    case 'delivered':
      return t.delivered;
    default:
      return t.returnedGoods;
  }
}

function fulfillment(order: Order, ctx: OrderMapContext, all: LineRef[], t: ReturnType<typeof orderTexts>) {
  const address = order.shipping_address ?? order.billing_address;
  const tracking = order.tracking
    ? {
        tracking_number: order.tracking.number,
        carrier: order.tracking.carrier,
        ...(order.tracking.url ? { tracking_url: order.tracking.url } : {}),
      }
    : {};
  const expectations =
    order.status === 'cancelled' || address === null
      ? []
      : [
          {
            id: 'exp_1',
            line_items: all,
            method_type: 'shipping',
            destination: postalAddress(address),
            description: expectationText(order, t, countryName(ctx.language, address.country)),
            ...(order.status === 'created' && order.payment.method !== 'invoice' ? {} : { fulfillable_on: 'now' }),
          },
        ];
  const events = order.status_history.flatMap((entry, n) => {
    const base = { id: `evt_${n + 1}`, occurred_at: entry.at, line_items: all };
    if (entry.status === 'paid') return [{ ...base, type: 'processing', description: t.paid(order.payment.method) }];
    if (entry.status === 'shipped') {
      return [{ ...base, type: 'shipped', ...tracking, description: t.shippedEvent(order.tracking?.carrier ?? '') }];
    }
    if (entry.status === 'delivered')
      return [{ ...base, type: 'delivered', ...tracking, description: t.deliveredEvent }];
    return [];
  });
  return { expectations, events };
}

function adjustments(order: Order, all: LineRef[], t: ReturnType<typeof orderTexts>) {
  const back = all.map((l) => ({ id: l.id, quantity: -l.quantity }));
  return order.status_history.flatMap((entry, n) => {
    if (entry.status !== 'cancelled' && entry.status !== 'returned') return [];
    const id = `adj_${n + 1}`;
    const taken = {
      id,
      type: entry.status === 'cancelled' ? 'cancellation' : 'return',
      occurred_at: entry.at,
      status: 'completed',
      line_items: back,
      description: entry.status === 'cancelled' ? t.cancelled : t.returned,
    };
    if (order.payment.status !== 'refund_due') return [taken];
    const refund = {
      id: `${id}_refund`,
      type: 'refund',
      occurred_at: entry.at,
      status: 'pending',
      totals: [{ type: 'total', amount: -toCents(order.total) }],
      description: t.refundDue,
    };
    return [taken, refund];
  });
}

/** The UCP order without its `ucp` envelope member (the binding adds it). */
export function toUcpOrder(order: Order, facts: LineFacts[], ctx: OrderMapContext): Record<string, unknown> {
  const t = orderTexts(ctx.language);
  const items = lineItems(order, facts, ctx);
  const all = items.map((l) => ({ id: l.id, quantity: l.quantity.original }));
  return {
    id: order.id,
    // Orders placed through napf's own order API had no UCP checkout: the order was its own checkout.
    checkout_id: ctx.checkoutId ?? order.id,
    permalink_url: orderPermalink(ctx.publicUrl, order.id),
    currency: order.currency,
    line_items: items,
    fulfillment: fulfillment(order, ctx, all, t),
    adjustments: adjustments(order, all, t),
    totals: totals(order, t),
  };
}
