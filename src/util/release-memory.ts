/**
 * Returns the heap pages of a one-off allocation burst to the operating system.
 *
 * Loading or building a large catalog's search index leaves garbage; V8 keeps the freed pages in
 * its page pool, and its idle memory reducer did not run within 40 s of idling (measured), so the
 * process would hold the peak for good. It runs once, after a large catalog's index has loaded in
 * the background (at 100 000 products, an index built at start once grew the heap to ~330 MB for
 * ~110 MB that stays alive; one such collection brought the RSS down by ~250 MB).
 *
 * It does not run right after start-up any more: a full collection before the first requests left
 * Node's own hot paths slow for the rest of the process's life: each tick object of
 * process.nextTick was built in V8's runtime (0.42–0.46 µs a call against 0.08–0.10;
 * `node bench/gc-after-start.ts`), and a detail request cost ~10 µs more of CPU. The
 * same collection after the server had answered requests did no harm. See docs/benchmarks.md.
 *
 * It is the `gc` function of --expose-gc, enabled here rather than on every command line (npm
 * start, bin/napf.js, docker): turning the flag on after start only adds that one function.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export function releaseMemory(): void {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as Collect;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
