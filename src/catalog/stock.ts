/**
 * Stock as a count. A counted variant (stock_quantity not null) has the status its quantity gives:
 * OUT_OF_STOCK at 0, LOW_STOCK below its threshold, IN_STOCK otherwise. An uncounted variant
 * (null: not tracked, or DROPSHIP, shipped by the supplier) keeps the status set by hand.
 */
import type { StockStatus } from './enums.ts';

/** Below this many units a counted variant is LOW_STOCK unless the variant says otherwise. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export function statusForQuantity(quantity: number, lowStockThreshold: number): StockStatus {
  if (quantity <= 0) return 'OUT_OF_STOCK';
  return quantity < lowStockThreshold ? 'LOW_STOCK' : 'IN_STOCK';
}
