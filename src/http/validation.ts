/**
 * JSON Schema validation with Ajv. Query strings, params and headers are text, so they are coerced
 * to the schema's types ("2" → 2); JSON bodies are not ("DOG" stays a string and fails an array
 * schema). Every failing field is reported and unknown fields are never silently dropped.
 */
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { madeOnFirstUse } from '../util/on-first-use.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv) => Ajv;

function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

export const bodyAjv = createAjv(false);
const textAjv = createAjv(true);

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * PostgreSQL text cannot hold U+0000 (SQLite can), so input with a NUL would fail there with a 500:
 * it is refused as invalid on both databases. Returns the JSON pointers of the strings (or of the
 * objects with property names) holding one, in document order. Iterative, so that no nesting depth
 * can exhaust the stack.
 */
export function nulPointers(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; pointer: string }[] = [{ value, pointer: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, pointer } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(pointer);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      // Pushed last to first, so that the stack hands them out in document order. A property name
      // holding a NUL is reported at its object's pointer, in its place among the properties.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        pending.push(key.includes('\u0000') ? { value: key, pointer } : { value: child, pointer: `${pointer}/${key}` });
      }
    }
  }
  return found;
}

const nulErrors = (pointers: string[]) =>
  pointers.map((instancePath) => ({ instancePath, keyword: 'nul', params: {}, message: NUL_MESSAGE }));

/**
 * Each schema is compiled when its route is first called, not when the route is registered: the
 * app has a few hundred, and compiling them all took some 300 ms of every start.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const validator = madeOnFirstUse(() => ajv.compile(schema as object));
  return (data: unknown) => {
    const validate = validator();
    if (!validate(data)) return { error: validate.errors as unknown as Error };
    const nul = nulPointers(data);
    return nul.length === 0 ? { value: data } : { error: nulErrors(nul) as unknown as Error };
  };
};
