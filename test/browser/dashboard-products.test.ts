/**
 * The dashboard's products tab in headless Chromium: search, an inline price change that reaches
 * the API and fires price.changed, inert catalog text, draft → activate → product.created and
 * the draft dialog.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertClean,
  createXssDraft,
  type Dashboard,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
  XSS_NAME,
} from './dashboard-support.ts';

describe('admin dashboard in Chromium: products', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
    await d.signIn();
  });

  after(() => d?.close());

  let slug = '';
  let size = '';
  test('products: search, and an inline price change reaches the API and fires price.changed', async () => {
    const list = await d.api('/admin/api/products?limit=1&status=active', { key: d.adminKey });
    const product = list.json.data[0];
    slug = product.slug;
    size = product.product_variants[0].size;

    await d.openTab(/Products/);
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

    const fromApi = await d.api(`/api/v1/products/${slug}`, { key: d.readKey });
    assert.equal(fromApi.status, 200);
    const variant = fromApi.json.data.product_variants.find((v: { size: string }) => v.size === size);
    assert.equal(variant.price, 12.34);

    const events = await d.t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'price.changed')
      .execute();
    const event = events.map((e) => JSON.parse(e.data)).find((d) => d.slug === slug && d.size === size);
    assert.ok(event, 'a price.changed event row');
    assert.equal(event.new_price, 12.34);
    await d.receiver.waitFor((all) => all.some((r) => r.json.event === 'price.changed'), 'the price.changed delivery');

    // A filter and the stock select: the list narrows, the stock change is saved.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('status=draft')),
      page.getByRole('combobox', { name: 'Status' }).selectOption('draft'),
    ]);
    await page.getByText('No products match this search.').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await d.settled();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(slug);
    await row.waitFor();
    const [stock] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/stock')),
      row.getByRole('combobox', { name: `Stock of ${product.name} · ${size}` }).selectOption('LOW_STOCK'),
    ]);
    assert.equal(stock.status(), 200);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await d.settled();
    await page.locator('tbody tr[data-slug]').nth(10).waitFor();
    await d.shot('products');
  });

  test('a catalog text with <script> renders inert; a draft is activated and fires product.created', async () => {
    await createXssDraft(d);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('xss-testfutter');
    const row = page.locator('tr[data-slug="xss-testfutter"]');
    await row.waitFor();
    await row.getByText(XSS_NAME, { exact: true }).waitFor();
    await row.getByText('<img src=x onerror=alert(2)> test food', { exact: true }).waitFor();
    await row.getByText('<b>Marke</b> · xss-testfutter', { exact: true }).waitFor();
    assert.equal(await page.locator('table script, table img[src="x"], table b').count(), 0);
    assert.deepEqual(d.dialogs, []);

    const [activated] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/xss-testfutter/activate')),
      row.getByRole('button', { name: 'Activate' }).click(),
    ]);
    assert.equal(activated.status(), 200, await activated.text());
    await row.getByText('Active', { exact: true }).waitFor();
    const created = await d.t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'product.created')
      .execute();
    assert.ok(created.some((e) => JSON.parse(e.data).slug === 'xss-testfutter'));
    assert.deepEqual(d.dialogs, []);
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
    assert.equal(await dialog.getByLabel('Net quantity').inputValue(), '400', 'the net quantity follows the size');
    await dialog.getByLabel('Price (€)').fill('3.49');
    await dialog.getByLabel('EAN').fill('5901234123457');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/products') && r.request().method() === 'POST'),
      dialog.getByLabel('EAN').press('Enter'),
    ]);
    assert.equal(created.status(), 201, await created.text());
    const row = page.locator('tr[data-slug="kaninchen-pur-test"]');
    await row.getByText('Draft', { exact: true }).waitFor();
    const fromApi = await d.api('/api/v1/products/kaninchen-pur-test', { key: d.readKey });
    assert.equal(fromApi.status, 404, 'a draft is invisible to the API');
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
