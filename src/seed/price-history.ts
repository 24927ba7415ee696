/**
 * The demo shop's price history: plausible and consistent with the crossed-out price rule
 * (PAngV §11). Every variant has had a price since 60 days ago; a variant on sale had its compare_price
 * as its regular price until a reduction 3 to 24 days ago, so its compare_price is exactly the
 * lowest price of the 30 days before the reduction; a few others had a short raise within the last
 * 30 days and are back at their price. Derived from the EAN, so the same data gives the same history
 * and no random numbers are drawn.
 */
import type { PriceHistoryOf } from '../catalog/insert-repo.ts';
import { toCents } from '../core/money.ts';

const DAY_MS = 86_400_000;

function daysBefore(now: string, days: number): string {
  return new Date(Date.parse(now) - days * DAY_MS).toISOString();
}

export const demoPriceHistory: PriceHistoryOf = (variant, now) => {
  const price = toCents(variant.price);
  const n = Number(variant.ean.slice(-4));
  if (variant.compare_price !== undefined) {
    return [
      { price_cents: toCents(variant.compare_price), valid_from: daysBefore(now, 60) },
      { price_cents: price, valid_from: daysBefore(now, 3 + (n % 22)) },
    ];
  }
  if (n % 5 === 0) {
    // A raise of about a tenth 20 days ago, taken back 6 days ago.
    return [
      { price_cents: price, valid_from: daysBefore(now, 60) },
      { price_cents: Math.round(price * 1.1), valid_from: daysBefore(now, 20) },
      { price_cents: price, valid_from: daysBefore(now, 6) },
    ];
  }
  return [{ price_cents: price, valid_from: daysBefore(now, 60) }];
};
