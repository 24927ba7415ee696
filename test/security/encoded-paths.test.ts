/**
 * The router answers one path under many spellings: percent-escapes (`/%61pi/…`) and the absolute
 * form of the request line (`GET http://shop.test/api/… HTTP/1.1`) reach the same handler as
 * `/api/…`. The rate limit, its headers and the request log must follow the handler, not the
 * spelling. The operations come from the live OpenAPI document, so a new route is covered as soon as
 * it is documented.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { type RawResponse, rawRequest } from '../helpers/raw-http.ts';

interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/v1/products/{slug}`. */
  template: string;
  hasBody: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);
const HOST = 'shop.test';

const percent = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

const SPELLINGS: { name: string; target(path: string): string }[] = [
  { name: 'as written', target: (path) => path },
  { name: 'one letter percent-encoded', target: (path) => path.replace(/[a-z]/i, percent) },
  {
    name: 'every character percent-encoded',
    target: (path) =>
      path
        .split('/')
        .map((segment) => [...segment].map(percent).join(''))
        .join('/'),
  },
  { name: 'absolute form', target: (path) => `http://${HOST}${path}` },
  { name: 'absolute form, percent-encoded', target: (path) => `http://${HOST}${path.replace(/[a-z]/i, percent)}` },
];

let t: ListeningApp;
let admin: string;
let operations: Operation[];
const paramValues: Record<string, string> = { size: '400g' };

before(async () => {
  t = await listenTestApp();
  admin = await t.token('admin');
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
  operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), template, hasBody: op.requestBody !== undefined })),
  );
  const products = await t.app.inject({ url: '/api/v1/products?limit=1', headers: { 'x-api-key': admin } });
  paramValues.slug = products.json().data[0].slug;
});
after(() => t.close());

/** The template with plausible path parameters (a seeded slug; any other id may well be a 404). */
const pathOf = (op: Operation) =>
  op.template.replace(/\{(\w+)\}/g, (_, name: string) => paramValues[name] ?? 'probe-1');
/** The pattern the router knows the operation by. */
const routeOf = (op: Operation) => op.template.replace(/\{(\w+)\}/g, ':$1');
const isApi = (op: Operation) => op.template.startsWith('/api/');

