/**
 * PostgreSQL restarted under load, for real: a private throwaway cluster (initdb
 * as the `postgres` OS user when run as root, on a free port, its socket in its own directory) so
 * the shared server is never touched, two napf instances as child processes (`node src/main.ts
 * serve`) on it, a steady stream of reads and write tools against instance A, and `pg_ctl stop -m
 * fast` … `pg_ctl start` in the middle. Checked:
 *
 * - while the database is away, every request answers at once (each within 2 s, none hangs or
 *   loses its connection) with 200 (a cached read) or 503 problem+json database_unavailable with
 *   Retry-After, never another 5xx; writes all 503; /readyz says 503 on both instances; the log
 *   says why (a "database unavailable: answering 503" line with the reason);
 * - after `pg_ctl start`, without restarting napf (same processes), reads and writes succeed again
 *   within a few seconds and /readyz is 200;
 * - the dispatchers' LISTEN connections are back (pg_stat_activity), events committed after the
 *   restart on either instance are delivered to an HTTPS receiver, and instance A's change follower
 *   picks up a change made on B (its cached product detail shows the new price);
 * - the request log's entries of the requests answered while away are written once it is back.
 *
 * Runs only in the PostgreSQL pass (TEST_DATABASE_URL set; the cluster is a private one all the
 * same), and is skipped with the reason when the server binaries or the `postgres` user are missing.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import {
  createNapfToken,
  killNapfProcesses,
  type NapfProcess,
  napfEnv,
  startNapfProcess,
} from '../helpers/napf-process.ts';
import { sleep } from '../webhooks/support.ts';
import { NO_PRIVATE_CLUSTER, PrivateCluster } from './private-cluster.ts';
import { ms, type Outcome, request, show } from './support.ts';

/** A request that takes longer than this while the database is away is hanging, not failing fast. */
const FAIL_FAST_MS = 2000;
/** Reads and writes must work again this soon after `pg_ctl start` returns. */
const RECOVERY_MS = 5000;
const SKIP = !process.env.TEST_DATABASE_URL
  ? 'runs in the PostgreSQL pass only (set TEST_DATABASE_URL)'
  : NO_PRIVATE_CLUSTER;

let cluster: PrivateCluster | undefined;
let receiver: HttpsReceiver | undefined;
after(async () => {
  killNapfProcesses();
  await receiver?.stop();
  await cluster?.destroy();
});

/** The new price a successful update_product_price call answered. */
const answeredPrice = (o: Outcome) => (o.body as { result: { after: { price: number } } }).result.after.price;

