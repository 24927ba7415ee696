/**
 * The fast path of cached catalog answers (docs/architecture.md#fast-path), over real HTTP (inject()
 * never reaches it): once the pipeline has answered a URL, the fast path answers it with the same
 * status, headers and bytes, counts the limit and writes the log entry; everything it is not sure
 * of (another scope, an unknown, revoked or doubled key, no key, a refused limit, HEAD, a stale
 * body) still gets the pipeline's answer. Both databases.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { ChangeContext } from '../../src/core/context.ts';
import { REDIS_URL } from '../helpers/app.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

const SLUG = 'pures-huhn-mit-kuerbis-nassfutter';
const DETAIL = `/api/v1/products/${SLUG}`;
const URLS = ['/api/v1/products?limit=5&species=CAT', DETAIL, '/api/v1/categories'];
/** Made anew for every request (the limit's state, the id, the time). */
const PER_REQUEST = new Set(['x-request-id', 'ratelimit', 'date']);
const META: ChangeContext = {
  actor: { type: 'admin', id: 'adm_test', name: 'test' },
  tool: null,
  requestId: null,
  dryRun: false,
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function get(base: string, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const res = await fetch(base + url, { method, headers });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

/** Sends one GET of `url` per id on one connection, all in one write, the last closing it; the raw answers. */
function pipelined(base: string, url: string, key: string, ids: string[]): Promise<string> {
  const { hostname, port } = new URL(base);
  const requests = ids.map(
    (id, i) =>
      `GET ${url} HTTP/1.1\r\nHost: ${hostname}\r\nx-api-key: ${key}\r\nx-request-id: ${id}\r\n` +
      `${i === ids.length - 1 ? 'Connection: close\r\n' : ''}\r\n`,
  );
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requests.join('')));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      raw += chunk;
    });
    socket.on('end', () => resolve(raw));
    socket.on('error', reject);
  });
}

const stable = (a: Answer) => ({
  status: a.status,
  body: a.body,
  headers: Object.fromEntries(Object.entries(a.headers).filter(([name]) => !PER_REQUEST.has(name))),
});

