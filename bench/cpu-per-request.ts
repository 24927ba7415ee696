/**
 * Server CPU per request: the detail page of a seeded demo shop (or the path in P) loaded by
 * autocannon (10 connections) for N requests (60 000) after a 5 000-request warm-up, against a
 * bare node:http server with the same body, once with its content type and length only and once
 * with every header napf's answer carried (the same bytes but for the date). CPU is a server
 * process's utime + stime from /proc (all its threads, and napf's main thread on its own), and with
 * PGURL (a PostgreSQL server URL, the shop on a fresh database there) also that of every postgres
 * process. Each load also counts the function-call interrupts between the cores per request
 * (/proc/interrupts): a figure of how often an answer woke the sleeping load generator, which moves
 * far less with the host's state than CPU time does. R rounds (3).
 * EXTRA='{"REQUEST_LOG_ENABLED":"false"}' adds environment to napf's; PROF=1 runs napf and the
 * bare server with napf's headers under --cpu-prof, into /tmp/cpu/napf and /tmp/cpu/bare-headers,
 * and prints the commands that read the profiles (bench/cpuprofile-top.ts, bench/cpuprofile-diff.ts).
 * Run: `node bench/cpu-per-request.ts`.
 */
import { readdirSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  cpuProfileArgs,
  crossCoreInterrupts,
  mainThreadCpu,
  postgresCpu,
  processCpu,
  seedDemoShop,
  startBareServer,
  startNapf,
  withDatabase,
} from './lib.ts';

const N = Number(process.env.N ?? 60_000);
const PATH = process.env.P ?? '/api/v1/products/adult-huhn-und-reis-vital-trockenfutter';
const ROUNDS = Number(process.env.R ?? 3);
const WARM_UP = 5000;

const settle = () => new Promise((r) => setTimeout(r, 600));

async function measure(pid: number, url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections: 10, amount: WARM_UP });
  await settle();
  const [cpu0, main0, pg0] = [processCpu(pid), mainThreadCpu(pid), postgresCpu()];
  const interrupts0 = crossCoreInterrupts();
  await autocannon({ url, headers, connections: 10, amount: N });
  const interrupts = (crossCoreInterrupts() - interrupts0) / N;
  // Batches written after the last answer (the request log's) belong to these requests.
  await settle();
  return {
    server: (processCpu(pid) - cpu0) / N,
    main: (mainThreadCpu(pid) - main0) / N,
    postgres: (postgresCpu() - pg0) / N,
    interrupts,
  };
}

await withDatabase(process.env.PGURL, async (db) => {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '100000000', ...JSON.parse(process.env.EXTRA ?? '{}') };
  const token = seedDemoShop(env);
  const profile = (name: string) => cpuProfileArgs(process.env.PROF ? `/tmp/cpu/${name}` : undefined);
  if (process.env.PROF) rmSync('/tmp/cpu', { recursive: true, force: true });
  const server = await startNapf(env, 120_000, profile('napf'));
  const headers = { 'x-api-key': token };
  const res = await fetch(server.url + PATH, { headers });
  if (!res.ok) throw new Error(`GET ${PATH}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  // napf's own answer headers, all but those Node adds itself (date, connection, keep-alive).
  const napfHeaders = [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)).flat();
  const bare = await startBareServer(body, 'application/json');
  const bareWithHeaders = await startBareServer(body, 'application/json', napfHeaders, profile('bare-headers'));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await measure(server.child.pid as number, server.url + PATH, headers);
      const b = await measure(bare.child.pid as number, bare.url + PATH, {});
      const c = await measure(bareWithHeaders.child.pid as number, bareWithHeaders.url + PATH, {});
      const pg = process.env.PGURL ? ` + postgres ${a.postgres.toFixed(1)}` : '';
      console.log(
        `napf ${a.server.toFixed(1)} (main thread ${a.main.toFixed(1)})${pg} µs per request, bare ${b.server.toFixed(1)} µs, ` +
          `bare with napf's ${napfHeaders.length / 2} headers ${c.server.toFixed(1)} µs; cross-core interrupts a ` +
          `request ${a.interrupts.toFixed(2)}, ${b.interrupts.toFixed(2)} and ${c.interrupts.toFixed(2)}`,
      );
    }
  } finally {
    await Promise.all([server.stop(), bare.stop(), bareWithHeaders.stop()]);
  }
  if (process.env.PROF) {
    // Each server answered the rounds' warm-ups and loads; napf also the first request above.
    const answered = ROUNDS * (WARM_UP + N);
    // The main thread's profile: node names it by thread, 0 first (a SQLite file's checkpoint thread writes one too).
    const file = (name: string) => `/tmp/cpu/${name}/${readdirSync(`/tmp/cpu/${name}`).sort()[0]}`;
    console.log(`node bench/cpuprofile-top.ts ${file('napf')} 40`);
    console.log(`node bench/cpuprofile-diff.ts ${file('napf')} ${answered + 1} ${file('bare-headers')} ${answered} 40`);
  }
});
