import { Type } from 'typebox';
import { conditional, sendJsonBytes } from '../catalog/cache.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { type ShopInfo, ShopInfoSchema } from './info.ts';

/**
 * The shop's terms, public like the category tree (no scope: the guard still rate-limits and logs
 * it as an /api/ request). Caching headers come from the security-header hook like every API
 * answer's (private when credentials were sent).
 */
export function shopRoutes(app: App, info: ShopInfo): void {
  let body: Buffer | undefined;
  app.get(
    '/api/v1/shop',
    {
      schema: {
        operationId: 'getShopInfo',
        tags: ['Catalog'],
        summary: 'The shop information: operator, contact, VAT, shipping costs and the right of withdrawal',
        description:
          'Public, no API key. Prices are consumer prices in EUR including VAT; `vat_rates` names the rate per category, `shipping` the delivery cost and free-shipping threshold per country (the rules the marketplace feeds use too), `returns` the 14-day right of withdrawal from delivery. The `get_categories` tool carries the same object as `shop`.',
        security: [],
        response: {
          200: {
            ...jsonResponse('The shop information', Type.Object({ data: ShopInfoSchema })),
            headers: conditional.headers,
          },
          ...conditional.notModified,
          ...problemResponses(401),
        },
      },
    },
    // The terms do not change while the process runs: serialized (and hashed) once.
    async (request, reply) => {
      body ??= Buffer.from(JSON.stringify({ data: info }));
      return sendJsonBytes(request, reply, body);
    },
  );
}
