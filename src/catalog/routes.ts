import { Type } from 'typebox';
import { notFound } from '../core/errors.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { conditional, sendJsonBytes } from './cache.ts';
import type { Category } from './enums.ts';
import { productSvg } from './images.ts';
import type { CatalogRepo } from './repo.ts';
import {
  CategoryTreeResponseSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from './schema.ts';
import type { CatalogService } from './service.ts';

export function catalogRoutes(app: App, catalog: CatalogService, repo: CatalogRepo): void {
  app.get(
    '/images/products/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,200}\\.svg$' }) }) } },
    async (request, reply) => {
      const facts = await repo.imageFacts(request.params.file.slice(0, -'.svg'.length));
      if (!facts) throw notFound('Image');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(productSvg({ ...facts, category: facts.category as Category }));
    },
  );

  app.get(
    '/api/v1/products',
    {
      config: { scope: 'products:read', fastPath: true },
      schema: {
        operationId: 'listProducts',
        tags: ['Catalog'],
        summary: 'List active products with filters and pagination',
        description:
          'Filters are ANDed. Default order: bestsellers first, then name. A page past the end is 200 with empty data.',
        security: [{ ApiKey: [] }],
        querystring: ProductListQuerySchema,
        response: {
          200: { ...jsonResponse('A page of products', ProductListResponseSchema), headers: conditional.headers },
          ...conditional.notModified,
          ...problemResponses(400, 401, 403),
        },
      },
    },
    // Bodies come serialized from the catalog cache (their ETag with them); the schema above
    // documents them and a test validates real responses against it.
    (request, reply) => sendJsonBytes(request, reply, catalog.listProductsBody(request.query)),
  );

  app.get(
    '/api/v1/products/:slug',
    {
      config: { scope: 'products:read', fastPath: true },
      schema: {
        operationId: 'getProduct',
        tags: ['Catalog'],
        summary: 'One active product with variants, feeding guide, reviews and rating',
        description: 'An inactive or unknown slug answers 404 not_found (drafts are not shown). Needs products:read.',
        security: [{ ApiKey: [] }],
        params: Type.Object({ slug: Type.String({ maxLength: 200 }) }),
        response: {
          200: {
            ...jsonResponse('The product', Type.Object({ data: ProductDetailSchema })),
            headers: conditional.headers,
          },
          ...conditional.notModified,
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    (request, reply) => sendJsonBytes(request, reply, catalog.productBody(request.params.slug)),
  );

  app.get(
    '/api/v1/categories',
    {
      config: { fastPath: true },
      schema: {
        operationId: 'getCategories',
        tags: ['Catalog'],
        summary: 'The category tree: dog, cat and product lines, with product counts and list links',
        description: 'Public, no API key: counts active products only; each node links to the filtered product list.',
        security: [],
        response: {
          200: { ...jsonResponse('The category tree', CategoryTreeResponseSchema), headers: conditional.headers },
          ...conditional.notModified,
        },
      },
    },
    // Counted once per catalog change: the body (and its ETag) comes from the catalog cache.
    (request, reply) => sendJsonBytes(request, reply, catalog.categoryTreeBody()),
  );
}
