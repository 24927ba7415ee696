/**
 * What a binding hands an operation, built for tests that call operations directly: the UcpDeps of a
 * test app (as app.ts builds them) and a UcpCall for a calling token.
 */
import { type Clock, systemClock } from '../../src/core/clock.ts';
import { DEMO_SHOP_INFO } from '../../src/shop/info.ts';
import { DEMO_SHIPPING_RULES } from '../../src/shop/shipping.ts';
import type { Scope } from '../../src/tokens/scopes.ts';
import { UCP_VERSION, type UcpCall, type UcpDeps } from '../../src/ucp/operation.ts';
import type { TestApp } from '../helpers/app.ts';

export function testUcpDeps(
  t: TestApp,
  publicUrl: string,
  overrides: Partial<UcpDeps> & { clock?: Clock } = {},
): UcpDeps {
  const s = t.app.services;
  return {
    store: s.store,
    clock: systemClock,
    catalog: s.catalog,
    search: s.search,
    orders: s.orders,
    shop: DEMO_SHOP_INFO,
    shippingRules: DEMO_SHIPPING_RULES,
    publicUrl,
    storefrontCheckoutUrl: null,
    ...overrides,
  };
}

export interface TestCaller {
  id: string;
  name: string;
  scopes: readonly Scope[];
  /** Capabilities active for the call, each at the release napf implements. */
  capabilities: readonly string[];
  /** The language the request names; null: none (the operation's default applies). */
  language?: 'de' | 'en' | null;
}

export function testUcpCall(deps: UcpDeps, caller: TestCaller): UcpCall {
  const language = caller.language ?? null;
  return {
    deps,
    actor: { type: 'token', id: caller.id, name: caller.name },
    scopes: [...caller.scopes],
    requestId: 'req_ucp_test',
    version: UCP_VERSION,
    capabilities: new Map(caller.capabilities.map((name) => [name, UCP_VERSION])),
    language: language ?? 'de',
    languageStated: language !== null,
    idempotencyKey: null,
  };
}
