/**
 * A second set of UCP bindings, mounted under /ucp/test of a test app with operations of the test's
 * own, so that the bindings and negotiation are tested independently of which operations the
 * catalog, cart, checkout and order modules provide. The bindings, guard, negotiation and profile
 * fetch are napf's real ones; only the operations are made here.
 */
import { systemClock } from '../../src/core/clock.ts';
import { DomainError } from '../../src/core/errors.ts';
import type { App } from '../../src/http/types.ts';
import { parseAllowList } from '../../src/net/ssrf.ts';
import { DEMO_SHOP_INFO } from '../../src/shop/info.ts';
import { DEMO_SHIPPING_RULES } from '../../src/shop/shipping.ts';
import { UcpError } from '../../src/ucp/errors.ts';
import type { UcpDeps, UcpOperation } from '../../src/ucp/operation.ts';
import { ucpRoutes } from '../../src/ucp/routes.ts';
import { testCertificate } from '../helpers/https-receiver.ts';

export const FIXTURE_PREFIX = '/ucp/test';
export const CHECKOUT = 'dev.ucp.shopping.checkout';
export const SEARCH = 'dev.ucp.shopping.catalog.search';
export const FULFILLMENT = 'dev.ucp.shopping.fulfillment';

/** What an operation saw of the call: the bindings' translation, answered back for the test to check. */
const echo: UcpOperation['run'] = async (call, input) => ({
  id: input.id ?? 'thing_1',
  seen: {
    id: input.id,
    body: input.body,
    version: call.version,
    capabilities: Object.fromEntries(call.capabilities),
    language: call.language,
    idempotency_key: call.idempotencyKey,
    actor: call.actor.type,
    request_id: call.requestId,
  },
});

export const FIXTURE_OPERATIONS: UcpOperation[] = [
  {
    name: 'create_thing',
    capability: CHECKOUT,
    rest: { method: 'POST', path: '/things' },
    payload: 'thing',
    scope: 'ucp:checkout',
    description: 'Creates a thing (test fixture).',
    run: echo,
  },
  {
    name: 'get_thing',
    capability: CHECKOUT,
    rest: { method: 'GET', path: '/things/:id' },
    payload: null,
    scope: 'ucp:checkout',
    description: 'Reads a thing (test fixture); "missing" is not found, "broken" fails, "refused" is bad input.',
    run: async (call, input) => {
      if (input.id === 'missing') {
        throw new UcpError('not_found', 'No thing missing', { status: 404, continueUrl: 'https://shop.example/' });
      }
      if (input.id === 'broken') throw new Error('the fixture broke');
      if (input.id === 'refused') {
        throw new DomainError('invalid_parameters', 'The thing is refused', {
          errors: [{ path: 'id', message: 'is refused' }],
        });
      }
      return echo(call, input);
    },
  },
  {
    name: 'search_things',
    capability: SEARCH,
    rest: { method: 'POST', path: '/things/search' },
    payload: 'catalog',
    scope: 'products:read',
    description: 'Searches things (test fixture).',
    run: echo,
  },
];

export function ucpDepsOf(app: App, storefrontCheckoutUrl: string | null = null): UcpDeps {
  const s = app.services;
  return {
    store: s.store,
    clock: systemClock,
    catalog: s.catalog,
    search: s.search,
    orders: s.orders,
    shop: DEMO_SHOP_INFO,
    shippingRules: DEMO_SHIPPING_RULES,
    publicUrl: 'http://shop.test',
    storefrontCheckoutUrl,
  };
}

/** Mounts the fixture bindings; profiles may come from loopback (the tests' HTTPS server). */
export async function mountFixture(app: App, storefrontCheckoutUrl: string | null = null): Promise<void> {
  await ucpRoutes(app, ucpDepsOf(app, storefrontCheckoutUrl), {
    profiles: { allow: parseAllowList(['127.0.0.1']), timeoutMs: 2_000, caFile: testCertificate().certFile },
    operations: FIXTURE_OPERATIONS,
    extensions: [{ name: FULFILLMENT, extends: CHECKOUT }],
    prefix: FIXTURE_PREFIX,
    discovery: false,
  });
}

/** A valid platform profile naming these capabilities (name → versions). */
export function platformProfile(
  capabilities: Record<string, string[]>,
  version = '2026-08-25',
): { ucp: Record<string, unknown> } {
  const registry: Record<string, object[]> = {};
  for (const [name, versions] of Object.entries(capabilities)) {
    registry[name] = versions.map((v) => ({
      version: v,
      spec: 'https://ucp.dev/2026-08-25/specification/overview',
      schema: `https://ucp.dev/2026-08-25/schemas/shopping/${name.split('.').slice(3).join('_')}.json`,
      ...(name === FULFILLMENT ? { extends: CHECKOUT } : {}),
    }));
  }
  return {
    ucp: {
      version,
      services: {
        'dev.ucp.shopping': [
          {
            version,
            spec: 'https://ucp.dev/2026-08-25/specification/overview',
            transport: 'rest',
            schema: 'https://ucp.dev/2026-08-25/services/shopping/rest.openapi.json',
            endpoint: 'https://platform.example/ucp/v1',
          },
        ],
      },
      capabilities: registry,
      payment_handlers: {},
    },
  };
}
