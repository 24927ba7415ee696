/**
 * A product as it is added to the catalog, in EUR with at most two decimals as a shop operator
 * writes prices (stored as integer cents): the demo data, the generator and dashboard drafts.
 */
import type { Category, Line, Species, StockStatus } from './enums.ts';
import type { Label } from './labelling.ts';
import type { NetQuantity } from './net-quantity.ts';
import type { AnalyticalConstituents, FeedingGuide } from './schema.ts';

export interface NewVariant {
  size: string; // '200g', '400g', '800g', '6x400g', '2kg', '12kg', '100ml', ...
  price: number; // EUR
  compare_price?: number; // EUR, > price
  stock_status: StockStatus;
  /** Units on hand; left out, not counted (stock_status alone says it). */
  stock_quantity?: number;
  ean: string; // EAN-13 with a valid check digit
  /** Stored as given; left out (demo data, generator), derived once from the size label. */
  net_quantity?: NetQuantity;
}

export interface NewReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** ISO date, e.g. '2026-03-14' */
  date: string;
}

export interface NewProduct {
  slug: string; // lowercase ascii, digits and '-'
  sku: string; // e.g. 'NAPF-D-NF-001'
  name: string; // German
  name_en: string;
  brand: string;
  species: Species;
  category: Category;
  /** Per cent; left out, the rate of the category (src/catalog/vat.ts). */
  vat_rate?: number;
  line: Line;
  description: string; // German, 2-4 sentences
  description_en: string;
  /** German label declaration with percentages, e.g. 'Hühnerfleisch (60 %), Hühnerbrühe (30 %), Kürbis (6 %), ...' */
  ingredients: string;
  analytical_constituents: AnalyticalConstituents;
  /** null only for care products (pflege) and supplements without a ration. */
  feeding_guide: FeedingGuide | null;
  /** The feed labelling particulars; left out, none stated (a draft the operator completes later). */
  label?: Label;
  tags: string[]; // e.g. getreidefrei, monoprotein, hypoallergen, ohne-zucker, sensitiv, senior, welpe, kitten
  is_bestseller: boolean;
  is_active: boolean;
  variants: NewVariant[]; // 1-4
  reviews: NewReview[];
}