test('PostgreSQL restarted mid-load: fail fast with 503 while away, recover without restarting napf', {
  skip: SKIP,
}, async (t) => {
  cluster = await PrivateCluster.create();
  receiver = await HttpsReceiver.start();
  const env = napfEnv(cluster.url);
  // A first: it migrates and seeds; B then finds the shop ready.
  const a = await startNapfProcess(env);
  const b = await startNapfProcess(env);
  const token = await createNapfToken(env, 'admin', 'pg');
  const headers = { 'x-api-key': token, 'content-type': 'application/json' };
  const tool = (napf: NapfProcess, name: string, parameters: unknown, kind = name) =>
    request(kind, `${napf.url}/api/mcp`, { method: 'POST', headers, body: JSON.stringify({ tool: name, parameters }) });

  const subscribed = await tool(a, 'create_webhook', {
    name: 'pg restart',
    url: `https://localhost:${receiver.port}/pg`,
    events: ['price.changed'],
  });
  assert.equal(subscribed.status, 200, JSON.stringify(subscribed.body));

  // The load on A: product list, product detail, the public category tree, price and stock writes.
  const active = PRODUCTS.filter((p) => p.is_active && p.variants.length > 0);
  const [priced, stocked, followed] = [active[0]!, active[1]!, active[2]!];
  const outcomes: Outcome[] = [];
  let cents = 0;
  let loading = true;
  const worker = async (offset: number) => {
    for (let i = offset; loading; i++) {
      const step = i % 5;
      const outcome =
        step === 0
          ? await request('list', `${a.url}/api/v1/products?limit=5`, { headers })
          : step === 1
            ? await request('detail', `${a.url}/api/v1/products/${followed.slug}`, { headers })
            : step === 2
              ? await request('categories', `${a.url}/api/v1/categories`)
              : step === 3
                ? await tool(a, 'update_product_price', {
                    slug: priced.slug,
                    size: priced.variants[0]!.size,
                    price: 200 + ++cents / 100,
                    compare_price: null,
                  })
                : await tool(a, 'update_product_stock', {
                    slug: stocked.slug,
                    size: stocked.variants[0]!.size,
                    // A count and the status it gives (the status of a counted variant follows its count).
                    stock_quantity: i % 2 ? 2 : 50,
                    stock_status: i % 2 ? 'LOW_STOCK' : 'IN_STOCK',
                  });
      outcomes.push(outcome);
      await sleep(10);
    }
  };
  const probes: (Outcome & { instance: string })[] = [];
  const prober = async () => {
    while (loading) {
      for (const [instance, napf] of [
        ['a', a],
        ['b', b],
      ] as const) {
        probes.push({ ...(await request('readyz', `${napf.url}/readyz`)), instance });
      }
      await sleep(100);
    }
  };
  const load = Promise.all([worker(0), worker(1), worker(2), worker(3), prober()]);

  await sleep(800);
  const stopping = performance.now();
  await cluster.stop('fast');
  const down = performance.now();
  await sleep(2000);
  const starting = performance.now();
  await cluster.start();
  const up = performance.now();
  t.diagnostic(`pg_ctl stop took ${Math.round(down - stopping)} ms, start ${Math.round(up - starting)} ms`);

  // Recovered: a write and a read of the load, started after the restart, succeeded.
  const deadline = Date.now() + 10_000;
  const okAfter = (kind: string, at: number) =>
    outcomes.some((o) => o.kind === kind && o.started > at && o.status === 200);
  while (!(okAfter('update_product_price', up) && okAfter('list', up) && okAfter('detail', up))) {
    if (Date.now() > deadline) break;
    await sleep(50);
  }
  await sleep(1000); // the load goes on a while after the recovery
  loading = false;
  await load;

  // Nothing hung, no connection was lost, and the only failure is the documented 503.
  const lost = outcomes.filter((o) => o.status === 0);
  assert.deepEqual(
    lost.slice(0, 20).map(show),
    [],
    `every request got an HTTP answer (${lost.length} did not); A exited ${a.child.exitCode}, B ${b.child.exitCode}\n` +
      `A: ${a.log().slice(-3000)}\nB: ${b.log().slice(-3000)}`,
  );
  const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
  assert.deepEqual(unexpected.map(show), [], 'only 200 and 503');
  for (const o of [...outcomes, ...probes].filter((x) => x.status === 503)) {
    assert.equal(o.code, 'database_unavailable', show(o));
    assert.match(o.contentType ?? '', /^application\/problem\+json/, show(o));
    assert.equal(o.retryAfter, '5', show(o));
  }
  const whileDown = outcomes.filter((o) => o.started >= down && o.started < starting);
  const slow = whileDown.filter((o) => ms(o) > FAIL_FAST_MS);
  assert.deepEqual(slow.map(show), [], `answered within ${FAIL_FAST_MS} ms while the database was away`);
  const slow503 = outcomes.filter((o) => o.status === 503 && ms(o) > FAIL_FAST_MS);
  assert.deepEqual(slow503.map(show), [], `every 503 within ${FAIL_FAST_MS} ms`);
  const writesDown = whileDown.filter((o) => o.kind.startsWith('update_') && o.ended < starting);
  assert.ok(writesDown.length >= 4, `writes were made while the database was away (${writesDown.length})`);
  assert.deepEqual(
    writesDown.filter((o) => o.status !== 503).map(show),
    [],
    'every write while the database was away is refused with 503',
  );
  const readsDown = whileDown.filter((o) => !o.kind.startsWith('update_') && o.ended < starting);
  assert.ok(
    readsDown.some((o) => o.status === 503),
    'reads needing the database (token lookups, uncached pages) answered 503',
  );
  t.diagnostic(
    `while away: ${whileDown.length} requests, ${whileDown.filter((o) => o.status === 200).length} answered 200 from caches, ` +
      `slowest ${Math.max(...whileDown.map(ms))} ms`,
  );

  // Recovery without a restart: the same processes, everything 200 again within RECOVERY_MS.
  assert.equal(a.child.exitCode, null, 'napf A still runs');
  assert.equal(b.child.exitCode, null, 'napf B still runs');
  const failures = outcomes.filter((o) => o.status !== 200);
  const lastFailure = Math.max(...failures.map((o) => o.ended));
  assert.ok(
    lastFailure - up < RECOVERY_MS,
    `the last failure came ${Math.round(lastFailure - up)} ms after pg_ctl start returned: ${failures
      .filter((o) => o.ended > up)
      .map(show)
      .join('; ')}`,
  );
  const afterRecovery = outcomes.filter((o) => o.started > lastFailure);
  for (const kind of ['list', 'detail', 'categories', 'update_product_price', 'update_product_stock']) {
    assert.ok(
      afterRecovery.some((o) => o.kind === kind && o.status === 200),
      `${kind} succeeds after the restart`,
    );
  }
  t.diagnostic(`last failure ${Math.round(lastFailure - up)} ms after pg_ctl start returned`);

  // Readiness: 503 on both instances while away, 200 again after.
  for (const instance of ['a', 'b']) {
    const mine = probes.filter((p) => p.instance === instance);
    const probesDown = mine.filter((p) => p.started >= down && p.ended < starting);
    assert.ok(probesDown.length > 0, `${instance}: probed while away`);
    assert.deepEqual(
      probesDown.filter((p) => p.status !== 503).map(show),
      [],
      `${instance}: /readyz not ready while away`,
    );
    assert.equal(mine.at(-1)?.status, 200, `${instance}: /readyz ready after`);
  }

  // A clear log line: what was answered and why.
  const logged = a
    .log()
    .split('\n')
    .filter((l) => l.includes('database unavailable: answering 503'))
    .map((l) => JSON.parse(l) as { reason?: string });
  assert.ok(logged.length > 0, 'the 503s are logged');
  for (const line of logged) {
    // e.g. "database connection ECONNREFUSED", "PostgreSQL 57P01: terminating connection due to
    // administrator command", "PostgreSQL connection: Client has encountered a connection error ..."
    assert.match(line.reason ?? '', /^(PostgreSQL|database connection)\b.+/, JSON.stringify(line));
  }

  // The dispatchers of both instances LISTEN again (on new connections: the cluster restarted).
  const listeners = async () =>
    (
      await cluster!.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where query = 'LISTEN napf_webhooks'",
      )
    )[0]!.n;
  const listenDeadline = Date.now() + 8000;
  while ((await listeners()) < 2 && Date.now() < listenDeadline) await sleep(100);
  assert.equal(await listeners(), 2, 'both LISTEN connections are back');

  // Events committed after the restart are delivered: A's (the load) and one made on B.
  const pricesAfter = outcomes
    .filter((o) => o.kind === 'update_product_price' && o.started > up && o.status === 200)
    .map((o) => answeredPrice(o));
  assert.ok(pricesAfter.length > 0);
  const priceOnA = async () => {
    const o = await request('detail', `${a.url}/api/v1/products/${followed.slug}`, { headers });
    assert.equal(o.status, 200, show(o));
    const data = o.body?.data as { product_variants: { size: string; price: number }[] };
    return data.product_variants.find((v) => v.size === followed.variants[0]!.size)!.price;
  };
  assert.notEqual(await priceOnA(), 777.77); // and now A has the detail in its cache
  const onB = await tool(b, 'update_product_price', {
    slug: followed.slug,
    size: followed.variants[0]!.size,
    price: 777.77,
    compare_price: null,
  });
  assert.equal(onB.status, 200, JSON.stringify(onB.body));
  const delivered = () => new Set(receiver!.on('/pg').map((r) => r.json.data.new_price as number));
  await receiver.waitFor(
    () => [...pricesAfter, 777.77].every((p) => delivered().has(p)),
    'the events committed after the restart',
    10_000,
  );
  const pricesBefore = outcomes
    .filter((o) => o.kind === 'update_product_price' && o.ended < stopping && o.status === 200)
    .map((o) => answeredPrice(o));
  t.diagnostic(
    `delivered: ${pricesAfter.length + 1} of ${pricesAfter.length + 1} price changes committed after the restart; ` +
      `${pricesBefore.filter((p) => delivered().has(p)).length} of ${pricesBefore.length} committed before the stop so far`,
  );

  // A's change follower is back: its cached detail of `followed` shows B's change.
  const followDeadline = Date.now() + 5000;
  while ((await priceOnA()) !== 777.77 && Date.now() < followDeadline) await sleep(100);
  assert.equal(await priceOnA(), 777.77, "A's cache follows B's change");

  // The request log kept what was answered while the database was away and wrote it once back.
  const answered503 = outcomes.filter((o) => o.status === 503).length;
  const logged503 = async () =>
    (await cluster!.query<{ n: number }>('select count(*)::int as n from request_log where status = 503'))[0]!.n;
  const logDeadline = Date.now() + 10_000;
  while ((await logged503()) < answered503 && Date.now() < logDeadline) await sleep(200);
  assert.ok((await logged503()) >= answered503, `request log: ${await logged503()} of ${answered503} 503s`);
});