describe('fast path', () => {
  let t: ListeningApp;
  let key: string;
  /** Requests the fast path answered during `run`. */
  const servedDuring = async (run: () => Promise<unknown>) => {
    const before = t.app.fastPath.served;
    await run();
    return t.app.fastPath.served - before;
  };

  /**
   * Sends with the request id `id`, then `id-2` and `id-3`, until the fast path answers one, and
   * returns that id. The fast path knows a token only from the authentication cache (500 ms an
   * answer), which a loaded machine can outlast between two requests; the pipeline's answer to the
   * attempt that missed fills the cache again.
   */
  const fastAnswered = async (id: string, send: (requestId: string) => Promise<unknown>) => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const requestId = attempt === 1 ? id : `${id}-${attempt}`;
      if ((await servedDuring(() => send(requestId))) === 1) return requestId;
    }
    assert.fail(`the fast path answered none of three requests for ${id}`);
  };

  before(async () => {
    // The limit counted in memory: with Redis the fast path steps aside (tested below).
    t = await listenTestApp({ redisUrl: null });
    key = await t.token('read');
  });
  after(() => t.close());

  for (const url of URLS) {
    test(`${url}: the fast path answers as the pipeline did, 200 and 304`, async () => {
      const headers = { 'x-api-key': key };
      let first: Answer | undefined;
      // The pipeline answers first (and the fast path learns from it), the fast path from then on.
      assert.equal(await servedDuring(async () => (first = await get(t.baseUrl, url, headers))), 0);
      let fast: Answer | undefined;
      assert.equal(await servedDuring(async () => (fast = await get(t.baseUrl, url, headers))), 1);
      assert.deepEqual(stable(fast as Answer), stable(first as Answer));

      const conditional = { ...headers, 'if-none-match': first?.headers.etag as string };
      // The pipeline's 304 for comparison: the same answer under a target it has not learned yet.
      const pipeline304 = await get(t.baseUrl, `${url}${url.includes('?') ? '&' : '?'}`, conditional);
      let fast304: Answer | undefined;
      assert.equal(await servedDuring(async () => (fast304 = await get(t.baseUrl, url, conditional))), 1);
      assert.equal(fast304?.status, 304);
      assert.equal(fast304?.body, '');
      assert.deepEqual(stable(fast304 as Answer).headers, stable(pipeline304).headers);
    });
  }

  test('an X-Request-Id of the caller is kept, and the limit counts each request once', async () => {
    const headers = { 'x-api-key': key };
    await get(t.baseUrl, DETAIL, headers);
    const a = await get(t.baseUrl, DETAIL, headers);
    const b = await get(t.baseUrl, DETAIL, { ...headers, 'x-request-id': 'agent-7.call:1' });
    assert.equal(b.headers['x-request-id'], 'agent-7.call:1');
    const remaining = (x: Answer) => Number(/r=(\d+)/.exec(x.headers.ratelimit ?? '')?.[1]);
    assert.equal(remaining(a) - remaining(b), 1);
  });

  test('requests read in one turn are answered at its end, each in its order on the connection', async () => {
    await get(t.baseUrl, DETAIL, { 'x-api-key': key });
    // Whether each answer was already written when the server's request listeners ran: the fast
    // path is the first listener, this one comes after it in the same turn.
    const writtenAtOnce: boolean[] = [];
    const watch = (_req: IncomingMessage, res: ServerResponse) => writtenAtOnce.push(res.headersSent);
    const ids = ['turn-1', 'turn-2', 'turn-3'];
    t.app.server.on('request', watch);
    try {
      for (let attempt = 1; ; attempt++) {
        writtenAtOnce.length = 0;
        let raw = '';
        // Three pipelined requests in one write: the server reads them in one turn.
        const served = await servedDuring(async () => (raw = await pipelined(t.baseUrl, DETAIL, key, ids)));
        // The token cache (500 ms an answer) can lapse on a loaded machine: then the pipeline answers.
        if (served < ids.length && attempt < 3) continue;
        assert.equal(served, ids.length);
        // An answer's status line follows the body before it directly.
        assert.equal(raw.match(/HTTP\/1\.1 200 OK\r\n/g)?.length, ids.length);
        assert.deepEqual(
          [...raw.matchAll(/^x-request-id: (\S+)\r$/gim)].map((m) => m[1]),
          ids,
        );
        assert.deepEqual(writtenAtOnce, [false, false, false]);
        return;
      }
    } finally {
      t.app.server.off('request', watch);
    }
  });

  test('a key without the scope, a revoked, unknown or doubled key, and no key: the pipeline answers', async () => {
    await get(t.baseUrl, DETAIL, { 'x-api-key': key });
    await get(t.baseUrl, DETAIL, { 'x-api-key': key });
    const other = await t.token('write', ['webhooks:read']);
    const revoked = await t.app.services.tokens.create({ name: 'soon revoked', kind: 'read' });
    await get(t.baseUrl, DETAIL, { 'x-api-key': revoked.token });
    await t.app.services.tokens.revoke(revoked.record.id);
    const cases: [Record<string, string>, number, string][] = [
      [{ 'x-api-key': other }, 403, 'forbidden'],
      [{ 'x-api-key': revoked.token }, 401, 'unauthorized'],
      [{ 'x-api-key': `${key.slice(0, -2)}xx` }, 401, 'unauthorized'],
      [{ 'x-api-key': key, authorization: `Bearer ${other}` }, 401, 'unauthorized'],
      [{}, 401, 'unauthorized'],
    ];
    for (const [headers, status, code] of cases) {
      let answer: Answer | undefined;
      // Twice: a first refusal must not teach the fast path anything either.
      for (let i = 0; i < 2; i++) {
        assert.equal(await servedDuring(async () => (answer = await get(t.baseUrl, DETAIL, headers))), 0);
        assert.equal(answer?.status, status, JSON.stringify(headers));
        assert.equal(JSON.parse(answer?.body ?? '{}').code, code);
      }
    }
  });

  test('a public route answers a request without a key through the pipeline (limited by address)', async () => {
    await get(t.baseUrl, '/api/v1/categories', { 'x-api-key': key });
    await get(t.baseUrl, '/api/v1/categories', { 'x-api-key': key });
    let answer: Answer | undefined;
    assert.equal(await servedDuring(async () => (answer = await get(t.baseUrl, '/api/v1/categories'))), 0);
    assert.equal(answer?.status, 200);
    assert.equal(answer?.headers['cache-control'], undefined);
  });

  test('HEAD takes the pipeline', async () => {
    await get(t.baseUrl, DETAIL, { 'x-api-key': key });
    let answer: Answer | undefined;
    const head = () => get(t.baseUrl, DETAIL, { 'x-api-key': key }, 'HEAD');
    assert.equal(await servedDuring(async () => (answer = await head())), 0);
    assert.equal(answer?.status, 200);
  });

  test('after a catalog write the next answer is the new one, never the learned bytes', async () => {
    const headers = { 'x-api-key': key };
    await get(t.baseUrl, DETAIL, headers);
    const old = await get(t.baseUrl, DETAIL, headers);
    await t.app.services.writes.updateDetails(SLUG, { description: 'Jetzt mit extra Kürbis.' }, META);
    let answer: Answer | undefined;
    assert.equal(await servedDuring(async () => (answer = await get(t.baseUrl, DETAIL, headers))), 0);
    assert.notEqual(answer?.headers.etag, old.headers.etag);
    assert.equal(JSON.parse(answer?.body ?? '{}').data.description, 'Jetzt mit extra Kürbis.');
  });

  test('a refused limit gets the pipeline’s 401 rate_limited, counted once', async () => {
    const small = (await t.app.services.tokens.create({ name: 'small', kind: 'read', rateLimitPerMinute: 3 })).token;
    const headers = { 'x-api-key': small };
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await get(t.baseUrl, DETAIL, headers));
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 401],
    );
    assert.deepEqual(
      answers.map((a) => a.headers.ratelimit?.replace(/;t=\d+/, '')),
      ['"default";r=2', '"default";r=1', '"default";r=0', '"default";r=0'],
    );
    assert.equal(JSON.parse(answers[3]?.body ?? '{}').code, 'rate_limited');
    assert.ok(Number(answers[3]?.headers['retry-after']) >= 1);
  });

  test('each fast answer is in the request log, as the pipeline logs it', async () => {
    const headers = { 'x-api-key': key };
    await get(t.baseUrl, DETAIL, headers);
    await get(t.baseUrl, DETAIL, headers);
    const etag = (await get(t.baseUrl, DETAIL, headers)).headers.etag as string;
    const ids = [
      await fastAnswered('fast-path-log-1', (requestId) =>
        get(t.baseUrl, DETAIL, { ...headers, 'x-request-id': requestId, 'user-agent': 'agent/1' }),
      ),
      await fastAnswered('fast-path-log-304', (requestId) =>
        get(t.baseUrl, DETAIL, { ...headers, 'x-request-id': requestId, 'if-none-match': etag }),
      ),
    ];
    await t.app.services.requestLog.flush();
    const rows = await t.app.services.store.db
      .selectFrom('request_log')
      .selectAll()
      .where('request_id', 'in', ids)
      .orderBy('request_id')
      .execute();
    const token = (await t.app.services.tokens.list()).find((r) => r.name === 'test read');
    assert.deepEqual(
      rows.map((r) => ({
        request_id: r.request_id,
        token_id: r.token_id,
        method: r.method,
        route: r.route,
        path: r.path,
        tool: r.tool,
        status: Number(r.status),
        error_code: r.error_code,
        ip: r.ip,
      })),
      ids.map((request_id, i) => ({
        request_id,
        token_id: token?.id,
        method: 'GET',
        route: '/api/v1/products/:slug',
        path: DETAIL,
        tool: null,
        status: i === 0 ? 200 : 304,
        error_code: null,
        ip: '127.0.0.1',
      })),
    );
    assert.equal(rows[0]?.user_agent, 'agent/1');
  });
});

