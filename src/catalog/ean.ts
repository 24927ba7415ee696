/**
 * EAN-13 (GTIN-13) check digits. The first 12 digits are weighted alternately 1 and 3 from the left;
 * the check digit tops the sum up to the next multiple of 10.
 */

/** Check digit (0-9) for the first 12 digits of an EAN-13. Throws when the input is not 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) {
    throw new RangeError(`expected 12 digits, got '${first12}'`);
  }
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const digit = first12.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? digit : digit * 3;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `ean` is exactly 13 digits and its last digit is the correct check digit. */
export function isValidEan13(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  return ean13CheckDigit(ean.slice(0, 12)) === ean.charCodeAt(12) - 48;
}
