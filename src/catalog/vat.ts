/**
 * VAT rate per product, in per cent. Dog and cat food put up for retail sale (complete and
 * complementary feed: wet and dry food, treats, supplements that are feed) falls under tariff
 * heading 2309 and takes the reduced rate (UStG §12 (2) Nr. 1 with Anlage 2 Nr. 37); care products
 * and everything that is not feed take the standard rate (UStG §12 (1)). This table is the one
 * place that maps the shop's categories to rates; a product stores its rate, so a single product
 * classified differently (a chew outside 2309) can carry another one.
 */
import type { Category } from './enums.ts';

export const VAT_RATES = [7, 19] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const VAT_RATE_BY_CATEGORY: Record<Category, VatRate> = {
  nassfutter: 7,
  trockenfutter: 7,
  snacks: 7,
  nahrungsergaenzung: 7,
  pflege: 19,
};

export const vatRateFor = (category: Category): VatRate => VAT_RATE_BY_CATEGORY[category];
