/**
 * The orders API (docs/orders.md): place, read, cancel (the owner) and move along the status
 * lifecycle (the back office), and the dashboard's list, detail and status change under /admin.
 */
import { Type } from 'typebox';
import { adminRoute, auditContext } from '../admin/api/common.ts';
import { enumOf } from '../catalog/schema.ts';
import { unauthorized } from '../http/auth.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { ORDER_STATUSES } from './lifecycle.ts';
import { IdempotencyHeadersSchema, OrderInputSchema, OrderSchema, StatusChangeSchema } from './schema.ts';
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
          "Every item names an active product and one of its sizes (quantity 1..99, at most 50 items, each slug and size once). `billing_address` is required, `shipping_address` defaults to it: `{name, company?, street, house_number, address_extra?, postal_code, city, country}`, country an ISO 3166-1 alpha-2 code the shop ships to (GET /api/v1/shop; others 422 country_not_served), postal code five digits for DE and four for AT (else 400 naming the field). Prices and VAT rates are the catalog's at this moment; the service computes each line's net and VAT, the shipping by the shop's rules (free from the threshold), the VAT table per rate and the total (docs/orders.md). Counted stock is taken in the same transaction: asking for more units than a variant has is 409 insufficient_stock naming the line and what is available; an uncounted variant that is OUT_OF_STOCK is 422 out_of_stock. Payment happens with the shop, outside this API: the order starts as created with payment pending. The order belongs to the placing token: with orders:read it reads its own orders and may cancel them; other tokens need all_orders:read. Fires order.created (delivered only to subscriptions of tokens with shop-wide order access). Send an Idempotency-Key to make retries safe. Catalog problems answer 422 with the offending item paths: code out_of_stock when only availability is the problem, else invalid_items.",
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
          ...problemResponses(400, 401, 403, 409, 413, 415, 422),
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

  const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

  app.post(
    '/api/v1/orders/:id/cancel',
    {
      config: { scope: 'orders:write' },
      schema: {
        operationId: 'cancelOrder',
        tags: ['Orders'],
        summary: 'Cancel an order this token placed, while it has not shipped',
        description:
          "Allowed while the order is created or paid (else 409 invalid_transition naming the allowed statuses). Counted stock goes back to the variants; a paid order's payment becomes refund_due (the shop refunds). Another token's order is 404 like an unknown id. Fires order.updated.",
        security: [{ ApiKey: [] }],
        params: IdParams,
        response: {
          200: jsonResponse('The cancelled order', Type.Object({ data: OrderSchema })),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const token = request.token;
      if (!token) throw unauthorized('An API key is required');
      const order = await orders.changeStatus(
        request.params.id,
        { status: 'cancelled' },
        { actor: { type: 'token', id: token.id, name: token.name }, requestId: request.id, ownerTokenId: token.id },
      );
      return { data: order };
    },
  );

  app.post(
    '/api/v1/orders/:id/status',
    {
      config: { scope: 'orders:manage' },
      schema: {
        operationId: 'changeOrderStatus',
        tags: ['Orders'],
        summary: 'Move an order along its lifecycle (back office)',
        description:
          'created → paid → shipped → delivered → returned; created or paid → cancelled. `paid` needs `payment_method` and assigns the invoice number (YYYY-NNNNNN, gap-free per year); `shipped` needs `tracking` {carrier, number, url?}; `cancelled` puts counted stock back. A status that does not follow from the current one is 409 invalid_transition naming the allowed ones. Needs orders:manage (or admin:full) and reaches every order. Fires order.updated.',
        security: [{ ApiKey: [] }],
        params: IdParams,
        body: StatusChangeSchema,
        response: {
          200: jsonResponse('The order after the change', Type.Object({ data: OrderSchema })),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const token = request.token;
      if (!token) throw unauthorized('An API key is required');
      const order = await orders.changeStatus(request.params.id, request.body, {
        actor: { type: 'token', id: token.id, name: token.name },
        requestId: request.id,
        ownerTokenId: null,
      });
      return { data: order };
    },
  );
}

/** The dashboard's order list, registered inside the admin plugin (prefix /admin). */
export function orderAdminRoutes(admin: App, orders: OrderService): void {
  admin.get(
    '/api/orders',
    adminRoute({
      operationId: 'listOrders',
      summary: 'Orders, newest first, with filters (the dashboard)',
      querystring: Type.Object({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
        status: Type.Optional(enumOf(ORDER_STATUSES)),
        from: Type.Optional(Type.String({ format: 'date', description: 'Placed on or after this day (UTC)' })),
        to: Type.Optional(Type.String({ format: 'date', description: 'Placed on or before this day (UTC)' })),
        email: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: 'Part of the customer e-mail' })),
      }),
      response: {
        200: jsonResponse('Orders, newest first', Type.Object({ data: Type.Array(OrderSchema) })),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request) => {
      const q = request.query;
      const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
      return {
        data: await orders.list(q.limit ?? 50, {
          ...(q.status ? { status: q.status } : {}),
          ...(q.from ? { from: `${q.from}T00:00:00.000Z` } : {}),
          ...(q.to ? { to: dayAfter(q.to) } : {}),
          ...(q.email ? { email: q.email } : {}),
        }),
      };
    },
  );

  admin.get(
    '/api/orders/:id',
    adminRoute({
      operationId: 'adminGetOrder',
      summary: 'One order with lines, VAT table, addresses and history',
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      response: {
        200: jsonResponse('The order', Type.Object({ data: OrderSchema })),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request) => ({ data: await orders.find(request.params.id) }),
  );

  admin.post(
    '/api/orders/:id/status',
    adminRoute({
      operationId: 'adminChangeOrderStatus',
      summary: 'Move an order along its lifecycle (as POST /api/v1/orders/{id}/status)',
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      body: StatusChangeSchema,
      response: {
        200: jsonResponse('The order after the change', Type.Object({ data: OrderSchema })),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (request) => {
      const { actor, requestId } = auditContext(request);
      return {
        data: await orders.changeStatus(request.params.id, request.body, { actor, requestId, ownerTokenId: null }),
      };
    },
  );
}
