/**
 * The dashboard's product tab (CONTRACT §9): the overview with search, filters and paging, draft
 * creation, and inline price, stock and activity changes. Changes go through CatalogWriteService,
 * exactly as the write tools do: one transaction with the change, its events (price.changed,
 * stock.changed, product.updated, product.created on the first activation) and its audit record.
 */
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isValidEan13 } from '../../catalog/ean.ts';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from '../../catalog/enums.ts';
import type { CatalogRepo, Product } from '../../catalog/repo.ts';
import { enumOf, ProductSchema, StockStatusSchema } from '../../catalog/schema.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { CatalogWriteService, ChangeMeta, ChangeResult } from '../../catalog/write-service.ts';
import { ApiError, type FieldError, notFound } from '../../http/errors.ts';
import { jsonResponse, ProblemSchema, problemResponses } from '../../http/schemas.ts';
import type { App } from '../../http/types.ts';
import { ChangeResultSchema } from '../../tools/write/common.ts';
import type { Clock } from '../../util/time.ts';
import { ADMIN, AUTH_NOTE, auditContext, SECURITY } from './common.ts';
import { AdminProductRepo } from './products-repo.ts';

const Price = (description: string) =>
  Type.Number({
    exclusiveMinimum: 0,
    exclusiveMaximum: 10000,
    description: `${description} (EUR, at most 2 decimals)`,
  });

const AdminVariantSchema = Type.Object({
  size: Type.String(),
  price: Type.Number({ description: 'EUR' }),
  compare_price: Type.Union([Type.Number(), Type.Null()]),
  stock_status: StockStatusSchema,
  ean: Type.String(),
});

const AdminProductSchema = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  brand: Type.String(),
  species: enumOf(SPECIES),
  category: enumOf(CATEGORIES),
  line: enumOf(LINES),
  is_active: Type.Boolean({ description: 'false: a draft, invisible to the API' }),
  is_bestseller: Type.Boolean(),
  images: Type.Array(Type.String({ format: 'uri' })),
  product_variants: Type.Array(AdminVariantSchema),
});

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

const DraftSchema = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    sku: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
    name: Text(200),
    name_en: Text(200),
    brand: Text(100),
    species: enumOf(SPECIES),
    category: enumOf(CATEGORIES),
    line: enumOf(LINES),
    description: Text(5000),
    description_en: Text(5000),
    ingredients: Text(5000),
    variants: Type.Array(
      Type.Object(
        {
          size: Type.String({ minLength: 1, maxLength: 50, pattern: '^\\S(.*\\S)?$' }),
          price: Price('Price'),
          compare_price: Type.Optional(Type.Union([Price('Crossed-out original price, above price'), Type.Null()])),
          stock_status: StockStatusSchema,
          ean: Type.String({ pattern: '^\\d{13}$', description: 'EAN-13 with a valid check digit' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 10 },
    ),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-zA-Z0-9-]+$' }), { maxItems: 30 }),
    ),
  },
  { additionalProperties: false },
);

const VariantParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  size: Type.String({ minLength: 1, maxLength: 50 }),
});
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

const changeResponse = {
  200: jsonResponse('What changed (changed_fields empty when nothing did)', Type.Object({ data: ChangeResultSchema })),
  ...problemResponses(400, 401, 403, 404),
};

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function draftProblems(body: {
  variants: { size: string; price: number; compare_price?: number | null; ean: string }[];
}) {
  const errors: FieldError[] = [];
  const sizes = new Set<string>();
  const eans = new Set<string>();
  body.variants.forEach((v, i) => {
    if (sizes.has(v.size)) errors.push({ path: `variants[${i}].size`, message: 'is listed twice' });
    sizes.add(v.size);
    if (!isValidEan13(v.ean))
      errors.push({ path: `variants[${i}].ean`, message: 'is not a valid EAN-13 (check digit)' });
    else if (eans.has(v.ean)) errors.push({ path: `variants[${i}].ean`, message: 'is listed twice' });
    eans.add(v.ean);
    if (!hasTwoDecimals(v.price))
      errors.push({ path: `variants[${i}].price`, message: 'must have at most 2 decimals' });
    if (typeof v.compare_price === 'number') {
      if (!hasTwoDecimals(v.compare_price))
        errors.push({ path: `variants[${i}].compare_price`, message: 'must have at most 2 decimals' });
      else if (v.compare_price <= v.price)
        errors.push({ path: `variants[${i}].compare_price`, message: 'must be greater than price' });
    }
  });
  return errors;
}

