/**
 * The admin dashboard in real headless Chromium (Debian's /usr/bin/chromium driven by
 * playwright-core) against a real listening app: login and throttling, tokens (issue → shown once
 * → works → deactivate → 401), products (search, inline price change → API + price.changed, draft
 * → activate → product.created), tracking, agent activity, marketplace feeds, inert catalog text,
 * no request to another host, CSRF. With SCREENSHOTS=1 every tab is saved to
 * docs/screenshots/<tab>.png at 1280×800.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { type Chromium, launchChromium, SKIP_WITHOUT_CHROMIUM } from './chromium.ts';

const SCREENSHOTS = process.env.SCREENSHOTS === '1';
const SHOT_DIR = join(import.meta.dirname, '../../docs/screenshots');

const ADMIN = { email: 'admin@napf.test', password: 'Futter-Napf-2024!' };
const OTHER = { email: 'second@napf.test', password: 'Zweites-Konto-2024!' };
const XSS_NAME = '<script>alert(1)</script> Testfutter';

describe('admin dashboard in Chromium', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let t: ListeningApp;
  let receiver: HttpsReceiver;
  let context: BrowserContext;
  let page: Page;
  let browser: Chromium;
  let adminKey: string;
  let readKey: string;
  const requests: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  const api = async (path: string, init: { method?: string; key?: string; body?: unknown } = {}) => {
    const res = await fetch(`${t.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.key ? { 'x-api-key': init.key } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : null };
  };

  /** Until the panel shows no loading row or spinner (its requests have answered and rendered). */
  const settled = () => page.locator('#panel .loading-row, #panel .spinner').first().waitFor({ state: 'detached' });

  const openTab = async (name: RegExp) => {
    await page.getByRole('tab', { name }).click();
    await settled();
  };

  /** With SCREENSHOTS=1: the viewport, scrolled to the top or to `target` (below the sticky header). */
  const shot = async (name: string, target?: Locator) => {
    if (!SCREENSHOTS) return;
    mkdirSync(SHOT_DIR, { recursive: true });
    await settled();
    // A calm picture: no passing toasts, no focus ring from the last click.
    await page.evaluate(`(() => {
      document.querySelector('.toasts')?.replaceChildren();
      if (!document.querySelector('dialog[open]')) document.activeElement?.blur();
      window.scrollTo(0, 0);
    })()`);
    // The element's top just below the sticky header (108 px).
    if (target) {
      await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate('window.scrollBy(0, -108)');
    }
    await page.screenshot({ path: join(SHOT_DIR, `${name}.png`) });
  };

  const login = async (email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/login')),
      page.getByLabel('Password').press('Enter'),
    ]);
    return response;
  };

  before(async () => {
    receiver = await HttpsReceiver.start();
    t = await listenTestApp({
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      // Cheaper hashes for the test; the default stays N = 2^17.
      adminPasswordCost: 12,
      webhookAllowHosts: ['127.0.0.1'],
      webhookCaFile: testCertificate().certFile,
    });
    await t.app.services.admins.createUser(OTHER.email, OTHER.password);
    adminKey = await t.token('admin');
    readKey = await t.token('read');
    const hook = await api('/api/mcp', {
      method: 'POST',
      key: adminKey,
      body: {
        tool: 'create_webhook',
        parameters: {
          name: 'Preis-Monitor',
          url: receiver.url('/hooks/prices'),
          events: ['price.changed', 'product.created'],
        },
      },
    });
    assert.equal(hook.status, 200, hook.text);

    browser = await launchChromium();
    context = browser.context;
    context.on('request', (request) => requests.push(request.url()));
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('console', (message) => {
      // Refused logins and the session probe answer 401/429 on purpose, the CSRF probe 403.
      const text = `${message.text()} (${message.location().url})`;
      const expected = /status of (401|429)/.test(text) || /status of 403 .*\/admin\/api\/tokens\)$/.test(text);
      if (message.type() === 'error' && !expected) pageErrors.push(text);
    });
  });

  after(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.stop();
  });

  test('pages and assets carry the security headers and cache rules', async () => {
    const shell = await fetch(`${t.baseUrl}/admin`);
    assert.equal(shell.status, 200);
    assert.match(shell.headers.get('content-type') ?? '', /^text\/html/);
    const csp = shell.headers.get('content-security-policy') ?? '';
    for (const part of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ])
      assert.ok(csp.includes(part), `CSP has ${part}`);
    assert.equal(shell.headers.get('x-frame-options'), 'DENY');
    assert.equal(shell.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(shell.headers.get('referrer-policy'), 'no-referrer');
    const html = await shell.text();
    assert.doesNotMatch(html, /<script>|<style|style=/, 'no inline script or style');
    const script = html.match(/src="(\/admin\/assets\/[0-9a-f]{12}\/app\.js)"/)?.[1];
    assert.ok(script);
    const asset = await fetch(`${t.baseUrl}${script}`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(asset.headers.get('content-security-policy'), csp);
    const css = await fetch(`${t.baseUrl}${script.replace('app.js', 'app.css')}`);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
    const missing = await fetch(`${t.baseUrl}/admin/assets/nope.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('x-frame-options'), 'DENY');
  });

  test('login: a wrong password is refused, repeated failures are throttled', async () => {
    await page.goto(`${t.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot('login');

    const wrong = await login(ADMIN.email, 'not-the-password');
    assert.equal(wrong.status(), 401);
    await page.getByRole('alert').filter({ hasText: 'Email or password is wrong.' }).waitFor();
    assert.equal(await page.getByRole('tablist').count(), 0);

    // A second account: five failures throttle it, and then even its right password gets 429.
    for (let i = 0; i < 5; i++) assert.equal((await login(OTHER.email, `wrong-${i}`)).status(), 401);
    const throttled = await login(OTHER.email, OTHER.password);
    assert.equal(throttled.status(), 429);
    assert.ok(Number(throttled.headers()['retry-after']) > 0);
    await page
      .getByRole('alert')
      .filter({ hasText: /Too many attempts/ })
      .waitFor();
    assert.equal(await page.getByRole('tablist').count(), 0);
  });

  test('login with the right password opens the dashboard; tabs work with the keyboard', async () => {
    const ok = await login(ADMIN.email, ADMIN.password);
    assert.equal(ok.status(), 200);
    const cookie = (await ok.headerValue('set-cookie')) ?? '';
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Strict/i);
    await page.getByRole('tablist').waitFor();
    const tokensTab = page.getByRole('tab', { name: /Tokens/ });
    assert.equal(await tokensTab.getAttribute('aria-selected'), 'true');
    await tokensTab.focus();
    await page.keyboard.press('ArrowRight');
    const productsTab = page.getByRole('tab', { name: /Products/ });
    assert.equal(await productsTab.getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate('document.activeElement.id'), 'tab-products');
    await page.keyboard.press('End');
    assert.equal(await page.getByRole('tab', { name: /Marketplaces/ }).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Home');
    assert.equal(await tokensTab.getAttribute('aria-selected'), 'true');
    await settled();
  });

  test('the language switch shows German labels and is remembered', async () => {
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('tab', { name: /Produkte/ }).waitFor();
    assert.equal(await page.evaluate("localStorage.getItem('napf.admin.lang')"), 'de');
    await page.reload();
    await page.getByRole('tab', { name: /Marktplätze/ }).waitFor();
    assert.equal(await page.evaluate('document.documentElement.lang'), 'de');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('tab', { name: /Marketplaces/ }).waitFor();
    await settled();
  });

  let issued = '';
  test('a token is issued, shown once, works on the API, and is refused after deactivation', async () => {
    await openTab(/Tokens/);
    await page.getByRole('button', { name: 'Issue token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a new token' });
    await dialog.getByLabel('Name').fill('Preis-Agent');
    await dialog.getByRole('radio', { name: /Write/ }).check();
    await dialog.getByRole('checkbox', { name: 'orders:read', exact: true }).check();
    await dialog.getByLabel('Limit per minute').fill('120');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/tokens') && r.request().method() === 'POST'),
      dialog.getByLabel('Limit per minute').press('Enter'),
    ]);
    assert.equal(created.status(), 201);

    const secret = page.getByRole('dialog', { name: /Token “Preis-Agent” issued/ });
    issued = await secret.getByRole('textbox', { name: 'Token' }).inputValue();
    assert.ok(issued.length > 20);
    await secret.getByRole('button', { name: 'Copy' }).click();
    await secret
      .getByRole('status')
      .filter({ hasText: /Copied|Selected/ })
      .waitFor();
    await shot('token-issued');
    await page.keyboard.press('Escape');
    await secret.waitFor({ state: 'detached' });

    const row = page.locator('tr', { hasText: 'Preis-Agent' });
    await row.waitFor();
    assert.ok((await row.textContent())?.includes('orders:read'));
    assert.ok((await row.textContent())?.includes('120/min'));
    // Shown once: the page no longer holds the token text anywhere.
    assert.ok(!(await page.content()).includes(issued));

    const works = await api('/api/v1/products?limit=1', { key: issued });
    assert.equal(works.status, 200);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate token?' });
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/revoke')),
      confirm.getByRole('button', { name: 'Deactivate' }).click(),
    ]);
    await row.getByText('deactivated').waitFor();
    const refused = await api('/api/v1/products?limit=1', { key: issued });
    assert.equal(refused.status, 401);
    await shot('tokens');
  });

  let slug = '';
  let size = '';
  test('products: search, and an inline price change reaches the API and fires price.changed', async () => {
    const list = await api('/admin/api/products?limit=1&status=active', { key: adminKey });
    const product = list.json.data[0];
    slug = product.slug;
    size = product.product_variants[0].size;

    await openTab(/Products/);
    await page.locator('tbody tr[data-slug]').first().waitFor();
    const [searched] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/admin/api/products?') && r.url().includes(`q=${encodeURIComponent(slug)}`),
      ),
      page.getByRole('searchbox', { name: 'Search products' }).fill(slug),
    ]);
    assert.equal(searched.status(), 200);
    const row = page.locator(`tr[data-slug="${slug}"]`);
    await row.waitFor();
    await page.getByText(/of 1 products/).waitFor();

    const price = row.getByRole('textbox', { name: `Price of ${product.name} · ${size} in euros` });
    await price.fill('12.34');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/price') && r.request().method() === 'POST'),
      price.press('Enter'),
    ]);
    assert.equal(saved.status(), 200, await saved.text());
    await page
      .getByRole('status')
      .filter({ hasText: /Price changed/ })
      .waitFor();

    const fromApi = await api(`/api/v1/products/${slug}`, { key: readKey });
    assert.equal(fromApi.status, 200);
    const variant = fromApi.json.data.product_variants.find((v: { size: string }) => v.size === size);
    assert.equal(variant.price, 12.34);

    const events = await t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'price.changed')
      .execute();
    const event = events.map((e) => JSON.parse(e.data)).find((d) => d.slug === slug && d.size === size);
    assert.ok(event, 'a price.changed event row');
    assert.equal(event.new_price, 12.34);
    await receiver.waitFor((all) => all.some((r) => r.json.event === 'price.changed'), 'the price.changed delivery');

    // A filter and the stock select: the list narrows, the stock change is saved.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('status=draft')),
      page.getByRole('combobox', { name: 'Status' }).selectOption('draft'),
    ]);
    await page.getByText('No products match this search.').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await settled();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(slug);
    await row.waitFor();
    const [stock] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/stock')),
      row.getByRole('combobox', { name: `Stock of ${product.name} · ${size}` }).selectOption('LOW_STOCK'),
    ]);
    assert.equal(stock.status(), 200);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await settled();
    await page.locator('tbody tr[data-slug]').nth(10).waitFor();
    await shot('products');
  });

  test('a catalog text with <script> renders inert; a draft is activated and fires product.created', async () => {
    const draft = await api('/admin/api/products', {
      method: 'POST',
      key: adminKey,
      body: {
        slug: 'xss-testfutter',
        sku: 'XSS-1',
        name: XSS_NAME,
        name_en: '<img src=x onerror=alert(2)> test food',
        brand: '<b>Marke</b>',
        species: 'DOG',
        category: 'snacks',
        line: 'pur',
        description: '<script>alert(3)</script>',
        description_en: 'Test',
        ingredients: 'Huhn',
        variants: [{ size: '100 g', price: 2.49, stock_status: 'IN_STOCK', ean: '4006381333931' }],
      },
    });
    assert.equal(draft.status, 201, draft.text);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('xss-testfutter');
    const row = page.locator('tr[data-slug="xss-testfutter"]');
    await row.waitFor();
    await row.getByText(XSS_NAME, { exact: true }).waitFor();
    await row.getByText('<img src=x onerror=alert(2)> test food', { exact: true }).waitFor();
    await row.getByText('<b>Marke</b> · xss-testfutter', { exact: true }).waitFor();
    assert.equal(await page.locator('table script, table img[src="x"], table b').count(), 0);
    assert.deepEqual(dialogs, []);

    const [activated] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/xss-testfutter/activate')),
      row.getByRole('button', { name: 'Activate' }).click(),
    ]);
    assert.equal(activated.status(), 200, await activated.text());
    await row.getByText('Active', { exact: true }).waitFor();
    const created = await t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'product.created')
      .execute();
    assert.ok(created.some((e) => JSON.parse(e.data).slug === 'xss-testfutter'));
    assert.deepEqual(dialogs, []);
  });

  test('a draft is created in the dialog (validated first) and listed as a draft', async () => {
    await page.getByRole('button', { name: 'Create draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product as a draft' });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please fill in “Name”.' }).waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Kaninchen Pur Test');
    assert.equal(await dialog.getByLabel('Slug').inputValue(), 'kaninchen-pur-test', 'the slug follows the name');
    await dialog.getByLabel('Name (English)').fill('Rabbit Pur test');
    await dialog.getByLabel('SKU').fill('KPT-1');
    await dialog.getByLabel('Category').selectOption('nassfutter');
    await dialog.getByLabel('Description', { exact: true }).fill('Nur Kaninchen.');
    await dialog.getByLabel('Description (English)').fill('Only rabbit.');
    await dialog.getByLabel('Ingredients').fill('Kaninchen 100 %');
    await dialog.getByLabel('Size').fill('400 g');
    await dialog.getByLabel('Price (€)').fill('3.49');
    await dialog.getByLabel('EAN').fill('5901234123457');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/products') && r.request().method() === 'POST'),
      dialog.getByLabel('EAN').press('Enter'),
    ]);
    assert.equal(created.status(), 201, await created.text());
    const row = page.locator('tr[data-slug="kaninchen-pur-test"]');
    await row.getByText('Draft', { exact: true }).waitFor();
    const fromApi = await api('/api/v1/products/kaninchen-pur-test', { key: readKey });
    assert.equal(fromApi.status, 404, 'a draft is invisible to the API');
  });

  test('the tracking tab shows the price change, the orders and the webhook deliveries', async () => {
    await openTab(/Tracking/);
    const audit = page.locator('section.card', { has: page.getByRole('heading', { name: 'Audit trail' }) });
    const change = audit.locator('tbody tr', { hasText: '12.34' }).first();
    await change.waitFor();
    const text = (await change.textContent()) ?? '';
    assert.ok(text.includes(ADMIN.email), 'who: the admin');
    assert.ok(text.includes(slug) || text.includes(size), 'what: the product');
    // The XSS product's audit row renders inert as well.
    await audit
      .getByText(/<script>alert\(1\)<\/script>/)
      .first()
      .waitFor();
    assert.deepEqual(dialogs, []);

    await page
      .locator('section.card', { has: page.getByRole('heading', { name: 'Orders' }) })
      .locator('.table-wrap, .empty')
      .first()
      .waitFor();

    const hooks = page.locator('section.card', { has: page.getByRole('heading', { name: 'Webhooks' }) });
    const hookRow = hooks.locator('tr', { hasText: 'Preis-Monitor' });
    await hookRow.waitFor();
    await hookRow.getByRole('button', { name: 'Deliveries' }).click();
    const log = hooks.locator('tr.detail-row');
    await log.locator('tr', { hasText: 'price.changed' }).first().waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/test') && r.status() === 202),
      hookRow.getByRole('button', { name: 'Send test' }).click(),
    ]);
    await receiver.waitFor((all) => all.some((r) => r.json.event === 'webhook.test'), 'the test event');
    await log.locator('tr', { hasText: 'webhook.test' }).first().waitFor();

    await hookRow.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const secretDialog = page.getByRole('dialog', { name: /New secret for “Preis-Monitor”/ });
    assert.match(await secretDialog.getByRole('textbox').inputValue(), /^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const delivered = log.locator('tr', { hasText: 'price.changed' }).first();
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/redeliver')),
      delivered.getByRole('button', { name: 'Redeliver' }).click(),
    ]);
    assert.equal(again.status(), 202);
    await receiver.waitFor((all) => all.filter((r) => r.json.event === 'price.changed').length >= 2, 'the redelivery');
    await settled();
    await shot('tracking');
    await shot('tracking-webhooks', hooks);
  });

  test('agent activity shows a request made a moment earlier', async () => {
    const probe = await t.app.services.tokens.create({ name: 'Katalog-Agent', kind: 'read' });
    for (const path of ['/api/v1/products?limit=2', '/api/v1/categories', '/api/v1/products/nope-404']) {
      await api(path, { key: probe.token });
    }
    if (SCREENSHOTS) await pastTraffic(t, probe.record.id);
    await openTab(/Agent activity/);
    const row = page.locator('tbody tr', { hasText: 'Katalog-Agent' }).filter({ hasText: '/api/v1/products/nope-404' });
    await row.waitFor();
    assert.ok((await row.textContent())?.includes('404'));
    await page
      .getByRole('img', { name: /requests/ })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('switch', { name: /Refresh every 10 s/ }).isChecked(), true);

    // Filter by token: only its requests remain.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`token_id=${probe.record.id}`)),
      page.getByRole('combobox', { name: 'Token' }).selectOption(probe.record.id),
    ]);
    await settled();
    const names = await page.locator('.log-table tbody tr td:nth-child(2)').allTextContents();
    assert.ok(names.length >= 3);
    assert.ok(
      names.every((n) => n === 'Katalog-Agent'),
      names.join(', '),
    );
    await page.getByRole('combobox', { name: 'Token' }).selectOption('');
    await settled();

    // Auto-refresh: a new request appears without a click within the 10 s period.
    await api('/api/v1/products/auto-refresh-probe', { key: probe.token });
    await page.locator('tbody tr', { hasText: '/api/v1/products/auto-refresh-probe' }).waitFor({ timeout: 14_000 });
    await shot('activity');
  });

  test('a marketplace feed is created, downloads as RSS with the g: fields, and can be rotated and deleted', async () => {
    await openTab(/Marketplaces/);
    await page.getByLabel('Name').fill('Google Shopping');
    await page.getByLabel('Format').selectOption('google');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/feeds') && r.request().method() === 'POST'),
      page.getByLabel('Name').press('Enter'),
    ]);
    assert.equal(created.status(), 201, await created.text());
    const url = await page.getByRole('textbox', { name: 'Feed URL of Google Shopping' }).first().inputValue();
    const path = new URL(url).pathname;
    assert.match(path, /^\/feeds\/.+\.xml$/);

    const feed = await fetch(`${t.baseUrl}${path}`);
    assert.equal(feed.status, 200);
    const xml = await feed.text();
    // Parsed by the browser's XML parser: well-formed RSS 2.0 with the Google namespace.
    const parsed = (await page.evaluate(`(() => {
      const doc = new DOMParser().parseFromString(${JSON.stringify(xml)}, 'application/xml');
      const G = 'http://base.google.com/ns/1.0';
      const items = [...doc.getElementsByTagName('item')];
      // title, link and description may be RSS's own elements (Google accepts both forms).
      const field = (item, name) =>
        (item.getElementsByTagNameNS(G, name)[0] ??
          (['title', 'link', 'description'].includes(name) ? item.getElementsByTagName(name)[0] : undefined))?.textContent ?? null;
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        count: items.length,
        fields: ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'gtin', 'brand', 'item_group_id']
          .map((name) => [name, items.filter((item) => field(item, name) !== null).length]),
        prices: items.map((item) => field(item, 'price')),
      };
    })()`)) as {
      error: number;
      root: string;
      version: string;
      count: number;
      fields: [string, number][];
      prices: string[];
    };
    assert.equal(parsed.error, 0, 'well-formed XML');
    assert.equal(parsed.root, 'rss');
    assert.equal(parsed.version, '2.0');
    assert.ok(parsed.count > 10, `items: ${parsed.count}`);
    for (const [name, count] of parsed.fields) assert.equal(count, parsed.count, `every item has g:${name}`);
    assert.ok(parsed.prices.every((p) => /^\d+\.\d{2} EUR$/.test(p)));
    assert.ok(parsed.prices.includes('12.34 EUR'), 'the changed price is in the feed');

    await page.getByLabel('Name').fill('Preisvergleich CSV');
    await page.getByLabel('Format').selectOption('csv');
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/feeds') && r.status() === 201),
      page.getByRole('button', { name: 'Create connection' }).click(),
    ]);
    const csvUrl = await page.getByRole('textbox', { name: 'Feed URL of Preisvergleich CSV' }).first().inputValue();
    const csv = await fetch(`${t.baseUrl}${new URL(csvUrl).pathname}`);
    assert.equal(csv.status, 200);
    assert.ok((await csv.text()).split('\n').length > 10);

    // After the fetch the list shows when and how many items.
    await openTab(/Tokens/);
    await openTab(/Marketplaces/);
    const googleRow = page.locator('tr', { hasText: 'Google Shopping' });
    await googleRow.getByText(String(parsed.count), { exact: true }).waitFor();
    await shot('marketplaces');

    const [rotated] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/rotate')),
      (async () => {
        await googleRow.getByRole('button', { name: 'Rotate URL' }).click();
        await page
          .getByRole('dialog', { name: 'Rotate the feed URL?' })
          .getByRole('button', { name: 'Rotate URL' })
          .click();
      })(),
    ]);
    assert.equal(rotated.status(), 200, await rotated.text());
    assert.equal((await fetch(`${t.baseUrl}${path}`)).status, 404, 'the old URL is gone');

    const csvRow = page.locator('tr', { hasText: 'Preisvergleich CSV' });
    await csvRow.getByRole('button', { name: 'Delete' }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/admin/api/feeds/') && r.request().method() === 'DELETE'),
      page.getByRole('dialog', { name: 'Delete connection?' }).getByRole('button', { name: 'Delete' }).click(),
    ]);
    await csvRow.waitFor({ state: 'detached' });
    assert.equal((await fetch(`${t.baseUrl}${new URL(csvUrl).pathname}`)).status, 404);
  });

  test('CSRF: a state change from the page without the token header is refused', async () => {
    const result = (await page.evaluate(`(async () => {
      const res = await fetch('/admin/api/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'csrf', kind: 'read' }),
      });
      return { status: res.status, body: await res.json() };
    })()`)) as { status: number; body: { code: string } };
    assert.equal(result.status, 403);
    assert.equal(result.body.code, 'csrf_failed');
    const tokens = await api('/admin/api/tokens', { key: adminKey });
    assert.ok(!tokens.json.data.some((tok: { name: string }) => tok.name === 'csrf'));
  });

  test('dialogs trap focus and close with Escape', async () => {
    await openTab(/Tokens/);
    const opener = page.getByRole('button', { name: 'Issue token' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Issue a new token' });
    await dialog.waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate('!!document.activeElement.closest("dialog")'),
        true,
        `focus stays in the dialog (${i})`,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'Issue token');
  });

  test('no request left for another host, and the page logged no errors', async () => {
    assert.ok(requests.length > 20);
    const foreign = requests.filter((url) => {
      const { protocol, hostname } = new URL(url);
      return !(protocol === 'data:' || hostname === '127.0.0.1');
    });
    assert.deepEqual(foreign, []);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(dialogs, []);
  });

  test('logout ends the session', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Signed out.' }).waitFor();
    const status = await page.evaluate(`fetch('/admin/api/session').then((r) => r.status)`);
    assert.equal(status, 401);
  });
});

