/**
 * napf products as UCP products (docs/ucp-catalog.md#mapping). Only facts napf stores: euros become
 * integer cents, the Grundpreis becomes `unit_price` with measure and reference in the same unit,
 * the feed label goes to `metadata` (the product schema has no place for it and leaves metadata open).
 */

import { isValidEan13 } from '../../catalog/ean.ts';
import type { Species } from '../../catalog/enums.ts';
import type { Product, Variant } from '../../catalog/schema.ts';
import { toCents } from '../../core/money.ts';
import { googleProductCategory } from '../../feeds/google-category.ts';
import { ucpProductId, ucpVariantId } from '../ids.ts';

export interface MapContext {
  language: 'de' | 'en';
  /** Where a product's page is: `{slug}` stands for the slug. */
  productUrlTemplate: string;
  /** The seller every variant names (the shop). */
  sellerName: string;
}

export type UcpObject = Record<string, unknown>;

/** The name of napf's one option axis, in the response language; requests may use either. */
export const SIZE_OPTION = { de: 'Größe', en: 'Size' } as const;

export function isSizeOption(name: string): boolean {
  const folded = name.trim().toLowerCase();
  return folded === 'size' || folded === 'größe' || folded === 'groesse';
}

const price = (cents: number) => ({ amount: cents, currency: 'EUR' });

/** Whether the variant can be ordered now: everything but OUT_OF_STOCK (DROPSHIP ships from the supplier). */
export const canOrder = (v: Variant): boolean => v.stock_status !== 'OUT_OF_STOCK';

export const priceCents = (v: Variant): number => toCents(v.price);

function availability(v: Variant) {
  return canOrder(v) ? { available: true, status: 'in_stock' } : { available: false, status: 'out_of_stock' };
}

/**
 * The Grundpreis as the protocol's unit price: the pack's net quantity in kilograms (or litres)
 * to three decimals (scale 3, so whole grams stay integers) against a reference of 1 kg (1 l).
 * The amount is napf's own, computed from the same price and quantity: price ÷ (g / 1000) × 1,
 * rounded once to the cent, a half cent up.
 */
function unitPrice(v: Variant) {
  if (v.unit_price === null || v.net_quantity === null || v.net_quantity.unit === 'piece') return undefined;
  const [unit, display_text] = v.net_quantity.unit === 'g' ? ['KGM', 'kg'] : ['LTR', 'l'];
  return {
    amount: toCents(v.unit_price.amount),
    currency: 'EUR',
    measure: { value: v.net_quantity.value, unit, scale: 3, display_text },
    reference: { value: 1, unit, display_text },
  };
}

const SPECIES_ROOTS: Record<Species, string[]> = { DOG: ['hund'], CAT: ['katze'], BOTH: ['hund', 'katze'] };

/**
 * The category values of a product: its napf category, the nodes of napf's category tree it is
 * listed under (GET /api/v1/categories: `hund`, `hund-nassfutter`, `linie-pur`), and its Google
 * product category id (the feeds' map). `filters.categories` matches these values.
 */
export function categoryValues(p: Product): { value: string; taxonomy: string }[] {
  const roots = SPECIES_ROOTS[p.species] ?? [];
  const merchant = [p.category, ...roots, ...roots.map((root) => `${root}-${p.category}`), `linie-${p.line}`];
  const google = googleProductCategory(p.species, p.category);
  return [
    ...merchant.map((value) => ({ value, taxonomy: 'merchant' })),
    ...(google === null ? [] : [{ value: String(google), taxonomy: 'google_product_category' }]),
  ];
}

