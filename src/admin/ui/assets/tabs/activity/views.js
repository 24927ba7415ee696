// @ts-check
/** The agent activity tab's pieces: the request log's rows, the totals and the three charts. */
import { barList, timeBars } from '../../charts.js';
import { h } from '../../dom.js';
import { fmtDateTime, fmtMs, fmtNumber, fmtTime, t } from '../../i18n.js';
import { badge, dash, emptyState, mono } from '../../ui.js';

const statusTone = (/** @type {number} */ status) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'ok');

export const logColumns = () => [
  { label: t('activity.col.time') },
  { label: t('activity.col.token') },
  { label: t('activity.col.request') },
  { label: t('activity.col.tool') },
  { label: t('activity.col.status') },
  { label: t('activity.col.duration'), class: 'num' },
  { label: t('activity.col.error') },
  { label: t('activity.col.client') },
];

/** One request of the log as a table row. */
export const logRow = (/** @type {any} */ e) =>
  h(
    'tr',
    { dataset: { requestId: e.request_id } },
    h('td', { class: 'nowrap' }, h('time', { datetime: e.time, title: fmtDateTime(e.time) }, fmtTime(e.time, true))),
    h('td', null, tokenLabel(e)),
    h(
      'td',
      { class: 'request-cell' },
      h('span', { class: 'method' }, e.method),
      ' ',
      mono(e.path, e.route ?? undefined),
    ),
    h('td', null, e.tool ? mono(e.tool) : dash()),
    h('td', null, badge(String(e.status), statusTone(e.status))),
    h('td', { class: 'num nowrap' }, fmtMs(e.duration_ms)),
    h('td', null, e.error_code ? mono(e.error_code) : dash()),
    h('td', { class: 'small muted client-cell', title: e.user_agent ?? '' }, e.ip ?? ''),
  );

/** The four totals: requests, errors (with the error rate), p50 and p95 latency. */
/** @param {any} totals */
export function kpiCards(totals) {
  const rate = totals.requests ? (totals.errors / totals.requests) * 100 : 0;
  return [
    kpi(t('activity.kpi.requests'), fmtNumber(totals.requests)),
    kpi(
      t('activity.kpi.errors'),
      fmtNumber(totals.errors),
      totals.requests ? t('activity.kpi.rate', { rate: fmtNumber(rate, 1) }) : '',
      totals.errors ? 'kpi-bad' : '',
    ),
    kpi(t('activity.kpi.p50'), totals.p50_ms === null ? '—' : fmtMs(totals.p50_ms)),
    kpi(t('activity.kpi.p95'), totals.p95_ms === null ? '—' : fmtMs(totals.p95_ms)),
  ];
}

/** Requests and errors over time, p50/p95 latency per tool, top tokens. */
/**
 * @param {any} stats the answer of GET /admin/api/request-log/stats
 * @param {number} since
 * @param {number} until
 * @param {{ms: number, bucketMs: number}} range
 */
export function statsCharts(stats, since, until, range) {
  const totals = stats.totals;
  // The axis runs over whole buckets, so the current (partial) bucket is drawn as wide as the rest.
  const sinceMs = Math.floor((Date.parse(stats.since ?? '') || since) / range.bucketMs) * range.bucketMs;
  const untilMs = Math.ceil((Date.parse(stats.until ?? '') || until) / range.bucketMs) * range.bucketMs;
  const over = card(
    t('activity.chart.overTime'),
    stats.series.length
      ? timeBars({
          points: stats.series.map((/** @type {any} */ p) => ({
            t: Date.parse(p.start),
            a: p.requests,
            b: p.errors,
            label: t('activity.chart.pointLabel', {
              time: fmtDateTime(p.start),
              requests: fmtNumber(p.requests),
              errors: fmtNumber(p.errors),
            }),
          })),
          from: sinceMs,
          to: untilMs,
          bucketMs: range.bucketMs,
          ariaLabel: t('activity.chart.overTimeAria', {
            requests: fmtNumber(totals.requests),
            errors: fmtNumber(totals.errors),
          }),
          formatTick: {
            value: (v) => fmtNumber(v),
            time: (ms) =>
              range.ms > 86_400_000
                ? fmtDateTime(new Date(ms).toISOString(), true)
                : fmtTime(new Date(ms).toISOString()),
          },
          seriesA: t('activity.chart.requests'),
          seriesB: t('activity.chart.errors'),
        })
      : emptyState(t('activity.noData')),
    'chart-wide',
  );
  const byTool = [...stats.by_tool].sort((a, b) => b.requests - a.requests).slice(0, 8);
  const latency = card(
    t('activity.chart.latency'),
    byTool.length
      ? barList({
          items: byTool.map((x) => ({
            label: x.tool ?? t('activity.restApi'),
            a: x.p95_ms ?? 0,
            b: x.p50_ms ?? 0,
            title: `${x.tool ?? t('activity.restApi')}: p50 ${fmtMs(x.p50_ms)}, p95 ${fmtMs(x.p95_ms)} (${fmtNumber(x.requests)})`,
          })),
          stackedB: true,
          kindB: 'c',
          ariaLabel: t('activity.chart.latency'),
          format: (item) => `${fmtMs(item.b)} / ${fmtMs(item.a)}`,
          seriesA: 'p95',
          seriesB: 'p50',
        })
      : emptyState(t('activity.noData')),
  );
  const byToken = [...stats.by_token].sort((a, b) => b.requests - a.requests).slice(0, 8);
  const tokens = card(
    t('activity.chart.topTokens'),
    byToken.length
      ? barList({
          items: byToken.map((x) => ({
            label: tokenName(x),
            a: x.requests,
            b: x.errors,
            title: `${tokenName(x)}: ${t('activity.chart.pointLabel', { time: '', requests: fmtNumber(x.requests), errors: fmtNumber(x.errors) })}`,
          })),
          stackedB: true,
          ariaLabel: t('activity.chart.topTokens'),
          format: (item) => fmtNumber(item.a),
          seriesA: t('activity.chart.requests'),
          seriesB: t('activity.chart.errors'),
        })
      : emptyState(t('activity.noData')),
  );
  return [over, latency, tokens];
}

/** The token's name; its id when the token is gone; "no token" for anonymous requests. */
/** @param {any} entry a request-log entry or a by_token row */
export function tokenName(entry) {
  return entry.token_name ?? entry.token_id ?? t('activity.anonymous');
}

/** @param {any} entry */
export function tokenLabel(entry) {
  return entry.token_name || entry.token_id
    ? h('span', { class: 'strong' }, tokenName(entry))
    : h('span', { class: 'muted' }, t('activity.anonymous'));
}

/** @param {string} label @param {string} value @param {string} [sub] @param {string} [tone] */
function kpi(label, value, sub, tone) {
  return h(
    'div',
    { class: ['kpi', tone] },
    h('div', { class: 'kpi-label' }, label),
    h('div', { class: 'kpi-value' }, value),
    sub ? h('div', { class: 'kpi-sub' }, sub) : null,
  );
}

/** @param {string} title @param {HTMLElement} content @param {string} [extra] a class */
function card(title, content, extra) {
  return h('section', { class: ['card', 'chart-card', extra] }, h('h3', { class: 'card-title' }, title), content);
}
