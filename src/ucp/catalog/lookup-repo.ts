/**
 * Which napf products lookup identifiers name: napf product ids (`prd_…`, the UCP product id),
 * variant ids (`var_…`, the UCP variant id), slugs (the product's `handle`) and EANs (a variant's
 * barcode). One query per kind, active products only; the products themselves are read by the
 * catalog as everywhere else.
 */
import type { Kysely } from 'kysely';
import { inChunks } from '../../catalog/repo.ts';
import type { Database } from '../../db/schema.ts';

export interface Resolved {
  /** The identifier as requested. */
  input: string;
  productId: string;
  /** Set when the identifier names one variant (variant id, EAN); null: the product. */
  variantId: string | null;
}

export class CatalogLookupRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async resolve(ids: readonly string[]): Promise<Resolved[]> {
    const products = ids.filter((id) => id.startsWith('prd_'));
    const variants = ids.filter((id) => id.startsWith('var_'));
    const eans = ids.filter((id) => /^\d{8,14}$/.test(id));
    const slugs = ids.filter((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id));
    const active = () => this.#db.selectFrom('products').where('products.is_active', '=', true);
    const [byId, bySlug, byVariant, byEan] = await Promise.all([
      inChunks(products, (chunk) => active().select('products.id').where('products.id', 'in', chunk).execute()),
      inChunks(slugs, (chunk) =>
        active().select(['products.id', 'products.slug']).where('products.slug', 'in', chunk).execute(),
      ),
      inChunks(variants, (chunk) =>
        active()
          .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
          .select(['products.id', 'product_variants.id as variant_id'])
          .where('product_variants.id', 'in', chunk)
          .execute(),
      ),
      inChunks(eans, (chunk) =>
        active()
          .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
          .select(['products.id', 'product_variants.id as variant_id', 'product_variants.ean'])
          .where('product_variants.ean', 'in', chunk)
          .orderBy('products.id')
          .orderBy('product_variants.id')
          .execute(),
      ),
    ]);
    return [
      ...byId.map((r) => ({ input: r.id, productId: r.id, variantId: null })),
      ...bySlug.map((r) => ({ input: r.slug, productId: r.id, variantId: null })),
      ...byVariant.map((r) => ({ input: r.variant_id, productId: r.id, variantId: r.variant_id })),
      ...byEan.map((r) => ({ input: r.ean, productId: r.id, variantId: r.variant_id })),
    ];
  }
}
