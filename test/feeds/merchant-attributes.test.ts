/**
 * The demo shop's marketplace feeds against Google Merchant Center's attribute rules for Germany
 * (docs/prices-and-labels.md#marketplace-feeds-google-merchant-center): every item of the RSS feed
 * and every row of the CSV feed, checked against the variant it stands for in the database.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isValidEan13 } from '../../src/catalog/ean.ts';
import { GOOGLE_CATEGORY } from '../../src/feeds/google-category.ts';
import { CSV_COLUMNS } from '../../src/feeds/render.ts';
import { DEMO_SHIPPING_RULES } from '../../src/shop/shipping.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { parseCsv } from '../helpers/csv.ts';
import { parseXml, type XmlElement } from '../helpers/xml.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** One feed entry in either format: the attributes by column name ('' when absent). */
type Entry = Record<string, string>;

async function fetchFeed(format: 'google' | 'csv'): Promise<string> {
  const feed = await t.app.services.feeds.create(`Merchant ${format}`, format);
  const res = await t.app.inject({ url: new URL(feed.url).pathname });
  assert.equal(res.statusCode, 200, res.body);
  return res.body;
}

/** An RSS item as CSV would carry it: repeated elements joined, g:shipping in Google's CSV syntax. */
function fromRss(item: XmlElement): Entry {
  const entry: Entry = Object.fromEntries(CSV_COLUMNS.map((c) => [c, '']));
  const images: string[] = [];
  const shipping: string[] = [];
  for (const child of item.children) {
    const column = child.name.replace(/^g:/, '');
    assert.ok((CSV_COLUMNS as readonly string[]).includes(column), `element ${child.name} has a CSV column`);
    if (child.name === 'g:shipping') {
      assert.deepEqual(
        child.children.map((c) => c.name),
        ['g:country', 'g:price'],
      );
      shipping.push(`${child.children[0]?.text}:::${child.children[1]?.text}`);
    } else if (child.name === 'g:additional_image_link') images.push(child.text);
    else {
      assert.equal(entry[column], '', `one ${child.name} per item`);
      assert.equal(child.children.length, 0, `${child.name} holds text only`);
      entry[column] = child.text;
    }
  }
  entry.additional_image_link = images.join(',');
  entry.shipping = shipping.join(',');
  return entry;
}

interface Variant {
  species: string;
  category: string;
  size: string;
  ean: string;
  price_cents: number;
  net_quantity_value: number | null;
  net_quantity_unit: string | null;
}

/** The active variants by feed id (`<sku>-<size>`), read straight from the database. */
async function variants(): Promise<Map<string, Variant>> {
  const rows = await t.app.services.store.db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'products.sku',
      'products.species',
      'products.category',
      'product_variants.size',
      'product_variants.ean',
      'product_variants.price_cents',
      'product_variants.net_quantity_value',
      'product_variants.net_quantity_unit',
    ])
    .where('products.is_active', '=', true)
    .execute();
  return new Map(rows.map((r) => [`${r.sku}-${r.size}`, { ...r, price_cents: Number(r.price_cents) }]));
}

/** Written out here, not imported, so a wrong entry in the shop's map fails. */
const EXPECTED_CATEGORY: Record<string, Record<string, number>> = {
  nassfutter: { DOG: 3530, CAT: 3367, BOTH: 3530 },
  trockenfutter: { DOG: 3530, CAT: 3367, BOTH: 3530 },
  snacks: { DOG: 5011, CAT: 5002, BOTH: 5011 },
  nahrungsergaenzung: { DOG: 5081, CAT: 5081, BOTH: 5081 },
  pflege: { DOG: 6383, CAT: 6383, BOTH: 6383 },
};
const FOOD = new Set(['nassfutter', 'trockenfutter']);
const PRICE = /^\d+\.\d{2} EUR$/;
const cents = (price: string) => Math.round(Number.parseFloat(price) * 100);

function absoluteHttp(url: string, what: string): void {
  assert.ok(URL.canParse(url), `${what} is an absolute URL: ${url}`);
  assert.match(new URL(url).protocol, /^https?:$/, what);
}

