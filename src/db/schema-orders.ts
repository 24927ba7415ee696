/** Table types of orders (see schema.ts for the conventions): orders, lines, history, counters, keys. */
export interface OrdersTable {
  id: string;
  status: string;
  customer_email: string;
  customer_name: string;
  channel: string;
  currency: string;
  total_cents: number;
  token_id: string | null;
  created_at: string;
  /** JSON addresses (src/orders/address.ts); null only on orders from before addresses. */
  billing_address: string | null;
  shipping_address: string | null;
  phone: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  /** JSON [{rate, net_cents, vat_cents}] per VAT rate. */
  vat: string;
  /** JSON {method, status}; null until the back office records one. */
  payment: string | null;
  /** JSON {carrier, number, url?} once shipped. */
  tracking: string | null;
  /** `YYYY-NNNNNN`, assigned when the order is paid. */
  invoice_number: string | null;
  updated_at: string | null;
}

export interface OrderItemsTable {
  order_id: string;
  position: number;
  product_id: string;
  slug: string;
  size: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
  vat_rate: number;
  line_net_cents: number;
  line_vat_cents: number;
}

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  /** 1, 2, ... per order, in the order of the changes. */
  seq: number;
  status: string;
  at: string;
  actor_type: string;
  actor_id: string;
  actor_name: string;
  note: string | null;
}

/** The last invoice number handed out per year (gap-free numbering). */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  route: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}
