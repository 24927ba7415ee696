/**
 * The rate limit + request log pair of `npm run bench` in many short rounds, each round's ratio
 * printed and the median of them at the end: on a noisy machine a single run's ratio of sums moves
 * by ±0.1, and the per-round figures show whether a change moves the middle or only the spread.
 * Both servers on one database (SQLite, or a fresh one on the PostgreSQL server in PGURL), loaded in
 * alternating order; ROUNDS (12) rounds of ROUND_SECONDS (2) each.
 * Run: `[PGURL=postgres://…] node bench/limit-log-rounds.ts`.
 */
import { fmt, type LoadTarget, load, median, withDatabase } from './lib.ts';
import { startLimitLogPair } from './requestlog.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const SECONDS = Number(process.env.ROUND_SECONDS ?? 2);

const requestsPerSecond = async (target: LoadTarget, duration: number) => {
  const r = await load(target, duration);
  return r.requests.total / r.duration;
};

await withDatabase(process.env.PGURL, async (db) => {
  const { on, off, stop } = await startLimitLogPair(db);
  try {
    await requestsPerSecond(on, 1);
    await requestsPerSecond(off, 1);
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which side goes first, as npm run bench does.
      const [first, second] = round % 2 === 0 ? [on, off] : [off, on];
      const a = await requestsPerSecond(first, SECONDS);
      const b = await requestsPerSecond(second, SECONDS);
      const [withBoth, without] = first === on ? [a, b] : [b, a];
      ratios.push(withBoth / without);
      console.log(
        `round ${round + 1}: on ${fmt(withBoth)} req/s, off ${fmt(without)} req/s, ratio ${fmt(withBoth / without, 3)}`,
      );
    }
    console.log(`${db.backend}: median ratio ${fmt(median(ratios), 3)} of ${ROUNDS} rounds`);
  } finally {
    await stop();
  }
});
