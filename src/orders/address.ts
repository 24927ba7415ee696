/**
 * Postal addresses of an order. Countries are ISO 3166-1 alpha-2 codes of the countries the
 * shipping rules serve; postal codes follow the country's format (Germany five digits, Austria
 * four). The schema checks shape and length; `addressProblems` checks what depends on the country.
 */
import { type Static, Type } from 'typebox';
import type { FieldError } from '../core/errors.ts';

const Line = (max: number, description: string) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '\\S', description });

export const AddressSchema = Type.Object(
  {
    name: Line(200, 'Full name of the recipient'),
    company: Type.Optional(Type.String({ maxLength: 200 })),
    street: Line(200, 'Street name without the house number'),
    house_number: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^[0-9A-Za-z][0-9A-Za-z /-]*$',
      description: 'e.g. 12, 12a or 12-14',
    }),
    address_extra: Type.Optional(Type.String({ maxLength: 200, description: 'c/o, floor, door' })),
    postal_code: Type.String({ minLength: 1, maxLength: 10, description: 'DE: five digits; AT: four digits' }),
    city: Line(100, 'City'),
    country: Type.String({
      pattern: '^[A-Z]{2}$',
      description: 'ISO 3166-1 alpha-2 of a country the shop ships to (GET /api/v1/shop: shipping)',
    }),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof AddressSchema>;

/** Postal code formats of the served countries. */
const POSTAL_CODES: Record<string, { pattern: RegExp; rule: string }> = {
  DE: { pattern: /^\d{5}$/, rule: 'must be five digits for Germany' },
  AT: { pattern: /^\d{4}$/, rule: 'must be four digits for Austria' },
};

/** Format problems that depend on the country (the served countries are checked by the caller). */
export function addressProblems(address: Address, path: string): FieldError[] {
  const format = POSTAL_CODES[address.country];
  if (format && !format.pattern.test(address.postal_code)) {
    return [{ path: `${path}.postal_code`, message: format.rule }];
  }
  return [];
}
