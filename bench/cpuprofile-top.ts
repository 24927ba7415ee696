/**
 * Reads a V8 .cpuprofile (from `node --cpu-prof`, e.g. BENCH_ORDER_PROFILE with bench/orders.ts) and
 * prints where the time went: the functions with the most self time, the most inclusive time (each
 * function counted once per sample however deep it recurses), and self time summed per file or
 * package. Run: `node bench/cpuprofile-top.ts <file.cpuprofile> [rows=25] [filter]`, where `filter`
 * keeps only inclusive rows whose function or file contains it.
 */
import { type CallFrame, frameName, loadProfile, type ProfileNode, selfTimes, shortUrl } from './cpuprofile.ts';

const [file, rowsArg, filter] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpuprofile-top.ts <file.cpuprofile> [rows] [filter]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const profile = loadProfile(file);
/** A package (node_modules), a source file of ours, or node's own internals. */
const place = (f: CallFrame) => {
  const url = shortUrl(f.url);
  if (url.startsWith('~/'))
    return url
      .split('/')
      .slice(0, url.startsWith('~/@') ? 3 : 2)
      .join('/');
  if (url === '') return f.functionName.startsWith('(') ? f.functionName : '(native)';
  return url.startsWith('node:') ? 'node:*' : url;
};

const { byId, parentOf: parent } = profile;

const inclusive = new Map<string, number>();
const perPlace = new Map<string, number>();
let total = 0;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  const node = byId.get(id);
  if (!node) return;
  total += dt;
  add(perPlace, place(node.callFrame), dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = frameName((byId.get(at) as ProfileNode).callFrame);
    if (!seen.has(k)) {
      seen.add(k);
      add(inclusive, k, dt);
    }
  }
});

const print = (title: string, m: Map<string, number>, keep: (k: string) => boolean = () => true) => {
  console.log(`\n${title}`);
  const top = [...m].filter(([k]) => keep(k)).sort((a, b) => b[1] - a[1]);
  for (const [k, ms] of top.slice(0, rows)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
};

console.log(`${file}: ${total.toFixed(0)} ms sampled`);
print('self time per package or file', perPlace);
print('self time per function', selfTimes(profile));
print('inclusive time per function', inclusive, (k) => !filter || k.includes(filter));
