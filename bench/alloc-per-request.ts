/**
 * What a request allocates on napf's heap, a figure that moves far less from run to run on a noisy
 * host than requests a second or CPU time: napf runs under `--trace-gc` (with `npm start`'s flags),
 * autocannon sends N requests (60 000, after 5 000 to warm up) for the path in P (the list page),
 * and the heap's growth between one collection's end and the next one's start is summed over them.
 * Also the young-generation collections (scavenges) and their pause per request. One server per
 * configuration, one after the other: rate limit + request log on, and both off; with PGURL (a
 * PostgreSQL server URL) the shop is on a fresh database there, else on a SQLite file.
 * Run: `[PGURL=postgres://…] node bench/alloc-per-request.ts`.
 */
import autocannon from 'autocannon';
import { seedDemoShop, startNapf, withDatabase } from './lib.ts';
import { LIMIT_LOG_OFF, LIMIT_LOG_ON } from './requestlog.ts';

const N = Number(process.env.N ?? 60_000);
const PATH = process.env.P ?? '/api/v1/products?limit=24';
const CONFIGURATIONS: [string, Record<string, string>][] = [
  ['rate limit + log on', LIMIT_LOG_ON],
  ['both off', LIMIT_LOG_OFF],
];

/** `--trace-gc` lines: "… Scavenge 49.6 (62.0) -> 46.5 (62.0) MB, pooled: 0 MB, 0.69 / 0.00 ms …". */
const COLLECTION = /: (Scavenge|Mark-Compact) ([\d.]+) \([\d.]+\) -> ([\d.]+) .*?, ([\d.]+) \/ [\d.]+ ms/;

function summary(lines: string[]) {
  let allocatedMb = 0;
  let heapAfter: number | null = null;
  let scavenges = 0;
  let scavengeMs = 0;
  for (const line of lines) {
    const m = COLLECTION.exec(line);
    if (!m) continue;
    if (heapAfter !== null) allocatedMb += Number(m[2]) - heapAfter;
    heapAfter = Number(m[3]);
    if (m[1] === 'Scavenge') {
      scavenges++;
      scavengeMs += Number(m[4]);
    }
  }
  return { bytes: (allocatedMb * 1024 * 1024) / N, scavenges, scavengeUs: (scavengeMs * 1000) / N };
}

await withDatabase(process.env.PGURL, async (db) => {
  const env = { DATABASE_URL: db.url };
  const token = seedDemoShop(env);
  const headers = { 'x-api-key': token };
  for (const [name, extra] of CONFIGURATIONS) {
    const server = await startNapf({ ...env, ...extra }, 120_000, ['--trace-gc'], 'pipe');
    try {
      const output: string[] = [];
      server.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
      await autocannon({ url: server.url + PATH, headers, connections: 10, amount: 5000 });
      const from = output.length;
      await autocannon({ url: server.url + PATH, headers, connections: 10, amount: N });
      // The log's last batch belongs to these requests.
      await new Promise((r) => setTimeout(r, 600));
      const { bytes, scavenges, scavengeUs } = summary(output.slice(from).join('').split('\n'));
      console.log(
        `${db.backend}, ${name}: ${bytes.toFixed(0)} bytes a request; ` +
          `${scavenges} scavenges, ${scavengeUs.toFixed(2)} µs of pause a request`,
      );
    } finally {
      await server.stop();
    }
  }
});
