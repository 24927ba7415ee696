/**
 * POST /api/v1/orders and GET /api/v1/orders/{id} (docs/contract.md#orders), and the dashboard's list
 * at GET /admin/api/orders.
 */
import { Type } from '@fastify/type-provider-typebox';
import { adminRoute } from '../admin/api/common.ts';
import { unauthorized } from '../http/auth.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { IdempotencyHeadersSchema, OrderInputSchema, OrderSchema } from './schema.ts';
import type { OrderService } from './service.ts';

export function orderRoutes(app: App, orders: OrderService): void {
  app.post(
    '/api/v1/orders',
    {
      config: { scope: 'orders:write' },
      schema: {
        operationId: 'createOrder',
        tags: ['Orders'],
        summary: 'Place an order',
        description:
          'Every item names an active product and one of its sizes that is not OUT_OF_STOCK (quantity 1..99, at most 50 items, each slug and size once). Prices are the catalog prices at this moment; line totals and the total are computed by the service. The order belongs to the placing token: with orders:read it reads its own orders (GET /api/v1/orders/{id}); other tokens need all_orders:read. Fires order.created (delivered only to subscriptions of tokens with shop-wide order access). Send an Idempotency-Key to make retries safe. Catalog problems answer 422 with the offending item paths: code out_of_stock when only availability is the problem, else invalid_items.',
        security: [{ ApiKey: [] }],
        headers: IdempotencyHeadersSchema,
        body: OrderInputSchema,
        response: {
          201: {
            ...jsonResponse(
              'The order (also for a replay of the same Idempotency-Key, then with Idempotent-Replayed: true)',
              Type.Object({ data: OrderSchema }),
            ),
            // The JSON Schema of each header: @fastify/swagger wraps it into the header object's schema.
            headers: {
              'Idempotent-Replayed': {
                type: 'string',
                enum: ['true'],
                description: 'true when this is the stored response of an earlier request',
              },
            },
          },
          ...problemResponses(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const token = request.token;
      if (!token) throw unauthorized('An API key is required');
      const { order, replayed } = await orders.create(request.body, {
        actor: { type: 'token', id: token.id, name: token.name },
        tokenId: token.id,
        requestId: request.id,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ data: order });
    },
  );

  app.get(
    '/api/v1/orders/:id',
    {
      config: { scope: 'orders:read' },
      schema: {
        operationId: 'getOrder',
        tags: ['Orders'],
        summary: 'One order',
        description:
          'An order belongs to the token that placed it: orders:read reads only the orders this token placed. Reading every order needs shop-wide order access (all_orders:read, or admin:full). An order of another token answers 404 not_found exactly like an unknown id.',
        security: [{ ApiKey: [] }],
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: {
          200: jsonResponse('The order', Type.Object({ data: OrderSchema })),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const token = request.token;
      if (!token) throw unauthorized('An API key is required');
      return { data: await orders.get(request.params.id, { tokenId: token.id, scopes: token.scopes }) };
    },
  );
}

/** The dashboard's order list, registered inside the admin plugin (prefix /admin). */
export function orderAdminRoutes(admin: App, orders: OrderService): void {
  admin.get(
    '/api/orders',
    adminRoute({
      operationId: 'listOrders',
      summary: 'The newest orders (dashboard tracking tab)',
      querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) }),
      response: {
        200: jsonResponse('Orders, newest first', Type.Object({ data: Type.Array(OrderSchema) })),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request) => ({ data: await orders.list(request.query.limit ?? 50) }),
  );
}
