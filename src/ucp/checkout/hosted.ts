/**
 * What napf's hosted checkout page (/checkout/{token}) needs from a checkout session, in napf's
 * own terms (cents, VAT rows, addresses): the checkout service provides it, the page renders it.
 */
import type { Address } from '../../orders/address.ts';

/** Payment methods that need no payment provider: prepayment by bank transfer, or invoice. */
export const HOSTED_PAYMENT_METHODS = ['prepayment', 'invoice'] as const;
export type HostedPaymentMethod = (typeof HOSTED_PAYMENT_METHODS)[number];

export interface HostedLine {
  /** Product name and variant size as the catalog shows them. */
  title: string;
  variant: string;
  quantity: number;
  unitPriceCents: number;
  /** The unit price (Grundpreis) per 1 kg or 1 l; null for goods sold by the piece. */
  unitPrice: { cents: number; reference: '1 kg' | '1 l' } | null;
  vatRate: number;
  lineTotalCents: number;
}

export interface HostedCheckout {
  sessionId: string;
  /** The UCP checkout status (requires_escalation while the buyer still has to confirm, completed after). */
  status: string;
  currency: 'EUR';
  lines: HostedLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  vat: { rate: number; netCents: number; vatCents: number }[];
  buyer: { email: string | null; name: string | null };
  billingAddress: Address | null;
  shippingAddress: Address | null;
  /** ISO time after which the page and the token no longer work. */
  expiresAt: string;
  /** Set once the buyer confirmed: the napf order. */
  order: { id: string; invoiceNumber: string | null; paymentMethod: HostedPaymentMethod } | null;
}

export interface HostedCheckoutPort {
  /** The session behind a page token; null when the token is unknown or expired. */
  forPage(token: string): Promise<HostedCheckout | null>;
  /**
   * The buyer confirmed ("zahlungspflichtig bestellen"): places the napf order (stock checked,
   * order.created fired) and links it to the session. Throws UcpError when the session expired,
   * was cancelled, lacks buyer or address, or a line is no longer in stock.
   */
  completeFromPage(token: string, payment: HostedPaymentMethod): Promise<HostedCheckout>;
}