/** Every Merchant Center rule for one entry; returns what the shipping check saw, to prove coverage. */
function checkEntry(e: Entry, v: Variant): { deFree: boolean; onSaleAcrossThreshold: boolean } {
  const at = `item ${e.id}`;
  assert.ok(e.id && e.id.length <= 50, `${at}: id of 1 to 50 characters`);
  assert.ok(e.title && e.title.length <= 150, `${at}: title of at most 150 characters`);
  assert.ok(e.title.includes(v.size), `${at}: the size stays in the title`);
  assert.ok(e.description && e.description.length <= 5000, `${at}: description of at most 5000 characters`);
  absoluteHttp(e.link as string, `${at}: link`);
  absoluteHttp(e.image_link as string, `${at}: image_link`);
  for (const url of (e.additional_image_link as string).split(',').filter(Boolean)) {
    absoluteHttp(url, `${at}: additional_image_link`);
  }
  assert.match(e.availability as string, /^(in_stock|out_of_stock|preorder|backorder)$/, at);
  assert.equal(e.condition, 'new', at);
  assert.equal(e.size, v.size, `${at}: size is the size label`);

  assert.match(e.price as string, PRICE, at);
  if (e.sale_price) {
    assert.match(e.sale_price, PRICE, at);
    assert.ok(cents(e.sale_price) < cents(e.price as string), `${at}: sale_price below price`);
  }
  const current = cents(e.sale_price || (e.price as string));
  assert.equal(current, v.price_cents, `${at}: the current price is the variant's price`);

  if (v.net_quantity_unit === 'g' || v.net_quantity_unit === 'ml') {
    assert.match(e.unit_pricing_measure as string, /^\d+(\.\d+)?(g|kg|ml|l)$/, at);
    assert.equal(e.unit_pricing_measure, `${v.net_quantity_value}${v.net_quantity_unit}`, at);
    // 100g / 100ml is no unit price reference in Germany since 2022 (PAngV §5).
    assert.equal(e.unit_pricing_base_measure, v.net_quantity_unit === 'g' ? '1kg' : '1l', at);
  } else {
    assert.ok(!FOOD.has(v.category), `${at}: food is sold by weight`);
    assert.equal(e.unit_pricing_measure, '', `${at}: no unit price for goods sold by the piece`);
    assert.equal(e.unit_pricing_base_measure, '', at);
  }

  const category = Number(e.google_product_category);
  assert.ok((Object.values(GOOGLE_CATEGORY) as number[]).includes(category), `${at}: a category of the map`);
  assert.equal(category, EXPECTED_CATEGORY[v.category]?.[v.species], `${at}: ${v.species} ${v.category}`);

  const shipping = (e.shipping as string).split(',').map((group) => group.split(':'));
  assert.deepEqual(
    shipping.map(([country]) => country),
    DEMO_SHIPPING_RULES.map((r) => r.country),
    `${at}: one shipping entry per served country`,
  );
  for (const [country, region, service, price] of shipping) {
    assert.match(country as string, /^[A-Z]{2}$/, at);
    assert.equal(region, '', at);
    assert.equal(service, '', at);
    assert.match(price as string, PRICE, at);
  }
  const de = shipping.find(([country]) => country === 'DE')?.[3];
  assert.equal(de, current >= 4900 ? '0.00 EUR' : '4.90 EUR', `${at}: DE shipping for ${current} cents`);
  assert.equal(shipping.find(([country]) => country === 'AT')?.[3], '9.90 EUR', at);

  if (e.gtin) {
    assert.ok(isValidEan13(e.gtin), `${at}: gtin ${e.gtin} has a valid check digit`);
    assert.equal(e.gtin, v.ean, at);
    assert.equal(e.mpn, '', `${at}: a GTIN needs no mpn`);
    assert.match(e.identifier_exists as string, /^(|yes)$/, at);
  } else {
    assert.ok(!isValidEan13(v.ean), `${at}: a valid EAN is sent`);
    assert.equal(e.identifier_exists, 'no', at);
    assert.equal(e.mpn, e.id, `${at}: mpn is the item id`);
  }
  return { deFree: de === '0.00 EUR', onSaleAcrossThreshold: cents(e.price as string) >= 4900 && current < 4900 };
}

