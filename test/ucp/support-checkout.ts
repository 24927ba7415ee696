/**
 * Calls the UCP cart and checkout operations directly, the way a binding does, with a UcpCall
 * built from a test app's services; every answer is checked against shopping/checkout.json or
 * shopping/cart.json (error answers against error_response.json) with the envelope the schemas want.
 */
import assert from 'node:assert/strict';
import type { Clock } from '../../src/core/clock.ts';
import type { Scope, TokenKind } from '../../src/tokens/scopes.ts';
import { CART_OPERATIONS } from '../../src/ucp/cart/operations.ts';
import { CHECKOUT_OPERATIONS } from '../../src/ucp/checkout/operations.ts';
import { UcpCheckoutService } from '../../src/ucp/checkout/service.ts';
import { UcpError } from '../../src/ucp/errors.ts';
import { UCP_VERSION, type UcpCall, type UcpDeps } from '../../src/ucp/operation.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Buyable, buyable } from '../helpers/orders.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';
import { testUcpCall, testUcpDeps } from './support-call.ts';

export const PUBLIC_URL = 'http://shop.test';
const CHECKOUT = 'dev.ucp.shopping.checkout';
const CART = 'dev.ucp.shopping.cart';

// biome-ignore lint/suspicious/noExplicitAny: tests read the schema-validated answers' fields freely
export type Answer = any;

export interface Caller {
  id: string;
  key: string;
  scopes: Scope[];
}

/** A clock the test moves forward (expiry). */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

export interface Fixture {
  t: TestApp;
  clock: TestClock;
  deps: UcpDeps;
  checkout: UcpCheckoutService;
  caller(kind?: TokenKind, scopes?: Scope[]): Promise<Caller>;
  /** `language` null: the call names none (a read then answers in the session's language). */
  call(caller: Caller, language?: 'de' | 'en' | null): UcpCall;
  /** Runs a cart or checkout operation and validates the answer; a UcpError is returned, checked as error_response. */
  run(
    name: string,
    caller: Caller,
    id: string | null,
    body?: Record<string, unknown>,
    language?: 'de' | 'en' | null,
  ): Promise<Answer>;
}

export async function checkoutFixture(overrides: { storefrontCheckoutUrl?: string | null } = {}): Promise<Fixture> {
  // The caller closes t (after() belongs at the top level of the test file, not in its before()).
  const t = await createTestApp();
  const clock = new TestClock();
  const s = t.app.services;
  const deps = testUcpDeps(t, PUBLIC_URL, {
    clock,
    storefrontCheckoutUrl: overrides.storefrontCheckoutUrl ?? null,
    // What app.ts's commit signal does after a commit.
    afterCommit: async (change = {}) => {
      s.dispatcher.kick();
      if (change.productId !== undefined) {
        s.catalog.invalidate();
        await s.search.refresh(change.productId);
      }
    },
  });
  const call = (caller: Caller, language: 'de' | 'en' | null = 'de'): UcpCall =>
    testUcpCall(deps, {
      id: caller.id,
      name: 'ucp checkout test',
      scopes: caller.scopes,
      capabilities: [CHECKOUT, CART, 'dev.ucp.shopping.fulfillment'],
      language,
    });
  return {
    t,
    clock,
    deps,
    checkout: new UcpCheckoutService(deps),
    async caller(kind = 'write', scopes = ['ucp:checkout', 'orders:read']) {
      const { record, token } = await s.tokens.create({ name: `ucp checkout ${kind}`, kind, scopes });
      return { id: record.id, key: token, scopes: record.scopes as Scope[] };
    },
    call,
    async run(name, caller, id, body = {}, language = 'de') {
      const op = [...CHECKOUT_OPERATIONS, ...CART_OPERATIONS].find((o) => o.name === name);
      assert.ok(op, `no operation ${name}`);
      const capability = op.capability;
      try {
        const result = await op.run(call(caller, language), { id, body });
        const ucp = {
          version: UCP_VERSION,
          status: 'success',
          capabilities: { [capability]: [{ version: UCP_VERSION }] },
          ...(capability === CHECKOUT ? { payment_handlers: {} } : {}),
        };
        assertUcp(capability === CHECKOUT ? 'shopping/checkout.json' : 'shopping/cart.json', { ucp, ...result }, name);
        if (capability === CHECKOUT) {
          assertUcp('shopping/fulfillment.json#/$defs/dev.ucp.shopping.checkout', { ucp, ...result }, name);
        }
        return result;
      } catch (err) {
        if (!(err instanceof UcpError)) throw err;
        const ucp = {
          version: UCP_VERSION,
          status: 'error',
          capabilities: { [capability]: [{ version: UCP_VERSION }] },
        };
        assertUcp('common/types/error_response.json', { ucp, messages: [err.toMessage()] }, name);
        return err;
      }
    },
  };
}

export interface Variant extends Buyable {
  id: string;
  title: string;
}

/** Buyable demo variants of a VAT rate with their napf (= UCP item) ids. */
export async function variants(t: TestApp, rate: 7 | 19, count: number): Promise<Variant[]> {
  const out: Variant[] = [];
  for (const b of buyable(rate)) {
    if (out.some((v) => v.slug === b.slug)) continue;
    const product = await t.app.services.catalog.getProduct(b.slug);
    const variant = product.product_variants.find((v) => v.size === b.size);
    assert.ok(variant);
    out.push({ ...b, id: variant.id, title: `${product.name}, ${b.size}` });
    if (out.length === count) break;
  }
  assert.equal(out.length, count, `not enough buyable variants at ${rate} %`);
  return out;
}

export const DESTINATION = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  street_address: 'Heidestraße 17',
  address_locality: 'Köln',
  postal_code: '51147',
  address_country: 'DE',
} as const;

export const BUYER = { email: 'erika@example.de', first_name: 'Erika', last_name: 'Mustermann' } as const;

/** A complete checkout body: lines, buyer and a German delivery address. */
export function readyBody(lines: { id: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return {
    line_items: lines.map((l) => ({ item: { id: l.id }, quantity: l.quantity })),
    buyer: BUYER,
    fulfillment: { methods: [{ type: 'shipping', destinations: [{ id: 'dest_home', ...DESTINATION }] }] },
    ...extra,
  };
}

/** The token of a continue_url of napf's hosted page. */
export function pageToken(answer: Answer): string {
  const url = String(answer.continue_url);
  assert.match(url, /^http:\/\/shop\.test\/checkout\/[A-Za-z0-9_-]{43}\?lang=(de|en)$/);
  return new URL(url).pathname.slice('/checkout/'.length);
}

/** The amount of the totals entry of `type`. */
export function total(answer: Answer, type: string): number | undefined {
  return (answer.totals as { type: string; amount: number }[]).find((e) => e.type === type)?.amount;
}
