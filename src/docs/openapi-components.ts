/**
 * Named schemas of the OpenAPI document. The routes keep their TypeBox schemas inline (that is what
 * validates requests and compiles the fast serializers); only the published document is rewritten:
 * every inline schema deep-equal to a named one becomes a `$ref` to `components.schemas`.
 */
import { ProductDetailSchema, ProductSchema, VariantSchema } from '../catalog/schema.ts';
import { EVENT_SCHEMAS, type EventName } from '../events/schemas.ts';
import { FieldErrorSchema, ProblemSchema } from '../http/schemas.ts';
import { AddressSchema } from '../orders/address.ts';
import { OrderSchema } from '../orders/schema.ts';
import { ShopInfoSchema } from '../shop/info.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON walked by key.
type Json = any;

/** product.updated → ProductUpdatedEvent */
const eventSchemaName = (event: string) =>
  `${event
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Event`;

/** Named by their TypeBox schema; @fastify/swagger emits these unchanged but for the keywords canon() evens out. */
function namedSchemas(): Record<string, unknown> {
  const events = Object.fromEntries(
    (Object.keys(EVENT_SCHEMAS) as EventName[]).map((event) => [eventSchemaName(event), EVENT_SCHEMAS[event]]),
  );
  return {
    Problem: ProblemSchema,
    FieldError: FieldErrorSchema,
    Product: ProductSchema,
    ProductDetail: ProductDetailSchema,
    Variant: VariantSchema,
    Order: OrderSchema,
    Address: AddressSchema,
    ShopInfo: ShopInfoSchema,
    ...events,
  };
}

/** Named by where they are used: built per route, so there is no shared TypeBox object to compare. */
const PLACED: Record<string, string[]> = {
  ToolCall: ['paths', '/api/mcp', 'post', 'requestBody', 'content', 'application/json', 'schema'],
  ToolCallResult: ['paths', '/api/mcp', 'post', 'responses', '200', 'content', 'application/json', 'schema'],
};

/**
 * The schema as @fastify/swagger publishes it: plain JSON, `const` as a one-value enum, no `$id`,
 * a record's patternProperties as additionalProperties.
 */
function canon(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(canon);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries<Json>(schema)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === 'const') out.enum = [value];
    else if (key === 'patternProperties') out.additionalProperties = canon(Object.values(value)[0]);
    else
      out[key] =
        key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canon(v)])) : canon(value);
  }
  return out;
}

/** JSON with sorted keys: the converter may reorder a schema's keywords. */
const stable = (value: Json): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

const SCHEMA_KEYS = new Set(['schema', 'items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else']);
const SCHEMA_LIST_KEYS = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);
const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs']);

/** Replaces, below `node`, every schema whose JSON is a key of `byJson` by a $ref (outermost match wins). */
function replaceNamed(node: Json, byJson: Map<string, string>, inSchema: boolean): void {
  if (node === null || typeof node !== 'object') return;
  const visit = (value: Json, isSchema: boolean, set: (v: Json) => void) => {
    if (value === null || typeof value !== 'object') return;
    const name = isSchema && !Array.isArray(value) ? byJson.get(stable(canon(value))) : undefined;
    if (name) set({ $ref: `#/components/schemas/${name}` });
    else replaceNamed(value, byJson, isSchema);
  };
  for (const [key, value] of Object.entries<Json>(node)) {
    if (Array.isArray(value)) {
      const listOfSchemas = inSchema && SCHEMA_LIST_KEYS.has(key);
      for (const [i, item] of value.entries()) {
        visit(item, listOfSchemas, (v) => {
          value[i] = v;
        });
      }
    } else if (inSchema && SCHEMA_MAP_KEYS.has(key)) {
      for (const [name, sub] of Object.entries<Json>(value ?? {})) {
        visit(sub, true, (v) => {
          value[name] = v;
        });
      }
    } else {
      // Outside a schema only `schema` holds one (a parameter's, a media type's).
      visit(value, inSchema ? SCHEMA_KEYS.has(key) : key === 'schema', (v) => {
        node[key] = v;
      });
    }
  }
}

/** Publishes the named schemas under components.schemas and references them wherever they are used. */
export function nameComponents(doc: Json): void {
  doc.components.schemas ??= {};
  const schemas: Record<string, Json> = doc.components.schemas;
  for (const [name, path] of Object.entries(PLACED)) {
    const parent = path.slice(0, -1).reduce((at: Json, key) => at?.[key], doc);
    const key = path[path.length - 1]!;
    if (!parent?.[key]) continue;
    schemas[name] = parent[key];
    parent[key] = { $ref: `#/components/schemas/${name}` };
  }
  const named = Object.entries(namedSchemas()).map(([name, schema]) => [name, canon(schema)] as const);
  for (const [name, schema] of named) schemas[name] = schema;
  const byJson = new Map(named.map(([name, schema]) => [stable(schema), name]));
  replaceNamed(doc.paths, byJson, false);
  replaceNamed(doc.webhooks ?? {}, byJson, false);
  // Inside the components, a named schema nests others (ProductDetail holds Variant), never itself.
  for (const [name, schema] of Object.entries(schemas)) {
    const others = new Map([...byJson].filter(([, other]) => other !== name));
    replaceNamed(schema, others, true);
  }
}
