/**
 * MCP prompts of POST /api/mcp (docs/mcp.md#prompts): ready-made conversations that tell the
 * assistant which napf tools to call with the user's values. Prompt arguments are strings on the
 * wire, so each is checked here (required, enum, number pattern) with a message naming it; the SDK
 * turns a failed check into a JSON-RPC -32602 error.
 */
import {
  fromJsonSchema,
  type GetPromptResult,
  type JsonSchemaType,
  type JsonSchemaValidator,
  type jsonSchemaValidator,
  type McpServer,
} from '@modelcontextprotocol/server';

interface Argument {
  name: string;
  description: string;
  required?: boolean;
  /** Allowed values (compared as given). */
  oneOf?: readonly string[];
  /** A decimal number within these bounds. */
  number?: { min: number; max: number };
  maxLength?: number;
}

type Args = Record<string, string | undefined>;

interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: Argument[];
  text(args: Args, de: boolean): string;
}

const LANGUAGE: Argument = {
  name: 'language',
  description: 'de (default) or en: the language of the prompt',
  oneOf: ['de', 'en'],
};
const SPECIES: Argument = { name: 'species', description: 'DOG or CAT', required: true, oneOf: ['DOG', 'CAT'] };
const WEIGHT = (required: boolean): Argument => ({
  name: 'weight_kg',
  description: 'Body weight in kg (0.1–100), e.g. 12.5',
  required,
  number: { min: 0.1, max: 100 },
});
const AGE: Argument = { name: 'age_months', description: 'Age in months (0–360)', number: { min: 0, max: 360 } };

/** The animal as one phrase, from the arguments given. */
function animal(args: Args, de: boolean): string {
  const species = args.species === 'CAT' ? (de ? 'Katze' : 'cat') : de ? 'Hund' : 'dog';
  const parts = [`species ${args.species} (${species})`];
  if (args.weight_kg) parts.push(`weight_kg ${args.weight_kg}`);
  if (args.age_months) parts.push(`age_months ${args.age_months}`);
  if (args.activity) parts.push(`activity ${args.activity}`);
  return parts.join(', ');
}

const PROMPTS: readonly PromptDefinition[] = [
  {
    name: 'feeding_plan',
    title: 'Feeding plan for a dog or cat',
    description:
      'A daily feeding plan: recommend_food finds suitable complete foods, get_feeding_guide computes the daily grams for the chosen product.',
    arguments: [
      SPECIES,
      WEIGHT(true),
      AGE,
      {
        name: 'activity',
        description: 'low, moderate, high or very_high (dogs)',
        oneOf: ['low', 'moderate', 'high', 'very_high'],
      },
      { name: 'product_slug', description: 'A product to plan with (from search_products)', maxLength: 200 },
      LANGUAGE,
    ],
    text: (args, de) => {
      const values = animal(args, de);
      const product = args.product_slug
        ? de
          ? `Nutze das Produkt ${args.product_slug}: rufe get_feeding_guide mit product_slug "${args.product_slug}" und diesen Werten auf.`
          : `Use the product ${args.product_slug}: call get_feeding_guide with product_slug "${args.product_slug}" and these values.`
        : de
          ? 'Rufe zuerst recommend_food mit diesen Werten auf und wähle das bestplatzierte Futter; rufe dann get_feeding_guide mit dessen slug und denselben Werten auf.'
          : 'First call recommend_food with these values and pick the best-ranked food; then call get_feeding_guide with its slug and the same values.';
      return de
        ? `Erstelle einen Fütterungsplan aus dem Sortiment von napf für dieses Tier: ${values}. ${product} Nenne die Tagesmenge in Gramm, die Anzahl der Mahlzeiten und die Grundlage der Rechnung (Fütterungstabelle oder Energiebedarf) und weise darauf hin, dass der individuelle Bedarf um etwa ±30 % schwanken kann. Erfinde keine Werte, die die Tools nicht liefern.`
        : `Create a feeding plan from napf's range for this animal: ${values}. ${product} State the daily amount in grams, the number of meals and the basis of the calculation (feeding table or energy need), and mention that individual needs vary by about ±30 %. Do not invent values the tools do not return.`;
    },
  },
  {
    name: 'allergy_aware_recommendation',
    title: 'Food recommendation that avoids allergens',
    description:
      'Recommends foods without the given allergens or Never List ingredients: recommend_food with allergies, get_ingredient_glossary for unclear ingredients.',
    arguments: [
      SPECIES,
      {
        name: 'allergies',
        description: 'Comma-separated allergens or ingredients to avoid, German or English (e.g. "Huhn, Weizen")',
        required: true,
        maxLength: 500,
      },
      AGE,
      WEIGHT(false),
      LANGUAGE,
    ],
    text: (args, de) => {
      const values = animal(args, de);
      const allergies = (args.allergies ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
      const list = JSON.stringify(allergies);
      return de
        ? `Empfiehl Futter von napf für dieses Tier: ${values}. Es darf nichts davon enthalten: ${allergies.join(', ')}. Rufe recommend_food mit species, allergies ${list} und den übrigen Werten auf. Prüfe unklare Zutaten mit get_ingredient_glossary (dort steht auch die Never List). Nenne zu jeder Empfehlung den Grund, erkläre die ausgeschlossenen Produkte kurz und frage bei Einträgen in unknown_allergies nach, was gemeint ist.`
        : `Recommend napf food for this animal: ${values}. It must contain none of: ${allergies.join(', ')}. Call recommend_food with species, allergies ${list} and the other values. Check unclear ingredients with get_ingredient_glossary (which also holds the Never List). Give the reason for each recommendation, explain the excluded products briefly, and ask what is meant by any entry in unknown_allergies.`;
    },
  },
];

/** Why a value breaks its argument's rule, or null. */
function problem(arg: Argument, value: string): string | null {
  if (arg.oneOf && !arg.oneOf.includes(value)) return `must be one of ${arg.oneOf.join(', ')}`;
  if (arg.number) {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || n < arg.number.min || n > arg.number.max) {
      return `must be a number from ${arg.number.min} to ${arg.number.max}`;
    }
  }
  if (arg.maxLength !== undefined && value.length > arg.maxLength) return `must be at most ${arg.maxLength} characters`;
  return null;
}

