/**
 * Net quantity and unit price (Grundpreis) of a variant. Goods sold by weight or volume must show,
 * besides the total price, the price per 1 kg or 1 l (PAngV §4, §5; the 2022 reform dropped the
 * 100 g / 100 ml option for small packs). Multi-packs count the whole pack's quantity; goods sold
 * by the piece have no unit price.
 */
import { type Static, Type } from 'typebox';
import { toEuros } from '../core/money.ts';

export const NetQuantitySchema = Type.Object(
  {
    value: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'Whole grams, millilitres or pieces' }),
    unit: Type.Union([Type.Literal('g'), Type.Literal('ml'), Type.Literal('piece')], {
      description: 'g (also for wet food, which is sold by weight), ml, or piece',
    }),
  },
  {
    additionalProperties: false,
    description: 'Net quantity of the whole pack (a 6 x 400 g multi-pack is 2400 g)',
  },
);
export type NetQuantity = Static<typeof NetQuantitySchema>;

export const UnitPriceSchema = Type.Union(
  [
    Type.Object({
      amount: Type.Number({ description: 'EUR incl. VAT per reference quantity, rounded to the cent' }),
      currency: Type.Literal('EUR'),
      reference: Type.Union([Type.Literal('1 kg'), Type.Literal('1 l')]),
    }),
    Type.Null(),
  ],
  {
    description:
      'Unit price (Grundpreis, PAngV §4, §5): the consumer price incl. VAT per 1 kg or 1 l, from price and net quantity; null for goods sold by the piece or without a known net quantity',
  },
);
export type UnitPrice = Static<typeof UnitPriceSchema>;

const UNIT_FACTOR: Record<string, { unit: 'g' | 'ml'; factor: number }> = {
  g: { unit: 'g', factor: 1 },
  kg: { unit: 'g', factor: 1000 },
  ml: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
};

// "400g", "6 x 400 g", "12×85g", "2 kg", "1,5 kg", "100 ml", "30 Stück", "1 l".
const SIZE = /^\s*(?:(\d+)\s*[x×]\s*)?(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l|stück|stk\.?|st\.)\s*$/i;

/** The net quantity a size label states, or null when the label does not say it plainly. */
export function parseNetQuantity(size: string): NetQuantity | null {
  const m = SIZE.exec(size);
  if (!m) return null;
  const count = m[1] === undefined ? 1 : Number(m[1]);
  const amount = Number((m[2] as string).replace(',', '.'));
  const unit = (m[3] as string).toLowerCase();
  if (unit.startsWith('st')) {
    if (!Number.isInteger(amount)) return null;
    const value = count * amount;
    return value >= 1 ? { value, unit: 'piece' } : null;
  }
  const { unit: base, factor } = UNIT_FACTOR[unit] as { unit: 'g' | 'ml'; factor: number };
  // Rounded to a thousandth first: 1.2 × 1000 is 1199.9999… in binary floating point.
  const value = Math.round(count * amount * factor * 1000) / 1000;
  // Fractions of a gram or millilitre are no label quantity we store.
  if (!Number.isInteger(value) || value < 1) return null;
  return { value, unit: base };
}

/**
 * Price per 1 kg / 1 l in whole cents: price × 1000 / quantity, commercial rounding (a half cent
 * rounds up), in integers so no binary fraction decides a cent.
 */
export function unitPriceCents(priceCents: number, quantity: number): number {
  return Math.floor((2 * priceCents * 1000 + quantity) / (2 * quantity));
}

/** The wire unit price of a variant; null for pieces or an unknown net quantity. */
/** The stored columns as a net quantity; null when the variant has none. */
export function netQuantityOf(value: number | null, unit: string | null): NetQuantity | null {
  return value === null || unit === null ? null : { value, unit: unit as NetQuantity['unit'] };
}

export function unitPriceOf(priceCents: number, net: NetQuantity | null): UnitPrice {
  if (net === null || net.unit === 'piece') return null;
  return {
    amount: toEuros(unitPriceCents(priceCents, net.value)),
    currency: 'EUR',
    reference: net.unit === 'g' ? '1 kg' : '1 l',
  };
}
