/**
 * fast-check arbitraries from the JSON Schemas of the registry and the OpenAPI document: `valid`
 * values satisfy a schema, `invalid` ones break it in one place (wrong type, out of range, unknown
 * property, missing requirement). Covers the schema features napf uses.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

const WORDS = ['huhn', 'Lachs', 'getreidefrei', 'Hühnchen', 'kitten', 'senior', '<script>', "x' OR 1=1", '𝔘𝔫𝔦', ''];

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, 60);
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= max);
  if (schema.format === 'uri') return fc.constantFrom('https://cdn.napf.test/a.jpg', 'https://hooks.napf.test/x');
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter((s) => s.length >= min && s.length <= max);
  return fc
    .oneof(fc.constantFrom(...WORDS), fc.string({ minLength: min, maxLength: max }))
    .filter((s) => s.length >= min && s.length <= max);
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const lo =
    (schema.minimum as number | undefined) ??
    ((schema.exclusiveMinimum as number | undefined) ?? -1000) + (integer ? 1 : 0.01);
  const hi =
    (schema.maximum as number | undefined) ??
    ((schema.exclusiveMaximum as number | undefined) ?? 1000) - (integer ? 1 : 0.01);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc
        .double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
        .map((n) => Math.round(n * 100) / 100)
        .filter((n) => n >= lo && n <= hi);
}

/** Arbitraries to use for object properties of these names (e.g. real slugs), mixed with the schema's. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export function valid(schema: Schema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((u) => valid(u, hints)));
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string);
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = valid((schema.items as Schema) ?? {}, hints);
      const min = (schema.minItems as number | undefined) ?? 0;
      const max = Math.min((schema.maxItems as number | undefined) ?? 4, 4);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength: min, maxLength: Math.max(min, max), selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) {
        const hint = hints[key];
        record[key] = hint
          ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: valid(value, hints) })
          : valid(value, hints);
      }
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
    }
    default:
      return fc.constant({});
  }
}

/** A value that violates the (object) schema in one way. */
export function invalid(schema: Schema): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
  const breakers: fc.Arbitrary<unknown>[] = [
    base.map((v) => ({ ...v, unexpected_field: 1 })),
    fc.constantFrom(null, 42, 'text', [1, 2]),
  ];
  for (const key of required) {
    breakers.push(
      base.map((v) => {
        const copy = { ...v };
        delete copy[key];
        return copy;
      }),
    );
  }
  for (const [key, prop] of Object.entries(properties)) {
    const wrong =
      prop.type === 'string' || prop.enum || prop.format
        ? 12345
        : prop.type === 'array'
          ? 'not-an-array'
          : 'wrong-type';
    breakers.push(base.map((v) => ({ ...v, [key]: wrong })));
  }
  return fc.oneof(...breakers);
}
