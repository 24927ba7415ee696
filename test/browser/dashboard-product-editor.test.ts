/**
 * The products tab's editor in headless Chromium: it loads a product with its prices, unit prices
 * and label, saves only the fields that changed (checked through the admin API), shows a refused
 * save's problem without losing the input, and a draft whose operator was cleared is refused
 * activation in the list with the missing particulars named. The shared setup is in
 * ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertClean,
  type Dashboard,
  dropRefusals,
  firstProduct,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
} from './dashboard-support.ts';

const money = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);
/** "€7.70/kg", as the en-GB dashboard writes a unit price. */
const unitPriceText = (u: { amount: number; reference: string }) => `${money(u.amount)}/${u.reference.slice(2)}`;

const OPERATOR = { name: 'Napf Tiernahrung GmbH', address: 'Futterweg 1, 10115 Berlin' };

/** A wet food draft with a complete label: 400 g at 3,08 € is 7,70 €/kg. */
const DRAFT = {
  slug: 'editor-testfutter',
  sku: 'EDT-1',
  name: 'Editor Testfutter',
  name_en: 'Editor test food',
  brand: 'napf',
  species: 'DOG',
  category: 'nassfutter',
  line: 'pur',
  description: 'Nur Rind.',
  description_en: 'Only beef.',
  ingredients: 'Rind 100 %',
  analytical_constituents: { Rohprotein: 11, Rohfett: 6, Rohfaser: 0.5, Rohasche: 2, Feuchtigkeit: 78 },
  feeding_guide: {
    species: 'DOG',
    energy_kcal_per_100g: null,
    meals_per_day: 2,
    rows: [{ weight_from_kg: 10, weight_to_kg: 10, grams_min: 600, grams_max: 700 }],
    notes: '',
    notes_en: '',
  },
  feed_type: 'complete',
  operator: OPERATOR,
  operator_registration: 'DE-BE-1-00042',
  product_variants: [
    {
      size: '400 g',
      price: 3.08,
      stock_status: 'IN_STOCK',
      ean: '4260000000011',
      net_quantity: { value: 400, unit: 'g' },
    },
  ],
};

