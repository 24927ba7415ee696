/**
 * Runs the catalog operations as a binding would: a UcpCall from a test app's services, the text
 * language chosen from `context.language` like the bindings do, and the result wrapped in the
 * protocol's envelope (ucp.json `response_catalog_schema`, or `error` for a UcpError) so whole
 * responses can be checked against the official schemas.
 */
import assert from 'node:assert/strict';
import { statedLanguage } from '../../src/ucp/bindings/invoke.ts';
import { CATALOG_OPERATIONS } from '../../src/ucp/catalog/operations.ts';
import { UcpError } from '../../src/ucp/errors.ts';
import { UCP_VERSION, type UcpCall, type UcpDeps } from '../../src/ucp/operation.ts';
import type { TestApp } from '../helpers/app.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';
import { testUcpCall, testUcpDeps } from './support-call.ts';

// biome-ignore lint/suspicious/noExplicitAny: the protocol's JSON, checked by its schemas; tests read it freely.
export type Json = Record<string, any>;

export function catalogDeps(t: TestApp, publicUrl = 'http://shop.test'): UcpDeps {
  return testUcpDeps(t, publicUrl);
}

function callFor(deps: UcpDeps, body: Json, acceptLanguage?: string): UcpCall {
  const operation = CATALOG_OPERATIONS[0] as (typeof CATALOG_OPERATIONS)[number];
  return testUcpCall(deps, {
    id: 'tok_test',
    name: 'catalog test',
    scopes: [operation.scope],
    capabilities: CATALOG_OPERATIONS.map((op) => op.capability),
    language: statedLanguage(body, acceptLanguage),
  });
}

const RESPONSE_SCHEMA: Record<string, string> = {
  search_catalog: 'shopping/catalog_search.json#/$defs/search_response',
  lookup_catalog: 'shopping/catalog_lookup.json#/$defs/lookup_response',
  get_product: 'shopping/catalog_lookup.json#/$defs/get_product_response',
};

const REQUEST_SCHEMA: Record<string, string> = {
  search_catalog: 'shopping/catalog_search.json#/$defs/search_request',
  lookup_catalog: 'shopping/catalog_lookup.json#/$defs/lookup_request',
  get_product: 'shopping/catalog_lookup.json#/$defs/get_product_request',
};

export function operation(name: string) {
  const op = CATALOG_OPERATIONS.find((candidate) => candidate.name === name);
  assert.ok(op, `no catalog operation ${name}`);
  return op;
}

/** The whole response of a successful operation, checked against its response schema. */
export async function run(deps: UcpDeps, name: string, body: Json, acceptLanguage?: string): Promise<Json> {
  const op = operation(name);
  const result = await op.run(callFor(deps, body, acceptLanguage), { id: null, body });
  const response = {
    ucp: { version: UCP_VERSION, status: 'success', capabilities: { [op.capability]: [{ version: UCP_VERSION }] } },
    ...result,
  };
  assertUcp(RESPONSE_SCHEMA[name] as string, response, `${name} response`);
  return response;
}

/** A request body that the protocol's request schema accepts (the fixtures copied from the spec). */
export function assertRequest(name: string, body: Json): void {
  assertUcp(REQUEST_SCHEMA[name] as string, body, `${name} request`);
}

/** The UcpError an operation throws, and its error_response as the bindings render it, schema-checked. */
export async function runError(deps: UcpDeps, name: string, body: Json): Promise<UcpError> {
  const op = operation(name);
  try {
    await op.run(callFor(deps, body), { id: null, body });
  } catch (err) {
    assert.ok(err instanceof UcpError, `expected a UcpError, got ${String(err)}`);
    const response = {
      ucp: { version: UCP_VERSION, status: 'error', capabilities: { [op.capability]: [{ version: UCP_VERSION }] } },
      messages: [err.toMessage()],
    };
    assertUcp('common/types/error_response.json', response, `${name} error response`);
    return err;
  }
  assert.fail(`${name} succeeded where an error was expected`);
}
