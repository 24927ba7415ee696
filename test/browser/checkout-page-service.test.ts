/**
 * The whole hand-off in real Chromium through napf's own checkout service: an agent finds a product
 * with the UCP catalog search, creates a checkout session over the UCP REST binding and gets
 * `requires_escalation` with a `continue_url`; the buyer opens that URL, sees the order, chooses
 * invoice and presses "zahlungspflichtig bestellen"; the confirmation names the napf order, which
 * exists with its order.created event, and the session reads as completed with that order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { systemClock } from '../../src/core/clock.ts';
import type { App } from '../../src/http/types.ts';
import { DEMO_SHOP_INFO } from '../../src/shop/info.ts';
import { DEMO_SHIPPING_RULES } from '../../src/shop/shipping.ts';
import { UcpCheckoutService } from '../../src/ucp/checkout/service.ts';
import { checkoutPageRoutes } from '../../src/ucp/page/routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/net.ts';
import { type Chromium, launchChromium, SKIP_WITHOUT_CHROMIUM } from './chromium.ts';
import { seriousViolations } from './dashboard-support.ts';

const PAGE_ROUTE = { method: 'GET' as const, url: '/checkout/:token' };

/** The page as the app serves it; mounted here with the real service when the app does not yet. */
async function appServingThePage(publicUrl: string): Promise<TestApp> {
  const built = await createTestApp({ publicUrl });
  await built.app.ready();
  if (built.app.hasRoute(PAGE_ROUTE)) return built;
  await built.close();
  const t = await createTestApp({ publicUrl });
  const { services } = t.app;
  const service = new UcpCheckoutService({
    store: services.store,
    clock: systemClock,
    catalog: services.catalog,
    search: services.search,
    orders: services.orders,
    shop: DEMO_SHOP_INFO,
    shippingRules: DEMO_SHIPPING_RULES,
    publicUrl,
    storefrontCheckoutUrl: null,
  });
  checkoutPageRoutes(t.app as App, service, { publicUrl });
  return t;
}

describe('hosted checkout page through the checkout service', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let t: TestApp;
  let baseUrl: string;
  let key: string;
  let browser: Chromium;
  let page: Page;
  const errors: string[] = [];

  // biome-ignore lint/suspicious/noExplicitAny: the tests read the protocol's JSON freely.
  const ucp = async (path: string, body?: unknown): Promise<{ status: number; json: any }> => {
    const res = await t.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/ucp/v1${path}`,
      headers: { 'x-api-key': key },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: res.statusCode, json: res.json() };
  };

  before(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    t = await appServingThePage(baseUrl);
    await t.app.listen({ host: '127.0.0.1', port });
    key = await t.token('admin');
    browser = await launchChromium('de-DE');
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
  });

  // Bounded: a request that never answers must fail the file, not hang it.
  after(
    async () => {
      await browser?.close();
      await t?.close();
    },
    { timeout: 30_000 },
  );

  test('agent creates the session, the buyer orders on continue_url, napf has the order', {
    timeout: 90_000,
  }, async () => {
    const search = await ucp('/catalog/search', { query: 'Huhn' });
    assert.equal(search.status, 200, JSON.stringify(search.json));
    // biome-ignore lint/suspicious/noExplicitAny: protocol JSON.
    const variants = search.json.products.flatMap((p: any) => p.variants);
    // biome-ignore lint/suspicious/noExplicitAny: protocol JSON.
    const variant = variants.find((v: any) => v.availability?.available && v.unit_price);
    assert.ok(variant, 'an available variant with a unit price');

    const created = await ucp('/checkout-sessions', {
      line_items: [{ item: { id: variant.id }, quantity: 2 }],
      buyer: { first_name: 'Erika', last_name: 'Mustermann', email: 'erika@example.org' },
      fulfillment: {
        methods: [
          {
            type: 'shipping',
            destinations: [
              {
                first_name: 'Erika',
                last_name: 'Mustermann',
                street_address: 'Hauptstraße 5',
                address_locality: 'Berlin',
                postal_code: '10115',
                address_country: 'DE',
              },
            ],
          },
        ],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    assert.equal(created.json.status, 'requires_escalation');
    const continueUrl: string = created.json.continue_url;
    assert.ok(continueUrl.startsWith(`${baseUrl}/checkout/`), continueUrl);
    const total = created.json.totals.find((x: { type: string }) => x.type === 'total').amount as number;

    const response = await page.goto(continueUrl);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Bestellung prüfen und abschließen' }).waitFor();
    // The page shows the session's total, as the agent got it.
    const shown = (await page.locator('#order-total').textContent())?.replaceAll('\u00a0', ' ');
    assert.equal(shown, `${(total / 100).toFixed(2).replace('.', ',')} €`);
    await page.getByText('Grundpreis', { exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByLabel('Rechnung').check();
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }).waitFor();
    const orderId = (await page.locator('#order-number').textContent()) ?? '';
    assert.match(orderId, /^ord_/);
    assert.deepEqual(await seriousViolations(page), []);

    // The napf order, its event, and the session that names it.
    const order = await t.app.inject({ url: `/api/v1/orders/${orderId}`, headers: { 'x-api-key': key } });
    assert.equal(order.statusCode, 200, order.body);
    assert.equal(order.json().data.total, total / 100);
    assert.equal(order.json().data.items[0].quantity, 2);
    const events = await t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'order.created')
      .execute();
    assert.equal(events.filter((e) => JSON.parse(e.data).order_id === orderId).length, 1);
    const session = await ucp(`/checkout-sessions/${created.json.id}`);
    assert.equal(session.json.status, 'completed');
    assert.equal(session.json.order.id, orderId);

    // Reload and a second submit from the page's URL: still one order.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }).waitFor();
    const again = await fetch(continueUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'payment=prepayment',
      redirect: 'manual',
    });
    assert.equal(again.status, 303);
    const later = await t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'order.created')
      .execute();
    assert.equal(later.length, events.length, 'no second order');
    assert.deepEqual(errors, []);
  });
});
