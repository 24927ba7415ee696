/**
 * Shapes of the demo shop's source data (src/seed/data/*). Prices here are EUR with at most two
 * decimals as a shop operator writes them; the seeder converts them to integer cents.
 */
import type { Species } from '../catalog/enums.ts';
import type { GlossaryRating } from '../content/schema.ts';

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
