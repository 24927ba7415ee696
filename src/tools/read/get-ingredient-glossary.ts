import { Type } from 'typebox';
import { GlossaryResultSchema } from '../../content/schema.ts';
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
  output: GlossaryResultSchema,
  annotations: READ_ONLY,
  run: async (ctx, p) => ctx.services.content.lookupGlossary({ name: p.name, good_only: p.good_only }),
});
