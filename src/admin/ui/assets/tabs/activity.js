/**
 * Agent activity tab: what the agents do with the shop. Totals, three charts (requests and errors
 * over time, p50/p95 latency per tool, top tokens) and the request log with filters (token, tool,
 * status, time range). Refreshes itself every 10 s while the toggle is on and the page is visible.
 */
import { get, query } from '../api.js';
import { barList, timeBars } from '../charts.js';
import { h, icon, replace, uid } from '../dom.js';
import { fmtDateTime, fmtMs, fmtNumber, fmtTime, t } from '../i18n.js';
import { badge, busy, dash, emptyState, errorBox, loadingRow, mono, sectionHead, select, table } from '../ui.js';

const REFRESH_MS = 10_000;
const RANGES = {
  '15m': { ms: 15 * 60_000, bucket: 'minute', bucketMs: 60_000 },
  '1h': { ms: 3_600_000, bucket: 'minute', bucketMs: 60_000 },
  '24h': { ms: 86_400_000, bucket: 'hour', bucketMs: 3_600_000 },
  '7d': { ms: 7 * 86_400_000, bucket: 'hour', bucketMs: 3_600_000 },
  '30d': { ms: 30 * 86_400_000, bucket: 'day', bucketMs: 86_400_000 },
};
const AUTO_KEY = 'napf.admin.autoRefresh';
const STATUS_CODES = [200, 201, 202, 204, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503];

const statusTone = (status) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'ok');