/** The feed label and the other product facts the product schema has no field for. */
function productMetadata(p: Product): UcpObject {
  return {
    brand: p.brand,
    sku: p.sku,
    species: p.species,
    category: p.category,
    line: p.line,
    vat_rate: p.vat_rate,
    prices_include_vat: true,
    bestseller: p.is_bestseller,
    label: {
      feed_type: p.feed_type,
      dietetic_purpose: p.dietetic_purpose,
      composition: p.ingredients,
      analytical_constituents: p.analytical_constituents,
      additives: p.additives,
      operator: p.operator,
      operator_registration: p.operator_registration,
      feeding_guide: p.feeding_guide,
    },
  };
}

export function toUcpVariant(p: Product, v: Variant, ctx: MapContext): UcpObject {
  const title = ctx.language === 'en' ? p.name_en : p.name;
  const unit = unitPrice(v);
  const cents = priceCents(v);
  return {
    id: ucpVariantId(v.id),
    // The shop's part number, as the marketplace feeds give it.
    sku: `${p.sku}-${v.size}`,
    ...(isValidEan13(v.ean) ? { barcodes: [{ type: 'EAN', value: v.ean }] } : {}),
    title: v.size,
    description: { plain: `${title}, ${v.size}` },
    url: productUrl(p, ctx),
    price: price(cents),
    ...(v.compare_price === null ? {} : { list_price: price(toCents(v.compare_price)) }),
    ...(unit ? { unit_price: unit } : {}),
    availability: availability(v),
    options: [{ name: SIZE_OPTION[ctx.language], label: v.size }],
    metadata: {
      stock_status: v.stock_status,
      stock_quantity: v.stock_quantity,
      net_quantity: v.net_quantity,
      lowest_price_30_days: price(toCents(v.lowest_price_30_days)),
    },
    seller: { name: ctx.sellerName },
  };
}

function productUrl(p: Product, ctx: MapContext): string {
  return ctx.productUrlTemplate.replaceAll('{slug}', encodeURIComponent(p.slug));
}

function range(cents: number[]) {
  return { min: price(Math.min(...cents)), max: price(Math.max(...cents)) };
}

/**
 * A product showing the given variants (ordered, at least one). Its price range spans `priced`,
 * the variants within the request's filters (a lookup shows only one of them); `options` lists
 * every size napf has.
 */
export function toUcpProduct(
  p: Product,
  variants: readonly Variant[],
  ctx: MapContext,
  priced: readonly Variant[] = variants,
): UcpObject {
  const title = ctx.language === 'en' ? p.name_en : p.name;
  const description = ctx.language === 'en' ? p.description_en : p.description;
  const listed = priced.filter((v) => v.compare_price !== null);
  return {
    id: ucpProductId(p.id),
    handle: p.slug,
    title,
    description: { plain: description },
    url: productUrl(p, ctx),
    categories: categoryValues(p),
    price_range: range(priced.map(priceCents)),
    // A variant without a crossed-out price is listed at its price.
    ...(listed.length > 0 ? { list_price_range: range(priced.map((v) => toCents(v.compare_price ?? v.price))) } : {}),
    media: p.images.map((url, i) => ({
      type: 'image',
      url,
      alt_text: p.images.length > 1 ? `${title} (${i + 1})` : title,
    })),
    options: [{ name: SIZE_OPTION[ctx.language], values: p.product_variants.map((v) => ({ label: v.size })) }],
    variants: variants.map((v) => toUcpVariant(p, v, ctx)),
    ...(p.rating.count > 0 && p.rating.average !== null
      ? { rating: { value: p.rating.average, scale_min: 1, scale_max: 5, count: p.rating.count } }
      : {}),
    tags: p.tags,
    metadata: productMetadata(p),
  };
}

/** The variant a listing features: the first (napf's size order) that can be ordered, else the first. */
export function featured(variants: readonly Variant[]): Variant | undefined {
  return variants.find(canOrder) ?? variants[0];
}

/** Featured variant first, the others in napf's order. */
export function featuredFirst(variants: readonly Variant[]): Variant[] {
  const first = featured(variants);
  return first ? [first, ...variants.filter((v) => v !== first)] : [];
}