/** Both feeds: the RSS items and CSV rows, each checked, and the two formats agreeing entry by entry. */
async function checkFeeds(): Promise<{ entries: Map<string, Entry>; seen: ReturnType<typeof checkEntry>[] }> {
  const byId = await variants();
  const items = parseXml(await fetchFeed('google')).map(fromRss);
  const [header, ...rows] = parseCsv(await fetchFeed('csv'));
  assert.deepEqual(header, [...CSV_COLUMNS]);
  const csv = new Map(rows.map((r) => [r[0] as string, Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, r[i]]))]));

  assert.equal(items.length, byId.size, 'one item per active variant');
  assert.equal(new Set(items.map((e) => e.id)).size, items.length, 'g:id is unique');
  assert.equal(csv.size, items.length, 'the CSV has the same items');
  const seen = [];
  const entries = new Map<string, Entry>();
  for (const item of items) {
    const variant = byId.get(item.id as string);
    assert.ok(variant, `item ${item.id} is an active variant`);
    seen.push(checkEntry(item, variant));
    assert.deepEqual(csv.get(item.id as string), item, `the CSV row of ${item.id} carries the same values`);
    entries.set(item.id as string, item);
  }
  return { entries, seen };
}

test('every item of both demo feeds meets the Merchant Center attribute rules', async () => {
  const { entries, seen } = await checkFeeds();
  // The checks above only count if the demo shop has each case.
  assert.ok(
    seen.some((s) => s.deFree),
    'an item at or above the free-shipping threshold',
  );
  assert.ok(
    seen.some((s) => !s.deFree),
    'an item below the threshold',
  );
  assert.ok(
    seen.some((s) => s.onSaleAcrossThreshold),
    'an item whose crossed-out price reaches the threshold but whose price does not',
  );
  const categories = new Set([...entries.values()].map((e) => Number(e.google_product_category)));
  assert.deepEqual([...categories].sort(), [...new Set(Object.values(GOOGLE_CATEGORY))].sort());
});

test('a variant without a valid GTIN gets mpn and identifier_exists=no; piece goods have no unit price', async () => {
  const db = t.app.services.store.db;
  const [noGtin, badDigit, piece] = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.id', 'products.sku', 'product_variants.size'])
    .where('products.is_active', '=', true)
    .where('products.category', '=', 'pflege')
    .orderBy('product_variants.id')
    .limit(3)
    .execute();
  assert.ok(noGtin && badDigit && piece);
  await db.updateTable('product_variants').set({ ean: '' }).where('id', '=', noGtin.id).execute();
  const ean = (
    await db.selectFrom('product_variants').select('ean').where('id', '=', badDigit.id).executeTakeFirstOrThrow()
  ).ean;
  const wrongDigit = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;
  await db.updateTable('product_variants').set({ ean: wrongDigit }).where('id', '=', badDigit.id).execute();
  // More than one image: the feeds carry the others as additional_image_link, made absolute.
  const images = JSON.stringify(['/images/a.webp', '/images/b.webp', 'https://cdn.example.org/c.webp']);
  await db.updateTable('products').set({ images }).where('sku', '=', noGtin.sku).execute();
  await db
    .updateTable('product_variants')
    .set({ net_quantity_value: 3, net_quantity_unit: 'piece' })
    .where('id', '=', piece.id)
    .execute();

  const { entries } = await checkFeeds();
  for (const v of [noGtin, badDigit]) {
    const e = entries.get(`${v.sku}-${v.size}`);
    assert.equal(e?.gtin, '');
    assert.equal(e?.mpn, `${v.sku}-${v.size}`);
    assert.equal(e?.identifier_exists, 'no');
  }
  const p = entries.get(`${piece.sku}-${piece.size}`);
  assert.equal(p?.unit_pricing_measure, '');
  assert.equal(p?.unit_pricing_base_measure, '');
  assert.ok(p?.gtin);
  const extra = entries.get(`${noGtin.sku}-${noGtin.size}`)?.additional_image_link;
  assert.equal(extra, 'http://shop.test/images/b.webp,https://cdn.example.org/c.webp');
  // Now every column appears as an RSS element somewhere, or the two lists have drifted apart.
  for (const column of CSV_COLUMNS) {
    assert.ok(
      [...entries.values()].some((e) => e[column] !== ''),
      `some item has ${column}`,
    );
  }
});
