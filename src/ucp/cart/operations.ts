/** The cart operations of UCP, served over REST and MCP by the bindings (docs/ucp-checkout.md#carts). */
import { UCP_CHECKOUT_SCOPE } from '../checkout/scope.ts';
import { requiredId, type UcpInput, type UcpOperation } from '../operation.ts';
import { UcpCartService } from './service.ts';

const CART_CAPABILITY = 'dev.ucp.shopping.cart';

const idOf = (input: UcpInput) => requiredId(input, 'The cart');

export const CART_OPERATIONS: readonly UcpOperation[] = [
  {
    name: 'create_cart',
    capability: CART_CAPABILITY,
    rest: { method: 'POST', path: '/carts' },
    payload: 'cart',
    scope: UCP_CHECKOUT_SCOPE,
    description:
      'Start a cart from line items (item.id: a variant id from the catalog) with estimated totals; context.address_country estimates shipping.',
    run: (call, input) => new UcpCartService(call.deps).create(call, input.body),
  },
  {
    name: 'get_cart',
    capability: CART_CAPABILITY,
    rest: { method: 'GET', path: '/carts/:id' },
    payload: null,
    scope: UCP_CHECKOUT_SCOPE,
    description: 'The current state of a cart with prices, stock messages and estimated totals.',
    run: (call, input) => new UcpCartService(call.deps).get(call, idOf(input)),
  },
  {
    name: 'update_cart',
    capability: CART_CAPABILITY,
    rest: { method: 'PUT', path: '/carts/:id' },
    payload: 'cart',
    scope: UCP_CHECKOUT_SCOPE,
    description: 'Replace a cart’s line items, buyer and context (send everything to keep).',
    run: (call, input) => new UcpCartService(call.deps).update(call, idOf(input), input.body),
  },
  {
    name: 'cancel_cart',
    capability: CART_CAPABILITY,
    rest: { method: 'POST', path: '/carts/:id/cancel' },
    payload: null,
    scope: UCP_CHECKOUT_SCOPE,
    description: 'Drop a cart; it answers as it was, and not_found afterwards.',
    run: (call, input) => new UcpCartService(call.deps).cancel(call, idOf(input)),
  },
];