/** The write service names tool parameters (`parameters.price`); here they are body fields. */
async function viaWriteService(run: () => Promise<ChangeResult>): Promise<{ data: ChangeResult }> {
  try {
    return { data: await run() };
  } catch (err) {
    if (err instanceof ApiError && err.errors?.some((e) => e.path.startsWith('parameters'))) {
      const errors = err.errors.map((e) => ({ ...e, path: e.path.replace(/^parameters\.?/, '') || 'body' }));
      throw new ApiError(err.status, err.code, errors.map((e) => `${e.path}: ${e.message}`).join('; '), { errors });
    }
    throw err;
  }
}

export function adminProductRoutes(
  app: App,
  deps: { catalog: CatalogService; catalogRepo: CatalogRepo; writes: CatalogWriteService; clock: Clock },
): void {
  const repo = new AdminProductRepo(app.services.store.db);
  const { catalog, catalogRepo, writes, clock } = deps;
  const meta = (request: FastifyRequest): ChangeMeta => {
    const { actor, requestId } = auditContext(request);
    return { actor, tool: null, requestId, dryRun: false };
  };

  app.get(
    '/admin/api/products',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminListProducts',
        tags: ['Admin'],
        summary: 'The catalog with drafts: search, filters and paging, ordered by name',
        description: `q matches name (umlaut- and case-folded), name_en, brand, slug or sku as a substring. species=DOG also lists BOTH products (as in the API); stock_status lists products with at least one variant in that status. ${AUTH_NOTE}`,
        security: SECURITY,
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
      },
    },
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

  app.post(
    '/admin/api/products',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminCreateDraftProduct',
        tags: ['Admin'],
        summary: 'Create a draft product (inactive, invisible to the API until activated)',
        description: `Activating it (POST /admin/api/products/{slug}/activate) fires product.created. The image defaults to the generated /images/products/{slug}.svg. ${AUTH_NOTE}`,
        security: SECURITY,
        body: DraftSchema,
        response: {
          201: jsonResponse('The draft', Type.Object({ data: ProductSchema })),
          ...problemResponses(400, 401, 403),
          409: {
            description: 'The slug, sku or an EAN is taken (code already_exists)',
            content: { 'application/problem+json': { schema: ProblemSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const errors = draftProblems(body);
      if (errors.length) {
        throw new ApiError(400, 'invalid_parameters', errors.map((e) => `${e.path}: ${e.message}`).join('; '), {
          errors,
        });
      }
      const { actor, requestId } = auditContext(request);
      await repo.createDraft(body, actor, requestId, clock.now().toISOString());
      const product = await catalogRepo.findBySlug(body.slug, { includeInactive: true });
      if (!product) throw notFound(`Product ${body.slug}`);
      return reply.code(201).send({ data: catalog.absolute(product) });
    },
  );

  app.post(
    '/admin/api/products/:slug/variants/:size/price',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminSetVariantPrice',
        tags: ['Admin'],
        summary: 'Change a variant price (fires price.changed and product.updated)',
        description: `compare_price: the crossed-out price, above price; null removes it; left out it stays. ${AUTH_NOTE}`,
        security: SECURITY,
        params: VariantParams,
        body: Type.Object(
          {
            price: Price('New price'),
            compare_price: Type.Optional(Type.Union([Price('Crossed-out original price'), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: changeResponse,
      },
    },
    async (request) =>
      viaWriteService(() =>
        writes.updatePrice(
          request.params.slug,
          { size: request.params.size, price: request.body.price, compare_price: request.body.compare_price },
          meta(request),
        ),
      ),
  );

  app.post(
    '/admin/api/products/:slug/variants/:size/stock',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminSetVariantStock',
        tags: ['Admin'],
        summary: 'Change a variant stock status (fires stock.changed and product.updated)',
        description: AUTH_NOTE,
        security: SECURITY,
        params: VariantParams,
        body: Type.Object({ stock_status: StockStatusSchema }, { additionalProperties: false }),
        response: changeResponse,
      },
    },
    async (request) =>
      viaWriteService(() =>
        writes.updateStock(
          request.params.slug,
          { size: request.params.size, stock_status: request.body.stock_status },
          meta(request),
        ),
      ),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/admin/api/products/:slug/${action}`,
      {
        config: ADMIN,
        schema: {
          operationId: active ? 'adminActivateProduct' : 'adminDeactivateProduct',
          tags: ['Admin'],
          summary: active
            ? 'Activate a product (the first activation fires product.created)'
            : 'Deactivate a product (it disappears from the API; fires product.updated)',
          description: AUTH_NOTE,
          security: SECURITY,
          params: SlugParams,
          response: changeResponse,
        },
      },
      async (request) =>
        viaWriteService(() => writes.updateDetails(request.params.slug, { is_active: active }, meta(request))),
    );
  }
}
