/** Wire schemas of the orders API (docs/contract.md#orders). */
import { type Static, Type } from '@fastify/type-provider-typebox';

export const MAX_ORDER_ITEMS = 50;
export const MAX_QUANTITY = 99;

export const OrderItemInputSchema = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 200, description: 'An active product' }),
    size: Type.String({ minLength: 1, maxLength: 50, description: 'One of its sizes, not OUT_OF_STOCK' }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
  },
  { additionalProperties: false },
);

export const CustomerSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const OrderInputSchema = Type.Object(
  {
    items: Type.Array(OrderItemInputSchema, {
      minItems: 1,
      maxItems: MAX_ORDER_ITEMS,
      description: 'Each slug and size at most once',
    }),
    customer: CustomerSchema,
    channel: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 50,
        pattern: '^[A-Za-z0-9._-]+$',
        description: 'Where the order was placed, e.g. web, phone or a marketplace name; default api',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OrderInput = Static<typeof OrderInputSchema>;

export const OrderItemSchema = Type.Object({
  slug: Type.String(),
  size: Type.String(),
  quantity: Type.Integer(),
  unit_price: Type.Number({ description: 'EUR, the catalog price when the order was placed' }),
  line_total: Type.Number({ description: 'EUR, unit_price × quantity' }),
});

export const OrderSchema = Type.Object({
  id: Type.String({ description: 'ord_...' }),
  status: Type.Literal('created'),
  items: Type.Array(OrderItemSchema),
  total: Type.Number({ description: 'EUR, the sum of the line totals, computed by the service' }),
  currency: Type.Literal('EUR'),
  customer: Type.Object({ email: Type.String(), name: Type.String() }),
  channel: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Order = Static<typeof OrderSchema>;

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'Any unique string (e.g. a UUID) per order: a repeat with the same key and body within 24 h returns the first response with Idempotent-Replayed: true; the same key with another body is refused (422 idempotency_key_reused).',
    }),
  ),
});
