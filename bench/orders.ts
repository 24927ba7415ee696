/**
 * Order throughput: 50 concurrent agents place distinct baskets (2 or 3 lines of counted variants,
 * each order taking its stock in its own transaction) by POST, once to napf's /api/v1/orders and
 * once to a bare node:http server doing the same transaction with the driver alone
 * (bench/order-bare-server.ts), on the same database, with the same bodies, in alternating rounds of
 * the same run (target ratio ≥ 0.5). The variants get a large stock first, so no order is refused
 * for stock; a refused order counts as a failure, not as throughput. On SQLite, and on PostgreSQL
 * given BENCH_DATABASE_URL. The console line adds each server's CPU per order (all its threads; on
 * PostgreSQL also the database server's). BENCH_ORDER_SECONDS sets each side's time (10);
 * BENCH_ORDER_PROFILE=<dir> runs napf under `node --cpu-prof` and leaves its .cpuprofile there
 * (bench/cpuprofile-top.ts reads it).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BILLING_ADDRESS } from '../test/helpers/orders.ts';
import type { BenchRow } from './catalog.ts';
import {
  type BenchDatabase,
  cpuProfileArgs,
  fmt,
  freePort,
  NODE,
  napf,
  postgresCpu,
  processCpu,
  ROOT,
  type Served,
  startNapf,
  waitForHttp,
} from './lib.ts';

const AGENTS = 50;
const ROUNDS = 4;
const SECONDS = Math.min(20, Number(process.env.BENCH_ORDER_SECONDS ?? 10));
const STOCK = 1_000_000;

interface Variant {
  slug: string;
  size: string;
}

interface Side {
  done: number;
  failed: number;
  seconds: number;
  latencies: number[];
  /** µs of CPU the side's server process used (all its threads), and the database server on PostgreSQL. */
  serverCpu: number;
  databaseCpu: number;
}

/**
 * Runs `op` in AGENTS loops for `seconds`; each agent's n-th call gets (agent, n). `pid` is the
 * server's process, whose CPU is counted.
 */
async function drive(seconds: number, pid: number, op: (agent: number, n: number) => Promise<boolean>): Promise<Side> {
  const side: Side = { done: 0, failed: 0, seconds: 0, latencies: [], serverCpu: 0, databaseCpu: 0 };
  const [cpu0, db0] = [processCpu(pid), postgresCpu()];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: AGENTS }, async (_, agent) => {
      for (let n = 0; performance.now() < until; n++) {
        const t = performance.now();
        const ok = await op(agent, n);
        side.latencies.push(performance.now() - t);
        if (ok) side.done++;
        else side.failed++;
      }
    }),
  );
  side.seconds = (performance.now() - started) / 1000;
  side.serverCpu = processCpu(pid) - cpu0;
  side.databaseCpu = postgresCpu() - db0;
  return side;
}

const merge = (sides: Side[]): Side => ({
  done: sides.reduce((s, x) => s + x.done, 0),
  failed: sides.reduce((s, x) => s + x.failed, 0),
  seconds: sides.reduce((s, x) => s + x.seconds, 0),
  latencies: sides.flatMap((x) => x.latencies),
  serverCpu: sides.reduce((s, x) => s + x.serverCpu, 0),
  databaseCpu: sides.reduce((s, x) => s + x.databaseCpu, 0),
});

/** CPU per placed order: the server's, and the database server's on PostgreSQL. */
const cpuPerOrder = (s: Side, backend: string) =>
  `${fmt(s.serverCpu / s.done)} µs` + (backend === 'PostgreSQL' ? ` + ${fmt(s.databaseCpu / s.done)} µs postgres` : '');

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/** Counted variants of the seeded catalog, each given STOCK units through the stock tool. */
async function stockUp(url: string, read: string, admin: string): Promise<Variant[]> {
  const list = (await (await fetch(`${url}/api/v1/products?limit=100`, { headers: { 'x-api-key': read } })).json()) as {
    data: { slug: string; product_variants: { size: string; stock_quantity: number | null }[] }[];
  };
  const variants = list.data.flatMap((p) =>
    p.product_variants.filter((v) => v.stock_quantity !== null).map((v) => ({ slug: p.slug, size: v.size })),
  );
  for (const v of variants) {
    // On SQLite napf sometimes answers a write 503 (database is locked) while its own workers write:
    // set-up retries, the measured runs count such answers as failures.
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${url}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': admin },
        body: JSON.stringify({ tool: 'update_product_stock', parameters: { ...v, stock_quantity: STOCK } }),
      });
      if (res.status === 200) break;
      const text = await res.text();
      if (res.status !== 503 || attempt === 5)
        throw new Error(`stocking ${v.slug} ${v.size}: HTTP ${res.status} ${text}`);
    }
  }
  if (variants.length < 3) throw new Error('the seeded catalog has fewer than 3 counted variants');
  return variants;
}