export default {
  id: 'activity',
  icon: 'pulse',
  label: 'tab.activity',
  mount(panel) {
    const state = { token_id: '', tool: '', status: '', range: '1h' };
    let timer = 0;
    let inflight = null;

    const tokenSelect = select([['', t('activity.allTokens')]], '', { 'aria-label': t('activity.token') });
    const toolListId = uid('tools');
    const toolInput = h('input', {
      class: 'input',
      type: 'text',
      list: toolListId,
      placeholder: t('activity.allTools'),
      'aria-label': t('activity.tool'),
      spellcheck: 'false',
      autocomplete: 'off',
    });
    const toolList = h('datalist', { id: toolListId });
    const statusListId = uid('status');
    const statusInput = h('input', {
      class: 'input input-narrow',
      type: 'text',
      inputmode: 'numeric',
      list: statusListId,
      maxlength: 3,
      placeholder: t('activity.allStatus'),
      'aria-label': t('activity.status'),
    });
    const statusList = h(
      'datalist',
      { id: statusListId },
      STATUS_CODES.map((c) => h('option', { value: String(c) })),
    );
    const rangeSelect = select(
      Object.keys(RANGES).map((r) => [r, t(`activity.range.${r}`)]),
      state.range,
      { 'aria-label': t('activity.range') },
    );
    const apply = h('button', { type: 'submit', class: 'btn btn-small' }, t('common.filter'));
    const filterForm = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': t('activity.filters') },
      tokenSelect,
      toolInput,
      toolList,
      statusInput,
      statusList,
      rangeSelect,
      apply,
    );

    const auto = h('input', { type: 'checkbox', role: 'switch', class: 'switch-input' });
    auto.checked = localStorage.getItem(AUTO_KEY) !== 'off';
    const autoLabel = h(
      'label',
      { class: 'switch' },
      auto,
      h('span', { class: 'switch-track', 'aria-hidden': 'true' }),
      t('activity.autoRefresh'),
    );
    const refresh = h('button', { type: 'button', class: 'btn btn-small' }, icon('refresh'), t('common.refresh'));
    const updated = h('span', { class: 'muted small', role: 'status' });

    const kpis = h('div', { class: 'kpis' });
    const charts = h('div', { class: 'charts' });
    const log = h('div');
    const more = h('div', { class: 'more' });

    panel.append(
      sectionHead(t('activity.title'), t('activity.intro'), [updated, autoLabel, refresh]),
      filterForm,
      kpis,
      charts,
      h(
        'section',
        { class: 'card', 'aria-labelledby': 'log-title' },
        h('h2', { class: 'section-title', id: 'log-title' }, t('activity.logTitle')),
        log,
        more,
      ),
    );

    const logColumns = () => [
      { label: t('activity.col.time') },
      { label: t('activity.col.token') },
      { label: t('activity.col.request') },
      { label: t('activity.col.tool') },
      { label: t('activity.col.status') },
      { label: t('activity.col.duration'), class: 'num' },
      { label: t('activity.col.error') },
      { label: t('activity.col.client') },
    ];

    const logRow = (e) =>
      h(
        'tr',
        { dataset: { requestId: e.request_id } },
        h(
          'td',
          { class: 'nowrap' },
          h('time', { datetime: e.time, title: fmtDateTime(e.time) }, fmtTime(e.time, true)),
        ),
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

    const params = () => {
      const range = RANGES[state.range];
      const until = Date.now();
      return { range, since: until - range.ms, until };
    };

    async function loadTokens() {
      try {
        const { data } = await get('/admin/api/tokens');
        const current = tokenSelect.value;
        replace(
          tokenSelect,
          h('option', { value: '' }, t('activity.allTokens')),
          data.map((tok) =>
            h('option', { value: tok.id, selected: tok.id === current }, `${tok.name} (${tok.prefix}…)`),
          ),
        );
      } catch {
        // The filter still works by request; the list of names is a convenience.
      }
    }

    async function loadAll(showLoading) {
      inflight?.abort();
      const controller = new AbortController();
      inflight = controller;
      const { range, since, until } = params();
      if (showLoading) replace(log, table({ columns: logColumns(), rows: [loadingRow(8)] }));
      const [statsResult, logResult] = await Promise.allSettled([
        get(
          `/admin/api/request-log/stats${query({ since: new Date(since).toISOString(), until: new Date(until).toISOString(), bucket: range.bucket })}`,
          { signal: controller.signal },
        ),
        get(
          `/admin/api/request-log${query({
            token_id: state.token_id,
            tool: state.tool,
            status: state.status,
            since: new Date(since).toISOString(),
            limit: 100,
          })}`,
          { signal: controller.signal },
        ),
      ]);
      if (controller.signal.aborted) return;
      if (statsResult.status === 'fulfilled') renderStats(statsResult.value, since, until, range);
      else
        replace(
          charts,
          errorBox(statsResult.reason, () => loadAll(true)),
        );
      if (logResult.status === 'fulfilled') renderLog(logResult.value, false);
      else
        replace(
          log,
          errorBox(logResult.reason, () => loadAll(true)),
        );
      updated.textContent = t('activity.updated', { time: fmtTime(new Date().toISOString(), true) });
    }

    let logRows = [];
    function renderLog(result, append) {
      if (!append) logRows = [];
      logRows.push(...result.data.map(logRow));
      replace(
        log,
        table({
          columns: logColumns(),
          rows: logRows,
          empty: t('activity.logEmpty'),
          caption: t('activity.logTitle'),
          className: 'table-tall log-table',
        }),
      );
      replace(more);
      if (result.next_cursor) {
        const btn = h('button', { type: 'button', class: 'btn btn-small' }, t('common.loadMore'));
        btn.addEventListener('click', () =>
          busy(btn, async () => {
            const page = await get(
              `/admin/api/request-log${query({
                token_id: state.token_id,
                tool: state.tool,
                status: state.status,
                since: new Date(params().since).toISOString(),
                limit: 100,
                cursor: result.next_cursor,
              })}`,
            );
            renderLog(page, true);
          }),
        );
        more.append(btn);
      }
    }

    function renderStats(stats, since, until, range) {
      const totals = stats.totals;
      const rate = totals.requests ? (totals.errors / totals.requests) * 100 : 0;
      replace(
        kpis,
        kpi(t('activity.kpi.requests'), fmtNumber(totals.requests)),
        kpi(
          t('activity.kpi.errors'),
          fmtNumber(totals.errors),
          totals.requests ? t('activity.kpi.rate', { rate: fmtNumber(rate, 1) }) : '',
          totals.errors ? 'kpi-bad' : '',
        ),
        kpi(t('activity.kpi.p50'), totals.p50_ms === null ? '—' : fmtMs(totals.p50_ms)),
        kpi(t('activity.kpi.p95'), totals.p95_ms === null ? '—' : fmtMs(totals.p95_ms)),
      );
      const tools = new Set(stats.by_tool.map((x) => x.tool).filter(Boolean));
      replace(
        toolList,
        [...tools].sort().map((tool) => h('option', { value: tool })),
      );

      // The axis runs over whole buckets, so the current (partial) bucket is drawn as wide as the rest.
      const sinceMs = Math.floor((Date.parse(stats.since ?? '') || since) / range.bucketMs) * range.bucketMs;
      const untilMs = Math.ceil((Date.parse(stats.until ?? '') || until) / range.bucketMs) * range.bucketMs;
      const over = card(
        t('activity.chart.overTime'),
        stats.series.length
          ? timeBars({
              points: stats.series.map((p) => ({
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
      replace(charts, over, latency, tokens);
    }

    filterForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const status = statusInput.value.trim();
      if (status && !/^[1-5]\d\d$/.test(status)) {
        statusInput.setAttribute('aria-invalid', 'true');
        statusInput.focus();
        return;
      }
      statusInput.removeAttribute('aria-invalid');
      Object.assign(state, {
        token_id: tokenSelect.value,
        tool: toolInput.value.trim(),
        status,
        range: rangeSelect.value,
      });
      loadAll(true);
    });
    for (const el of [tokenSelect, rangeSelect]) el.addEventListener('change', () => filterForm.requestSubmit());
    refresh.addEventListener('click', () => busy(refresh, () => loadAll(false)));

    const schedule = () => {
      clearInterval(timer);
      timer = 0;
      if (auto.checked)
        timer = setInterval(() => {
          if (!document.hidden) loadAll(false);
        }, REFRESH_MS);
    };
    auto.addEventListener('change', () => {
      localStorage.setItem(AUTO_KEY, auto.checked ? 'on' : 'off');
      schedule();
    });

    loadTokens();
    loadAll(true);
    schedule();
    return () => {
      clearInterval(timer);
      inflight?.abort();
    };
  },
};

/** The token's name; its id when the token is gone; "no token" for anonymous requests. */
function tokenName(entry) {
  return entry.token_name ?? entry.token_id ?? t('activity.anonymous');
}

function tokenLabel(entry) {
  return entry.token_name || entry.token_id
    ? h('span', { class: 'strong' }, tokenName(entry))
    : h('span', { class: 'muted' }, t('activity.anonymous'));
}

function kpi(label, value, sub, tone) {
  return h(
    'div',
    { class: ['kpi', tone] },
    h('div', { class: 'kpi-label' }, label),
    h('div', { class: 'kpi-value' }, value),
    sub ? h('div', { class: 'kpi-sub' }, sub) : null,
  );
}

function card(title, content, extra) {
  return h('section', { class: ['card', 'chart-card', extra] }, h('h3', { class: 'card-title' }, title), content);
}
