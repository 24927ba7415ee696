/**
 * Marketplace feed rendering: one item per variant of an active product, as a Google Merchant Center
 * RSS 2.0 feed (g: namespace) or as CSV with the same columns (RFC 4180 through src/util/csv.ts:
 * UTF-8, a header row, CRLF line ends; a text cell that a spreadsheet would run as a formula starts
 * with a single quote). CSV_COLUMNS is the one list of attributes: the RSS item has an element per
 * column in the same order (title, description and link are RSS's own, every other one is g:).
 * The target is Merchant Center Germany; docs/prices-and-labels.md states each rule.
 *
 * Decisions (documented for operators):
 * - id: `<sku>-<size>` (stable across databases and re-imports, unique per variant); item_group_id:
 *   the product id, shared by a product's variants.
 * - availability: IN_STOCK, LOW_STOCK and DROPSHIP (shipped by the supplier, still orderable) →
 *   in_stock; OUT_OF_STOCK → out_of_stock.
 * - price: with a compare_price (the crossed-out original), price is the compare price and
 *   sale_price the current one; otherwise price is the current price. Format "12.99 EUR". The
 *   compare price obeys the 30-day rule when it is set, so sale_price does too.
 * - title: brand, name and size; description: the German description (at most 5000 characters).
 * - unit_pricing_measure / unit_pricing_base_measure: the stored net quantity ("2400g") and "1kg" or
 *   "1l", from which the marketplace shows the unit price; empty for goods sold by the piece.
 * - google_product_category: the taxonomy id from the map in google-category.ts.
 * - shipping: one entry per country the shop serves, the price of a basket holding just this item at
 *   its current price (free from the country's threshold); CSV `DE:::4.90 EUR,AT:::9.90 EUR`.
 * - gtin: the variant's EAN-13 when its check digit is valid. Google needs no mpn beside a GTIN, so
 *   none is sent then; without a valid GTIN: no gtin, mpn = the item id (the shop's own part
 *   number) and identifier_exists = no.
 * - size: the size label ("6x400g"), so the net quantity is visible; the title carries it too.
 */
import { isValidEan13 } from '../catalog/ean.ts';
import type { Species, StockStatus } from '../catalog/enums.ts';
import { formatEur } from '../core/money.ts';
import { type ShippingRule, shippingCents } from '../shop/shipping.ts';
import { csvRecord } from '../util/csv.ts';
import { googleProductCategory } from './google-category.ts';

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string | null;
  additional_image_links: string[];
  availability: 'in_stock' | 'out_of_stock';
  price: string;
  sale_price: string | null;
  /** Net quantity of the pack ("2400g", "250ml") and the unit price's reference ("1kg", "1l"), so the
   * marketplace shows the unit price the law asks for; both null for goods sold by the piece. */
  unit_pricing_measure: string | null;
  unit_pricing_base_measure: string | null;
  /** A valid EAN-13, else null (then mpn and identifier_exists say so). */
  gtin: string | null;
  brand: string;
  item_group_id: string;
  condition: 'new';
  product_type: string;
  google_product_category: number | null;
  /** One per served country: ISO 3166-1 alpha-2 and the price ("4.90 EUR"). */
  shipping: { country: string; price: string }[];
  mpn: string | null;
  identifier_exists: 'no' | null;
  size: string;
}

export interface FeedSource {
  product: {
    id: string;
    slug: string;
    sku: string;
    name: string;
    brand: string;
    species: Species;
    category: string;
    description: string;
    /** Absolute URLs. */
    images: string[];
  };
  variant: {
    size: string;
    price_cents: number;
    compare_price_cents: number | null;
    stock_status: StockStatus;
    ean: string;
    net_quantity_value: number | null;
    net_quantity_unit: string | null;
  };
}

