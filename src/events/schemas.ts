/**
 * Every event napf delivers to webhooks, declared once: event name → the schema of its `data`. The
 * producers' types (DomainEvent), the OpenAPI document's `webhooks:` section and the tests'
 * validation of delivered bodies all come from this map, so a field cannot change in one place only.
 */
import { type Static, type TObject, Type } from 'typebox';
import { UnitPriceSchema } from '../catalog/net-quantity.ts';
import { enumOf, ProductSchema, StockStatusSchema } from '../catalog/schema.ts';
import { ORDER_STATUSES } from '../orders/lifecycle.ts';
import { OrderItemSchema, TrackingSchema, VatRowSchema } from '../orders/schema.ts';

/** The events a subscription can listen to. */
export const EVENT_TYPES = [
  'product.updated',
  'product.created',
  'price.changed',
  'stock.changed',
  'order.created',
  'order.updated',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Sent to one subscription on request (POST /admin/api/webhooks/{id}/test); never fanned out. */
export const TEST_EVENT_TYPE = 'webhook.test';

const Product = Type.Object(ProductSchema.properties, {
  description: 'The product after the change, as GET /api/v1/products/{slug} shows it (without reviews)',
});
const strict = { additionalProperties: false } as const;

export const EVENT_SCHEMAS = {
  'product.updated': Type.Object(
    {
      slug: Type.String(),
      changed_fields: Type.Array(Type.String(), {
        description: 'Changed fields; variant fields as product_variants.<size>.<field>',
      }),
      product: Product,
    },
    { ...strict, description: 'A product changed (every catalog change that changes something fires it)' },
  ),
  'product.created': Type.Object(
    { slug: Type.String(), product: Product },
    { ...strict, description: 'A product was activated for the first time' },
  ),
  'price.changed': Type.Object(
    {
      slug: Type.String(),
      size: Type.String({ description: 'The variant' }),
      new_price: Type.Number({ description: 'EUR including VAT' }),
      unit_price: UnitPriceSchema,
      old_price: Type.Number({ description: 'EUR including VAT' }),
      compare_price: Type.Union([Type.Number(), Type.Null()], { description: 'EUR, the crossed-out price, or null' }),
      product: Product,
    },
    { ...strict, description: 'The price of a variant changed' },
  ),
  'stock.changed': Type.Object(
    {
      slug: Type.String(),
      size: Type.String({ description: 'The variant' }),
      stock_status: StockStatusSchema,
      previous_stock_status: StockStatusSchema,
      stock_quantity: Type.Union([Type.Integer(), Type.Null()], {
        description: 'Units on hand after the change; null when the variant is not counted',
      }),
      product: Product,
    },
    { ...strict, description: 'The stock status of a variant changed' },
  ),
  'order.created': Type.Object(
    {
      order_id: Type.String({ description: 'ord_...' }),
      items: Type.Array(OrderItemSchema),
      subtotal: Type.Number({ description: 'EUR, the goods' }),
      shipping: Type.Number({ description: 'EUR' }),
      vat: Type.Array(VatRowSchema, { description: 'Net and VAT per rate, shipping included' }),
      total: Type.Number({ description: 'EUR, subtotal + shipping, including VAT' }),
      currency: Type.Literal('EUR'),
      created_at: Type.String({ format: 'date-time' }),
    },
    {
      ...strict,
      description:
        'An order was placed (POST /api/v1/orders). No personal data: read the order (GET /api/v1/orders/{id}) with shop-wide order access for the customer and addresses.',
    },
  ),
  'order.updated': Type.Object(
    {
      order_id: Type.String({ description: 'ord_...' }),
      status: enumOf(ORDER_STATUSES),
      previous_status: enumOf(ORDER_STATUSES),
      tracking: Type.Optional(TrackingSchema),
      invoice_number: Type.Optional(Type.String({ description: 'Set when the order was paid (YYYY-NNNNNN)' })),
      updated_at: Type.String({ format: 'date-time' }),
    },
    { ...strict, description: 'An order moved to another status (paid, shipped, delivered, cancelled, returned)' },
  ),
  [TEST_EVENT_TYPE]: Type.Object(
    { webhook_id: Type.String(), message: Type.String() },
    { ...strict, description: 'Sent on request to one subscription only, to check that it receives' },
  ),
} satisfies Record<EventType | typeof TEST_EVENT_TYPE, TObject>;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventData<T extends EventName> = Static<(typeof EVENT_SCHEMAS)[T]>;

/** An event as a producer writes it: a wrong or missing field of its `data` does not compile. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

/** The body of every delivery: the event id (also webhook-id), its name, when it happened, its data. */
export function deliveryEnvelopeSchema(name: EventName) {
  return Type.Object(
    {
      id: Type.String({ description: 'evt_...; the same on every attempt (webhook-id)' }),
      event: enumOf([name]),
      type: enumOf([name], 'The same as event, under the Standard Webhooks payload name'),
      timestamp: Type.String({ format: 'date-time', description: 'When the event happened' }),
      data: EVENT_SCHEMAS[name],
    },
    { additionalProperties: false },
  );
}
