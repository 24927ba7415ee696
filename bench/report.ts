/** Writes the benchmark table to docs/benchmarks.md and a bar chart of the ratios to docs/benchmarks.svg. */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchRow } from './catalog.ts';
import { fmt } from './lib.ts';

const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function table(rows: BenchRow[]): string {
  return [
    '| benchmark | napf | baseline (same run) | ratio | target |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.value} | ${r.baseline} | ${fmt(r.ratio, 2)} | ${r.target} |`),
  ].join('\n');
}

function chart(rows: BenchRow[]): string {
  const width = 900;
  const bar = 22;
  const left = 430;
  const max = Math.max(1, ...rows.map((r) => r.ratio));
  const scale = (width - left - 60) / max;
  const items = rows.map((r, i) => {
    const y = 30 + i * (bar + 8);
    const w = Math.max(1, r.ratio * scale);
    return `<text x="${left - 8}" y="${y + 15}" text-anchor="end" font-size="12">${escapeXml(r.name.slice(0, 70))}</text><rect x="${left}" y="${y}" width="${w.toFixed(1)}" height="${bar}" fill="#2f6f5e"/><text x="${left + w + 6}" y="${y + 15}" font-size="12">${fmt(r.ratio, 2)}</text>`;
  });
  const height = 40 + rows.length * (bar + 8);
  const one = left + scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif"><text x="10" y="18" font-size="14" font-weight="bold">napf benchmarks: ratio to the baseline measured in the same run</text><line x1="${one}" y1="24" x2="${one}" y2="${height - 4}" stroke="#c33" stroke-dasharray="4 3"/>${items.join('')}</svg>\n`;
}

export function writeReport(rows: BenchRow[], command: string): void {
  const docs = new URL('../docs/', import.meta.url);
  writeFileSync(new URL('benchmarks.svg', docs), chart(rows));
  writeFileSync(
    new URL('benchmarks.md', docs),
    `# Benchmarks

Reproduce with \`${command}\`. Every figure is measured beside its baseline in the same run, on
loopback, with the load generator on the same machine (${cpus().length} cores,
${fmt(totalmem() / 2 ** 30)} GiB): compare ratios, not absolute numbers.

![ratios](benchmarks.svg)

${table(rows)}

Measured ${new Date().toISOString()} with Node ${process.version}.
`,
  );
}
