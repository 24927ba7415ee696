/**
 * Cold start (spawn → first 200 from /healthz, against a bare node:http server's start in the same
 * run) and resident memory with a large catalog (BENCH_FOOTPRINT_PRODUCTS, default 100 000 generated
 * products; target ≤ 400 MB RSS after serving a few searches and list pages).
 */
import { readFileSync } from 'node:fs';
import type { BenchRow } from './catalog.ts';
import { type BenchDatabase, fmt, napf, startBareServer, startNapf } from './lib.ts';

/** Resident memory now (VmRSS) or at its highest so far (VmHWM), in MB. */
const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
};

export async function benchFootprint(db: BenchDatabase): Promise<BenchRow[]> {
  const products = Number(process.env.BENCH_FOOTPRINT_PRODUCTS ?? 100_000);
  const env = { DATABASE_URL: db.url, RATE_LIMIT_ENABLED: 'false', REQUEST_LOG_ENABLED: 'false' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));

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
  started = performance.now();
  const big = await startNapf(env);
  const bigColdMs = performance.now() - started;
  try {
    const headers = { 'x-api-key': token, 'content-type': 'application/json' };
    for (const query of ['Huhn', 'grain free salmon', 'Welpenfutter', 'chiken', 'Pferd Nassfutter']) {
      await (
        await fetch(`${big.url}/api/mcp`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ tool: 'search_products', parameters: { query } }),
        })
      ).arrayBuffer();
    }
    for (let page = 1; page <= 20; page++)
      await (await fetch(`${big.url}/api/v1/products?page=${page}&limit=100`, { headers })).arrayBuffer();
    const rss = memoryMb(big.child.pid as number, 'VmRSS');
    const peak = memoryMb(big.child.pid as number, 'VmHWM');
    console.log(
      `cold start ${fmt(coldMs)} ms (bare ${fmt(bareMs)} ms); ${fmt(products)} products seeded in ${fmt(seedS, 1)} s, start ${fmt(bigColdMs)} ms, RSS ${fmt(rss)} MB (peak ${fmt(peak)} MB)`,
    );
    return [
      {
        name: `cold start to first response, demo shop (${db.backend})`,
        value: `${fmt(coldMs)} ms`,
        baseline: `${fmt(bareMs)} ms (bare node:http)`,
        ratio: coldMs / bareMs,
        target: 'reported',
      },
      {
        name: `cold start with ${fmt(products)} generated products (${db.backend})`,
        value: `${fmt(bigColdMs)} ms`,
        baseline: `${fmt(coldMs)} ms (demo shop)`,
        ratio: bigColdMs / coldMs,
        target: 'reported',
      },
      {
        name: `RSS with ${fmt(products)} generated products after searches and list pages (${db.backend})`,
        value: `${fmt(rss)} MB (peak during start ${fmt(peak)} MB)`,
        baseline: '400 MB budget',
        ratio: rss / 400,
        target: '≤ 1.00 of budget',
      },
    ];
  } finally {
    await big.stop();
  }
}
