/**
 * JSON Schema validation with Ajv. Query strings, params and headers are text, so they are coerced
 * to the schema's types ("2" → 2); JSON bodies are not ("DOG" stays a string and fails an array
 * schema). Every failing field is reported and unknown fields are never silently dropped.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  return (data: unknown) => (validate(data) ? { value: data } : { error: validate.errors as unknown as Error });
};

export type { ErrorObject };