/** The log rows of these request ids, oldest id first. */
async function loggedRows(t: ListeningApp, ids: string[]) {
  await t.app.services.requestLog.flush();
  return t.app.services.store.db
    .selectFrom('request_log')
    .select(['request_id', 'ip', 'status'])
    .where('request_id', 'in', ids)
    .orderBy('request_id')
    .execute();
}

test('behind a trusted proxy the log has the address the proxy forwarded, as from the pipeline', async () => {
  const t = await listenTestApp({ trustProxy: '127.0.0.1', redisUrl: null });
  after(() => t.close());
  const headers = { 'x-api-key': await t.token('read'), 'x-forwarded-for': '203.0.113.7' };
  const ids = ['proxy-1', 'proxy-2', 'proxy-3'];
  const before = t.app.fastPath.served;
  for (const id of ids) assert.equal((await get(t.baseUrl, DETAIL, { ...headers, 'x-request-id': id })).status, 200);
  assert.equal(t.app.fastPath.served - before, 2);
  const rows = await loggedRows(t, ids);
  assert.deepEqual(
    rows.map((r) => r.ip),
    ['203.0.113.7', '203.0.113.7', '203.0.113.7'],
  );
});

test('with the limit on Redis the fast path waits for its decision and leaves refusals to the pipeline', {
  skip: REDIS_URL ? false : 'TEST_REDIS_URL is not set',
}, async () => {
  const t = await listenTestApp({ redisUrl: REDIS_URL });
  after(() => t.close());
  const small = (await t.app.services.tokens.create({ name: 'small', kind: 'read', rateLimitPerMinute: 3 })).token;
  const before = t.app.fastPath.served;
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i++) answers.push(await get(t.baseUrl, DETAIL, { 'x-api-key': small }));
  // The first from the pipeline, the next two here, the refused one from the pipeline again.
  assert.equal(t.app.fastPath.served - before, 2);
  assert.deepEqual(
    answers.map((a) => [a.status, a.headers.ratelimit?.replace(/;t=\d+/, '')]),
    [
      [200, '"default";r=2'],
      [200, '"default";r=1'],
      [200, '"default";r=0'],
      [401, '"default";r=0'],
    ],
  );
});
