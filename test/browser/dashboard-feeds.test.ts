/**
 * The dashboard's marketplaces tab in headless Chromium: a feed is created, downloads as RSS with
 * the g: fields (and the changed price), as CSV, and is rotated and deleted.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertClean,
  changePriceAsAdmin,
  type Dashboard,
  firstProduct,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
} from './dashboard-support.ts';

describe('admin dashboard in Chromium: marketplaces', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
    await d.signIn();
    const { slug, size } = await firstProduct(d);
    await changePriceAsAdmin(d, slug, size, 12.34);
  });

  after(() => d?.close());

  test('a marketplace feed is created, downloads as RSS with the g: fields, and can be rotated and deleted', async () => {
    await d.openTab(/Marketplaces/);
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

    const feed = await fetch(`${d.t.baseUrl}${path}`);
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
    const csv = await fetch(`${d.t.baseUrl}${new URL(csvUrl).pathname}`);
    assert.equal(csv.status, 200);
    assert.ok((await csv.text()).split('\n').length > 10);

    // After the fetch the list shows when and how many items.
    await d.openTab(/Tokens/);
    await d.openTab(/Marketplaces/);
    const googleRow = page.locator('tr', { hasText: 'Google Shopping' });
    await googleRow.getByText(String(parsed.count), { exact: true }).waitFor();
    await d.shot('marketplaces');

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
    assert.equal((await fetch(`${d.t.baseUrl}${path}`)).status, 404, 'the old URL is gone');

    const csvRow = page.locator('tr', { hasText: 'Preisvergleich CSV' });
    await csvRow.getByRole('button', { name: 'Delete' }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/admin/api/feeds/') && r.request().method() === 'DELETE'),
      page.getByRole('dialog', { name: 'Delete connection?' }).getByRole('button', { name: 'Delete' }).click(),
    ]);
    await csvRow.waitFor({ state: 'detached' });
    assert.equal((await fetch(`${d.t.baseUrl}${new URL(csvUrl).pathname}`)).status, 404);
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
