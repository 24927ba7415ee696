/**
 * Shapes of the demo shop's source data (src/seed/data/*). Prices here are EUR with at most two
 * decimals as a shop operator writes them; the seeder converts them to integer cents.
 */
import type { Category, Line, Species, StockStatus } from '../catalog/enums.ts';

/**
 * Analytical constituents in % as fed, keyed by the German label terms:
 * Rohprotein, Rohfett, Rohfaser, Rohasche, Feuchtigkeit (and optionally Calcium, Phosphor, Natrium,
 * Taurin (mg/kg is not used: keep everything in %), Omega-3-Fettsäuren, ...).
 */
export type AnalyticalConstituents = Record<string, number>;

/**
 * One row of a maker's feeding table. A point row has weight_from_kg === weight_to_kg and gives the
 * gram range for that body weight. A band row (from < to) says: at weight_from_kg feed grams_min,
 * at weight_to_kg feed grams_max.
 */
export interface FeedingRow {
  weight_from_kg: number;
  weight_to_kg: number;
  grams_min: number;
  grams_max: number;
}

export interface FeedingGuide {
  /** Which animal the table is written for (DOG or CAT); a BOTH product's table names its species. */
  species: 'DOG' | 'CAT';
  /** Stated metabolisable energy; null when the maker does not state it (then computed from constituents). */
  energy_kcal_per_100g: number | null;
  /** Suggested number of meals per day for an adult (puppies/kittens get more, see nutrition/). */
  meals_per_day: number;
  rows: FeedingRow[];
  /** Short German and English notes printed with the table. */
  notes: string;
  notes_en: string;
}

export interface SeedVariant {
  size: string; // '200g', '400g', '800g', '6x400g', '2kg', '12kg', '100ml', ...
  price: number; // EUR
  compare_price?: number; // EUR, > price
  stock_status: StockStatus;
  ean: string; // EAN-13 with a valid check digit
}

export interface SeedReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** ISO date, e.g. '2026-03-14' */
  date: string;
}

export interface SeedProduct {
  slug: string; // lowercase ascii, digits and '-'
  sku: string; // e.g. 'NAPF-D-NF-001'
  name: string; // German
  name_en: string;
  brand: string;
  species: Species;
  category: Category;
  line: Line;
  description: string; // German, 2-4 sentences
  description_en: string;
  /** German label declaration with percentages, e.g. 'Hühnerfleisch (60 %), Hühnerbrühe (30 %), Kürbis (6 %), ...' */
  ingredients: string;
  analytical_constituents: AnalyticalConstituents;
  /** null only for care products (pflege) and supplements without a ration. */
  feeding_guide: FeedingGuide | null;
  tags: string[]; // e.g. getreidefrei, monoprotein, hypoallergen, ohne-zucker, sensitiv, senior, welpe, kitten
  is_bestseller: boolean;
  is_active: boolean;
  variants: SeedVariant[]; // 1-4
  reviews: SeedReview[];
}

export interface SeedArticle {
  slug: string;
  title: string; // German
  title_en: string;
  summary: string; // German, 1-2 sentences
  summary_en: string;
  /** German body in Markdown, several paragraphs. */
  body: string;
  species: Species;
  tags: string[];
  /** ISO date */
  published_at: string;
}

export type GlossaryRating = 'good' | 'neutral' | 'never';

export interface SeedGlossaryEntry {
  slug: string;
  name: string; // German
  name_en: string;
  aliases: string[]; // other German and English names, E-numbers
  category: string; // e.g. protein, kohlenhydrat, fett, ballaststoff, zusatzstoff, mineral, vitamin, nebenerzeugnis
  rating: GlossaryRating;
  explanation: string; // German
  explanation_en: string;
}

export interface SeedNeverItem {
  name: string; // German
  name_en: string;
  reason: string; // German
  reason_en: string;
}
