/** Writes new products into the catalog tables: the demo seed, the generator and dashboard drafts. */
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../core/ids.ts';
import { toCents } from '../core/money.ts';
import type { Database } from '../db/schema.ts';
import { foldText } from '../util/text.ts';
import { labelColumns, NO_LABEL } from './labelling.ts';
import { parseNetQuantity } from './net-quantity.ts';
import type { NewProduct, NewVariant } from './new-product.ts';
import { PriceHistoryRepo, type PriceRecord } from './price-history-repo.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stock.ts';
import { vatRateFor } from './vat.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A new variant's price history: the prices (cents) it had and since when, oldest first. */
export type PriceHistoryOf = (variant: NewVariant, now: string) => Omit<PriceRecord, 'variant_id'>[];

/** The initial price is history too: in force from the variant's creation on. */
const fromNow: PriceHistoryOf = (variant, now) => [{ price_cents: toCents(variant.price), valid_from: now }];

/**
 * Inserts products with their variants, price history, tags and reviews. Multi-row inserts keep big
 * seeds fast.
 */
export async function insertProducts(
  db: Db,
  products: NewProduct[],
  now: string,
  historyOf: PriceHistoryOf = fromNow,
): Promise<void> {
  if (products.length === 0) return;
  const rows = products.map((p) => ({ id: newId('prd'), p }));
  await db
    .insertInto('products')
    .values(
      rows.map(({ id, p }) => ({
        id,
        slug: p.slug,
        sku: p.sku,
        name: p.name,
        name_en: p.name_en,
        sort_key: foldText(p.name),
        brand: p.brand,
        species: p.species,
        category: p.category,
        vat_rate: p.vat_rate ?? vatRateFor(p.category),
        line: p.line,
        description: p.description,
        description_en: p.description_en,
        ingredients: p.ingredients,
        analytical_constituents: JSON.stringify(p.analytical_constituents),
        feeding_guide: p.feeding_guide ? JSON.stringify(p.feeding_guide) : null,
        ...labelColumns(p.label ?? NO_LABEL),
        images: JSON.stringify([`/images/products/${p.slug}.svg`]),
        is_active: p.is_active,
        is_bestseller: p.is_bestseller,
        first_activated_at: p.is_active ? now : null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const variants = rows.flatMap(({ id, p }) =>
    p.variants.map((v, position) => {
      const net = v.net_quantity ?? parseNetQuantity(v.size);
      return {
        id: newId('var'),
        product_id: id,
        size: v.size,
        price_cents: toCents(v.price),
        compare_price_cents: v.compare_price === undefined ? null : toCents(v.compare_price),
        stock_status: v.stock_status,
        ean: v.ean,
        position,
        net_quantity_value: net?.value ?? null,
        net_quantity_unit: net?.unit ?? null,
        stock_quantity: v.stock_quantity ?? null,
        low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      };
    }),
  );
  if (variants.length) await db.insertInto('product_variants').values(variants).execute();
  const sources = rows.flatMap(({ p }) => p.variants);
  await new PriceHistoryRepo(db).record(
    variants.flatMap((v, i) => historyOf(sources[i] as NewVariant, now).map((h) => ({ variant_id: v.id, ...h }))),
  );
  const tags = rows.flatMap(({ id, p }) => [...new Set(p.tags)].map((tag) => ({ product_id: id, tag })));
  if (tags.length) await db.insertInto('product_tags').values(tags).execute();
  const reviews = rows.flatMap(({ id, p }) =>
    p.reviews.map((r) => ({
      id: newId('rev'),
      product_id: id,
      author: r.author,
      rating: r.rating,
      title: r.title,
      body: r.body,
      created_at: new Date(`${r.date}T10:00:00.000Z`).toISOString(),
    })),
  );
  if (reviews.length) await db.insertInto('reviews').values(reviews).execute();
}
