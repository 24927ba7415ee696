// @ts-check
/**
 * Small SVG charts drawn by hand (no chart library): bars over time and horizontal bar lists.
 * Every label is a text node; each mark has a <title> for a tooltip.
 */
import { h, s } from './dom.js';

const W = 640;

/** A "nice" axis maximum ≥ value: 1, 2, 5 × 10^n. */
/** @param {number} value */
function niceMax(value) {
  if (value <= 0) return 1;
  const exp = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (value <= m * exp) return m * exp;
  return 10 * exp;
}

/**
 * The y-axis values of a count axis up to `max` (a niceMax): 0, the middle and the top when the
 * middle is a whole number, else 0 and the top (a count has no half; 0.5 would print as a second 1).
 * @param {number} max
 * @returns {number[]}
 */
export function countTicks(max) {
  return Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
}

/**
 * Requests (and errors in front of them) per time bucket.
 * points: [{t: ms, a: number, b: number, label: string}], range [from, to] in ms, bucketMs.
 * @param {object} options
 * @param {{t: number, a: number, b: number, label: string}[]} options.points
 * @param {number} options.from
 * @param {number} options.to
 * @param {number} options.bucketMs
 * @param {string} options.ariaLabel
 * @param {{value: (v: number) => string, time: (ms: number) => string}} options.formatTick
 * @param {string} options.seriesA
 * @param {string} options.seriesB
 * @param {number} [options.width]
 */
export function timeBars({ points, from, to, bucketMs, ariaLabel, formatTick, seriesA, seriesB, width = 1200 }) {
  const W = width;
  const H = 220;
  const pad = { l: 44, r: 12, t: 12, b: 28 };
  const iw = W - pad.l - pad.r;
  const ih = H - pad.t - pad.b;
  const max = niceMax(Math.max(0, ...points.map((p) => p.a)));
  const x = (/** @type {number} */ ms) => pad.l + ((ms - from) / (to - from)) * iw;
  const y = (/** @type {number} */ v) => pad.t + ih - (v / max) * ih;
  const bw = Math.max(1, (bucketMs / (to - from)) * iw - 1);

  const grid = countTicks(max).map((v) =>
    s(
      'g',
      { class: 'grid' },
      s('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v) }),
      s('text', { x: pad.l - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'tick' }, formatTick.value(v)),
    ),
  );
  const ticks = [0, 0.5, 1].map((f) => {
    const ms = from + (to - from) * f;
    return s(
      'text',
      { x: x(ms), y: H - 8, 'text-anchor': f === 0 ? 'start' : f === 1 ? 'end' : 'middle', class: 'tick' },
      formatTick.time(ms),
    );
  });
  const bars = points.map((p) => {
    const bx = Math.max(pad.l, x(p.t));
    const width = Math.min(bw, W - pad.r - bx);
    return s(
      'g',
      { class: 'bar-group' },
      s('title', null, p.label),
      s('rect', { class: 'bar-a', x: bx, y: y(p.a), width, height: Math.max(0, pad.t + ih - y(p.a)) }),
      p.b > 0 ? s('rect', { class: 'bar-b', x: bx, y: y(p.b), width, height: Math.max(0, pad.t + ih - y(p.b)) }) : null,
    );
  });
  return h(
    'figure',
    { class: 'chart' },
    s(
      'svg',
      { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': ariaLabel, class: 'chart-svg' },
      grid,
      s('line', { class: 'axis', x1: pad.l, x2: W - pad.r, y1: pad.t + ih, y2: pad.t + ih }),
      bars,
      ticks,
    ),
    legend([
      ['a', seriesA],
      ['b', seriesB],
    ]),
  );
}

/** @param {[string, string][]} items [kind, label] */
export function legend(items) {
  return h(
    'figcaption',
    { class: 'legend' },
    items.map(([kind, label]) =>
      h('span', { class: 'legend-item' }, h('span', { class: ['swatch', `swatch-${kind}`] }), label),
    ),
  );
}

/**
 * Horizontal bars, one row per item, one or two values each (a: main, b: second, drawn thinner
 * on top). items: [{label, a, b, title}]
 * @typedef {{label: string, a: number, b?: number, title: string}} BarItem
 * @param {object} options
 * @param {BarItem[]} options.items
 * @param {string} options.ariaLabel
 * @param {(item: BarItem) => string} options.format
 * @param {string} options.seriesA
 * @param {string} [options.seriesB]
 * @param {boolean} [options.stackedB]
 * @param {string} [options.kindB]
 */
export function barList({ items, ariaLabel, format, seriesA, seriesB, stackedB = false, kindB = 'b' }) {
  const row = 30;
  const labelW = 170;
  const valueW = 96;
  const H = Math.max(row, items.length * row) + 8;
  const iw = W - labelW - valueW - 8;
  const max = niceMax(Math.max(0, ...items.map((i) => Math.max(i.a, i.b ?? 0))));
  const len = (/** @type {number} */ v) => (v / max) * iw;
  const rows = items.map((item, index) => {
    const y = 4 + index * row;
    const label = item.label.length > 24 ? `${item.label.slice(0, 23)}…` : item.label;
    return s(
      'g',
      { class: 'bar-row' },
      s('title', null, item.title),
      s('text', { x: labelW - 8, y: y + row / 2 + 4, 'text-anchor': 'end', class: 'bar-label' }, label),
      s('rect', { class: 'bar-track', x: labelW, y: y + 6, width: iw, height: row - 12, rx: 3 }),
      s('rect', { class: 'bar-a', x: labelW, y: y + 6, width: Math.max(1, len(item.a)), height: row - 12, rx: 3 }),
      item.b
        ? stackedB
          ? s('rect', {
              class: `bar-${kindB}`,
              x: labelW,
              y: y + 6,
              width: Math.max(1, len(item.b)),
              height: row - 12,
              rx: 3,
            })
          : s('rect', {
              class: `bar-${kindB}`,
              x: labelW,
              y: y + row / 2 - 2,
              width: Math.max(1, len(item.b)),
              height: 4,
              rx: 2,
            })
        : null,
      s('text', { x: W - valueW + 4, y: y + row / 2 + 4, class: 'bar-value' }, format(item)),
    );
  });
  return h(
    'figure',
    { class: 'chart' },
    s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': ariaLabel, class: 'chart-svg' }, rows),
    legend(
      seriesB
        ? [
            ['a', seriesA],
            [kindB, seriesB],
          ]
        : [['a', seriesA]],
    ),
  );
}