const SPECIES_NAMES: Record<Species, string> = { DOG: 'Hund', CAT: 'Katze', BOTH: 'Hund & Katze' };
const CATEGORY_NAMES: Record<string, string> = {
  nassfutter: 'Nassfutter',
  trockenfutter: 'Trockenfutter',
  snacks: 'Snacks',
  nahrungsergaenzung: 'Nahrungsergänzung',
  pflege: 'Pflege',
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface FeedContext {
  productUrl: (slug: string) => string;
  shippingRules: readonly ShippingRule[];
}

export function toFeedItem(source: FeedSource, context: FeedContext): FeedItem {
  const { product: p, variant: v } = source;
  const id = `${p.sku}-${v.size}`.slice(0, 50);
  const gtin = isValidEan13(v.ean) ? v.ean : null;
  const onSale = v.compare_price_cents !== null && v.compare_price_cents > v.price_cents;
  const measured = v.net_quantity_value !== null && (v.net_quantity_unit === 'g' || v.net_quantity_unit === 'ml');
  return {
    id,
    title: clip(`${p.brand} ${p.name} ${v.size}`, 150),
    description: clip(p.description, 5000),
    link: context.productUrl(p.slug),
    image_link: p.images[0] ?? null,
    additional_image_links: p.images.slice(1, 11),
    availability: v.stock_status === 'OUT_OF_STOCK' ? 'out_of_stock' : 'in_stock',
    price: formatEur(onSale ? (v.compare_price_cents as number) : v.price_cents),
    sale_price: onSale ? formatEur(v.price_cents) : null,
    unit_pricing_measure: measured ? `${v.net_quantity_value}${v.net_quantity_unit}` : null,
    unit_pricing_base_measure: measured ? (v.net_quantity_unit === 'g' ? '1kg' : '1l') : null,
    gtin,
    brand: p.brand,
    item_group_id: p.id,
    condition: 'new',
    product_type: `${SPECIES_NAMES[p.species]} > ${CATEGORY_NAMES[p.category] ?? p.category}`,
    google_product_category: googleProductCategory(p.species, p.category),
    // A basket of just this item costs its current price, the sale price when on sale.
    shipping: context.shippingRules.map((rule) => ({
      country: rule.country,
      price: formatEur(shippingCents(rule, v.price_cents)),
    })),
    mpn: gtin === null ? id : null,
    identifier_exists: gtin === null ? 'no' : null,
    size: v.size,
  };
}

// Characters XML 1.0 does not allow at all (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/F).
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlEscape(text: string): string {
  return text.replace(XML_INVALID, '').replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

export function rssHeader(channel: { title: string; link: string; description: string }): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xmlEscape(channel.title)}</title>\n<link>${xmlEscape(channel.link)}</link>\n` +
    `<description>${xmlEscape(channel.description)}</description>\n`
  );
}

export const RSS_FOOTER = '</channel>\n</rss>\n';

export const CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'availability',
  'price',
  'sale_price',
  'unit_pricing_measure',
  'unit_pricing_base_measure',
  'gtin',
  'brand',
  'item_group_id',
  'condition',
  'product_type',
  'google_product_category',
  'shipping',
  'mpn',
  'identifier_exists',
  'size',
] as const;

type Column = (typeof CSV_COLUMNS)[number];
/** Columns with several values: repeated elements in RSS, one comma-separated cell in CSV. */
type ListColumn = 'additional_image_link' | 'shipping';

/** RSS 2.0's own item elements; every other column is the g: element of its name. */
const RSS_OWN = new Set<Column>(['title', 'description', 'link']);

function singles(item: FeedItem): Record<Exclude<Column, ListColumn>, string | number | null> {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    link: item.link,
    image_link: item.image_link,
    availability: item.availability,
    price: item.price,
    sale_price: item.sale_price,
    unit_pricing_measure: item.unit_pricing_measure,
    unit_pricing_base_measure: item.unit_pricing_base_measure,
    gtin: item.gtin,
    brand: item.brand,
    item_group_id: item.item_group_id,
    condition: item.condition,
    product_type: item.product_type,
    google_product_category: item.google_product_category,
    mpn: item.mpn,
    identifier_exists: item.identifier_exists,
    size: item.size,
  };
}

const el = (name: string, value: string | number | null) =>
  value === null ? '' : `<${name}>${xmlEscape(String(value))}</${name}>\n`;

export function rssItem(item: FeedItem): string {
  const values = singles(item);
  let xml = '<item>\n';
  for (const column of CSV_COLUMNS) {
    if (column === 'additional_image_link') {
      xml += item.additional_image_links.map((url) => el('g:additional_image_link', url)).join('');
    } else if (column === 'shipping') {
      xml += item.shipping
        .map((s) => `<g:shipping>\n${el('g:country', s.country)}${el('g:price', s.price)}</g:shipping>\n`)
        .join('');
    } else {
      xml += el(RSS_OWN.has(column) ? column : `g:${column}`, values[column]);
    }
  }
  return `${xml}</item>\n`;
}

export const CSV_HEADER = csvRecord(CSV_COLUMNS);

export function csvRow(item: FeedItem): string {
  const values = singles(item);
  return csvRecord(
    CSV_COLUMNS.map((column) => {
      if (column === 'additional_image_link') return item.additional_image_links.join(',');
      // Google's CSV syntax country:region:service:price, groups separated by commas.
      if (column === 'shipping') return item.shipping.map((s) => `${s.country}:::${s.price}`).join(',');
      return values[column];
    }),
  );
}
