/**
 * A flame graph (SVG) of a V8 .cpuprofile, from `node --cpu-prof`: one box per call path, as wide as
 * its share of the samples, callers below their callees; idle and GC time are left out of the tree.
 * Run: `node bench/flamegraph.ts <file.cpuprofile> <out.svg> [title]`. With `FOCUS=name` only the
 * stacks through a function of that name are drawn (e.g. FOCUS=handle for the fast path's requests);
 * stacks deeper than DEPTH (40) frames end there (module loading recurses a few hundred deep).
 */
import { writeFileSync } from 'node:fs';
import { frameName, loadProfile, type ProfileNode } from './cpuprofile.ts';

interface Frame {
  name: string;
  self: number;
  total: number;
  children: Map<string, Frame>;
}

const SKIPPED = new Set(['(idle)', '(garbage collector)', '(program)']);
const WIDTH = 1200;
const ROW = 16;

const [file, out, titleArg] = process.argv.slice(2);
if (!file || !out) {
  console.error('usage: node bench/flamegraph.ts <file.cpuprofile> <out.svg> [title]');
  process.exit(2);
}
const title = titleArg ?? file;
const focus = process.env.FOCUS;
const maxDepth = Number(process.env.DEPTH ?? 40);
const profile = loadProfile(file);
const { byId, parentOf } = profile;

const root: Frame = { name: 'all', self: 0, total: 0, children: new Map() };
profile.samples.forEach((sample, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const leaf = byId.get(sample);
  if (!leaf || SKIPPED.has(leaf.callFrame.functionName)) return;
  const stack: string[] = [];
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const node = byId.get(id) as ProfileNode;
    if (node.callFrame.functionName !== '(root)') stack.push(frameName(node.callFrame));
  }
  stack.reverse();
  if (focus) {
    const at = stack.findIndex((name) => name.split(' ')[0] === focus);
    if (at === -1) return;
    stack.splice(0, at);
  }
  let frame = root;
  frame.total += us;
  for (const name of stack.slice(0, maxDepth)) {
    let next = frame.children.get(name);
    if (!next) {
      next = { name, self: 0, total: 0, children: new Map() };
      frame.children.set(name, next);
    }
    next.total += us;
    frame = next;
  }
  frame.self += us;
});

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const boxes: string[] = [];
let depth = 0;
const draw = (frame: Frame, x: number, level: number) => {
  depth = Math.max(depth, level);
  const width = (frame.total / root.total) * WIDTH;
  if (width < 0.5) return;
  const share = ((frame.total / root.total) * 100).toFixed(1);
  const hue = frame.name.includes(' src/') ? 30 : frame.name.includes(' ~/') ? 200 : 0;
  const text = width > 40 ? escapeXml(frame.name).slice(0, Math.floor(width / 6.5)) : '';
  boxes.push(
    `<g><title>${escapeXml(frame.name)} — ${share} %</title>` +
      `<rect x="${x.toFixed(1)}" y="LEVEL${level}" width="${Math.max(width - 0.5, 0.5).toFixed(1)}" height="${ROW - 1}" fill="hsl(${hue},70%,${60 + (level % 3) * 6}%)"/>` +
      `<text x="${(x + 3).toFixed(1)}" y="TEXT${level}">${text}</text></g>`,
  );
  let cx = x;
  for (const child of [...frame.children.values()].sort((a, b) => b.total - a.total)) {
    draw(child, cx, level + 1);
    cx += (child.total / root.total) * WIDTH;
  }
};
draw(root, 0, 0);
const height = (depth + 1) * ROW + 40;
const y = (level: number) => height - (level + 1) * ROW;
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="10">`,
  `<text x="4" y="14" font-size="13">${escapeXml(title)} (${(root.total / 1000).toFixed(0)} ms of samples${focus ? `, stacks through ${escapeXml(focus)}` : ''}; hover for names)</text>`,
  ...boxes.map((b) =>
    b.replace(/LEVEL(\d+)/, (_, l) => String(y(Number(l)))).replace(/TEXT(\d+)/, (_, l) => String(y(Number(l)) + 11)),
  ),
  '</svg>',
].join('\n');
writeFileSync(out, svg);
console.log(`${out}: ${boxes.length} boxes, depth ${depth}`);