/** Checks the arguments of one prompt; the first message names every failing argument. */
function checkPromptArguments(
  definition: PromptDefinition,
  input: unknown,
): { ok: true; args: Args } | { ok: false; message: string } {
  const given = (input ?? {}) as Record<string, unknown>;
  const known = new Set(definition.arguments.map((arg) => arg.name));
  const errors: string[] = Object.keys(given)
    .filter((name) => !known.has(name))
    .map((name) => `${name}: is not an argument of ${definition.name}`);
  const args: Args = {};
  for (const arg of definition.arguments) {
    const value = given[arg.name];
    if (value === undefined || value === '') {
      if (arg.required) errors.push(`${arg.name}: is required`);
      continue;
    }
    if (typeof value !== 'string') {
      errors.push(`${arg.name}: must be a string`);
      continue;
    }
    const why = problem(arg, value.trim());
    if (why) errors.push(`${arg.name}: ${why}`);
    else args[arg.name] = value.trim();
  }
  return errors.length > 0 ? { ok: false, message: errors.join('; ') } : { ok: true, args };
}

/** The JSON Schema of a prompt's arguments: what prompts/list reports (name, description, required). */
function argumentSchema(definition: PromptDefinition): JsonSchemaType {
  return {
    type: 'object',
    properties: Object.fromEntries(
      definition.arguments.map((arg) => [arg.name, { type: 'string', description: arg.description }]),
    ),
    required: definition.arguments.filter((arg) => arg.required).map((arg) => arg.name),
  } as JsonSchemaType;
}

function validatorFor(definition: PromptDefinition): jsonSchemaValidator {
  return {
    getValidator<T>(): JsonSchemaValidator<T> {
      return (input) => {
        const checked = checkPromptArguments(definition, input);
        return checked.ok
          ? { valid: true, data: checked.args as T, errorMessage: undefined }
          : { valid: false, data: undefined, errorMessage: checked.message };
      };
    },
  };
}

function promptResult(definition: PromptDefinition, args: Args): GetPromptResult {
  const de = (args.language ?? 'de') === 'de';
  return {
    description: definition.description,
    messages: [{ role: 'user', content: { type: 'text', text: definition.text(args, de) } }],
  };
}

export function registerPrompts(server: McpServer): void {
  for (const definition of PROMPTS) {
    server.registerPrompt(
      definition.name,
      {
        title: definition.title,
        description: definition.description,
        argsSchema: fromJsonSchema(argumentSchema(definition), validatorFor(definition)),
      },
      (args: unknown) => promptResult(definition, args as Args),
    );
  }
}
