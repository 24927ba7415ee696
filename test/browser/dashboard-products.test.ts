/**
 * The dashboard's products tab in headless Chromium: search, an inline price change that reaches
 * the API, fires price.changed and moves the unit price, inert catalog text, a refused activation
 * that names what the label lacks, draft → activate → product.created, and the draft dialog with
 * the label fields (a complete draft activates at once).
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertClean,
  controlShows,
  createXssDraft,
  type Dashboard,
  dropRefusals,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
  XSS_NAME,
} from './dashboard-support.ts';

/** A full label for a treat (complementary feed), as the admin API takes it. */
const COMPLETE_SNACK_LABEL = {
  feed_type: 'complementary',
  operator: { name: 'Napf Tiernahrung GmbH', address: 'Futterweg 1, 10115 Berlin' },
  operator_registration: 'DE-BE-1-00042',
  analytical_constituents: { Rohprotein: 60, Rohfett: 5, Rohfaser: 1, Rohasche: 4 },
  feeding_guide: {
    species: 'DOG',
    energy_kcal_per_100g: null,
    meals_per_day: 1,
    rows: [{ weight_from_kg: 10, weight_to_kg: 10, grams_min: 10, grams_max: 20 }],
    notes: '',
    notes_en: '',
  },
};

/** "€30.85/kg", as the en-GB dashboard writes a unit price. */
const unitPriceText = (u: { amount: number; reference: string }) =>
  `${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(u.amount)}/${u.reference.slice(2)}`;

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
    // The row's unit price follows the new price, to the cent the API computes.
    assert.ok(variant.unit_price, 'a demo variant sold by weight has a unit price');
    const unitPrice = row.locator('.variant').first().locator('.unit-price');
    assert.equal(await unitPrice.textContent(), unitPriceText(variant.unit_price));

    const events = await d.t.app.services.store.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'price.changed')
      .execute();
    const event = events.map((e) => JSON.parse(e.data)).find((d) => d.slug === slug && d.size === size);
    assert.ok(event, 'a price.changed event row');
    assert.equal(event.new_price, 12.34);
    await d.receiver.waitFor((all) => all.some((r) => r.json.event === 'price.changed'), 'the price.changed delivery');

    // A filter and the stock control: the list narrows, the stock changes are saved.
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
    // The demo variant is counted: its status follows the count, and the select only shows it.
    const units = row.getByRole('textbox', { name: `Units of ${product.name} · ${size} on hand` });
    const status = row.getByRole('combobox', { name: `Stock of ${product.name} · ${size}` });
    assert.match(await units.inputValue(), /^\d+$/);
    assert.equal(await status.isDisabled(), true);
    await units.fill('2');
    const [counted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/stock')),
      units.press('Enter'),
    ]);
    assert.equal(counted.status(), 200, await counted.text());
    await controlShows(status, 'LOW_STOCK', true);
    // Emptied, the variant is no longer counted and its status is set by hand.
    await units.fill('');
    const [uncounted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/stock')),
      units.press('Enter'),
    ]);
    assert.equal(uncounted.status(), 200, await uncounted.text());
    await controlShows(status, 'LOW_STOCK', false);
    const [stock] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/stock')),
      status.selectOption('OUT_OF_STOCK'),
    ]);
    assert.equal(stock.status(), 200);
    const stored = (await d.api(`/api/v1/products/${slug}`, { key: d.readKey })).json.data.product_variants.find(
      (v: { size: string }) => v.size === size,
    );
    assert.deepEqual([stored.stock_quantity, stored.stock_status], [null, 'OUT_OF_STOCK']);

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

    // The draft states no label yet: the row says so, and the refused activation lists what is missing.
    await row.getByText('Label incomplete', { exact: true }).waitFor();
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/xss-testfutter/activate')),
      row.getByRole('button', { name: 'Activate' }).click(),
    ]);
    assert.equal(refused.status(), 422);
    const missing = row.getByRole('alert');
    await missing.getByText('Missing for activation:').waitFor();
    await missing.getByText(/^Operator \(name and address\): is required/).waitFor();
    await missing.getByText(/^Feed type: is required/).waitFor();
    await missing.getByText(/^Feeding guide: is required/).waitFor();
    assert.equal(await row.getByText('Draft', { exact: true }).count(), 1, 'still a draft');
    await dropRefusals(d, '/xss-testfutter/activate');

    const completed = await d.api('/admin/api/products/xss-testfutter', {
      method: 'PATCH',
      key: d.adminKey,
      body: COMPLETE_SNACK_LABEL,
    });
    assert.equal(completed.status, 200, completed.text);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await row.getByText('Label incomplete', { exact: true }).waitFor({ state: 'detached' });
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

  test('a draft with its label is created in the dialog (validated first) and activates at once', async () => {
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
    await dialog.getByLabel('Feed type').selectOption('complete');
    await dialog.getByLabel('Operator (name)').fill('Napf Tiernahrung GmbH');
    await dialog.getByLabel('Operator (address)').fill('Futterweg 1, 10115 Berlin');
    await dialog.getByLabel('Registration number').fill('DE-BE-1-00042');
    for (const [name, value] of [
      ['Rohprotein', '11,5'],
      ['Rohfett', '6'],
      ['Rohfaser', '0.5'],
      ['Rohasche', '2'],
      ['Feuchtigkeit', '78'],
    ] as const)
      await dialog.getByLabel(name, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Add additive' }).click();
    await dialog.getByLabel('Name of additive 1').fill('Vitamin D3');
    await dialog.getByLabel('Amount per kg of additive 1').fill('200');
    await dialog.getByLabel('Unit of additive 1').fill('IE/kg');
    await dialog.getByRole('button', { name: 'Add feeding row' }).click();
    await dialog.getByLabel('Row 1: weight from (kg)').fill('10');
    await dialog.getByLabel('Row 1: weight to (kg)').fill('10');
    await dialog.getByLabel('Row 1: grams per day from').fill('600');
    await dialog.getByLabel('Row 1: grams per day to').fill('700');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/products') && r.request().method() === 'POST'),
      dialog.getByLabel('EAN').press('Enter'),
    ]);
    assert.equal(created.status(), 201, await created.text());
    const row = page.locator('tr[data-slug="kaninchen-pur-test"]');
    await row.getByText('Draft', { exact: true }).waitFor();
    const fromApi = await d.api('/api/v1/products/kaninchen-pur-test', { key: d.readKey });
    assert.equal(fromApi.status, 404, 'a draft is invisible to the API');
    const draft = await d.api('/admin/api/products/kaninchen-pur-test', { key: d.adminKey });
    assert.deepEqual(draft.json.data.label_missing, []);
    assert.deepEqual(draft.json.data.operator, { name: 'Napf Tiernahrung GmbH', address: 'Futterweg 1, 10115 Berlin' });
    assert.equal(draft.json.data.analytical_constituents.Rohprotein, 11.5);
    assert.deepEqual(draft.json.data.additives, [
      { group: 'nutritional', name: 'Vitamin D3', amount: 200, unit: 'IE/kg' },
    ]);
    assert.equal(draft.json.data.feeding_guide.rows[0].grams_max, 700);
    assert.equal(await row.getByText('Label incomplete').count(), 0);
    const [activated] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/kaninchen-pur-test/activate')),
      row.getByRole('button', { name: 'Activate' }).click(),
    ]);
    assert.equal(activated.status(), 200, await activated.text());
    await row.getByText('Active', { exact: true }).waitFor();
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
