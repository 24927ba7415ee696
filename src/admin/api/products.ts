/**
 * The dashboard's product tab (docs/contract.md#dashboard): the overview with search, filters and paging, draft
 * creation, the editor (details, VAT rate, feed label, net quantities), and inline price, stock and
 * activity changes. Changes go through CatalogWriteService,
 * exactly as the write tools do: one transaction with the change, its events (price.changed,
 * stock.changed, product.updated, product.created on the first activation) and its audit record.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DetailsChangeSchema } from '../../catalog/details-change.ts';
import { DraftSchema } from '../../catalog/draft.ts';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from '../../catalog/enums.ts';
import { missingParticulars } from '../../catalog/labelling.ts';
import type { CatalogRepo } from '../../catalog/repo.ts';
import { type ChangeResult, ChangeResultSchema, enumOf, type Product, ProductSchema } from '../../catalog/schema.ts';
import type { CatalogService } from '../../catalog/service.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../catalog/stock.ts';
import { StockChangeFields } from '../../catalog/stock-change.ts';
import type { CatalogWriteService } from '../../catalog/write-service.ts';
import type { ChangeContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { jsonResponse, ProblemSchema, problemResponses } from '../../http/schemas.ts';
import type { App } from '../../http/types.ts';
import type { AllowList } from '../../net/ssrf.ts';
import { checkUrl } from '../../webhooks/subscriptions.ts';
import { adminRoute, auditContext } from './common.ts';
import { AdminProductDetailSchema, AdminProductSchema } from './product-schema.ts';
import type { AdminProductRepo } from './products-repo.ts';

const Price = (description: string) =>
  Type.Number({
    exclusiveMinimum: 0,
    exclusiveMaximum: 10000,
    description: `${description} (EUR, at most 2 decimals)`,
  });

const VariantParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  size: Type.String({ minLength: 1, maxLength: 50 }),
});
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

const changeResponse = {
  200: jsonResponse('What changed (changed_fields empty when nothing did)', Type.Object({ data: ChangeResultSchema })),
  ...problemResponses(400, 401, 403, 404),
};

/** A catalog change as this API answers it; the write service already names the body's fields. */
async function viaWriteService(run: () => Promise<ChangeResult>): Promise<{ data: ChangeResult }> {
  return { data: await run() };
}

