import type { NewProduct } from '../../catalog/new-product.ts';
import { withDemoLabel } from '../labels.ts';
import { withDemoStock } from '../stock.ts';
import { BOTH_PRODUCTS } from './products-both.ts';
import { CAT_PRODUCTS } from './products-cat.ts';
import { DOG_PRODUCTS } from './products-dog.ts';

/**
 * The whole demo catalog in display order: dog products, then cat products, then products for both,
 * each with its feed label and stock count.
 */
export const PRODUCTS: NewProduct[] = [...DOG_PRODUCTS, ...CAT_PRODUCTS, ...BOTH_PRODUCTS]
  .map(withDemoLabel)
  .map(withDemoStock);
