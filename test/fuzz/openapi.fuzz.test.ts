/**
 * Requests generated from the whole OpenAPI document: for every operation, requests built
 * from its path, query and header parameters and its request body.
 *
 * - Valid requests (per the document) get a status the operation documents, never a 5xx, never a
 *   401/403 (they carry the credentials the operation's security asks for), and a body that
 *   validates against the documented schema of that status and content type.
 * - Invalid requests, broken in one place (wrong type, out of range, unknown property, missing
 *   requirement, no credentials), get a documented 4xx application/problem+json naming that place.
 * - A write that is refused (any 4xx) leaves every table as it was: nothing half-written.
 *
 * Path parameters are mostly real (seed slugs and sizes, fixtures created below) so that valid
 * requests reach the code behind the 404. Fixed seed, bounded runs: FUZZ_SEED, FUZZ_RUNS.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { isJsonRpcBody } from '../../src/tools/mcp-request.ts';
import { adminApp, everyCredential } from '../admin/support.ts';
import { dereferencedDocument } from '../docs/served-document.ts';
import { BILLING_ADDRESS } from '../helpers/orders.ts';
import { callTool } from '../helpers/tools.ts';
import type { Schema } from './arbitraries.ts';
import {
  authOptions,
  checkResponse,
  type Json,
  jsonAjv,
  mediaType,
  namesField,
  type Operation,
  operations,
  type Request,
  validator,
} from './document.ts';
import { type Fixtures, requestArbitraries } from './requests.ts';
import { snapshot } from './snapshot.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Runs per operation for valid requests and again for invalid ones. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// ---------------------------------------------------------------------------------------------
// The app, its credentials and fixtures for the path parameters

// Webhook URLs the fuzz creates point at hosts that do not resolve: deliveries fail fast, in the
// background, and never leave the machine.
const t = await adminApp({ webhookAllowHosts: ['hooks.napf.test', 'cdn.napf.test'], webhookTimeoutMs: 2000 });
after(() => t.close());

const { keys, session } = await everyCredential(t);
// Resolved: the fuzz compiles each schema on its own, without the document's components.
const doc: Json = await dereferencedDocument(t.app);

async function json(res: LightMyRequestResponse, status: number): Promise<Json> {
  assert.equal(res.statusCode, status, res.body);
  return res.json();
}

const adminPost = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-api-key': keys.admin }, ...(payload ? { payload } : {}) });

/** Real ids for each kind of path parameter, made through the API like a client would. */
async function createFixtures(): Promise<Fixtures> {
  const buyable = PRODUCTS.flatMap((p) =>
    p.variants.filter((v) => v.stock_status !== 'OUT_OF_STOCK').map((v) => ({ slug: p.slug, size: v.size })),
  );
  const placeOrder = async (i: number) =>
    (
      await json(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { 'x-api-key': keys.api },
          payload: {
            items: [{ ...buyable[i % buyable.length], quantity: 1 }],
            customer: { email: 'kunde@napf.test', name: 'Kundin' },
            billing_address: BILLING_ADDRESS,
          },
        }),
        201,
      )
    ).data.id as string;
  const order = await placeOrder(0);
  // Orders to cancel or move along their lifecycle, placed by keys.api (cancel is the owner's).
  const movableOrders: Record<string, string[]> = {};
  let placed = 1;
  for (const operationId of ['cancelOrder', 'changeOrderStatus', 'adminChangeOrderStatus']) {
    movableOrders[operationId] = [];
    for (let i = 0; i < 8; i++) movableOrders[operationId].push(await placeOrder(placed++));
  }
  const webhook = await json(
    await callTool(t, keys.api, 'create_webhook', {
      name: 'fuzz',
      url: 'https://hooks.napf.test/fixture',
      events: ['product.updated', 'price.changed'],
    }),
    200,
  );
  const webhookId: string = webhook.result.webhook.id;
  const delivery = await json(await adminPost(`/admin/api/webhooks/${webhookId}/test`), 202);
  const tokens = await Promise.all(
    ['read', 'write', 'read'].map((kind) =>
      t.app.services.tokens.create({ name: `fuzz ${kind}`, kind: kind as 'read' }),
    ),
  );
  const feeds = await Promise.all(
    (['google', 'csv'] as const).map(
      async (format) => (await json(await adminPost('/admin/api/feeds', { name: format, format }), 201)).data,
    ),
  );
  // Newsletter links: one-time tokens from the confirmation mails (no SMTP: kept in the outbox).
  for (const email of ['eins@napf.test', 'zwei@napf.test']) {
    await json(await t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email } }), 201);
  }
  const audit = await json(
    await t.app.inject({ url: '/admin/api/audit?limit=1', headers: { 'x-api-key': keys.admin } }),
    200,
  );
  const mails = await t.app.services.store.db.selectFrom('mail_outbox').select('text_body').execute();
  const newsletterTokens = mails.flatMap((m) =>
    [...m.text_body.matchAll(/[?&]token=([A-Za-z0-9_-]+)/g)].map((x) => x[1] as string),
  );
  return {
    orders: [order],
    movableOrders,
    webhooks: [webhookId],
    deliveries: [delivery.data.delivery_id as string],
    // Victims for revoke and regenerate: never the keys this test authenticates with.
    tokens: tokens.map((x) => x.record.id),
    feeds: feeds.map((f: Json) => f.id as string),
    newsletterTokens,
    auditCursor: audit.next_cursor as string,
    buyable,
  };
}
const { validRequest, invalidRequest } = requestArbitraries(await createFixtures());