export function adminProductRoutes(
  admin: App,
  deps: {
    catalog: CatalogService;
    catalogRepo: CatalogRepo;
    productRepo: AdminProductRepo;
    writes: CatalogWriteService;
    /** Hosts an image URL may use although not public (WEBHOOK_ALLOW_HOSTS). */
    allowList: AllowList;
  },
): void {
  const { catalog, catalogRepo, productRepo: repo, writes, allowList } = deps;
  const meta = (request: FastifyRequest): ChangeContext => {
    const { actor, requestId } = auditContext(request);
    return { actor, tool: null, requestId, dryRun: false };
  };

  admin.get(
    '/api/products',
    adminRoute({
      operationId: 'adminListProducts',
      summary: 'The catalog with drafts: search, filters and paging, ordered by name',
      description: `q matches name (umlaut- and case-folded), name_en, brand, slug or sku as a substring. species=DOG also lists BOTH products (as in the API); stock_status lists products with at least one variant in that status.`,
      querystring: Type.Object({
        q: Type.Optional(Type.String({ maxLength: 200 })),
        species: Type.Optional(enumOf(SPECIES)),
        category: Type.Optional(enumOf(CATEGORIES)),
        line: Type.Optional(enumOf(LINES)),
        stock_status: Type.Optional(enumOf(STOCK_STATUSES)),
        status: Type.Optional(enumOf(['active', 'draft', 'all'], 'Default all')),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
      }),
      response: {
        200: jsonResponse(
          'A page of products',
          Type.Object({
            data: Type.Array(AdminProductSchema),
            meta: Type.Object({
              total: Type.Integer(),
              page: Type.Integer(),
              limit: Type.Integer(),
              pages: Type.Integer(),
            }),
          }),
        ),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const limit = q.limit ?? 50;
      const { total, data } = await repo.list({
        q: q.q,
        species: q.species,
        category: q.category,
        line: q.line,
        stock_status: q.stock_status,
        status: q.status ?? 'all',
        page,
        limit,
      });
      return {
        data: data.map((p) => ({ ...p, images: catalog.absolute({ images: p.images } as Product).images })),
        meta: { total, page, limit, pages: Math.ceil(total / limit) },
      };
    },
  );

  admin.post(
    '/api/products',
    adminRoute({
      operationId: 'adminCreateDraftProduct',
      summary: 'Create a draft product (inactive, invisible to the API until activated)',
      description: `Everything a product has, under the same field names (product_variants, analytical_constituents, feeding_guide, images, is_bestseller, tags). Activating it (POST /admin/api/products/{slug}/activate) fires product.created. Without images the image is the generated /images/products/{slug}.svg.`,
      body: DraftSchema,
      response: {
        201: jsonResponse('The draft', Type.Object({ data: ProductSchema })),
        ...problemResponses(400, 401, 403),
        409: {
          description: 'The slug, sku or an EAN is taken (code already_exists)',
          content: { 'application/problem+json': { schema: ProblemSchema } },
        },
      },
    }),
    async (request, reply) => {
      const body = request.body;
      // Image URLs pass the same guard as the image tool's: public https hosts only.
      for (const [i, url] of (body.images ?? []).entries()) await checkUrl(url, allowList, `images[${i}]`);
      await writes.createDraft(body, auditContext(request));
      const product = await catalogRepo.findBySlug(body.slug, { includeInactive: true });
      if (!product) throw notFound(`Product ${body.slug}`);
      return reply.code(201).send({ data: catalog.absolute(product) });
    },
  );

  admin.get(
    '/api/products/:slug',
    adminRoute({
      operationId: 'adminGetProduct',
      summary: 'One product for the editor, drafts included, with what its label still lacks',
      params: SlugParams,
      response: {
        200: jsonResponse('The product', Type.Object({ data: AdminProductDetailSchema })),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request) => {
      const product = await catalogRepo.findBySlug(request.params.slug, { includeInactive: true });
      if (!product) throw notFound(`Product ${request.params.slug}`);
      const thresholds = await repo.lowStockThresholds(product.id);
      const absolute = catalog.absolute(product);
      const variants = absolute.product_variants.map((v) => ({
        ...v,
        low_stock_threshold: thresholds.get(v.id) ?? DEFAULT_LOW_STOCK_THRESHOLD,
      }));
      return { data: { ...absolute, product_variants: variants, label_missing: missingParticulars(product) } };
    },
  );

  admin.patch(
    '/api/products/:slug',
    adminRoute({
      operationId: 'adminUpdateProductDetails',
      summary: 'Change product details, VAT rate, feed label and net quantities (fires product.updated)',
      description:
        'Only the fields given change, as with the update_product_details tool. An active product keeps a complete label: activating it or changing its label while a mandatory particular is missing is refused with 422 label_incomplete naming each.',
      params: SlugParams,
      body: DetailsChangeSchema,
      response: { ...changeResponse, ...problemResponses(422) },
    }),
    async (request) => viaWriteService(() => writes.updateDetails(request.params.slug, request.body, meta(request))),
  );

  admin.post(
    '/api/products/:slug/variants/:size/price',
    adminRoute({
      operationId: 'adminSetVariantPrice',
      summary: 'Change a variant price (fires price.changed and product.updated)',
      description: `compare_price: the crossed-out price, above price and at most the lowest price of the 30 days before the reduction (422 compare_price_too_high names the maximum); null removes it; left out it stays.`,
      params: VariantParams,
      body: Type.Object(
        {
          price: Price('New price'),
          compare_price: Type.Optional(Type.Union([Price('Crossed-out original price'), Type.Null()])),
        },
        { additionalProperties: false },
      ),
      response: { ...changeResponse, ...problemResponses(422) },
    }),
    async (request) =>
      viaWriteService(() =>
        writes.updatePrice(
          request.params.slug,
          { size: request.params.size, price: request.body.price, compare_price: request.body.compare_price },
          meta(request),
        ),
      ),
  );

  admin.post(
    '/api/products/:slug/variants/:size/stock',
    adminRoute({
      operationId: 'adminSetVariantStock',
      summary: 'Change a variant stock count, threshold or status (fires stock.changed and product.updated)',
      description:
        'Give at least one field. A counted variant (stock_quantity not null) has the status its count gives; a stock_status contradicting it is refused with 400, as is DROPSHIP with a count. stock_quantity null stops counting and the status is then set by hand. stock.changed fires only when the status changes.',
      params: VariantParams,
      body: Type.Object(StockChangeFields, { additionalProperties: false, minProperties: 1 }),
      response: changeResponse,
    }),
    async (request) =>
      viaWriteService(() =>
        writes.updateStock(request.params.slug, { ...request.body, size: request.params.size }, meta(request)),
      ),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    admin.post(
      `/api/products/:slug/${action}`,
      adminRoute({
        operationId: active ? 'adminActivateProduct' : 'adminDeactivateProduct',
        summary: active
          ? 'Activate a product (the first activation fires product.created)'
          : 'Deactivate a product (it disappears from the API; fires product.updated)',
        ...(active
          ? { description: 'Refused with 422 label_incomplete while a mandatory labelling particular is missing.' }
          : {}),
        params: SlugParams,
        response: active ? { ...changeResponse, ...problemResponses(422) } : changeResponse,
      }),
      async (request) =>
        viaWriteService(() => writes.updateDetails(request.params.slug, { is_active: active }, meta(request))),
    );
  }
}