describe('admin dashboard in Chromium: the product editor', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
    await d.signIn();
    await d.openTab(/Products/);
  });

  after(() => d?.close());

  const search = async (slug: string) => {
    await page.getByRole('searchbox', { name: 'Search products' }).fill(slug);
    const row = page.locator(`tr[data-slug="${slug}"]`);
    await row.waitFor();
    return row;
  };
  const patched = (slug: string) => (r: { url(): string; request(): { method(): string } }) =>
    r.url().endsWith(`/admin/api/products/${slug}`) && r.request().method() === 'PATCH';

  let slug = '';
  let name = '';
  test('the editor shows prices and label and saves only the changed fields', async () => {
    ({ slug, name } = await firstProduct(d));
    const stored = (await d.api(`/admin/api/products/${slug}`, { key: d.adminKey })).json.data;
    const variant = stored.product_variants[0];
    assert.ok(variant.unit_price && variant.net_quantity, 'a demo variant sold by weight');

    const row = await search(slug);
    await row.getByText(unitPriceText(variant.unit_price), { exact: true }).first().waitFor();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit “${name}”` });
    await dialog.getByText('The label is complete.').waitFor();
    const line = dialog.locator(`tr[data-size="${variant.size}"]`);
    assert.equal(await line.locator('.unit-price').textContent(), unitPriceText(variant.unit_price));
    assert.equal(await line.locator('.lowest-price').textContent(), money(variant.lowest_price_30_days));
    assert.equal(await dialog.getByLabel('Registration number').inputValue(), stored.operator_registration);
    assert.equal(await dialog.getByLabel('Operator (name)').inputValue(), stored.operator.name);
    assert.equal(await dialog.getByLabel('Feed type').inputValue(), stored.feed_type);

    const net = { value: variant.net_quantity.value * 2, unit: variant.net_quantity.unit };
    await dialog.getByLabel('Registration number').fill('DE-NW-1-99999');
    await dialog.getByLabel(`Net quantity of ${variant.size}`, { exact: true }).fill(String(net.value));
    const [saved] = await Promise.all([
      page.waitForResponse(patched(slug)),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.equal(saved.status(), 200, await saved.text());
    assert.deepEqual(saved.request().postDataJSON(), {
      operator_registration: 'DE-NW-1-99999',
      variants: [{ size: variant.size, net_quantity: net }],
    });

    const now = (await d.api(`/admin/api/products/${slug}`, { key: d.adminKey })).json.data;
    assert.equal(now.operator_registration, 'DE-NW-1-99999');
    const changed = now.product_variants[0];
    assert.deepEqual(changed.net_quantity, net);
    assert.ok(changed.unit_price.amount < variant.unit_price.amount, 'twice the quantity, a lower unit price');
    await line.getByText(unitPriceText(changed.unit_price), { exact: true }).waitFor();

    // A low-stock threshold above the count makes the counted variant LOW_STOCK (the stock route).
    assert.equal(typeof variant.stock_quantity, 'number', 'a counted demo variant');
    const threshold = dialog.getByLabel(`Low-stock threshold of ${variant.size}`, { exact: true });
    assert.equal(await threshold.inputValue(), String(variant.low_stock_threshold));
    await threshold.fill(String(variant.stock_quantity + 1));
    const [stock] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/stock') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.equal(stock.status(), 200, await stock.text());
    assert.deepEqual(stock.request().postDataJSON(), { low_stock_threshold: variant.stock_quantity + 1 });
    const low = (await d.api(`/admin/api/products/${slug}`, { key: d.adminKey })).json.data.product_variants[0];
    assert.deepEqual([low.stock_status, low.low_stock_threshold], ['LOW_STOCK', variant.stock_quantity + 1]);
    assert.equal(await threshold.inputValue(), String(variant.stock_quantity + 1), 'the saved threshold shows');
  });

  test('a refused save shows the problem per field and keeps the input', async () => {
    const dialog = page.getByRole('dialog', { name: `Edit “${name}”` });
    await dialog.getByLabel('Operator (name)').fill('');
    await dialog.getByLabel('Operator (address)').fill('');
    await dialog.getByLabel('Rohfett', { exact: true }).fill('7,5');
    const [refused] = await Promise.all([
      page.waitForResponse(patched(slug)),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.equal(refused.status(), 422, 'an active product keeps a complete label');
    const problem = dialog.getByRole('alert');
    await problem.getByText('Missing for activation:').waitFor();
    await problem.getByText(/^Operator \(name and address\): is required/).waitFor();
    assert.equal(await dialog.getByLabel('Rohfett', { exact: true }).inputValue(), '7,5');
    assert.equal(await dialog.getByLabel('Operator (name)').inputValue(), '');
    assert.equal(await dialog.getByLabel('Registration number').inputValue(), 'DE-NW-1-99999');
    const now = (await d.api(`/admin/api/products/${slug}`, { key: d.adminKey })).json.data;
    assert.ok(now.operator, 'nothing was saved');
    await dropRefusals(d, `/admin/api/products/${slug}`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('a draft whose operator was cleared is refused activation, and the list names what is missing', async () => {
    const created = await d.api('/admin/api/products', { method: 'POST', key: d.adminKey, body: DRAFT });
    assert.equal(created.status, 201, created.text);
    const row = await search(DRAFT.slug);
    await row.getByText('€7.70/kg', { exact: true }).waitFor();
    assert.equal(await row.getByText('Label incomplete').count(), 0);

    await row.getByRole('button', { name: `Edit ${DRAFT.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit “${DRAFT.name}”` });
    await dialog.getByText('The label is complete.').waitFor();
    await dialog.getByLabel('Operator (name)').fill('');
    await dialog.getByLabel('Operator (address)').fill('');
    const [saved] = await Promise.all([
      page.waitForResponse(patched(DRAFT.slug)),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.equal(saved.status(), 200, 'a draft may lack particulars');
    assert.deepEqual(saved.request().postDataJSON(), { operator: null });
    await dialog.getByText('Missing for activation:').waitFor();
    await dialog.locator('.label-missing li[data-path="operator"]').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await row.getByText('Label incomplete', { exact: true }).waitFor();
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/${DRAFT.slug}/activate`)),
      row.getByRole('button', { name: 'Activate' }).click(),
    ]);
    assert.equal(refused.status(), 422);
    const missing = row.getByRole('alert');
    await missing.getByText(/^Operator \(name and address\): is required/).waitFor();
    assert.equal(await missing.locator('li').count(), 1, 'only the operator is missing');
    await page
      .getByRole('status')
      .filter({ hasText: /cannot be activated/ })
      .waitFor();
    await dropRefusals(d, `/${DRAFT.slug}/activate`);
    const draft = (await d.api(`/admin/api/products/${DRAFT.slug}`, { key: d.adminKey })).json.data;
    assert.equal(draft.is_active, false);
    assert.equal(draft.operator, null);
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