// ---------------------------------------------------------------------------------------------
// Sending requests

async function send(o: Operation, r: Request): Promise<LightMyRequestResponse> {
  const url = o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(r.path[name] ?? ''));
  const query = new URLSearchParams(r.query).toString();
  const headers: Record<string, string> = { ...r.headers };
  if (r.auth === 'key') headers['x-api-key'] = o.path.startsWith('/admin/') ? keys.admin : keys.api;
  if (r.auth === 'session') {
    headers.cookie = session.cookie;
    if (o.method !== 'get') headers['x-csrf-token'] = session.csrf;
  }
  // Streamable HTTP, which the document names for MCP messages, asks for both media types.
  if (isJsonRpcBody(r.body)) headers.accept = 'application/json, text/event-stream';
  let payload: string | undefined;
  if (r.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(r.body);
  }
  const res = await t.app.inject({
    method: o.method.toUpperCase() as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    payload,
  });
  if (url.startsWith('/api/')) loggedRequests.push(String(res.headers['x-request-id']));
  return res;
}

/** Request ids of the /api/ requests sent: each must reach the request log. */
const loggedRequests: string[] = [];

// ---------------------------------------------------------------------------------------------
// Nothing half-written

const isWrite = (o: Operation) => o.method !== 'get';

/** Sends the request; a refused write must leave every table as it was. */
async function sendChecked(o: Operation, r: Request): Promise<LightMyRequestResponse> {
  const before = isWrite(o) ? await snapshot(t.app.services.store.db) : '';
  const res = await send(o, r);
  if (isWrite(o) && res.statusCode >= 400) {
    assert.equal(
      await snapshot(t.app.services.store.db),
      before,
      `${o.label} → ${res.statusCode} wrote something: ${JSON.stringify(r)}`,
    );
  }
  return res;
}

// ---------------------------------------------------------------------------------------------
// The properties, per operation

/** Runs for an operation: fewer where there is nothing to vary. */
function runsFor(o: Operation): number {
  return o.parameters.length === 0 && !o.body ? 2 : RUNS;
}

test('every schema in the document is JSON Schema 2020-12 without unknown keywords', () => {
  for (const o of operations(doc)) {
    const schemas: Schema[] = [
      ...o.parameters.map((p) => p.schema),
      ...Object.values<Json>(o.doc.requestBody?.content ?? {}).map((m) => m.schema),
      ...Object.values<Json>(o.doc.responses).flatMap((r) => [
        ...Object.values<Json>(r.content ?? {}).map((m) => m.schema),
        ...Object.values<Json>(r.headers ?? {}).map((h) => h.schema),
      ]),
    ];
    for (const schema of schemas) assert.doesNotThrow(() => validator(jsonAjv, schema), o.label);
  }
});

