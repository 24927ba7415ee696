/**
 * For the hosted checkout page's tests: a test double of HostedCheckoutPort (the interface the
 * checkout service implements) holding fixed sessions, so the page's rendering and form handling are
 * checked with exactly known prices; and a helper that mounts the page with it under /double in a
 * real test app (so the app's guard, headers and request log act on it as on the real page).
 */
import type { App } from '../../src/http/types.ts';
import type { HostedCheckout, HostedCheckoutPort, HostedPaymentMethod } from '../../src/ucp/checkout/hosted.ts';
import { UcpError } from '../../src/ucp/errors.ts';
import { checkoutPageRoutes } from '../../src/ucp/page/routes.ts';

export const DOUBLE_PREFIX = '/double/checkout';

/** Two lines at two VAT rates, shipping to Berlin: every number is fixed. */
export function fixedCheckout(overrides: Partial<HostedCheckout> = {}): HostedCheckout {
  const address = {
    name: 'Erika Mustermann',
    street: 'Hauptstraße',
    house_number: '5a',
    postal_code: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  return {
    sessionId: 'chk_fixed',
    status: 'requires_escalation',
    currency: 'EUR',
    lines: [
      {
        title: 'Kennerfleisch Huhn <pur>',
        variant: '6x400g',
        quantity: 2,
        unitPriceCents: 1299,
        unitPrice: { cents: 541, reference: '1 kg' },
        vatRate: 7,
        lineTotalCents: 2598,
      },
      {
        title: 'Fellpflege-Shampoo',
        variant: '250ml',
        quantity: 1,
        unitPriceCents: 899,
        unitPrice: { cents: 3596, reference: '1 l' },
        vatRate: 19,
        lineTotalCents: 899,
      },
    ],
    subtotalCents: 3497,
    shippingCents: 490,
    totalCents: 3987,
    vat: [
      { rate: 7, netCents: 2886, vatCents: 202 },
      { rate: 19, netCents: 755, vatCents: 144 },
    ],
    buyer: { email: 'erika@example.org', name: 'Erika Mustermann' },
    billingAddress: address,
    shippingAddress: address,
    expiresAt: '2030-01-01T12:00:00.000Z',
    order: null,
    ...overrides,
  };
}

/** What the next completion does instead of placing the order. */
export type Failure = { code: string; message: string; status: number } | 'crash' | null;

export class PortDouble implements HostedCheckoutPort {
  readonly sessions = new Map<string, HostedCheckout>();
  readonly completions: { token: string; payment: HostedPaymentMethod }[] = [];
  failure: Failure = null;
  #orders = 0;

  /** Back to no sessions, no completions, no failure, order numbers from 1. */
  reset(): void {
    this.sessions.clear();
    this.completions.length = 0;
    this.failure = null;
    this.#orders = 0;
  }

  add(token: string, overrides: Partial<HostedCheckout> = {}): string {
    this.sessions.set(token, fixedCheckout(overrides));
    return token;
  }

  async forPage(token: string): Promise<HostedCheckout | null> {
    return this.sessions.get(token) ?? null;
  }

  async completeFromPage(token: string, payment: HostedPaymentMethod): Promise<HostedCheckout> {
    this.completions.push({ token, payment });
    const session = this.sessions.get(token);
    if (!session) throw new UcpError('not_found', 'No checkout for this token', { status: 404 });
    if (this.failure === 'crash') throw new Error('the database went away');
    if (this.failure) throw new UcpError(this.failure.code, this.failure.message, { status: this.failure.status });
    if (session.order) throw new UcpError('checkout_completed', 'The checkout is already completed', { status: 409 });
    const done: HostedCheckout = {
      ...session,
      status: 'completed',
      order: { id: `ord_double${++this.#orders}`, invoiceNumber: null, paymentMethod: payment },
    };
    this.sessions.set(token, done);
    return done;
  }
}

/** The page served by `port` under /double/checkout in a test app (before it is ready). */
export function mountDouble(app: App, port: HostedCheckoutPort): void {
  void app.register(async (scope) => checkoutPageRoutes(scope, port), { prefix: '/double' });
}

/** The page's text with the non-breaking spaces of number formats as plain spaces. */
export const plain = (html: string): string => html.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');
