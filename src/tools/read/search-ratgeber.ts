import { Type } from '@fastify/type-provider-typebox';
import { SpeciesSchema } from '../../catalog/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const searchRatgeber = defineTool({
  name: 'search_ratgeber',
  title: 'Search the Ratgeber (advice articles)',
  description:
    'Full-text search in the shop’s Ratgeber: advice articles on feeding dogs and cats (puppies and kittens, seniors, allergies and elimination diets, grain-free food, switching food, amounts and energy needs, overweight, label reading, toxic foods, dental care, supplements). Searches German and English titles and summaries, tags and the German article text; umlauts, stemming, compound words and small typos are handled, so "Futterumstellung", "switching food" and "Welpen fuettern" all work. Returns the best matches first with title, summary (German and English), species (DOG, CAT, BOTH), tags, publication date and a relevance score, plus `total`.',
  kind: 'read',
  scope: 'articles:read',
  input: Type.Object(
    {
      query: Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Search words, German or English, e.g. "Allergie Ausschlussdiät" or "taurine cats"',
      }),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 20, default: 5, description: 'Articles to return (1–20, default 5)' }),
      ),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    articles: Type.Array(
      Type.Object({
        slug: Type.String(),
        title: Type.String({ description: 'German' }),
        title_en: Type.String(),
        summary: Type.String({ description: 'German, 1–2 sentences' }),
        summary_en: Type.String(),
        species: SpeciesSchema,
        tags: Type.Array(Type.String()),
        published_at: Type.String({ description: 'Publication date, ISO 8601' }),
        score: Type.Number({ description: 'Relevance, higher is better; comparable within one result only' }),
      }),
      { description: 'Best match first' },
    ),
    total: Type.Integer({ description: 'All matching articles, not only the returned ones' }),
  }),
  annotations: READ_ONLY,
  run: async (ctx, p) => ctx.services.content.searchArticles(p.query, p.limit ?? 5),
});
