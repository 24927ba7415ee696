/** Every UCP operation napf serves; both bindings and the discovery profile read this list. */
import { CART_OPERATIONS } from './cart/operations.ts';
import { CATALOG_OPERATIONS } from './catalog/operations.ts';
import { CHECKOUT_OPERATIONS } from './checkout/operations.ts';
import type { UcpOperation } from './operation.ts';
import { ORDER_OPERATIONS } from './order/operations.ts';

export const UCP_OPERATIONS: readonly UcpOperation[] = [
  ...CATALOG_OPERATIONS,
  ...CART_OPERATIONS,
  ...CHECKOUT_OPERATIONS,
  ...ORDER_OPERATIONS,
];
