/** Wire shapes of the shop's content (glossary, Never List, Ratgeber hits): schemas, types derived. */
import { type Static, Type } from 'typebox';
import { enumOf, SpeciesSchema } from '../catalog/schema.ts';

export const GLOSSARY_RATINGS = ['good', 'neutral', 'never'] as const;
export type GlossaryRating = (typeof GLOSSARY_RATINGS)[number];

export const GlossaryEntrySchema = Type.Object({
  name: Type.String({ description: 'German' }),
  name_en: Type.String(),
  aliases: Type.Array(Type.String(), { description: 'Other German and English names, E numbers' }),
  category: Type.String({
    description:
      'e.g. protein, innereien, fett, kohlenhydrat, ballaststoff, praebiotikum, mineral, vitamin, zusatzstoff, konservierung, nebenerzeugnis',
  }),
  rating: enumOf(GLOSSARY_RATINGS, 'good, neutral, or never (on the Never List)'),
  explanation: Type.String({ description: 'German' }),
  explanation_en: Type.String(),
});
export type GlossaryEntry = Static<typeof GlossaryEntrySchema>;

export const NeverListItemSchema = Type.Object({
  name: Type.String({ description: 'German' }),
  name_en: Type.String(),
  reason: Type.String({ description: 'German: why napf never uses it' }),
  reason_en: Type.String(),
});
export type NeverListItem = Static<typeof NeverListItemSchema>;

export const GlossaryResultSchema = Type.Object({
  entries: Type.Array(GlossaryEntrySchema),
  never_list: Type.Array(NeverListItemSchema, { description: 'Ingredients napf never uses, always complete' }),
});
export type GlossaryResult = Static<typeof GlossaryResultSchema>;

export const ArticleHitSchema = Type.Object({
  slug: Type.String(),
  title: Type.String({ description: 'German' }),
  title_en: Type.String(),
  summary: Type.String({ description: 'German, 1–2 sentences' }),
  summary_en: Type.String(),
  species: SpeciesSchema,
  tags: Type.Array(Type.String()),
  published_at: Type.String({ description: 'Publication date, ISO 8601' }),
  score: Type.Number({ description: 'Relevance, higher is better; comparable within one result only' }),
});
export type ArticleHit = Static<typeof ArticleHitSchema>;

export const ArticleSearchResultSchema = Type.Object({
  articles: Type.Array(ArticleHitSchema, { description: 'Best match first' }),
  total: Type.Integer({ description: 'All matching articles, not only the returned ones' }),
});
export type ArticleSearchResult = Static<typeof ArticleSearchResultSchema>;
