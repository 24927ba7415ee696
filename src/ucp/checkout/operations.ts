/** The checkout operations of UCP, served over REST and MCP by the bindings (docs/ucp-checkout.md). */
import { CHECKOUT_CAPABILITY } from '../envelope.ts';
import { requiredId, type UcpInput, type UcpOperation } from '../operation.ts';
import { UCP_CHECKOUT_SCOPE } from './scope.ts';
import { UcpCheckoutService } from './service.ts';

const idOf = (input: UcpInput) => requiredId(input, 'The checkout session');

export const CHECKOUT_OPERATIONS: readonly UcpOperation[] = [
  {
    name: 'create_checkout',
    capability: CHECKOUT_CAPABILITY,
    rest: { method: 'POST', path: '/checkout-sessions' },
    payload: 'checkout',
    scope: UCP_CHECKOUT_SCOPE,
    description:
      'Start a checkout session from line items (item.id: a variant id from the catalog) or from a cart (cart_id); add buyer and a shipping address (fulfillment) until the status is requires_escalation, then hand continue_url to the buyer.',
    run: (call, input) => new UcpCheckoutService(call.deps).create(call, input.body),
  },
  {
    name: 'get_checkout',
    capability: CHECKOUT_CAPABILITY,
    rest: { method: 'GET', path: '/checkout-sessions/:id' },
    payload: null,
    scope: UCP_CHECKOUT_SCOPE,
    description:
      'The current state of a checkout session: lines, totals with VAT, messages, status, and the order once placed.',
    run: (call, input) => new UcpCheckoutService(call.deps).get(call, idOf(input)),
  },
  {
    name: 'update_checkout',
    capability: CHECKOUT_CAPABILITY,
    rest: { method: 'PUT', path: '/checkout-sessions/:id' },
    payload: 'checkout',
    scope: UCP_CHECKOUT_SCOPE,
    description:
      'Replace a checkout session’s line items, buyer and fulfillment (send everything to keep); totals, stock and status are recomputed.',
    run: (call, input) => new UcpCheckoutService(call.deps).update(call, idOf(input), input.body),
  },
  {
    name: 'complete_checkout',
    capability: CHECKOUT_CAPABILITY,
    rest: { method: 'POST', path: '/checkout-sessions/:id/complete' },
    payload: 'checkout',
    scope: UCP_CHECKOUT_SCOPE,
    description:
      'napf takes no payment through the protocol: the buyer places the order at continue_url. Only a shop with its own storefront completes sessions here.',
    run: (call, input) => new UcpCheckoutService(call.deps).complete(call, idOf(input), input.body),
  },
  {
    name: 'cancel_checkout',
    capability: CHECKOUT_CAPABILITY,
    rest: { method: 'POST', path: '/checkout-sessions/:id/cancel' },
    payload: null,
    scope: UCP_CHECKOUT_SCOPE,
    description: 'Cancel a checkout session that is not completed.',
    run: (call, input) => new UcpCheckoutService(call.deps).cancel(call, idOf(input)),
  },
];
