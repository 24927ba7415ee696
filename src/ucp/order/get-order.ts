/**
 * get_order (REST GET /orders/{id}, MCP get_order): the current state of a napf order as a UCP
 * order. Who may read which order is exactly napf's own order API's rule (OrderService.get): a
 * token reads the orders it placed, shop-wide order access (all_orders:read) reads every order,
 * and another token's order answers like an unknown id, so its existence does not leak.
 */
import { DomainError } from '../../core/errors.ts';
import type { Order } from '../../orders/schema.ts';
import { UcpError } from '../errors.ts';
import type { UcpCall, UcpInput, UcpOperation } from '../operation.ts';
import { toUcpOrder } from './map.ts';
import { UcpOrderRepo } from './repo.ts';

export const ORDER_CAPABILITY = 'dev.ucp.shopping.order';

/** napf's order ids are short (ord_…); the REST route of napf's order API allows up to 100 characters. */
const MAX_ID_LENGTH = 100;

const notFound = () => new UcpError('not_found', 'Order not found.', { status: 404 });

async function readOrder(call: UcpCall, id: string): Promise<Order> {
  try {
    return await call.deps.orders.get(id, { tokenId: call.actor.id, scopes: call.scopes });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'not_found') throw notFound();
    throw err;
  }
}

export async function getOrder(call: UcpCall, input: UcpInput): Promise<Record<string, unknown>> {
  const id = input.id;
  if (id === null || id === '') {
    throw new UcpError('missing', 'The order id is required.', { path: '$.id', severity: 'recoverable' });
  }
  if (id.length > MAX_ID_LENGTH) throw notFound();
  const order = await readOrder(call, id);
  const repo = new UcpOrderRepo(call.deps.store.db);
  const [facts, checkoutId] = await Promise.all([repo.lineFacts(order.id), repo.checkoutIdOf(order.id)]);
  return toUcpOrder(order, facts, { language: call.language, publicUrl: call.deps.publicUrl, checkoutId });
}

export const GET_ORDER: UcpOperation = {
  name: 'get_order',
  capability: ORDER_CAPABILITY,
  rest: { method: 'GET', path: '/orders/:id' },
  payload: null,
  scope: 'orders:read',
  description:
    'The current state of an order this token placed (or any order, with all_orders:read): lines, totals in euro cents, shipping, tracking, cancellation and refunds.',
  run: getOrder,
};
