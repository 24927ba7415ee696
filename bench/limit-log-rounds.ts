/**
 * The rate limit + request log pair of `npm run bench` in many short rounds, each round's ratio
 * printed and the median of them at the end: on a noisy machine a single run's ratio of sums moves
 * by ±0.1, and the per-round figures show whether a change moves the middle or only the spread.
 * Both servers on one database (SQLite, or a fresh one on the PostgreSQL server in PGURL), loaded in
 * alternating order; ROUNDS (12) rounds of ROUND_SECONDS (2) each.
 * Run: `[PGURL=postgres://…] node bench/limit-log-rounds.ts`.
 */
import autocannon from 'autocannon';
import { fmt, napf, startNapf, withDatabase } from './lib.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const SECONDS = Number(process.env.ROUND_SECONDS ?? 2);

await withDatabase(process.env.PGURL, async (db) => {
  const env = { DATABASE_URL: db.url };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));
  const headers = { 'x-api-key': token };
  const path = '/api/v1/products?limit=24';
  const on = await startNapf({ ...env, RATE_LIMIT_PER_MINUTE: '1000000000' });
  const off = await startNapf({ ...env, RATE_LIMIT_ENABLED: 'false', REQUEST_LOG_ENABLED: 'false' });
  const load = async (url: string, duration: number) => {
    const r = await autocannon({ url: url + path, headers, connections: 10, duration });
    return r.requests.total / r.duration;
  };
  try {
    await load(on.url, 1);
    await load(off.url, 1);
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0 ? on : off;
      const a = await load(first.url, SECONDS);
      const b = await load((first === on ? off : on).url, SECONDS);
      const [withBoth, without] = first === on ? [a, b] : [b, a];
      ratios.push(withBoth / without);
      console.log(
        `round ${round + 1}: on ${fmt(withBoth)} req/s, off ${fmt(without)} req/s, ratio ${fmt(withBoth / without, 3)}`,
      );
    }
    ratios.sort((x, y) => x - y);
    console.log(`${db.backend}: median ratio ${fmt(ratios[Math.floor(ROUNDS / 2)] as number, 3)} of ${ROUNDS} rounds`);
  } finally {
    await on.stop();
    await off.stop();
  }
});
