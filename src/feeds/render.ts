/**
 * Marketplace feed rendering: one item per variant of an active product, as a Google Merchant Center
 * RSS 2.0 feed (g: namespace) or as CSV with the same columns (RFC 4180 through src/util/csv.ts:
 * UTF-8, a header row, CRLF line ends; a text cell that a spreadsheet would run as a formula starts
 * with a single quote).
 *
 * Decisions (documented for operators):
 * - id: `<sku>-<size>` (stable across databases and re-imports, unique per variant); item_group_id:
 *   the product id, shared by a product's variants.
 * - availability: IN_STOCK, LOW_STOCK and DROPSHIP (shipped by the supplier, still orderable) →
 *   in_stock; OUT_OF_STOCK → out_of_stock.
 * - price: with a compare_price (the crossed-out original), price is the compare price and
 *   sale_price the current one; otherwise price is the current price. Format "12.99 EUR".
 * - title: brand, name and size; description: the German description (at most 5000 characters).
 * - unit_pricing_measure / unit_pricing_base_measure: the stored net quantity ("2400g") and "1kg" or
 *   "1l", from which the marketplace shows the unit price; empty for goods sold by the piece.
 */
import type { Species, StockStatus } from '../catalog/enums.ts';
import { formatEur } from '../core/money.ts';
import { csvRecord } from '../util/csv.ts';

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
  gtin: string;
  brand: string;
  item_group_id: string;
  condition: 'new';
  product_type: string;
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

export function toFeedItem(source: FeedSource, productUrl: (slug: string) => string): FeedItem {
  const { product: p, variant: v } = source;
  const onSale = v.compare_price_cents !== null && v.compare_price_cents > v.price_cents;
  const measured = v.net_quantity_value !== null && (v.net_quantity_unit === 'g' || v.net_quantity_unit === 'ml');
  return {
    id: `${p.sku}-${v.size}`.slice(0, 50),
    title: clip(`${p.brand} ${p.name} ${v.size}`, 150),
    description: clip(p.description, 5000),
    link: productUrl(p.slug),
    image_link: p.images[0] ?? null,
    additional_image_links: p.images.slice(1, 11),
    availability: v.stock_status === 'OUT_OF_STOCK' ? 'out_of_stock' : 'in_stock',
    price: formatEur(onSale ? (v.compare_price_cents as number) : v.price_cents),
    sale_price: onSale ? formatEur(v.price_cents) : null,
    unit_pricing_measure: measured ? `${v.net_quantity_value}${v.net_quantity_unit}` : null,
    unit_pricing_base_measure: measured ? (v.net_quantity_unit === 'g' ? '1kg' : '1l') : null,
    gtin: v.ean,
    brand: p.brand,
    item_group_id: p.id,
    condition: 'new',
    product_type: `${SPECIES_NAMES[p.species]} > ${CATEGORY_NAMES[p.category] ?? p.category}`,
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

export function rssItem(item: FeedItem): string {
  const el = (name: string, value: string | null) => (value === null ? '' : `<${name}>${xmlEscape(value)}</${name}>\n`);
  return (
    '<item>\n' +
    el('g:id', item.id) +
    el('title', item.title) +
    el('description', item.description) +
    el('link', item.link) +
    el('g:image_link', item.image_link) +
    item.additional_image_links.map((url) => el('g:additional_image_link', url)).join('') +
    el('g:availability', item.availability) +
    el('g:price', item.price) +
    el('g:sale_price', item.sale_price) +
    el('g:unit_pricing_measure', item.unit_pricing_measure) +
    el('g:unit_pricing_base_measure', item.unit_pricing_base_measure) +
    el('g:gtin', item.gtin) +
    el('g:brand', item.brand) +
    el('g:item_group_id', item.item_group_id) +
    el('g:condition', item.condition) +
    el('g:product_type', item.product_type) +
    '</item>\n'
  );
}

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
] as const;

export const CSV_HEADER = csvRecord(CSV_COLUMNS);

export function csvRow(item: FeedItem): string {
  const values: Record<(typeof CSV_COLUMNS)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    link: item.link,
    image_link: item.image_link ?? '',
    additional_image_link: item.additional_image_links.join(','),
    availability: item.availability,
    price: item.price,
    sale_price: item.sale_price ?? '',
    unit_pricing_measure: item.unit_pricing_measure ?? '',
    unit_pricing_base_measure: item.unit_pricing_base_measure ?? '',
    gtin: item.gtin,
    brand: item.brand,
    item_group_id: item.item_group_id,
    condition: item.condition,
    product_type: item.product_type,
  };
  return csvRecord(CSV_COLUMNS.map((c) => values[c]));
}