/** Agent a's n-th basket: 2 or 3 different variants, spread so concurrent baskets rarely share one. */
function basket(variants: Variant[], agent: number, n: number) {
  const lines = 2 + ((agent + n) % 2);
  const start = (agent * 7 + n * 13) % variants.length;
  return Array.from({ length: lines }, (_, i) => {
    const v = variants[(start + i * 5) % variants.length] as Variant;
    return { slug: v.slug, size: v.size, quantity: 1 + ((agent + i) % 3) };
  });
}

/** The bare order server (bench/order-bare-server.ts) in its own process, on the same database. */
async function startBareOrders(databaseUrl: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(NODE, [join(ROOT, 'bench/order-bare-server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 30_000, child);
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function benchOrders(db: BenchDatabase): Promise<BenchRow[]> {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '100000000' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const token = (kind: string, ...scopes: string[]): string =>
    JSON.parse(
      napf(
        [
          'token',
          'create',
          '--kind',
          kind,
          '--name',
          kind,
          '--json',
          ...(scopes.length ? ['--scopes', scopes.join(',')] : []),
        ],
        env,
      ),
    ).token;
  const read = token('read');
  const admin = token('admin');
  // One token for all agents: the orders belong to it, the rate limit is set out of the way.
  const write = token('write', 'orders:write');
  const server = await startNapf(env, 120_000, cpuProfileArgs(process.env.BENCH_ORDER_PROFILE));
  let bare: Served | null = null;
  try {
    const variants = await stockUp(server.url, read, admin);
    bare = await startBareOrders(db.url);
    const refusals = new Map<string, number>();
    const place = (base: string, side: string) => async (agent: number, n: number) => {
      const res = await fetch(`${base}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': write },
        body: JSON.stringify({
          items: basket(variants, agent, n),
          customer: { email: `agent${agent}@example.org`, name: `Agent ${agent}` },
          billing_address: BILLING_ADDRESS,
        }),
      });
      const text = await res.text();
      if (res.status !== 201) {
        const key = `${side} ${res.status} ${text.slice(0, 120)}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
      return res.status === 201;
    };
    const order = place(server.url, 'napf');
    const [napfPid, barePid] = [server.child.pid as number, bare.child.pid as number];
    const bareOrder = place(bare.url, 'bare');
    // Warm-up: connections, statement caches, the JIT.
    await drive(1, napfPid, order);
    await drive(1, barePid, bareOrder);
    refusals.clear();
    const orders: Side[] = [];
    const bares: Side[] = [];
    const each = SECONDS / ROUNDS;
    for (let i = 0; i < ROUNDS; i++) {
      // A B, B A: a drift during the run weighs on both sides alike.
      if (i % 2 === 0) {
        orders.push(await drive(each, napfPid, order));
        bares.push(await drive(each, barePid, bareOrder));
      } else {
        bares.push(await drive(each, barePid, bareOrder));
        orders.push(await drive(each, napfPid, order));
      }
    }
    const o = merge(orders);
    const b = merge(bares);
    for (const [what, count] of refusals) console.warn(`orders on ${db.backend}: ${count} × ${what}`);
    const oRate = o.done / o.seconds;
    const bRate = b.done / b.seconds;
    const failed = (s: Side) => (s.failed ? `, ${fmt(s.failed)} refused` : '');
    console.log(
      `${db.backend} orders: napf ${fmt(oRate)}/s p95 ${fmt(p95(o.latencies), 1)} ms${failed(o)}; ` +
        `bare ${fmt(bRate)}/s p95 ${fmt(p95(b.latencies), 1)} ms${failed(b)}; ratio ${fmt(oRate / bRate, 2)}; ` +
        `CPU per order: napf ${cpuPerOrder(o, db.backend)}, bare ${cpuPerOrder(b, db.backend)}`,
    );
    return [
      {
        name: `Orders, ${AGENTS} agents, 2–3 lines of ${variants.length} counted variants (${db.backend})`,
        value: `${fmt(oRate)} orders/s, p95 ${fmt(p95(o.latencies), 1)} ms${failed(o)}`,
        baseline: `${fmt(bRate)} orders/s, p95 ${fmt(p95(b.latencies), 1)} ms (bare node:http + driver, same transaction${failed(b)})`,
        ratio: oRate / bRate,
        target: '≥ 0.50',
      },
    ];
  } finally {
    await bare?.stop();
    await server.stop();
  }
}
