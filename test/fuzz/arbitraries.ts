/**
 * fast-check arbitraries from the JSON Schemas of the registry and the OpenAPI document: `valid`
 * values satisfy a schema, `invalid` ones break it in one place (wrong type, out of range, unknown
 * property, missing requirement), at the top level; `broken` ones anywhere in it, and say where.
 * Covers the schema features napf uses.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

// NUL: PostgreSQL cannot store it, so it must be refused (400) rather than fail there (500).
const WORDS = [
  'huhn',
  'Lachs',
  'getreidefrei',
  'Hühnchen',
  'kitten',
  'senior',
  '<script>',
  "x' OR 1=1",
  '𝔘𝔫𝔦',
  '',
  'nul\u0000byte',
];

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, 60);
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= max);
  if (schema.format === 'uri') return fc.constantFrom('https://cdn.napf.test/a.jpg', 'https://hooks.napf.test/x');
  if (schema.format === 'date-time') {
    // Four-digit years: toISOString writes others as +010000-..., which is no RFC 3339 date-time.
    const [min, max] = [new Date('0000-01-01T00:00:00Z'), new Date('9999-12-31T23:59:59Z')];
    return fc.date({ noInvalidDate: true, min, max }).map((d) => d.toISOString());
  }
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
    // A union (string or null, say) takes what none of its members takes.
    const members = ((prop.anyOf ?? prop.oneOf) as Schema[] | undefined) ?? [prop];
    const takesText = members.some((m) => m.type === 'string' || m.enum || m.format || typeof m.const === 'string');
    const wrong = takesText ? 12345 : members.some((m) => m.type === 'array') ? 'not-an-array' : 'wrong-type';
    breakers.push(base.map((v) => ({ ...v, [key]: wrong })));
  }
  return fc.oneof(...breakers);
}

/** One broken place in a value: the value, and the path of that place as the API names it. */
export interface Breakage {
  value: unknown;
  /** `items[0].size`, `customer.email`, `unexpected_field`; '' for the value as a whole. */
  path: string;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Out-of-range, wrong-length, wrong-format and non-member values for a scalar schema. */
function brokenScalars(schema: Schema): unknown[] {
  const out: unknown[] = [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' || schema.enum || 'const' in schema) out.push(12345);
  // Text never holds U+0000 (the OpenAPI document says so; PostgreSQL could not store it).
  if (type === 'string' && !schema.enum && !('const' in schema)) out.push('nul\u0000byte');
  if (type === 'integer' || type === 'number') out.push('wrong-type');
  if (type === 'integer') out.push(1.5);
  if (type === 'boolean') out.push('yes');
  if (typeof schema.maximum === 'number') out.push(schema.maximum + 1);
  if (typeof schema.exclusiveMaximum === 'number') out.push(schema.exclusiveMaximum);
  if (typeof schema.minimum === 'number') out.push(schema.minimum - 1);
  if (typeof schema.exclusiveMinimum === 'number') out.push(schema.exclusiveMinimum);
  if (typeof schema.maxLength === 'number') out.push('x'.repeat(schema.maxLength + 1));
  if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('');
  if (schema.enum || 'const' in schema) out.push('not-a-member');
  if (typeof schema.pattern === 'string') out.push(' ', 'ä ä');
  if (schema.format) out.push(`not a ${schema.format}`);
  return out;
}

const isConstant = (schema: Schema | undefined) =>
  schema !== undefined && ('const' in schema || (Array.isArray(schema.enum) && schema.enum.length === 1));

/**
 * Values that break `schema` in exactly one place (recursing into properties and array items), each
 * with that place's path. Unions break one member; whether the result really matches no member is
 * for the caller to check with a validator (a wrong type for one member may suit another).
 */
export function broken(schema: Schema, hints: Hints = {}, path = '', inUnion = false): fc.Arbitrary<Breakage> {
  const at = (value: unknown): Breakage => ({ value, path });
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((member) => broken(member, hints, path, true)));
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string);
  if (type === 'object' && !('const' in schema) && !schema.enum) {
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k in properties);
    const base = valid(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
    const breakers: fc.Arbitrary<Breakage>[] = [fc.constant(at('wrong-type'))];
    if (schema.additionalProperties === false) {
      breakers.push(base.map((v) => ({ value: { ...v, unexpected_field: 1 }, path: join(path, 'unexpected_field') })));
    }
    for (const key of required) {
      // A union member without its constant (`tool`, `jsonrpc`) is no longer recognisably that
      // member: what is wrong with it is then a matter of which member one takes it for.
      if (inUnion && isConstant(properties[key])) continue;
      breakers.push(
        base.map((v) => {
          const { [key]: _, ...rest } = v;
          return { value: rest, path: join(path, key) };
        }),
      );
    }
    for (const [key, property] of Object.entries(properties)) {
      breakers.push(
        fc
          .tuple(base, broken(property, hints, join(path, key)))
          .map(([v, inner]) => ({ value: { ...v, [key]: inner.value }, path: inner.path })),
      );
    }
    return fc.oneof(...breakers);
  }
  if (type === 'array') {
    const items = (schema.items as Schema | undefined) ?? {};
    const min = (schema.minItems as number | undefined) ?? 0;
    const breakers: fc.Arbitrary<Breakage>[] = [
      fc.constant(at('not-an-array')),
      fc
        .tuple(
          broken(items, hints, join(path, 0)),
          fc.array(valid(items, hints), { minLength: Math.max(0, min - 1), maxLength: Math.max(0, min - 1) }),
        )
        .map(([inner, rest]) => ({ value: [inner.value, ...rest], path: inner.path })),
    ];
    if (min > 0) breakers.push(fc.constant(at([])));
    // Too many items: only where items can repeat (unique enum members may be fewer than maxItems + 1).
    if (typeof schema.maxItems === 'number' && !schema.uniqueItems) {
      const max = schema.maxItems;
      breakers.push(valid(items, hints).map((item) => at(Array.from({ length: max + 1 }, () => item))));
    }
    return fc.oneof(...breakers);
  }
  const values = brokenScalars(schema);
  return values.length ? fc.constantFrom(...values).map(at) : fc.constant(at({ unexpected: 'object' }));
}
