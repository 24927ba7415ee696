/**
 * What the memory-reducing collection (releaseMemory) right after start does to Node's own hot
 * path: builds the app (demo shop in memory, as `napf serve` does) and listens, then runs the
 * collection either before any traffic (WHEN=start, default) or after 2 000 requests (WHEN=warm),
 * or not at all (WHEN=never), and reports the best of five rounds of 200 000 process.nextTick
 * calls. Every HTTP answer schedules several of them. Run: `node bench/gc-after-start.ts`, once per
 * WHEN.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { releaseMemory } from '../src/util/release-memory.ts';

const when = process.env.WHEN ?? 'start';

const noop = () => {};
async function nextTickMicroseconds(): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      for (let j = 0; j < 1000; j++) process.nextTick(noop, j);
      await new Promise((resolve) => setImmediate(resolve));
    }
    best = Math.min(best, performance.now() - started);
  }
  return (best * 1000) / 200_000;
}

const app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'warn' }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  if (when === 'start') releaseMemory();
  for (let i = 0; i < 2000; i++) await (await fetch(`${url}/healthz`)).arrayBuffer();
  if (when === 'warm') releaseMemory();
  const us = await nextTickMicroseconds();
  console.log(`full collection ${when === 'never' ? 'never' : `at ${when}`}: ${us.toFixed(3)} µs per process.nextTick`);
} finally {
  await app.close();
}
