/**
 * Two V8 .cpuprofiles of servers that answered the same requests (napf and a bare server, from
 * `PROF=1 node bench/cpu-per-request.ts`), compared function by function: self time per request in
 * each and the difference, largest first. Idle time and module loading are left out, so what
 * remains is the work of the requests (plus a start-up that is small against 100,000 of them).
 * Run: `node bench/cpuprofile-diff.ts <a.cpuprofile> <a requests> <b.cpuprofile> <b requests> [rows=40]`.
 */
import { loadProfile, selfTimes } from './cpuprofile.ts';

const [fileA, requestsA, fileB, requestsB, rowsArg] = process.argv.slice(2);
if (!fileA || !fileB || !Number(requestsA) || !Number(requestsB)) {
  console.error('usage: node bench/cpuprofile-diff.ts <a.cpuprofile> <a requests> <b.cpuprofile> <b requests> [rows]');
  process.exit(2);
}

/** Idle samples and the loading of modules at start, not the requests' work. */
const ignored = (name: string) => name.startsWith('(idle)') || name.includes('/modules/');

/** µs of self time per request, per function. */
function selfPerRequest(file: string, requests: number): Map<string, number> {
  const perRequest = new Map<string, number>();
  for (const [name, ms] of selfTimes(loadProfile(file))) {
    if (!ignored(name)) perRequest.set(name, (ms * 1000) / requests);
  }
  return perRequest;
}

const a = selfPerRequest(fileA, Number(requestsA));
const b = selfPerRequest(fileB, Number(requestsB));
const sum = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
const us = (v: number) => v.toFixed(2).padStart(7);
console.log(`self time per request: a ${us(sum(a))} µs, b ${us(sum(b))} µs (a: ${fileA}, b: ${fileB})`);
console.log('  a − b        a        b  function');
const rows = [...new Set([...a.keys(), ...b.keys()])]
  .map((name) => ({ name, a: a.get(name) ?? 0, b: b.get(name) ?? 0 }))
  .sort((x, y) => y.a - y.b - (x.a - x.b));
for (const row of rows.slice(0, Number(rowsArg ?? 40))) {
  console.log(`${us(row.a - row.b)}  ${us(row.a)}  ${us(row.b)}  ${row.name}`);
}
