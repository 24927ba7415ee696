import { Type } from 'typebox';
import { CATEGORIES, LINES, SPECIES } from '../../catalog/enums.ts';
import { enumOf, ProductSearchResultSchema } from '../../catalog/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const searchProducts = defineTool({
  name: 'search_products',
  title: 'Search products',
  description:
    'Finds active products of the shop (premium dog and cat food, snacks, supplements, care). With `query`: search over German and English names, descriptions, ingredients, brand and tags, ranked by relevance. Keywords and whole sentences work in either language ("Hundefutter Lachs", "grain free cat food", "what can I give my old dog for his joints"): words naming a need, diet, life stage, category or protein (grain-free, single protein, sensitive stomach, lose weight, joints, skin and coat, teeth, allergies, puppy, senior, wet/dry food, treats, chicken, salmon ...) match the products tagged or made that way whatever their text says; a species named in the query filters like `species`; "ohne Huhn", "without chicken" or "chicken-free" leave out products whose ingredients contain it; German compounds, umlauts written or not (Huhnchen = Hühnchen), stemming and small typos (also inside compounds: "Hundefuter") are handled. Products matching every part of the query come first, then partial matches (more matched first). Without `query`: the filtered catalog, bestsellers first, then by name. Filters are combined with AND. Returns full product objects (variants with EUR prices incl. VAT, lowest_price_30_days, net quantity, unit price per 1 kg or 1 l and stock; the VAT rate, the feed label, feeding guide, images, rating), `total`, the number of all matches (partial ones included), and with a query `matches`: per product (same order) the query concepts it has, the fields they were found in and the concepts it lacks (non-empty `missing` = a partial match).',
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
