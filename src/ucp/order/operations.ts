/** The order operations of UCP, served over REST and MCP by the bindings. */
import type { UcpOperation } from '../operation.ts';
import { GET_ORDER } from './get-order.ts';

export const ORDER_OPERATIONS: readonly UcpOperation[] = [GET_ORDER];
