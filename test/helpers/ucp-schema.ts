/**
 * Validates napf's UCP answers against the protocol's official JSON Schemas, vendored unchanged in
 * test/ucp/schemas (release 2026-08-25; see the README there). Every schema file is loaded under its
 * own `$id`, so relative `$ref`s resolve as they do at ucp.dev.
 *
 *   assertUcp('shopping/checkout.json', body);                     // the whole schema
 *   assertUcp('shopping/catalog_search.json#/$defs/search_response', body);
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { addFormats } from './openapi-responses.ts';

export const UCP_SCHEMA_DIR = join(import.meta.dirname, '../ucp/schemas');
const BASE = 'https://ucp.dev/schemas/';

function schemaFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) schemaFiles(full, out);
    else if (entry.name.endsWith('.json')) out.push(full);
  }
  return out;
}

let shared: Ajv2020 | undefined;

/** One Ajv holding every vendored schema; the protocol's annotation keywords (ucp_request, name…) are not checked. */
export function ucpAjv(): Ajv2020 {
  if (shared) return shared;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const file of schemaFiles(UCP_SCHEMA_DIR)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    ajv.addSchema(schema, schema.$id ?? `${BASE}${relative(UCP_SCHEMA_DIR, file)}`);
  }
  shared = ajv;
  return ajv;
}

/** The errors of `data` against a vendored schema (a path under schemas/, optionally with a #/$defs/… pointer); [] when valid. */
export function ucpErrors(schema: string, data: unknown): ErrorObject[] {
  const ref = `${BASE}${schema}`;
  const validate = ucpAjv().getSchema(ref);
  assert.ok(validate, `no vendored UCP schema ${schema}`);
  return validate(data) ? [] : (validate.errors ?? []);
}

/** Fails with every schema violation, each with its instance path. */
export function assertUcp(schema: string, data: unknown, what = schema): void {
  const errors = ucpErrors(schema, data);
  assert.deepEqual(
    errors.map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`),
    [],
    `${what} does not match ${schema}`,
  );
}
