/**
 * Money: the database and the services count whole euro cents (integers, no rounding drift); the
 * wire and the seed data speak euros with at most two decimals.
 */

/** Euros to whole cents, tolerant of binary floating point (19.99 * 100 is 1998.9999…). */
export const toCents = (eur: number): number => Math.round(eur * 100);

/** Whole cents to euros as the wire shows them (1999 → 19.99). */
export const toEuros = (cents: number): number => cents / 100;

/** Whether a euro amount has at most two decimals (a whole number of cents), up to floating-point noise. */
export const hasWholeCents = (eur: number): boolean => Math.abs(eur * 100 - Math.round(eur * 100)) < 1e-6;

/** `1999` → `19.99 EUR`: the price format of the marketplace feeds. */
export function formatEur(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} EUR`;
}
