/**
 * A stock change of one variant (update_product_stock, the dashboard's stock control): which of its
 * stock fields change, and the rule that a counted variant's status follows its count
 * (statusForQuantity). Uncounted variants (stock_quantity null) keep a status set by hand; DROPSHIP
 * is never counted, because the supplier ships and holds the stock (docs/contract.md#stock).
 */
import { Type } from 'typebox';
import { fieldError } from '../core/errors.ts';
import { STOCK_STATUSES, type StockStatus } from './enums.ts';
import { enumOf } from './schema.ts';
import { statusForQuantity } from './stock.ts';

/** The stock fields a change may set, each optional: the update_product_stock tool's and the dashboard's. */
export const StockChangeFields = {
  stock_status: Type.Optional(
    enumOf(
      STOCK_STATUSES,
      'IN_STOCK, LOW_STOCK, OUT_OF_STOCK or DROPSHIP. A counted variant has the status its count gives (a contradicting one is refused); set it by hand on an uncounted one (stock_quantity null). DROPSHIP is never counted',
    ),
  ),
  stock_quantity: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], {
      description:
        'Units on hand; the status then follows it (0: OUT_OF_STOCK, below low_stock_threshold: LOW_STOCK, else IN_STOCK). null stops counting',
    }),
  ),
  low_stock_threshold: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 10_000,
      description: 'Below this many units a counted variant is LOW_STOCK (default 5)',
    }),
  ),
};

export interface StockChange {
  size: string;
  stock_status?: StockStatus;
  /** null stops counting. */
  stock_quantity?: number | null;
  low_stock_threshold?: number;
}

export type VariantStock = {
  stock_status: StockStatus;
  stock_quantity: number | null;
  low_stock_threshold: number;
};

interface StockPlan {
  changedFields: string[];
  before: { size: string } & VariantStock;
  after: { size: string } & VariantStock;
  statusChanged: boolean;
}

const FIELDS = ['stock_status', 'stock_quantity', 'low_stock_threshold'] as const;

/** The variant's stock after the change; refuses a status its count contradicts. */
function nextStock(current: VariantStock, input: StockChange): VariantStock {
  const quantity = input.stock_quantity === undefined ? current.stock_quantity : input.stock_quantity;
  const threshold = input.low_stock_threshold ?? current.low_stock_threshold;
  if (quantity === null) {
    return {
      stock_status: input.stock_status ?? current.stock_status,
      stock_quantity: null,
      low_stock_threshold: threshold,
    };
  }
  const requested = input.stock_status ?? current.stock_status;
  if (requested === 'DROPSHIP' && (input.stock_status !== undefined || input.stock_quantity !== undefined)) {
    throw fieldError(
      'stock_status',
      'DROPSHIP is not counted: send stock_quantity null with it, or a status other than DROPSHIP with a count',
    );
  }
  const derived = statusForQuantity(quantity, threshold);
  if (input.stock_status !== undefined && input.stock_status !== derived) {
    throw fieldError(
      'stock_status',
      `follows stock_quantity: ${quantity} units with a low-stock threshold of ${threshold} give ${derived}; send stock_quantity (or null to stop counting) instead`,
    );
  }
  return { stock_status: derived, stock_quantity: quantity, low_stock_threshold: threshold };
}

export function planStock(current: VariantStock, input: StockChange): StockPlan {
  if (
    input.stock_status === undefined &&
    input.stock_quantity === undefined &&
    input.low_stock_threshold === undefined
  ) {
    throw fieldError('', 'give stock_status, stock_quantity or low_stock_threshold');
  }
  const next = nextStock(current, input);
  const changed = FIELDS.filter((f) => current[f] !== next[f]);
  return {
    changedFields: changed.map((f) => `product_variants.${input.size}.${f}`),
    before: { size: input.size, ...pick(current) },
    after: { size: input.size, ...next },
    statusChanged: changed.includes('stock_status'),
  };
}

const pick = (s: VariantStock): VariantStock => ({
  stock_status: s.stock_status,
  stock_quantity: s.stock_quantity,
  low_stock_threshold: s.low_stock_threshold,
});
