/**
 * Writes the benchmark table to docs/benchmarks.md and a bar chart of the ratios to
 * docs/benchmarks.svg. Everything below the NOTES marker in docs/benchmarks.md is written by hand
 * (the causes of missed targets) and kept when the report is regenerated.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchRow } from './catalog.ts';
import { fmt } from './lib.ts';

const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const NOTES = '<!-- Hand-written from here on: bench/report.ts keeps this part when it rewrites the file. -->';

/** true/false for a target with a number (≥ 0.50, ≤ 3.00, < 1.00 of budget), null for "reported". */
function met(row: BenchRow): boolean | null {
  const m = /^(≥|≤|<|>)\s*(\d+(?:\.\d+)?)/.exec(row.target);
  if (!m) return null;
  const limit = Number(m[2]);
  const ratio = Number(row.ratio.toFixed(2)); // as printed: 0.495 shows, and counts, as 0.50
  switch (m[1]) {
    case '≥':
      return ratio >= limit;
    case '≤':
      return ratio <= limit;
    case '<':
      return ratio < limit;
    default:
      return ratio > limit;
  }
}

function verdict(row: BenchRow): string {
  const ok = met(row);
  return ok === null ? '–' : ok ? 'yes' : '**no**';
}

export function table(rows: BenchRow[]): string {
  return [
    '| benchmark | napf | baseline (same run) | ratio | target | met |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.value} | ${r.baseline} | ${fmt(r.ratio, 2)} | ${r.target} | ${verdict(r)} |`),
  ].join('\n');
}

/**
 * The command that reproduces this run: `npm run bench` with the BENCH_* settings it ran with
 * (a password in BENCH_DATABASE_URL shown as ***).
 */
export function reproduceCommand(env: Record<string, string | undefined>): string {
  const settings = Object.entries(env)
    .filter(([name, value]) => name.startsWith('BENCH_') && name !== 'BENCH_ONLY' && value)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => {
      if (name !== 'BENCH_DATABASE_URL') return `${name}=${value}`;
      const url = new URL(value as string);
      if (url.password) url.password = '***';
      return `${name}=${url}`;
    });
  return [...settings, 'npm run bench'].join(' ');
}

function chart(rows: BenchRow[]): string {
  const width = 1000;
  const bar = 22;
  const left = 540;
  const max = Math.max(1, ...rows.map((r) => r.ratio));
  const scale = (width - left - 60) / max;
  const items = rows.map((r, i) => {
    const y = 30 + i * (bar + 8);
    const w = Math.max(1, r.ratio * scale);
    const fill = met(r) === false ? '#b03a2e' : '#2f6f5e';
    return `<text x="${left - 8}" y="${y + 15}" text-anchor="end" font-size="12">${escapeXml(r.name.slice(0, 85))}</text><rect x="${left}" y="${y}" width="${w.toFixed(1)}" height="${bar}" fill="${fill}"/><text x="${left + w + 6}" y="${y + 15}" font-size="12">${fmt(r.ratio, 2)}</text>`;
  });
  const height = 40 + rows.length * (bar + 8);
  const one = left + scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif"><text x="10" y="18" font-size="14" font-weight="bold">napf benchmarks: ratio to the baseline measured in the same run (red: target missed)</text><line x1="${one}" y1="24" x2="${one}" y2="${height - 4}" stroke="#c33" stroke-dasharray="4 3"/>${items.join('')}</svg>\n`;
}

export function writeReport(rows: BenchRow[], command: string, minutes: number, load: number): void {
  const docs = new URL('../docs/', import.meta.url);
  const md = new URL('benchmarks.md', docs);
  const previous = existsSync(md) ? readFileSync(md, 'utf8') : '';
  const at = previous.indexOf(NOTES);
  const notes =
    at >= 0
      ? previous.slice(at + NOTES.length).trim()
      : '## Gaps and their causes\n\nFor each target missed above: the gap, its cause, and what would close it.';
  const missed = rows.filter((r) => met(r) === false);
  const postgres = command.includes('BENCH_DATABASE_URL')
    ? 'BENCH_DATABASE_URL names a PostgreSQL server; each PostgreSQL suite runs on a fresh database `napf_bench_<pid>_<n>` created on it and dropped afterwards.'
    : 'This run had no PostgreSQL: BENCH_DATABASE_URL=postgres://user@host:port/db adds the PostgreSQL suites, each on a fresh database `napf_bench_<pid>_<n>` created on that server and dropped afterwards.';
  const soak = command.includes('BENCH_SOAK=1')
    ? 'BENCH_SOAK=1 added the 10-minute soak.'
    : 'BENCH_SOAK=1 adds the 10-minute soak (not in this run).';
  writeFileSync(new URL('benchmarks.svg', docs), chart(rows));
  writeFileSync(
    md,
    `# Benchmarks

Reproduce every figure below with one command from the repository root (${fmt(minutes, 0)} minutes here):

\`\`\`sh
${command}
\`\`\`

${postgres} ${soak} Other settings: BENCH_SECONDS (load per side of a pair, 12), BENCH_ROUNDS (alternating
rounds it is split into, 6), BENCH_CONNECTIONS (10), BENCH_SEARCH_SIZES (1000,10000,100000),
BENCH_SEARCH_SAMPLES (400), BENCH_FOOTPRINT_PRODUCTS (100000); BENCH_ONLY=suite,... runs some suites
and prints their table without writing this file.

Every figure is measured beside its baseline in the same run, on loopback, with the load generator
on the same machine (${cpus().length} cores, ${fmt(totalmem() / 2 ** 30)} GiB): compare ratios, not absolute numbers.
A throughput pair runs in alternating rounds, its two sides back to back in each; its ratio is the
median of the rounds' ratios, and the req/s columns are each side's requests over its time loaded.

![ratios](benchmarks.svg)

${table(rows)}

Measured ${new Date().toISOString()} with Node ${process.version}; load average before the run
${fmt(load, 2)} (above ~1, another process shared the cores).

Targets missed in this run:${missed.length ? missed.map((r) => `\n- ${r.name}: ${fmt(r.ratio, 2)}, target ${r.target}`).join('') : ' none.'}

${NOTES}

${notes}
`,
  );
}
