import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';

let t: TestApp;
let admin: string;
let reader: string;
let readerId: string;

before(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  admin = await t.token('admin');
  const issued = await t.app.services.tokens.create({ name: 'Agent Bello', kind: 'read', rateLimitPerMinute: 3 });
  reader = issued.token;
  readerId = issued.record.id;
});
after(() => t.close());

const db = () => t.app.services.store.db;

async function logApi(query: string) {
  const res = await t.app.inject({ url: `/admin/api/request-log${query}`, headers: { 'x-api-key': admin } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

test('every kind of /api/ request is logged with route, tool, status and error code', async () => {
  const requests = [
    t.app.inject({ url: '/api/v1/products?limit=1', headers: { 'x-api-key': reader } }), // 200
    t.app.inject({ url: '/api/v1/products' }), // 401 unauthorized
    t.app.inject({ url: '/api/v1/products/gibt-es-nicht', headers: { 'x-api-key': reader } }), // 404
  ];
  for (const r of requests) await r;
  await callTool(t, reader, 'update_product_stock', {}); // 403 forbidden
  await t.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': reader } }); // 401 rate_limited (its limit is 3)
  await callTool(t, admin, 'get_categories', {}); // 200 simple protocol
  await t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: {
      'x-api-key': admin,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_categories', arguments: {} } },
  });
  await t.app.inject({ url: '/api/nothing-here' }); // 404 without a route
  await t.app.inject({ url: '/healthz' }); // not under /api/: not logged

  const { data } = await logApi('?limit=1000');
  const find = (pred: (e: Record<string, unknown>) => boolean) => data.find(pred);
  assert.ok(
    find(
      (e) =>
        e.route === '/api/v1/products' && e.status === 200 && e.token_id === readerId && e.token_name === 'Agent Bello',
    ),
  );
  assert.ok(
    find(
      (e) =>
        e.route === '/api/v1/products' && e.status === 401 && e.error_code === 'unauthorized' && e.token_id === null,
    ),
  );
  assert.ok(find((e) => e.route === '/api/v1/products/:slug' && e.status === 404 && e.error_code === 'not_found'));
  assert.ok(find((e) => e.tool === 'update_product_stock' && e.status === 403 && e.error_code === 'forbidden'));
  assert.ok(find((e) => e.route === '/api/v1/categories' && e.status === 401 && e.error_code === 'rate_limited'));
  assert.ok(find((e) => e.tool === 'get_categories' && e.method === 'POST' && e.status === 200));
  assert.equal(
    data.filter((e: { tool: string }) => e.tool === 'get_categories').length,
    2,
    'simple protocol and MCP tools/call',
  );
  assert.ok(find((e) => e.path === '/api/nothing-here' && e.route === null && e.status === 404));
  assert.ok(!find((e) => e.path === '/healthz'));
  for (const e of data) {
    assert.match(e.time, /^\d{4}-\d\d-\d\dT/);
    assert.equal(typeof e.duration_ms, 'number');
    assert.equal(e.ip, '127.0.0.1');
  }
});

test('every field keeps its value and type; a path that decodes to NUL is logged with U+FFFD in its place', async () => {
  const key = await t.token('read');
  // %00 decodes to U+0000, which PostgreSQL text cannot hold: the batch must not fail for it.
  await t.app.inject({
    url: '/api/v1/products/a%00b?x=1',
    headers: { 'x-api-key': key, 'x-request-id': 'nul-path-1', 'user-agent': 'Agent \'Bello\' "7" ü' },
  });
  const { data } = await logApi('?limit=1000');
  const entry = data.find((e: { request_id: string }) => e.request_id === 'nul-path-1');
  assert.ok(entry, 'logged');
  assert.equal(entry.path, '/api/v1/products/a\uFFFDb');
  assert.equal(entry.route, '/api/v1/products/:slug');
  assert.equal(entry.method, 'GET');
  // The slug's schema refuses the NUL.
  assert.equal(entry.status, 400);
  assert.equal(entry.error_code, 'invalid_parameters');
  assert.equal(entry.tool, null);
  assert.equal(entry.user_agent, 'Agent \'Bello\' "7" ü');
  assert.equal(typeof entry.duration_ms, 'number');
  assert.ok(Math.abs(Date.parse(entry.time) - Date.now()) < 60_000);
});

test('filters and cursor paging', async () => {
  const byToken = await logApi(`?token_id=${readerId}`);
  assert.ok(byToken.data.length >= 3);
  assert.ok(byToken.data.every((e: { token_id: string }) => e.token_id === readerId));
  const byStatus = await logApi('?status=403');
  assert.ok(byStatus.data.every((e: { status: number }) => e.status === 403));
  const byTool = await logApi('?tool=get_categories');
  assert.equal(byTool.data.length, 2);
  const all = (await logApi('?limit=1000')).data;
  const seen: string[] = [];
  let cursor = '';
  do {
    const page = await logApi(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    seen.push(...page.data.map((e: { request_id: string }) => e.request_id));
    cursor = page.next_cursor;
  } while (cursor);
  assert.ok(seen.length >= all.length);
  assert.equal(new Set(seen).size, seen.length);
  const bad = await t.app.inject({ url: '/admin/api/request-log?limit=1001', headers: { 'x-api-key': admin } });
  assert.equal(bad.statusCode, 400);
  const forbidden = await t.app.inject({
    url: '/admin/api/request-log',
    headers: { 'x-api-key': await t.token('write') },
  });
  assert.equal(forbidden.statusCode, 403);
});

test('a burst of 1000 requests is fully logged within a second of the burst', async () => {
  const key = await t.token('read');
  const before = Number(
    (
      await db()
        .selectFrom('request_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await Promise.all(
    Array.from({ length: 1000 }, () => t.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': key } })),
  );
  const deadline = Date.now() + 1000;
  let count = 0;
  while (Date.now() < deadline) {
    count = Number(
      (
        await db()
          .selectFrom('request_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (count - before >= 1000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(count - before, 1000);
});

test('aggregates: requests, errors and p50/p95 per token and per tool', async () => {
  const res = await t.app.inject({
    url: '/admin/api/request-log/stats?bucket=minute',
    headers: { 'x-api-key': admin },
  });
  assert.equal(res.statusCode, 200, res.body);
  const stats = res.json();
  const reader = stats.by_token.find((r: { token_id: string }) => r.token_id === readerId);
  assert.equal(reader.token_name, 'Agent Bello');
  assert.ok(reader.errors >= 2);
  const tool = stats.by_tool.find((r: { tool: string }) => r.tool === 'get_categories');
  assert.equal(tool.requests, 2);
  assert.equal(tool.errors, 0);
  assert.ok(stats.totals.requests >= 1008);
  assert.ok(stats.totals.p95_ms >= stats.totals.p50_ms);
  assert.equal(
    stats.series.reduce((s: number, b: { requests: number }) => s + b.requests, 0),
    stats.totals.requests,
  );
});

test('last_used_at is set from the batch; the token text never appears in the log or its API', async () => {
  const record = await db().selectFrom('api_tokens').selectAll().where('id', '=', readerId).executeTakeFirstOrThrow();
  assert.ok(record.last_used_at);
  const rows = await db().selectFrom('request_log').selectAll().execute();
  const dump =
    JSON.stringify(rows) +
    (await t.app.inject({ url: '/admin/api/request-log?limit=1000', headers: { 'x-api-key': admin } })).body;
  for (const secret of [reader, admin]) assert.ok(!dump.includes(secret.slice(12)), 'token text leaked');
});

test('a shutdown flushes the pending batch', async () => {
  const local = await createTestApp();
  const key = await local.token('read');
  for (let i = 0; i < 25; i++) await local.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': key } });
  assert.ok(local.app.services.requestLog.pending > 0, 'still buffered');
  const store = local.app.services.store;
  await local.app.close();
  const n = await store.db
    .selectFrom('request_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(n.n), 25);
  await local.close().catch(() => {});
});

test('a revoked token stops working at once', async () => {
  const issued = await t.app.services.tokens.create({ name: 'soon gone', kind: 'read' });
  const call = () => t.app.inject({ url: '/api/v1/products?limit=1', headers: { 'x-api-key': issued.token } });
  assert.equal((await call()).statusCode, 200);
  await t.app.services.tokens.revoke(issued.record.id);
  assert.equal((await call()).statusCode, 401);
});
