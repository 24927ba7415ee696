/** A checkout session in the hosted page's terms (hosted.ts): cents, VAT rows, napf addresses. */
import { netQuantityOf, unitPriceCents } from '../../catalog/net-quantity.ts';
import { fullName } from './address.ts';
import type { HostedCheckout, HostedLine, HostedPaymentMethod } from './hosted.ts';
import type { SessionRow } from './session-repo.ts';
import type { SessionState } from './state.ts';
import type { CheckoutStatus, Evaluation } from './view.ts';

export function toHostedCheckout(
  row: SessionRow,
  state: SessionState,
  evaluation: Evaluation,
  status: CheckoutStatus,
  invoiceNumber: string | null,
): HostedCheckout {
  const { pricing, address } = evaluation;
  const lines: HostedLine[] = pricing.lines.map((p, i) => {
    const net = netQuantityOf(p.item.net_quantity_value, p.item.net_quantity_unit);
    return {
      title: state.language === 'en' ? p.item.name_en : p.item.name,
      variant: p.item.size,
      quantity: p.line.quantity,
      unitPriceCents: p.item.price_cents,
      unitPrice:
        net === null || net.unit === 'piece'
          ? null
          : { cents: unitPriceCents(p.item.price_cents, net.value), reference: net.unit === 'g' ? '1 kg' : '1 l' },
      vatRate: p.item.vat_rate,
      lineTotalCents: pricing.money.lines[i]?.line_total_cents ?? 0,
    };
  });
  const shipping = pricing.shippingCents ?? 0;
  const buyer = state.buyer;
  return {
    sessionId: row.id,
    status,
    currency: 'EUR',
    lines,
    subtotalCents: pricing.money.subtotal_cents,
    shippingCents: shipping,
    totalCents: pricing.money.subtotal_cents + shipping,
    vat: pricing.money.vat.map((v) => ({ rate: v.rate, netCents: v.net_cents, vatCents: v.vat_cents })),
    buyer: {
      email: buyer?.email ?? null,
      name: (buyer ? fullName(buyer.first_name, buyer.last_name) : null) ?? address?.name ?? null,
    },
    billingAddress: address,
    shippingAddress: address,
    expiresAt: row.expires_at,
    order:
      row.order_id === null
        ? null
        : {
            id: row.order_id,
            invoiceNumber,
            paymentMethod: (row.payment_method ?? 'prepayment') as HostedPaymentMethod,
          },
  };
}
