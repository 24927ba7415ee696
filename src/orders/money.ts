/**
 * The money of an order as an invoice needs it, in integer cents. Prices are gross (consumer
 * prices including VAT). Rounding rule (docs/orders.md#money):
 * - a line's net amount is its gross total divided by (1 + rate), rounded to the cent, a half cent
 *   up; its VAT is the gross total minus that net, so net + VAT equals the gross total exactly;
 * - shipping is taxed like the goods it delivers: its gross amount is split over the VAT rates in
 *   proportion to the gross goods subtotal of each rate (the largest remainders take the odd
 *   cents), and each part is split into net and VAT like a line;
 * - the VAT table sums the lines and the shipping parts per rate, so the table adds up to the
 *   total: Σ(net + vat) = subtotal + shipping = total.
 */

export interface PricedLine {
  unit_price_cents: number;
  quantity: number;
  vat_rate: number;
}

export interface LineMoney {
  line_total_cents: number;
  line_net_cents: number;
  line_vat_cents: number;
}

export interface VatRow {
  rate: number;
  net_cents: number;
  vat_cents: number;
}

export interface OrderMoney {
  lines: LineMoney[];
  subtotal_cents: number;
  shipping_cents: number;
  vat: VatRow[];
  total_cents: number;
}

/** Net part of a gross amount at a rate (per cent), to the cent, half up. */
export function netOf(grossCents: number, rate: number): number {
  // Integer arithmetic: gross × 100 / (100 + rate), rounded half up without binary fractions.
  const numerator = grossCents * 100;
  const denominator = 100 + rate;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Splits `amount` over weights in proportion, the largest remainders taking the odd cents. */
export function splitProportionally(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] as number) + 1;
    left--;
  }
  return parts;
}

export function orderMoney(lines: PricedLine[], shippingCents: number): OrderMoney {
  const lineMoney = lines.map((l) => {
    const total = l.unit_price_cents * l.quantity;
    const net = netOf(total, l.vat_rate);
    return { line_total_cents: total, line_net_cents: net, line_vat_cents: total - net };
  });
  const subtotal = lineMoney.reduce((sum, l) => sum + l.line_total_cents, 0);
  const rates = [...new Set(lines.map((l) => l.vat_rate))].sort((a, b) => a - b);
  const goodsBy = rates.map((rate) =>
    lines.reduce((sum, l, i) => (l.vat_rate === rate ? sum + (lineMoney[i] as LineMoney).line_total_cents : sum), 0),
  );
  const shippingParts = splitProportionally(shippingCents, goodsBy);
  const vat = rates.map((rate, r) => {
    let net = 0;
    let tax = 0;
    lines.forEach((l, i) => {
      if (l.vat_rate !== rate) return;
      net += (lineMoney[i] as LineMoney).line_net_cents;
      tax += (lineMoney[i] as LineMoney).line_vat_cents;
    });
    const shipGross = shippingParts[r] as number;
    const shipNet = netOf(shipGross, rate);
    return { rate, net_cents: net + shipNet, vat_cents: tax + shipGross - shipNet };
  });
  return {
    lines: lineMoney,
    subtotal_cents: subtotal,
    shipping_cents: shippingCents,
    vat,
    total_cents: subtotal + shippingCents,
  };
}
