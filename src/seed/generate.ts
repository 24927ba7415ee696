/**
 * Generated products for scale tests (`napf seed --products N`): plausible, varied, deterministic
 * for a given start number, with valid EANs. Not demo content: slugs start with `gen-`.
 */
import { ean13CheckDigit } from '../catalog/ean.ts';
import type { Category, Line, Species, StockStatus } from '../catalog/enums.ts';
import type { NewProduct } from '../catalog/new-product.ts';
import type { FeedingGuide } from '../catalog/schema.ts';
import { withDemoLabel } from './labels.ts';

const PROTEINS = [
  ['Huhn', 'Chicken', 'Hühnerfleisch'],
  ['Rind', 'Beef', 'Rindfleisch'],
  ['Lamm', 'Lamb', 'Lammfleisch'],
  ['Lachs', 'Salmon', 'Lachs'],
  ['Pute', 'Turkey', 'Putenfleisch'],
  ['Ente', 'Duck', 'Entenfleisch'],
  ['Wild', 'Venison', 'Wildfleisch'],
  ['Pferd', 'Horse', 'Pferdefleisch'],
  ['Kaninchen', 'Rabbit', 'Kaninchenfleisch'],
  ['Forelle', 'Trout', 'Forelle'],
] as const;
const SIDES = [
  ['Kürbis', 'Pumpkin'],
  ['Süßkartoffel', 'Sweet Potato'],
  ['Karotte', 'Carrot'],
  ['Reis', 'Rice'],
  ['Erbsen', 'Peas'],
  ['Pastinake', 'Parsnip'],
] as const;
const BRANDS = ['Napf Manufaktur', 'Wildes Herz', 'Alpenhof', 'Nordkost', 'Katzenglück', 'Feldweg'];
const LINES_: Line[] = ['pur', 'sensitiv', 'vital', 'junior'];
const STOCK: StockStatus[] = ['IN_STOCK', 'IN_STOCK', 'IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'DROPSHIP'];

/** Small fast PRNG so the same start number yields the same products (tests reuse it for fixed-seed data). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ean(n: number, variant: number): string {
  const first12 = `429${String(n).padStart(8, '0')}${variant}`;
  return first12 + ean13CheckDigit(first12);
}

function guide(species: 'DOG' | 'CAT', wet: boolean, kcal: number | null): FeedingGuide {
  const density = kcal ?? (wet ? 110 : 370);
  const need = (w: number) => (species === 'DOG' ? 110 * w ** 0.75 : 100 * w ** 0.67);
  const weights = species === 'DOG' ? [5, 10, 20, 30] : [2, 4, 6];
  return {
    species,
    energy_kcal_per_100g: kcal,
    meals_per_day: 2,
    rows: weights.map((w) => {
      const grams = (need(w) / density) * 100;
      return {
        weight_from_kg: w,
        weight_to_kg: w,
        grams_min: Math.round(grams * 0.9),
        grams_max: Math.round(grams * 1.1),
      };
    }),
    notes: 'Frisches Wasser bereitstellen.',
    notes_en: 'Provide fresh water.',
  };
}

export function generateProduct(n: number): NewProduct {
  const rnd = mulberry32(n * 2654435761);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const [protein, proteinEn, meat] = pick(PROTEINS);
  const [side, sideEn] = pick(SIDES);
  const species: Species = rnd() < 0.55 ? 'DOG' : 'CAT';
  const wet = rnd() < 0.6;
  const category: Category = wet ? 'nassfutter' : 'trockenfutter';
  const line = pick(LINES_);
  const share = 40 + Math.floor(rnd() * 40);
  const kcal = rnd() < 0.8 ? (wet ? 95 + Math.floor(rnd() * 30) : 340 + Math.floor(rnd() * 60)) : null;
  const animal = species === 'DOG' ? ['Hund', 'dog'] : ['Katze', 'cat'];
  const constituents = wet
    ? {
        Rohprotein: 10 + Math.floor(rnd() * 3),
        Rohfett: 5 + Math.floor(rnd() * 3),
        Rohfaser: 0.5,
        Rohasche: 2.2,
        Feuchtigkeit: 78,
      }
    : {
        Rohprotein: 24 + Math.floor(rnd() * 8),
        Rohfett: 12 + Math.floor(rnd() * 6),
        Rohfaser: 2.5,
        Rohasche: 7,
        Feuchtigkeit: 9,
      };
  const basePrice = wet ? 2.49 + Math.floor(rnd() * 250) / 100 : 14.99 + Math.floor(rnd() * 4000) / 100;
  const sizes = wet ? ['400g', '800g', '6x400g'] : ['1kg', '4kg', '12kg'];
  const count = 1 + Math.floor(rnd() * 3);
  return withDemoLabel({
    slug: `gen-${n}-${species.toLowerCase()}-${protein.toLowerCase()}-${line}`.replace(/[^a-z0-9-]/g, ''),
    sku: `GEN-${String(n).padStart(7, '0')}`,
    name: `${protein} mit ${side} ${line === 'junior' ? 'Junior' : ''} Nr. ${n}`.replace(/\s+/g, ' '),
    name_en: `${proteinEn} with ${sideEn} No. ${n}`,
    brand: pick(BRANDS),
    species,
    category,
    line,
    description: `${wet ? 'Nassfutter' : 'Trockenfutter'} für ${animal[0]}e mit ${share} % ${meat} und ${side}.`,
    description_en: `${wet ? 'Wet' : 'Dry'} food for ${animal[1]}s with ${share} % ${proteinEn.toLowerCase()} and ${sideEn.toLowerCase()}.`,
    ingredients: `${meat} (${share} %), ${side} (10 %), Mineralstoffe${species === 'CAT' ? ', Taurin' : ''}`,
    analytical_constituents: constituents,
    feeding_guide: guide(species, wet, kcal),
    tags: [
      line === 'pur' ? 'monoprotein' : 'getreidefrei',
      ...(line === 'junior' ? [species === 'DOG' ? 'welpe' : 'kitten'] : []),
    ],
    is_bestseller: rnd() < 0.05,
    is_active: true,
    variants: sizes.slice(0, count).map((size, i) => ({
      size,
      price: Math.round(basePrice * (i === 2 ? 5 : i + 1) * 100) / 100,
      stock_status: pick(STOCK),
      ean: ean(n, i),
    })),
    reviews: [],
  });
}