/**
 * For the screenshot only: an hour of plausible agent traffic in the request log (three agents,
 * their tools, a few errors), so the charts show a shape rather than one bar.
 */
async function pastTraffic(t: ListeningApp, katalogId: string): Promise<void> {
  const tokens = t.app.services.tokens;
  const price = await tokens.create({ name: 'Preis-Agent Claude', kind: 'write' });
  const stock = await tokens.create({ name: 'Lager-Sync', kind: 'write' });
  const agents = [
    { id: katalogId, name: 'Katalog-Agent', tools: ['search_products', 'get_product', 'list_categories', null] },
    { id: price.record.id, name: price.record.name, tools: ['set_price', 'get_product', 'search_products'] },
    { id: stock.record.id, name: stock.record.name, tools: ['update_stock', null] },
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const now = Date.now();
  for (let minute = 58; minute >= 1; minute--) {
    const busy = 2 + Math.round(6 * (1 + Math.sin(minute / 6)) * random());
    for (let i = 0; i < busy; i++) {
      const agent = agents[Math.floor(random() * agents.length)]!;
      const tool = agent.tools[Math.floor(random() * agent.tools.length)] ?? null;
      const roll = random();
      const status = roll < 0.04 ? 429 : roll < 0.09 ? 404 : roll < 0.12 ? 400 : 200;
      const slow = tool === 'search_products' ? 18 : tool === 'set_price' || tool === 'update_stock' ? 9 : 3;
      t.app.services.requestLog.add({
        ts: now - minute * 60_000 + Math.floor(random() * 60_000),
        request_id: `req_shot_${minute}_${i}`,
        token_id: agent.id,
        token_name: agent.name,
        method: tool ? 'POST' : 'GET',
        route: tool ? '/api/mcp' : '/api/v1/products',
        path: tool ? '/api/mcp' : '/api/v1/products',
        tool,
        status,
        duration_ms: Math.round(slow * (0.5 + random() * 1.8) * 100) / 100,
        error_code:
          status === 200 ? null : status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : 'invalid_parameters',
        ip: '127.0.0.1',
        user_agent: 'screenshot',
      });
    }
  }
  await t.app.services.requestLog.flush();
}
