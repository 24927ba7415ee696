/**
 * The demo shop's stock counts, in line with the statuses of the demo data: a LOW_STOCK variant
 * has a few units (below the threshold of 5), an OUT_OF_STOCK one none, an IN_STOCK one between 20
 * and 99 (derived from its EAN, so every seed is the same); DROPSHIP variants are not counted.
 */
import type { NewProduct, NewVariant } from '../catalog/new-product.ts';

function demoQuantity(v: NewVariant): number | undefined {
  switch (v.stock_status) {
    case 'IN_STOCK':
      return 20 + (Number(v.ean.slice(-4)) % 80);
    case 'LOW_STOCK':
      return 3;
    case 'OUT_OF_STOCK':
      return 0;
    default:
      return undefined;
  }
}

export const withDemoStock = (p: NewProduct): NewProduct => ({
  ...p,
  variants: p.variants.map((v) => {
    const quantity = demoQuantity(v);
    return quantity === undefined ? v : { ...v, stock_quantity: quantity };
  }),
});
