import { Type } from 'typebox';
import { ArticleSearchResultSchema } from '../../content/schema.ts';
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
  output: ArticleSearchResultSchema,
  annotations: READ_ONLY,
  run: async (ctx, p) => ctx.services.content.searchArticles(p.query, p.limit ?? 5),
});
