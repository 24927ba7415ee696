/**
 * The OpenAPI document as the fuzz reads it: its operations, validators for its schemas (JSON
 * Schema 2020-12 as OpenAPI 3.1 uses it) and the checks of a response against what it documents.
 */
import assert from 'node:assert/strict';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { Schema } from './arbitraries.ts';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
export type Json = any;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  label: string;
  doc: Json;
  parameters: Parameter[];
  body: Schema | undefined;
}

type Auth = 'none' | 'key' | 'session';

/** One generated request: parameter values as text, the JSON body, the credentials to send. */
export interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  auth: Auth;
}

/** An invalid request and the field it breaks (as the problem's errors name it), or its credentials. */
export interface Broken {
  request: Request;
  field: string;
  credentials?: true;
}

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * JSON Schema 2020-12 as OpenAPI 3.1 uses it. strictSchema: an unknown keyword in the document is a
 * mistake there (a schema nested in a schema validates nothing), not something to ignore.
 */
function documentAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictRequired: false,
    strictTuples: false,
    coerceTypes: coerce ? 'array' : false,
  });
  // Keywords of the OpenAPI 3.1 base vocabulary.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  return addFormats(ajv);
}
export const jsonAjv = documentAjv(false);
// Parameters travel as text: "2" is an integer 2, as the server reads it.
const textAjv = documentAjv(true);

const compiled = new Map<string, ValidateFunction>();
export function validator(ajv: Ajv2020, schema: Schema): ValidateFunction {
  const key = `${ajv === textAjv ? 't' : 'j'}${JSON.stringify(schema)}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(key, fn);
  }
  return fn;
}

const objectOf = (params: Parameter[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  required: params.filter((p) => p.required).map((p) => p.name),
});

/** The document's description: text never holds U+0000 (JSON.stringify writes it as \u0000). */
const nulFree = (r: Request) => !JSON.stringify([r.path, r.query, r.headers, r.body]).includes('\\u0000');

/** Whether the request's parameters and body match their schemas. */
function schemaValid(o: Operation, r: Request): boolean {
  for (const place of ['path', 'query', 'header'] as const) {
    const params = o.parameters.filter((p) => p.in === place);
    const values = place === 'header' ? r.headers : r[place];
    // Coercion rewrites the data: validate a copy.
    if (params.length && !validator(textAjv, objectOf(params))({ ...values })) return false;
  }
  return o.body === undefined || validator(jsonAjv, o.body)(r.body);
}

/** Whether the request is valid per the document (credentials aside). */
export const documentValid = (o: Operation, r: Request) => nulFree(r) && schemaValid(o, r);

/**
 * Whether a request is broken in one place only. The server looks for a NUL once the schemas pass,
 * so a request with a NUL must match them: else the NUL might be the one thing it does not name.
 */
export const brokenOnce = (o: Operation, r: Request) => !documentValid(o, r) && (nulFree(r) || schemaValid(o, r));

export function operations(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      out.push({
        method,
        path,
        label: `${method.toUpperCase()} ${path}`,
        doc: op,
        parameters: (op.parameters ?? []).map((p: Parameter) => ({
          ...p,
          name: p.in === 'header' ? p.name.toLowerCase() : p.name,
        })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** The credentials an operation's security requirement accepts (any one of them). */
export function authOptions(o: Operation): Auth[] {
  const schemes = (o.doc.security ?? []).flatMap((requirement: Json) => Object.keys(requirement));
  const options: Auth[] = [];
  if (schemes.includes('ApiKey') || schemes.includes('AdminApiKey')) options.push('key');
  if (schemes.includes('AdminSession')) options.push('session');
  return options.length ? options : ['none'];
}

export const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/** The response's status, content type, body and documented headers match the operation's responses. */
export function checkResponse(o: Operation, res: LightMyRequestResponse, context: string): void {
  const where = `${o.label} → ${res.statusCode} ${res.body.slice(0, 500)}\nrequest: ${context}`;
  assert.ok(res.statusCode < 500, where);
  const documented = o.doc.responses[String(res.statusCode)];
  assert.ok(documented, `status not documented: ${where}`);
  for (const [name, header] of Object.entries<Json>(documented.headers ?? {})) {
    const value = res.headers[name.toLowerCase()];
    if (value !== undefined) {
      const check = validator(textAjv, header.schema);
      assert.ok(check(value), `header ${name}: ${JSON.stringify(check.errors)} ${where}`);
    }
  }
  if (!documented.content) {
    assert.equal(res.body, '', `a body where the document has no content: ${where}`);
    return;
  }
  assert.notEqual(res.body, '', `no body where the document has content: ${where}`);
  const type = mediaType(res.headers['content-type']);
  const media = documented.content[type];
  assert.ok(media, `content type ${type} not documented (${Object.keys(documented.content)}): ${where}`);
  const body = type.endsWith('json') ? res.json() : res.body;
  const check = validator(jsonAjv, media.schema);
  assert.ok(check(body), `body does not match the document: ${JSON.stringify(check.errors?.slice(0, 5))} ${where}`);
}

/** Whether a problem names the broken field: in errors[].path (or below it), else in the detail. */
export function namesField(problem: Json, field: string): boolean {
  const paths: string[] = (problem.errors ?? []).map((e: Json) => e.path);
  return (
    paths.some((p) => p === field || p.startsWith(`${field}.`) || p.startsWith(`${field}[`)) ||
    String(problem.detail).includes(field)
  );
}
