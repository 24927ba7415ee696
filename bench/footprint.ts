/**
 * Start-up and memory. Cold start of the demo shop (spawn → first 200 from /healthz) against a bare
 * node:http server's start in the same run; then a large catalog (BENCH_FOOTPRINT_PRODUCTS, default
 * 100 000 generated products): a first start (no index snapshot yet: the index is built in the
 * background and saved), a normal stop, and the measured restart — spawn → first list page and
 * spawn → first search, each asked as soon as the port accepts (targets ≤ 3 s), the peak RSS of the
 * start (≤ 350 MB), and the RSS after searches and list pages (≤ 300 MB).
 */
import { readFileSync } from 'node:fs';
import type { BenchRow } from './catalog.ts';
import {
  type BenchDatabase,
  fmt,
  napf,
  type Served,
  seedDemoShop,
  spawnNapf,
  startBareServer,
  startNapf,
  waitForSearchIndex,
} from './lib.ts';

/** Resident memory now (VmRSS) or at its highest so far (VmHWM), in MB. */
const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
};

const QUERIES = ['Huhn', 'grain free salmon', 'Welpenfutter', 'chiken', 'Pferd Nassfutter'];

/** Milliseconds from `since` until the request first answers 200 (polling while the port is closed). */
async function firstOk(since: number, url: string, init: RequestInit, child: Served['child']): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`napf exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

interface Start {
  served: Served;
  listMs: number;
  searchMs: number;
}

async function startAndAsk(env: Record<string, string>, token: string): Promise<Start> {
  const since = performance.now();
  const served = await spawnNapf(env);
  const headers = { 'x-api-key': token, 'content-type': 'application/json' };
  const search = {
    method: 'POST',
    headers,
    body: JSON.stringify({ tool: 'search_products', parameters: { query: 'Huhn getreidefrei' } }),
  };
  const [listMs, searchMs] = await Promise.all([
    firstOk(since, `${served.url}/api/v1/products?limit=24`, { headers }, served.child),
    firstOk(since, `${served.url}/api/mcp`, search, served.child),
  ]);
  return { served, listMs, searchMs };
}

/** Once the index is in use: searches and list pages, as a shop's first minutes bring them. */
async function useLikeAShop(url: string, token: string): Promise<void> {
  const headers = { 'x-api-key': token, 'content-type': 'application/json' };
  await waitForSearchIndex(url, token);
  for (const query of QUERIES) {
    const body = JSON.stringify({ tool: 'search_products', parameters: { query } });
    await (await fetch(`${url}/api/mcp`, { method: 'POST', headers, body })).arrayBuffer();
  }
  for (let page = 1; page <= 20; page++)
    await (await fetch(`${url}/api/v1/products?page=${page}&limit=100`, { headers })).arrayBuffer();
}

export async function benchFootprint(db: BenchDatabase): Promise<BenchRow[]> {
  const products = Number(process.env.BENCH_FOOTPRINT_PRODUCTS ?? 100_000);
  const env = { DATABASE_URL: db.url, RATE_LIMIT_ENABLED: 'false', REQUEST_LOG_ENABLED: 'false' };
  const token = seedDemoShop(env);

  let started = performance.now();
  const demo = await startNapf(env);
  const coldMs = performance.now() - started;
  await demo.stop();
  started = performance.now();
  const bare = await startBareServer(Buffer.from('{"status":"ok"}'), 'application/json');
  const bareMs = performance.now() - started;
  await bare.stop();

  const seeded = performance.now();
  napf(['seed', '--products', String(products)], env);
  const seedS = (performance.now() - seeded) / 1000;
  // The first start builds the index in the background and saves it; a normal stop saves it too.
  const first = await startAndAsk(env, token);
  await useLikeAShop(first.served.url, token);
  const firstPeak = memoryMb(first.served.child.pid as number, 'VmHWM');
  await first.served.stop();

  const restart = await startAndAsk(env, token);
  try {
    await useLikeAShop(restart.served.url, token);
    const pid = restart.served.child.pid as number;
    const peak = memoryMb(pid, 'VmHWM');
    const rss = memoryMb(pid, 'VmRSS');
    console.log(
      `cold start ${fmt(coldMs)} ms (bare ${fmt(bareMs)} ms); ${fmt(products)} products seeded in ${fmt(seedS, 1)} s; ` +
        `first start: list ${fmt(first.listMs)} ms, search ${fmt(first.searchMs)} ms, peak ${fmt(firstPeak)} MB; ` +
        `restart: list ${fmt(restart.listMs)} ms, search ${fmt(restart.searchMs)} ms, peak ${fmt(peak)} MB, RSS ${fmt(rss)} MB`,
    );
    const tag = `${fmt(products)} products, restart (${db.backend})`;
    return [
      {
        name: `cold start to first response, demo shop (${db.backend})`,
        value: `${fmt(coldMs)} ms`,
        baseline: `${fmt(bareMs)} ms (bare node:http)`,
        ratio: coldMs / bareMs,
        target: 'reported',
      },
      {
        name: `first list page after spawn, ${tag}`,
        value: `${fmt(restart.listMs)} ms (first start without a snapshot: ${fmt(first.listMs)} ms)`,
        baseline: '3,000 ms budget',
        ratio: restart.listMs / 3000,
        target: '≤ 1.00 of budget',
      },
      {
        name: `first search after spawn, ${tag}`,
        value: `${fmt(restart.searchMs)} ms (first start without a snapshot: ${fmt(first.searchMs)} ms)`,
        baseline: '3,000 ms budget',
        ratio: restart.searchMs / 3000,
        target: '≤ 1.00 of budget',
      },
      {
        name: `peak RSS during start, ${tag}`,
        value: `${fmt(peak)} MB (first start, building the index: ${fmt(firstPeak)} MB)`,
        baseline: '350 MB budget',
        ratio: peak / 350,
        target: '≤ 1.00 of budget',
      },
      {
        name: `RSS after searches and list pages, ${tag}`,
        value: `${fmt(rss)} MB`,
        baseline: '300 MB budget',
        ratio: rss / 300,
        target: '≤ 1.00 of budget',
      },
    ];
  } finally {
    await restart.served.stop();
  }
}
