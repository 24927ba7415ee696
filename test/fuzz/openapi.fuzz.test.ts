/**
 * Requests generated from the whole OpenAPI document (issue 7): for every operation, requests built
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
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { ean13CheckDigit } from '../../src/catalog/ean.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { SCOPES } from '../../src/tokens/scopes.ts';
import { isJsonRpcBody } from '../../src/tools/mcp.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminSession } from '../admin/support.ts';
import { createTestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';
import { type Breakage, broken, type Hints, type Schema, valid } from './arbitraries.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Runs per operation for valid requests and again for invalid ones. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  label: string;
  doc: Json;
  parameters: Parameter[];
  body: Schema | undefined;
}

type Auth = 'none' | 'key' | 'session';

/** One generated request: parameter values as text, the JSON body, the credentials to send. */
interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  auth: Auth;
}

/** An invalid request and the field it breaks (as the problem's errors name it), or its credentials. */
interface Broken {
  request: Request;
  field: string;
  credentials?: true;
}

// ---------------------------------------------------------------------------------------------
// The app, its credentials and fixtures for the path parameters

// Webhook URLs the fuzz creates point at hosts that do not resolve: deliveries fail fast, in the
// background, and never leave the machine.
const t = await createTestApp({
  webhookAllowHosts: ['hooks.napf.test', 'cdn.napf.test'],
  webhookTimeoutMs: 2000,
  adminEmail: ADMIN_EMAIL,
  adminPassword: ADMIN_PASSWORD,
  adminPasswordCost: 10,
});
after(() => t.close());

const keys = {
  admin: await t.token('admin'),
  // Every scope but admin:full: the document names no scopes, only the ApiKey scheme.
  api: await t.token(
    'write',
    SCOPES.filter((s) => s !== 'admin:full'),
  ),
};
const session = await adminSession(t);
const doc: Json = (await t.app.inject({ url: '/api/openapi.json' })).json();

async function json(res: LightMyRequestResponse, status: number): Promise<Json> {
  assert.equal(res.statusCode, status, res.body);
  return res.json();
}

const adminPost = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-api-key': keys.admin }, ...(payload ? { payload } : {}) });

const VARIANTS = PRODUCTS.flatMap((p) => p.variants.map((v) => ({ slug: p.slug, size: v.size })));

/** Real ids for each kind of path parameter, made through the API like a client would. */
async function createFixtures() {
  const buyable = PRODUCTS.flatMap((p) =>
    p.variants.filter((v) => v.stock_status !== 'OUT_OF_STOCK').map((v) => ({ slug: p.slug, size: v.size })),
  );
  const order = await json(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'x-api-key': keys.api },
      payload: { items: [{ ...buyable[0], quantity: 1 }], customer: { email: 'kunde@napf.test', name: 'Kundin' } },
    }),
    201,
  );
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
    orders: [order.data.id as string],
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
const fixtures = await createFixtures();

// ---------------------------------------------------------------------------------------------
// Validators for the document's schemas

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
const jsonAjv = documentAjv(false);
// Parameters travel as text: "2" is an integer 2, as the server reads it.
const textAjv = documentAjv(true);

