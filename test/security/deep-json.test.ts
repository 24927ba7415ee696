/**
 * Deeply nested JSON: every JSON-accepting operation of the OpenAPI document, and both protocols of
 * /api/mcp, answer a body nested thousands of levels deep with a 400 problem naming the field —
 * never a 5xx from a walk that ran out of stack — and the process keeps serving.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_JSON_DEPTH } from '../../src/http/json-depth.ts';
import { nulPointers } from '../../src/http/validation.ts';
import { adminApp, everyCredential } from '../admin/support.ts';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;

const DEPTHS = [10_000, 100_000];

/** `[[[…]]]` as text: `levels` arrays, one inside the other. */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A JSON object whose field `field` holds arrays nested so that the whole body is `depth` levels deep. */
const deepField = (field: string, depth: number) => `{${JSON.stringify(field)}:${nestedArrays(depth - 1)}}`;

interface Case {
  label: string;
  method: string;
  url: string;
  auth: 'key' | 'session' | 'none';
  /** The body nested `depth` levels deep, and the field the problem must name. */
  body(depth: number): { payload: string; field: string };
  accept?: string;
}

/** Every operation with a JSON request body, from the served document. */
function documentCases(doc: Json): Case[] {
  const out: Case[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!op.requestBody?.content?.['application/json']) continue;
      const schemes: string[] = (op.security ?? []).flatMap((requirement: Json) => Object.keys(requirement));
      out.push({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // The parser runs before the path parameters are looked at: any value reaches it.
        url: path.replace(/\{\w+\}/g, 'x'),
        auth: schemes.includes('ApiKey') ? 'key' : schemes.includes('AdminSession') ? 'session' : 'none',
        body: (depth) => ({ payload: deepField('deep', depth), field: 'deep' }),
      });
    }
  }
  return out;
}

/** Both protocols of /api/mcp, with the nesting where each carries a tool's arguments. */
const mcpCases: Case[] = [
  {
    label: 'POST /api/mcp {tool, parameters}',
    method: 'POST',
    url: '/api/mcp',
    auth: 'key',
    body: (depth) => ({
      payload: `{"tool":"get_categories","parameters":${deepField('species', depth - 1)}}`,
      field: 'parameters',
    }),
  },
  {
    label: 'POST /api/mcp JSON-RPC tools/call',
    method: 'POST',
    url: '/api/mcp',
    auth: 'key',
    accept: 'application/json, text/event-stream',
    body: (depth) => ({
      payload: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_categories","arguments":${deepField('species', depth - 2)}}}`,
      field: 'params',
    }),
  },
  {
    label: 'POST /api/mcp JSON-RPC batch',
    method: 'POST',
    url: '/api/mcp',
    auth: 'key',
    accept: 'application/json, text/event-stream',
    body: (depth) => ({
      payload: `[{"jsonrpc":"2.0","id":1,"method":"ping","params":${deepField('x', depth - 2)}}]`,
      field: 'body',
    }),
  },
];

function send(c: Case, payload: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (c.accept) headers.accept = c.accept;
  if (c.auth === 'key') headers['x-api-key'] = c.url.startsWith('/admin/') ? keys.admin : keys.api;
  if (c.auth === 'session') {
    headers.cookie = session.cookie;
    headers['x-csrf-token'] = session.csrf;
  }
  return t.app.inject({ method: c.method as 'POST', url: c.url, headers, payload });
}

const t = await adminApp();
after(() => t.close());
// The api key holds every scope but admin:full, so that no operation refuses it before its body is read.
const { keys, session } = await everyCredential(t);
const cases: Case[] = [...documentCases((await t.app.inject({ url: '/api/openapi.json' })).json()), ...mcpCases];

describe('a body nested deeper than the limit', () => {
  test('the document has JSON-accepting operations to check', () => {
    assert.ok(cases.length > mcpCases.length + 5, `only ${cases.length} cases`);
  });

  for (const c of cases) {
    for (const depth of DEPTHS) {
      test(`${c.label}: ${depth} levels deep → 400 json_too_deep naming the field`, async () => {
        const { payload, field } = c.body(depth);
        const res = await send(c, payload);
        const where = `${c.label} (${depth} deep) → ${res.statusCode} ${res.body.slice(0, 300)}`;
        assert.ok(res.statusCode < 500, where);
        assert.equal(res.statusCode, 400, where);
        assert.match(String(res.headers['content-type']), /^application\/problem\+json/, where);
        const problem = res.json();
        assert.equal(problem.code, 'json_too_deep', where);
        assert.deepEqual(
          problem.errors.map((e: { path: string }) => e.path),
          [field],
          where,
        );
        assert.match(problem.detail, new RegExp(`${MAX_JSON_DEPTH}`), where);
      });
    }
  }

  test('the process keeps serving afterwards', async () => {
    assert.equal((await t.app.inject({ url: '/healthz' })).statusCode, 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { 'x-api-key': keys.api },
      payload: { tool: 'get_categories' },
    });
    assert.equal(res.statusCode, 200, res.body);
  });
});

describe('the limit itself', () => {
  const simple = mcpCases[0] as Case;

  test(`a body exactly ${MAX_JSON_DEPTH} levels deep gets past the parser; one level more does not`, async () => {
    const atLimit = await send(simple, simple.body(MAX_JSON_DEPTH).payload);
    // The tool refuses the unknown field: the ordinary validation answer, not the depth limit.
    assert.equal(atLimit.statusCode, 400, atLimit.body);
    assert.equal(atLimit.json().code, 'invalid_parameters', atLimit.body);

    const over = await send(simple, simple.body(MAX_JSON_DEPTH + 1).payload);
    assert.equal(over.statusCode, 400, over.body);
    assert.equal(over.json().code, 'json_too_deep', over.body);
  });

  test('scalars and empty containers count as they nest: a string at the limit is fine', async () => {
    const payload = `{"tool":"get_categories","parameters":{"species":${'['.repeat(MAX_JSON_DEPTH - 2)}"DOG"${']'.repeat(MAX_JSON_DEPTH - 2)}}}`;
    const res = await send(simple, payload);
    assert.equal(res.json().code, 'invalid_parameters', res.body);
  });
});

describe('walks over parsed input hold any depth', () => {
  test('the NUL check walks without recursion', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 200_000; i++) value = [value];
    const found = nulPointers({ deep: value });
    assert.equal(found.length, 1);
    assert.equal(found[0]?.split('/').length, 200_002);
  });

  test('the NUL check reports pointers in document order', () => {
    const found = nulPointers({ a: ['x', 'y\u0000'], b: { c0: '\u0000', 'k\u0000': 1, c: '\u0000' }, d: '\u0000' });
    assert.deepEqual(found, ['/a/1', '/b/c0', '/b', '/b/c', '/d']);
  });
});
