/** Wire schemas of the orders API (docs/contract.md#orders). */
import { type Static, Type } from 'typebox';
import { enumOf } from '../catalog/schema.ts';
import { AddressSchema } from './address.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './lifecycle.ts';

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
    billing_address: AddressSchema,
    shipping_address: Type.Optional(
      Type.Union([AddressSchema, Type.Null()], {
        description: 'Where the goods go; left out or null: the billing address',
      }),
    ),
    phone: Type.Optional(
      Type.String({
        minLength: 5,
        maxLength: 30,
        pattern: '^\\+?[0-9][0-9 ()/-]*[0-9]$',
        description: 'For the carrier, e.g. +49 30 1234567',
      }),
    ),
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

const Eur = (description: string) => Type.Number({ description: `EUR; ${description}` });

export const OrderItemSchema = Type.Object({
  slug: Type.String(),
  size: Type.String(),
  quantity: Type.Integer(),
  unit_price: Eur('the catalog price (including VAT) when the order was placed'),
  vat_rate: Type.Number({ description: 'VAT rate in per cent included in unit_price' }),
  line_total: Eur('unit_price × quantity, including VAT'),
  line_net: Eur('line_total without VAT: line_total / (1 + rate), to the cent, a half cent up'),
  line_vat: Eur('line_total − line_net'),
});

export const VatRowSchema = Type.Object({
  rate: Type.Number({ description: 'Per cent' }),
  net: Eur('goods and their share of shipping at this rate, without VAT'),
  vat: Eur('the VAT at this rate'),
});

const HistoryEntrySchema = Type.Object({
  status: enumOf(ORDER_STATUSES),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({
    type: enumOf(['token', 'admin', 'system'] as const),
    name: Type.String({ description: 'The token or admin that made the change' }),
  }),
  note: Type.Union([Type.String(), Type.Null()]),
});

export const TrackingSchema = Type.Object(
  {
    carrier: Type.String({ minLength: 1, maxLength: 100, description: 'e.g. DHL' }),
    number: Type.String({ minLength: 1, maxLength: 100 }),
    url: Type.Optional(Type.String({ format: 'uri', maxLength: 2000, pattern: '^https://' })),
  },
  { additionalProperties: false },
);

export const PaymentSchema = Type.Object({
  method: Type.Union([enumOf(PAYMENT_METHODS), Type.Null()], {
    description:
      'The method the buyer chose at checkout (UCP hosted page: prepayment or invoice) or the one recorded when the order is marked paid; null until either',
  }),
  status: enumOf(PAYMENT_STATUSES, 'pending until paid; refund_due after a paid order is cancelled or returned'),
});

export const OrderSchema = Type.Object({
  id: Type.String({ description: 'ord_...' }),
  status: enumOf(ORDER_STATUSES),
  items: Type.Array(OrderItemSchema),
  subtotal: Eur('the goods: the sum of the line totals'),
  shipping: Eur('delivery to the shipping address by the shop’s shipping rules (free from the threshold)'),
  vat: Type.Array(VatRowSchema, {
    description:
      'Per VAT rate: net and VAT of the goods plus their share of shipping (shipping is split over the rates in proportion to the goods)',
  }),
  total: Eur('subtotal + shipping, including VAT; equals the sum of net + vat over the rates'),
  currency: Type.Literal('EUR'),
  customer: Type.Object({ email: Type.String(), name: Type.String() }),
  billing_address: Type.Union([AddressSchema, Type.Null()], {
    description: 'null only on orders from before addresses',
  }),
  shipping_address: Type.Union([AddressSchema, Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  payment: PaymentSchema,
  invoice_number: Type.Union([Type.String(), Type.Null()], {
    description: 'YYYY-NNNNNN, sequential per year without gaps; assigned when the order is paid',
  }),
  tracking: Type.Union([TrackingSchema, Type.Null()]),
  status_history: Type.Array(HistoryEntrySchema, { description: 'Oldest first' }),
  channel: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Order = Static<typeof OrderSchema>;

export const StatusChangeSchema = Type.Object(
  {
    status: enumOf(ORDER_STATUSES, 'The new status; it must follow from the current one'),
    payment_method: Type.Optional(enumOf(PAYMENT_METHODS, 'Required with status paid: how the customer paid')),
    tracking: Type.Optional(TrackingSchema),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type StatusChange = Static<typeof StatusChangeSchema>;

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