const compiled = new Map<string, ValidateFunction>();
function validator(ajv: Ajv2020, schema: Schema): ValidateFunction {
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
const documentValid = (o: Operation, r: Request) => nulFree(r) && schemaValid(o, r);

/**
 * Whether a request is broken in one place only. The server looks for a NUL once the schemas pass,
 * so a request with a NUL must match them: else the NUL might be the one thing it does not name.
 */
const brokenOnce = (o: Operation, r: Request) => !documentValid(o, r) && (nulFree(r) || schemaValid(o, r));

// ---------------------------------------------------------------------------------------------
// The operations and how to build their requests

function operations(): Operation[] {
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
function authOptions(o: Operation): Auth[] {
  const schemes = (o.doc.security ?? []).flatMap((requirement: Json) => Object.keys(requirement));
  const options: Auth[] = [];
  if (schemes.includes('ApiKey')) options.push('key');
  if (schemes.includes('AdminSession')) options.push('session');
  return options.length ? options : ['none'];
}

const slugs = fc.constantFrom(...PRODUCTS.map((p) => p.slug));
const sizes = fc.constantFrom(...new Set(VARIANTS.map((v) => v.size)));
const validEan = fc.stringMatching(/^\d{12}$/).map((first12) => `${first12}${ean13CheckDigit(first12)}`);

/** Body property hints: real slugs, sizes and item lists, the admin's credentials, valid EANs. */
function bodyHints(o: Operation): Hints {
  const hints: Hints = {
    slug: slugs,
    product_slug: slugs,
    size: sizes,
    weight_kg: fc.constantFrom(2, 4, 7.5, 12, 30),
    ean: validEan,
  };
  // A new draft needs a new slug: the seed's would all be 409.
  if (o.doc.operationId === 'adminCreateDraftProduct') delete hints.slug;
  // JSON-RPC methods the MCP server has, besides generated ones it answers "method not found".
  if (o.doc.operationId === 'callTool') hints.method = fc.constantFrom('tools/list', 'ping', 'tools/call');
  if (o.doc.operationId === 'createOrder') {
    hints.items = fc
      .uniqueArray(fc.constantFrom(...fixtures.buyable), {
        minLength: 1,
        maxLength: 3,
        selector: (v) => `${v.slug} ${v.size}`,
      })
      .chain((items) =>
        fc.tuple(...items.map((item) => fc.integer({ min: 1, max: 99 }).map((quantity) => ({ ...item, quantity })))),
      );
  }
  if (o.doc.operationId === 'adminLogin') {
    hints.email = fc.constant(ADMIN_EMAIL);
    hints.password = fc.constant(ADMIN_PASSWORD);
  }
  return hints;
}

/** Real values for a path or query parameter, where the shop has them. */
function parameterHint(o: Operation, p: Parameter): fc.Arbitrary<string> | undefined {
  switch (p.name) {
    case 'slug':
    case 'entity_id':
      return slugs;
    case 'size':
      return sizes;
    case 'token':
      return fc.constantFrom(...fixtures.newsletterTokens);
    case 'token_id':
      return fc.constantFrom(...fixtures.tokens);
    case 'entity_type':
      return fc.constantFrom('product', 'token', 'webhook', 'order');
    case 'cursor':
      return o.doc.operationId === 'adminListAudit' ? fc.constant(fixtures.auditCursor) : undefined;
    // A few keys used again and again: replays (201 with Idempotent-Replayed) and reuse with another body (422).
    case 'idempotency-key':
      return fc.constantFrom('fuzz-order-1', 'fuzz-order-2');
    case 'id': {
      const kinds = [
        ['/api/v1/orders/', fixtures.orders],
        ['/admin/api/webhooks/', fixtures.webhooks],
        ['/admin/api/deliveries/', fixtures.deliveries],
        ['/admin/api/tokens/', fixtures.tokens],
        ['/admin/api/feeds/', fixtures.feeds],
      ] as const;
      const ids = kinds.find(([prefix]) => o.path.startsWith(prefix))?.[1];
      return ids ? fc.constantFrom(...ids) : undefined;
    }
  }
  return undefined;
}

/** Parameters travel as text: numbers and booleans as they print, strings as they are. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function parameterValue(o: Operation, p: Parameter): fc.Arbitrary<string> {
  const generated = valid(p.schema).map(asText);
  const hint = parameterHint(o, p);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generated }) : generated;
}

function parametersIn(o: Operation, place: Parameter['in']): fc.Arbitrary<Record<string, string>> {
  const params = o.parameters.filter((p) => p.in === place);
  const record = fc.record(Object.fromEntries(params.map((p) => [p.name, parameterValue(o, p)])), {
    requiredKeys: params.filter((p) => p.required).map((p) => p.name),
  }) as fc.Arbitrary<Record<string, string>>;
  // A variant's slug and size belong together: mostly a real pair, so the request gets past the 404.
  if (place === 'path' && params.some((p) => p.name === 'slug') && params.some((p) => p.name === 'size')) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...VARIANTS) }, { weight: 1, arbitrary: record });
  }
  return record;
}

function validRequest(o: Operation): fc.Arbitrary<Request> {
  return fc
    .record({
      path: parametersIn(o, 'path'),
      query: parametersIn(o, 'query'),
      headers: parametersIn(o, 'header'),
      body: o.body ? valid(o.body, bodyHints(o)) : fc.constant(undefined),
      auth: fc.constantFrom(...authOptions(o)),
    })
    .filter((r) => documentValid(o, r));
}

/** Requests broken in one place: one parameter, the body, or the credentials. */
function invalidRequest(o: Operation): fc.Arbitrary<Broken> | undefined {
  const base = validRequest(o);
  const breakers: fc.Arbitrary<Broken>[] = [];
  for (const p of o.parameters) {
    const place = p.in === 'header' ? 'headers' : p.in;
    const values = broken(p.schema, {}, p.name)
      .map((b) => asText(b.value))
      // An empty path segment is another URL (a 404 without a route), not a bad parameter; HTTP
      // cannot carry a NUL in a header.
      .filter((text) => !(p.in === 'path' && text === '') && !(p.in === 'header' && text.includes('\u0000')));
    breakers.push(
      fc
        .tuple(base, values)
        .map(([r, value]) => ({ request: { ...r, [place]: { ...r[place], [p.name]: value } }, field: p.name })),
    );
    // A path without one of its parameters is another URL, not this operation.
    if (p.required && p.in !== 'path') {
      breakers.push(
        base.map((r) => {
          const { [p.name]: _, ...rest } = r[place];
          return { request: { ...r, [place]: rest }, field: p.name };
        }),
      );
    }
  }
  if (o.body) {
    breakers.push(
      fc.tuple(base, broken(o.body, bodyHints(o))).map(([r, b]: [Request, Breakage]) => ({
        request: { ...r, body: b.value },
        field: b.path || 'body',
      })),
    );
  }
  const schemaBreakers = breakers.length ? [fc.oneof(...breakers).filter((b) => brokenOnce(o, b.request))] : [];
  const auth = authOptions(o).includes('none')
    ? []
    : [base.map((r): Broken => ({ request: { ...r, auth: 'none' }, field: 'X-Api-Key', credentials: true }))];
  const all = [...schemaBreakers, ...auth];
  return all.length ? fc.oneof(...all) : undefined;
}

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
// Checking responses against the document

const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/** The response's status, content type, body and documented headers match the operation's responses. */
function checkResponse(o: Operation, res: LightMyRequestResponse, context: string): void {
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
function namesField(problem: Json, field: string): boolean {
  const paths: string[] = (problem.errors ?? []).map((e: Json) => e.path);
  return (
    paths.some((p) => p === field || p.startsWith(`${field}.`) || p.startsWith(`${field}[`)) ||
    String(problem.detail).includes(field)
  );
}

// ---------------------------------------------------------------------------------------------
// Nothing half-written

// Append-only tables: their row counts show any write.
const COUNTED = [
  'events',
  'audit_log',
  'orders',
  'order_items',
  'idempotency_keys',
  'mail_outbox',
  'newsletter_consents',
  'webhook_deliveries',
  'admin_sessions',
  'product_tags',
  'reviews',
];
// Tables changed in place: the columns writes touch (not those the guard, the dispatcher or the
// login throttle update on every request by design: last_used_at, attempts, failing_since...).
const WATCHED: Record<string, string> = {
  products: 'id, slug, is_active, is_bestseller, updated_at, images, name',
  product_variants: 'id, price_cents, compare_price_cents, stock_status, ean',
  api_tokens: 'id, name, revoked_at, expires_at, token_hash, scopes',
  webhook_subscriptions: 'id, name, status, secret, previous_secret, url, events',
  feed_connections: 'id, name, format, secret',
  newsletter_subscribers: 'id, status, updated_at',
  newsletter_confirmations: 'token_hash, used_at',
  admin_users: 'id, password_hash',
};

async function snapshot(): Promise<string> {
  const db = t.app.services.store.db;
  const counts = await sql
    .raw<Record<string, unknown>>(
      `select ${COUNTED.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
    )
    .execute(db);
  const watched = await Promise.all(
    Object.entries(WATCHED).map(async ([table, columns]) => {
      const rows = await sql.raw(`select ${columns} from ${table} order by ${columns.split(',')[0]}`).execute(db);
      return [table, rows.rows];
    }),
  );
  return JSON.stringify({ counts: Object.values(counts.rows[0] ?? {}).map(Number), watched });
}

const isWrite = (o: Operation) => o.method !== 'get';

/** Sends the request; a refused write must leave every table as it was. */
async function sendChecked(o: Operation, r: Request): Promise<LightMyRequestResponse> {
  const before = isWrite(o) ? await snapshot() : '';
  const res = await send(o, r);
  if (isWrite(o) && res.statusCode >= 400) {
    assert.equal(await snapshot(), before, `${o.label} → ${res.statusCode} wrote something: ${JSON.stringify(r)}`);
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
  for (const o of operations()) {
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

for (const o of operations()) {
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