/** `json`: send an empty JSON object as the body (a validation error is as good as any answer here). */
function send(method: string, target: string, requestId: string, headers: Record<string, string> = {}, json = false) {
  return rawRequest(t.baseUrl, {
    method,
    target,
    headers: {
      host: HOST,
      'x-request-id': requestId,
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(json ? { body: '{}' } : {}),
  });
}

const newRequestId = () => `spelling-${randomUUID()}`;

/** The request-log rows of these requests; the log is written after the response, so wait a little. */
async function logRows(requestIds: string[], expected = requestIds.length) {
  for (let attempt = 0; ; attempt++) {
    await t.app.services.requestLog.flush();
    const rows = await t.app.services.store.db
      .selectFrom('request_log')
      .selectAll()
      .where('request_id', 'in', requestIds)
      .execute();
    if (rows.length >= expected || attempt === 20) return new Map(rows.map((row) => [row.request_id, row]));
    await sleep(50);
  }
}

const describe = (res: RawResponse) => `${res.status} ${res.headers['content-type'] ?? ''}`;

test('every /api/ operation is rate limited and logged under every spelling of its path', async () => {
  const api = operations.filter(isApi);
  assert.ok(api.length >= 10, `the document lists the API operations (found ${api.length})`);
  const failures: string[] = [];
  const sent: { requestId: string; label: string; op: Operation }[] = [];
  for (const op of api) {
    for (const spelling of SPELLINGS) {
      const target = spelling.target(pathOf(op));
      const label = `${op.method} ${target} (${spelling.name})`;
      const requestId = newRequestId();
      const res = await send(op.method, target, requestId, { 'x-api-key': admin }, op.hasBody);
      sent.push({ requestId, label, op });
      // Every answer under /api/ carries them, a 404 from the handler included.
      if (!res.headers.ratelimit || !res.headers['ratelimit-policy']) {
        failures.push(`${label}: ${describe(res)} without RateLimit/RateLimit-Policy headers`);
      }
    }
  }
  const rows = await logRows(sent.map((s) => s.requestId));
  for (const { requestId, label, op } of sent) {
    const row = rows.get(requestId);
    if (!row) failures.push(`${label}: no request-log row`);
    else if (row.route !== routeOf(op) || row.path !== pathOf(op)) {
      failures.push(`${label}: logged as route ${row.route} path ${row.path}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('operations outside /api/ get no RateLimit headers and no request-log row under any spelling', async () => {
  const others = [
    ...operations.filter((op) => !isApi(op)),
    { method: 'GET', template: '/docs', hasBody: false },
    { method: 'GET', template: '/llms.txt', hasBody: false },
  ];
  assert.ok(others.some((op) => op.template.startsWith('/admin/api/')));
  const failures: string[] = [];
  const sent: string[] = [];
  for (const op of others) {
    for (const spelling of SPELLINGS) {
      const target = spelling.target(pathOf(op));
      const requestId = newRequestId();
      // Without a key: the dashboard's routes answer 401 and nothing is changed.
      const res = await send(op.method, target, requestId, {}, op.hasBody);
      sent.push(requestId);
      if (res.headers.ratelimit !== undefined || res.headers['ratelimit-policy'] !== undefined) {
        failures.push(`${op.method} ${target} (${spelling.name}): ${describe(res)} carries RateLimit headers`);
      }
    }
  }
  const rows = await logRows(sent, 1);
  for (const row of rows.values()) failures.push(`${row.method} ${row.path}: logged`);
  assert.deepEqual(failures, []);
});

test('dashboard API answers are never cacheable, whatever the spelling', async () => {
  const dashboard = operations.filter((op) => op.template.startsWith('/admin/'));
  const failures: string[] = [];
  for (const op of dashboard) {
    for (const spelling of SPELLINGS) {
      const target = spelling.target(pathOf(op));
      const res = await send(op.method, target, newRequestId(), {}, op.hasBody);
      if (res.headers['cache-control'] !== 'no-store') {
        failures.push(`${op.method} ${target} (${spelling.name}): Cache-Control ${res.headers['cache-control']}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('encoded and absolute-form spellings consume the token’s limit', async () => {
  const limited = await t.app.services.tokens.create({ name: 'spelling', kind: 'read', rateLimitPerMinute: 3 });
  const key = { 'x-api-key': limited.token };
  const targets = ['/%61pi/v1/products?limit=1', `http://${HOST}/api/v1/products?limit=1`, '/%61%70%69/v1/categories'];
  for (const target of targets) {
    const res = await send('GET', target, newRequestId(), key);
    assert.equal(res.status, 200, `${target}: ${res.body}`);
  }
  const refused = await send('GET', '/%61pi/v1/products?limit=1', newRequestId(), key);
  assert.equal(refused.status, 401, `the 4th request: ${refused.body.slice(0, 100)}`);
  assert.equal(JSON.parse(refused.body).code, 'rate_limited');
  assert.equal(refused.headers['ratelimit-policy'], '"default";q=3;w=60');
  assert.match(refused.headers.ratelimit ?? '', /^"default";r=0;t=\d+$/);
});

test('an unmatched path is judged and logged by its decoded path', async () => {
  const cases = [
    { target: '/%61pi/gibt-es-nicht', path: '/api/gibt-es-nicht' },
    { target: `http://${HOST}/api/gibt-es-nicht?token=geheim`, path: '/api/gibt-es-nicht' },
    { target: `http://${HOST}/%61pi/v1/products/a%2Fb/c`, path: '/api/v1/products/a%2Fb/c' },
  ];
  const ids: string[] = [];
  for (const { target } of cases) {
    const requestId = newRequestId();
    ids.push(requestId);
    const res = await send('GET', target, requestId);
    assert.equal(res.status, 404, target);
    assert.ok(res.headers.ratelimit && res.headers['ratelimit-policy'], `${target}: RateLimit headers`);
  }
  const rows = await logRows(ids);
  assert.deepEqual(
    ids.map((id) => [rows.get(id)?.path, rows.get(id)?.route]),
    cases.map(({ path }) => [path, null]),
  );
});
