/**
 * The order status graph: created → paid → shipped → delivered → returned, and created | paid →
 * cancelled. Only the back office moves an order along it (payment and shipping happen outside
 * napf); the placing token may cancel its own order while it has not shipped.
 */
export const ORDER_STATUSES = ['created', 'paid', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which status may follow which (the dashboard offers exactly these). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export const allowedFrom = (status: OrderStatus): readonly OrderStatus[] => ORDER_TRANSITIONS[status];

/**
 * A cancelled order never left the shop: its units go back into stock. Returned goods are not put
 * back by themselves: opened food cannot be sold again, so the operator counts what came back.
 */
export const RESTOCKS: OrderStatus = 'cancelled';

export const PAYMENT_METHODS = [
  'prepayment',
  'invoice',
  'paypal',
  'card',
  'direct_debit',
  'cash_on_delivery',
  'other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** pending until paid; refund_due when a paid order is cancelled or returned (the shop refunds). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refund_due'] as const;
