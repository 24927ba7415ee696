/**
 * A bounded soak (loopback only): SOAK_SECONDS (default 600) of mixed traffic — list pages, product
 * detail, tool calls, request log on — with RSS sampled every SAMPLE_SECONDS, after a minute of the
 * same load as warm-up (the heap, caches and statement cache fill in the first minute: 187 → 429 MB
 * in a measured run, then flat). Memory must stay flat: the figure is the growth of the last
 * third's mean over the first third's (target ≤ 1.05).
 *
 * The V8 heap saws: garbage piles up in the old generation until a full collection, ~30 MB of RSS
 * between one and the next at this load (old-space use 64 → 81 → 36 MB in the first minute after
 * the warm-up, a scratch run reading the heap's statistics over the inspector). A sample every 30 s
 * caught each third at a few points of that saw, and where they fell moved the figure by more than
 * its target: the last three runs before this change gave 1.01, 1.06 and 1.03. A sample every 5 s
 * averages it.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { BenchRow } from './catalog.ts';
import { fmt, napf, startNapf, tempDatabaseUrl } from './lib.ts';

const WARMUP_SECONDS = 60;
const SAMPLE_SECONDS = 5;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function benchSoak(): Promise<BenchRow[]> {
  const seconds = Number(process.env.SOAK_SECONDS ?? 600);
  const env = { DATABASE_URL: tempDatabaseUrl(), RATE_LIMIT_PER_MINUTE: '1000000000' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'admin', '--name', 'soak', '--json'], env));
  const server = await startNapf(env);
  const pid = server.child.pid as number;
  const samples: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const json = { 'x-api-key': token, 'content-type': 'application/json' };
    const tool = (name: string, parameters: unknown) => ({
      method: 'POST' as const,
      path: '/api/mcp',
      headers: json,
      body: JSON.stringify({ tool: name, parameters }),
    });
    const load = (duration: number) =>
      autocannon({
        url: server.url,
        connections: 4,
        overallRate: 400, // bounded: a steady load, not a stress test
        duration,
        requests,
      });
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/v1/products?limit=24', headers: json },
      { method: 'GET', path: '/api/v1/products?species=CAT&page=2&limit=10', headers: json },
      tool('search_products', { query: 'Lachs getreidefrei' }),
      tool('get_feeding_guide', { product_slug: 'adult-huhn-und-reis-vital-trockenfutter', weight_kg: 12 }),
      tool('recommend_food', { species: 'DOG', age_months: 30, weight_kg: 20, allergies: ['Huhn'] }),
      { method: 'GET', path: '/api/v1/categories' },
    ];
    const warm = await load(WARMUP_SECONDS);
    if (warm.non2xx > 0) throw new Error(`soak warm-up: ${warm.non2xx} non-2xx answers`);
    samples.push(rssMb(pid));
    sampler = setInterval(() => samples.push(rssMb(pid)), SAMPLE_SECONDS * 1000);
    const result = await load(seconds);
    samples.push(rssMb(pid));
    const third = Math.max(1, Math.floor(samples.length / 3));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const first = mean(samples.slice(0, third));
    const last = mean(samples.slice(-third));
    console.log(
      `soak ${seconds} s: ${fmt(result.requests.total)} requests, non-2xx ${result.non2xx}, RSS samples (every ${SAMPLE_SECONDS} s) ${samples.map((s) => fmt(s)).join(' ')} MB`,
    );
    return [
      {
        name: `soak ${fmt(seconds / 60, 1)} min at 400 req/s after 1 min warm-up: RSS last third vs first third`,
        value: `${fmt(last)} MB (max ${fmt(Math.max(...samples))} MB, ${fmt(result.requests.total)} requests, ${result.non2xx} non-2xx)`,
        baseline: `${fmt(first)} MB`,
        ratio: last / first,
        target: '≤ 1.05',
      },
    ];
  } finally {
    if (sampler) clearInterval(sampler);
    await server.stop();
  }
}