for (const o of operations(doc)) {
  describe(o.label, () => {
    const statuses = new Map<number, number>();

    test('valid requests → a documented status and body, never 5xx, 401 or 403', async (ctx) => {
      await fc.assert(
        fc.asyncProperty(validRequest(o), async (r) => {
          const res = await sendChecked(o, r);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          checkResponse(o, res, JSON.stringify(r));
          if (!authOptions(o).includes('none')) {
            assert.ok(![401, 403].includes(res.statusCode), `${o.label} refused valid credentials: ${res.body}`);
          }
        }),
        { seed: SEED, numRuns: runsFor(o) },
      );
      ctx.diagnostic(`statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      // The fixtures and hints exist so that valid requests get past the 404s: make sure they still do.
      if (runsFor(o) >= 10)
        assert.ok(
          [...statuses.keys()].some((s) => s < 300),
          `${o.label}: no valid request succeeded`,
        );
    });

    const invalid = invalidRequest(o);
    test('invalid requests → a documented 4xx problem naming the field, nothing written', {
      skip: !invalid && 'nothing to break: no parameters, no body, no credentials',
    }, async () => {
      if (!invalid) return;
      await fc.assert(
        fc.asyncProperty(invalid, async ({ request, field, credentials }) => {
          const res = await sendChecked(o, request);
          const context = `${JSON.stringify(request)} (broken: ${field})`;
          checkResponse(o, res, context);
          assert.equal(res.statusCode, credentials ? 401 : 400, `${o.label}: ${res.body}\n${context}`);
          // A JSON-RPC message goes to the MCP SDK, which answers a JSON-RPC error (documented) instead.
          const type = mediaType(res.headers['content-type']);
          if (isJsonRpcBody(request.body) && type === 'application/json') {
            assert.equal(typeof res.json().error?.message, 'string', res.body);
            return;
          }
          assert.equal(type, 'application/problem+json');
          if (!credentials) assert.ok(namesField(res.json(), field), `${field} not named: ${res.body}\n${context}`);
        }),
        { seed: SEED, numRuns: runsFor(o) },
      );
    });
  });
}

// A log batch is written in one transaction: one value the database refuses would lose them all.
test('the request log kept every /api/ request the fuzz sent', async () => {
  await t.app.services.requestLog.flush();
  const logged = new Set(
    (await t.app.services.store.db.selectFrom('request_log').select('request_id').execute()).map((r) => r.request_id),
  );
  const missing = loggedRequests.filter((id) => !logged.has(id));
  assert.deepEqual(missing, [], `${missing.length} of ${loggedRequests.length} requests are missing`);
});

// Routes the document leaves out (hide: true) and URLs the router cannot take apart: no 5xx, and
// every error is a problem.
test('outside the document: feed files, images, docs, bad URLs → never 5xx, errors are problems', async () => {
  const feed = (await json(await t.app.inject({ url: '/admin/api/feeds', headers: { 'x-api-key': keys.admin } }), 200))
    .data[0];
  const feedFile = feed ? new URL(feed.url).pathname.slice('/feeds/'.length) : 'none.xml';
  const segment = fc.oneof(
    fc.constantFrom(feedFile, `${PRODUCTS[0]?.slug}.svg`, 'x.svg', '%E0%A4%A', '%', 'x'.repeat(3000)),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );
  const url = fc.oneof(
    fc.constantFrom('/api/openapi.json', '/llms.txt', '/docs/', '/admin', '/healthz'),
    segment.map((s) => `/feeds/${s}`),
    segment.map((s) => `/images/products/${s}`),
    segment.map((s) => `/api/v1/products/${s}`),
    segment.map((s) => `/admin/api/tokens/${s}/revoke`),
  );
  await fc.assert(
    fc.asyncProperty(url, async (u) => {
      const res = await t.app.inject({
        method: u.includes('revoke') ? 'POST' : 'GET',
        url: u,
        headers: { 'x-api-key': keys.admin },
      });
      assert.ok(res.statusCode < 500, `${u} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (res.statusCode >= 400)
        assert.equal(mediaType(res.headers['content-type']), 'application/problem+json', `${u} → ${res.body}`);
    }),
    { seed: SEED, numRuns: RUNS * 4 },
  );
});
