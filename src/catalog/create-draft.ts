/**
 * Draft creation for CatalogWriteService: one transaction with the inactive product and its audit
 * record. No event: a draft is invisible to the API and to webhook receivers until it is activated.
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../core/context.ts';
import { DomainError, invalidParameters } from '../core/errors.ts';
import { type DialectCapabilities, inTransaction } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { type Draft, draftProblems } from './draft.ts';
import { DraftRepo } from './draft-repo.ts';
import type { NewProduct } from './new-product.ts';

export interface DraftMeta {
  actor: Actor;
  requestId: string | null;
}

function seedOf(draft: Draft): NewProduct {
  return {
    slug: draft.slug,
    sku: draft.sku,
    name: draft.name,
    name_en: draft.name_en,
    brand: draft.brand,
    species: draft.species,
    category: draft.category,
    ...(draft.vat_rate === undefined ? {} : { vat_rate: draft.vat_rate }),
    line: draft.line,
    description: draft.description,
    description_en: draft.description_en,
    ingredients: draft.ingredients,
    analytical_constituents: draft.analytical_constituents ?? {},
    feeding_guide: draft.feeding_guide ?? null,
    label: {
      feed_type: draft.feed_type ?? null,
      dietetic_purpose: draft.dietetic_purpose ?? null,
      additives: draft.additives ?? [],
      operator: draft.operator ?? null,
      operator_registration: draft.operator_registration ?? null,
    },
    tags: [...new Set((draft.tags ?? []).map((t) => t.toLowerCase()))].sort(),
    is_bestseller: draft.is_bestseller ?? false,
    is_active: false,
    variants: draft.product_variants.map((v) => ({
      size: v.size,
      price: v.price,
      ...(v.compare_price === undefined || v.compare_price === null ? {} : { compare_price: v.compare_price }),
      stock_status: v.stock_status,
      ean: v.ean,
      net_quantity: v.net_quantity,
    })),
    reviews: [],
  };
}

/** Inserts an inactive product with its variants and tags, and its audit record, in one transaction. */
export async function createDraft(
  db: Kysely<Database>,
  store: Pick<DialectCapabilities, 'isUniqueViolation'>,
  draft: Draft,
  meta: DraftMeta,
  now: string,
): Promise<void> {
  const problems = draftProblems(draft);
  if (problems.length) throw invalidParameters(problems);
  const seed = seedOf(draft);
  try {
    await inTransaction(db, async (trx) => {
      const repo = new DraftRepo(trx);
      const field = await repo.taken(draft.slug, draft.sku);
      if (field) {
        throw new DomainError('already_exists', `A product with this ${field} already exists`, {
          errors: [{ path: field, message: 'is already taken' }],
        });
      }
      const eans = draft.product_variants.map((v) => v.ean);
      const usedEan = await repo.usedEan(eans);
      if (usedEan) {
        throw new DomainError('already_exists', `EAN ${usedEan} belongs to another product`, {
          errors: [{ path: `product_variants[${eans.indexOf(usedEan)}].ean`, message: 'belongs to another product' }],
        });
      }
      await repo.insert(seed, draft.images, now);
      await recordAudit(
        trx,
        {
          actor: meta.actor,
          tool: null,
          action: 'product.create',
          entityType: 'product',
          entityId: draft.slug,
          before: null,
          after: {
            slug: seed.slug,
            sku: seed.sku,
            name: seed.name,
            brand: seed.brand,
            is_active: false,
            is_bestseller: seed.is_bestseller,
            product_variants: seed.variants,
          },
          requestId: meta.requestId,
        },
        now,
      );
    });
  } catch (err) {
    // Another request took the slug or sku between the check and the insert.
    if (store.isUniqueViolation(err)) {
      throw new DomainError('already_exists', 'A product with this slug or sku already exists');
    }
    throw err;
  }
}
