import { Type } from '@fastify/type-provider-typebox';
import { enumOf } from '../../catalog/schema.ts';
import { GLOSSARY_RATINGS } from '../../content/glossary.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const getIngredientGlossary = defineTool({
  name: 'get_ingredient_glossary',
  title: 'Look up the ingredient glossary',
  description:
    'Explains pet-food ingredients in German and English with napf’s rating: good, neutral, or never (napf never uses it). `name` looks an ingredient up by its German or English name or an alias or E number, case- and umlaut-insensitive; parts of names count too ("Huhn" finds Hühnerfleisch, Hühnerherz and Hühnerfett; "E320" finds BHA); best matches first. Without `name`: all entries, alphabetically. `good_only: true` keeps only entries rated good. The Never List (ingredients napf excludes, with the reason) is always included.',
  kind: 'read',
  scope: 'glossary:read',
  input: Type.Object(
    {
      name: Type.Optional(
        Type.String({
          maxLength: 100,
          description: 'Ingredient name, German or English, e.g. "Taurin", "Hühnchen", "beet pulp", "E321"',
        }),
      ),
      good_only: Type.Optional(Type.Boolean({ description: 'true: only entries rated good' })),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    entries: Type.Array(
      Type.Object({
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
      }),
    ),
    never_list: Type.Array(
      Type.Object({
        name: Type.String({ description: 'German' }),
        name_en: Type.String(),
        reason: Type.String({ description: 'German: why napf never uses it' }),
        reason_en: Type.String(),
      }),
      { description: 'Ingredients napf never uses, always complete' },
    ),
  }),
  annotations: READ_ONLY,
  run: async (ctx, p) => ctx.services.content.lookupGlossary({ name: p.name, good_only: p.good_only }),
});
