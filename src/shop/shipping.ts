/**
 * Shipping rules: what delivery costs per destination country. One list serves the shop
 * information (`GET /api/v1/shop`), the marketplace feeds (`g:shipping`) and orders. Amounts are
 * consumer prices in whole cents including VAT, like every other price of the shop.
 */
export interface ShippingRule {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The flat price of a delivery to this country. */
  price_cents: number;
  /** Goods subtotal (gross) from which delivery is free; null: never free. */
  free_from_cents: number | null;
}

/** The demo shop ships to Germany (4.90 EUR, free from 49 EUR) and Austria (9.90 EUR). */
export const DEMO_SHIPPING_RULES: readonly ShippingRule[] = [
  { country: 'DE', price_cents: 490, free_from_cents: 4900 },
  { country: 'AT', price_cents: 990, free_from_cents: null },
];

/** Shipping for a goods subtotal (gross cents) to a served country: free at or above the threshold. */
export function shippingCents(rule: ShippingRule, subtotalCents: number): number {
  return rule.free_from_cents !== null && subtotalCents >= rule.free_from_cents ? 0 : rule.price_cents;
}
