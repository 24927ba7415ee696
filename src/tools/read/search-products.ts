import { Type } from '@fastify/type-provider-typebox';
import { CATEGORIES, LINES, SPECIES } from '../../catalog/enums.ts';
import { enumOf, ProductSearchResultSchema } from '../../catalog/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const searchProducts = defineTool({
  name: 'search_products',
  title: 'Search products',
  description:
    'Finds active products of the shop (premium dog and cat food, snacks, supplements, care). With `query`: full-text search over German and English names, descriptions, ingredients, brand and tags, ranked by relevance; German compounds, umlauts written or not (Huhnchen = Hühnchen), stemming and small typos are handled, so "Hundefutter Lachs", "salmon dry food" or "getreidefrei Katze" all work. Without `query`: the filtered catalog, bestsellers first, then by name. Filters are combined with AND. Returns full product objects (variants with EUR prices incl. VAT, net quantity, unit price per 1 kg or 1 l and stock; the VAT rate, feeding guide, images, rating) and `total`, the number of all matches.',
  kind: 'read',
  scope: 'products:read',
  input: Type.Object(
    {
      query: Type.Optional(
        Type.String({
          maxLength: 200,
          description: 'Search words, German or English, e.g. "Nassfutter Huhn" or "grain free cat"',
        }),
      ),
      species: Type.Optional(
        enumOf(
          SPECIES,
          'DOG = for dogs (also finds BOTH products), CAT = for cats (also BOTH), BOTH = only products for both',
        ),
      ),
      category: Type.Optional(
        enumOf(
          CATEGORIES,
          'nassfutter (wet food), trockenfutter (dry food), snacks (treats), nahrungsergaenzung (supplements), pflege (care)',
        ),
      ),
      line: Type.Optional(
        enumOf(LINES, 'Product line: pur (single protein), sensitiv, vital, junior (puppies/kittens)'),
      ),
      tags: Type.Optional(
        Type.String({
          maxLength: 500,
          description:
            'Comma-separated tags that must all be present, e.g. "getreidefrei,monoprotein". Tags in use include getreidefrei, monoprotein, hypoallergen, glutenfrei, ohne-zucker, sensitiv, senior, welpe, kitten, light, gelenke, fell-und-haut, verdauung, zahnpflege',
        }),
      ),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'Products to return (1–50, default 10)' }),
      ),
    },
    { additionalProperties: false },
  ),
  output: ProductSearchResultSchema,
  annotations: READ_ONLY,
  run: (ctx, p) =>
    ctx.services.search.search({
      query: p.query,
      species: p.species,
      category: p.category,
      line: p.line,
      tags: p.tags,
      limit: p.limit ?? 10,
    }),
});
