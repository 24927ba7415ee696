/**
 * The catalog operations over the real bindings on a listening app: REST POST /ucp/v1/catalog/*
 * with fetch and the MCP tools at /ucp/mcp with the official MCP client. Whole responses validate
 * against the protocol's schemas; an unknown product is an error_response with HTTP 200; bad input
 * and an oversized batch are 400 naming the field; a token without products:read is refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { MAX_LOOKUP_IDS } from '../../src/ucp/catalog/lookup.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';
import type { Json } from './support-catalog.ts';

let t: ListeningApp;
let key: string;

before(async () => {
  t = await listenTestApp();
  key = await t.token('read');
});
after(() => t.close());

async function rest(path: string, body: Json, apiKey = key, language?: string) {
  const res = await fetch(`${t.baseUrl}/ucp/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': apiKey,
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function mcp(name: string, args: Json): Promise<Json> {
  const client = new Client({ name: 'napf catalog test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/ucp/mcp`), {
      requestInit: { headers: { 'x-api-key': key } },
    }),
  );
  try {
    const result = await client.callTool({ name, arguments: { meta: {}, ...args } });
    return result as Json;
  } finally {
    await client.close();
  }
}

describe('REST', () => {
  test('search, lookup and product answer schema-valid responses', async () => {
    const search = await rest('/catalog/search', { query: 'Trockenfutter Lachs', pagination: { limit: 3 } });
    assert.equal(search.status, 200, JSON.stringify(search.body));
    assertUcp('shopping/catalog_search.json#/$defs/search_response', search.body);
    const products = search.body.products as Json[];
    assert.ok(products.length > 0);
    const first = products[0] as Json;

    const lookup = await rest('/catalog/lookup', { ids: [first.id, 'prod_invalid'] });
    assert.equal(lookup.status, 200);
    assertUcp('shopping/catalog_lookup.json#/$defs/lookup_response', lookup.body);
    assert.equal(lookup.body.products[0].id, first.id);
    assert.deepEqual(lookup.body.messages, [{ type: 'info', code: 'not_found', content: 'prod_invalid' }]);

    const product = await rest('/catalog/product', { id: first.variants[0].id });
    assert.equal(product.status, 200);
    assertUcp('shopping/catalog_lookup.json#/$defs/get_product_response', product.body);
    assert.equal(product.body.product.id, first.id);
  });

  test('Accept-Language picks the texts when the context names none', async () => {
    const en = await rest('/catalog/search', { query: 'Lachs', pagination: { limit: 1 } }, key, 'en-US');
    const de = await rest('/catalog/search', { query: 'Lachs', pagination: { limit: 1 } }, key, 'de-DE');
    assert.equal(en.body.products[0].id, de.body.products[0].id);
    assert.equal(en.body.products[0].options[0].name, 'Size');
    assert.equal(de.body.products[0].options[0].name, 'Größe');
  });

  test('an unknown product is an error_response with HTTP 200', async () => {
    const res = await rest('/catalog/product', { id: 'prod_invalid' });
    assert.equal(res.status, 200);
    assertUcp('common/types/error_response.json', res.body);
    assert.deepEqual(res.body.messages, [
      { type: 'error', code: 'not_found', content: 'Product not found: prod_invalid', severity: 'unrecoverable' },
    ]);
  });

  test('bad input and an oversized batch are 400 naming the field', async () => {
    const bad = await rest('/catalog/search', { query: 'Lachs', pagination: { limit: -3 } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.messages[0].path, '$.pagination.limit');
    const ids = Array.from({ length: MAX_LOOKUP_IDS + 1 }, (_, i) => `prd_${i}`);
    const large = await rest('/catalog/lookup', { ids });
    assert.equal(large.status, 400);
    assert.equal(large.body.messages[0].code, 'request_too_large');
  });

  test('a token without products:read is refused', async () => {
    const other = await t.token('write', ['orders:read']);
    const res = await rest('/catalog/search', { query: 'Lachs' }, other);
    assert.equal(res.status, 403, JSON.stringify(res.body));
  });
});

describe('MCP', () => {
  test('search_catalog, lookup_catalog and get_product as tools, the same as over REST', async () => {
    const body = { query: 'Katze Nassfutter', pagination: { limit: 2 } };
    const viaMcp = await mcp('search_catalog', { catalog: body });
    assert.notEqual(viaMcp.isError, true, JSON.stringify(viaMcp));
    const structured = viaMcp.structuredContent as Json;
    assertUcp('shopping/catalog_search.json#/$defs/search_response', structured);
    const viaRest = await rest('/catalog/search', body);
    assert.deepEqual(structured.products, viaRest.body.products);

    const id = structured.products[0].id;
    const lookup = (await mcp('lookup_catalog', { catalog: { ids: [id] } })).structuredContent as Json;
    assertUcp('shopping/catalog_lookup.json#/$defs/lookup_response', lookup);
    const detail = (await mcp('get_product', { catalog: { id } })).structuredContent as Json;
    assertUcp('shopping/catalog_lookup.json#/$defs/get_product_response', detail);
    assert.equal(detail.product.id, id);
  });
});
