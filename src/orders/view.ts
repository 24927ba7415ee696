/** An order's rows as the wire shows them: money in EUR, JSON columns parsed, history oldest first. */
import { toEuros } from '../core/money.ts';
import type { Address } from './address.ts';
import type { OrderStatus } from './lifecycle.ts';
import type { HistoryRow, OrderItemRow, OrderRow } from './repo.ts';
import type { Order } from './schema.ts';

interface StoredVatRow {
  rate: number;
  net_cents: number;
  vat_cents: number;
}

const parsed = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T));

export function toOrder(order: OrderRow, items: OrderItemRow[], history: HistoryRow[]): Order {
  return {
    id: order.id,
    status: order.status as OrderStatus,
    items: items.map((i) => ({
      slug: i.slug,
      size: i.size,
      quantity: i.quantity,
      unit_price: toEuros(i.unit_price_cents),
      vat_rate: i.vat_rate,
      line_total: toEuros(i.line_total_cents),
      line_net: toEuros(i.line_net_cents),
      line_vat: toEuros(i.line_vat_cents),
    })),
    subtotal: toEuros(order.subtotal_cents),
    shipping: toEuros(order.shipping_cents),
    vat: (JSON.parse(order.vat) as StoredVatRow[]).map((r) => ({
      rate: r.rate,
      net: toEuros(r.net_cents),
      vat: toEuros(r.vat_cents),
    })),
    total: toEuros(order.total_cents),
    currency: 'EUR',
    customer: { email: order.customer_email, name: order.customer_name },
    billing_address: parsed<Address>(order.billing_address),
    shipping_address: parsed<Address>(order.shipping_address),
    phone: order.phone,
    payment: parsed<Order['payment']>(order.payment) ?? { method: null, status: 'pending' },
    invoice_number: order.invoice_number,
    tracking: parsed<Order['tracking']>(order.tracking),
    status_history: history.map((h) => ({
      status: h.status as OrderStatus,
      at: h.at,
      actor: { type: h.actor_type as Order['status_history'][number]['actor']['type'], name: h.actor_name },
      note: h.note,
    })),
    channel: order.channel,
    created_at: order.created_at,
    updated_at: order.updated_at ?? order.created_at,
  };
}
