/**
 * Calls the UCP order operations directly, the way a binding does, with a UcpCall built from a
 * test app's services, and wraps answers in the `ucp` envelope the schemas require.
 */
import assert from 'node:assert/strict';
import type { Scope } from '../../src/tokens/scopes.ts';
import { UcpError } from '../../src/ucp/errors.ts';
import { UCP_VERSION, type UcpCall, type UcpDeps } from '../../src/ucp/operation.ts';
import { GET_ORDER, ORDER_CAPABILITY } from '../../src/ucp/order/get-order.ts';
import type { TestApp } from '../helpers/app.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';
import { testUcpCall, testUcpDeps } from './support-call.ts';

export const PUBLIC_URL = 'http://shop.test';

export interface CallingToken {
  id: string;
  key: string;
  scopes: Scope[];
}

/** A token made through the token service: its key for napf's own API, its id and scopes for the UcpCall. */
export async function callingToken(t: TestApp, kind: 'read' | 'write', scopes: Scope[]): Promise<CallingToken> {
  const { record, token } = await t.app.services.tokens.create({ name: `ucp order ${kind}`, kind, scopes });
  return { id: record.id, key: token, scopes: record.scopes as Scope[] };
}

export function orderDeps(t: TestApp): UcpDeps {
  return testUcpDeps(t, PUBLIC_URL);
}

export function orderCall(t: TestApp, token: CallingToken, language: 'de' | 'en' = 'de'): UcpCall {
  return testUcpCall(orderDeps(t), {
    id: token.id,
    name: 'ucp order test',
    scopes: token.scopes,
    capabilities: [ORDER_CAPABILITY],
    language,
  });
}

const envelope = (status: 'success' | 'error') => ({
  version: UCP_VERSION,
  status,
  capabilities: { [ORDER_CAPABILITY]: [{ version: UCP_VERSION }] },
});

/** get_order's answer, checked against shopping/order.json with its envelope. */
export async function getUcpOrder(t: TestApp, token: CallingToken, id: string, language: 'de' | 'en' = 'de') {
  const result = await GET_ORDER.run(orderCall(t, token, language), { id, body: {} });
  const body = { ucp: envelope('success'), ...result };
  assertUcp('shopping/order.json', body);
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the validated answer's fields freely
  return result as any;
}

/** get_order must fail with this UcpError; its error_response is checked against the schema. */
export async function expectUcpError(
  t: TestApp,
  token: CallingToken,
  id: string | null,
  code: string,
  status: number,
): Promise<UcpError> {
  const err = await GET_ORDER.run(orderCall(t, token), { id, body: {} }).then(
    (result) => assert.fail(`expected ${code}, got ${JSON.stringify(result).slice(0, 200)}`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof UcpError, String(err));
  assert.equal(err.code, code);
  assert.equal(err.status, status);
  assertUcp('common/types/error_response.json', { ucp: envelope('error'), messages: [err.toMessage()] });
  return err;
}
