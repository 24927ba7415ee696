// @ts-check
/**
 * Agent activity tab: what the agents do with the shop. Totals, three charts (requests and errors
 * over time, p50/p95 latency per tool, top tokens) and the request log with filters (token, tool,
 * status, time range). Refreshes itself every 10 s while the toggle is on and the page is visible.
 */
import { get, query } from '../api.js';
import { h, icon, replace, uid } from '../dom.js';
import { fmtTime, t } from '../i18n.js';
import { busy, errorBox, loadingRow, sectionHead, select, table } from '../ui.js';
import { kpiCards, logColumns, logRow, statsCharts } from './activity/views.js';

const REFRESH_MS = 10_000;
/** @typedef {{ms: number, bucket: string, bucketMs: number}} Range */
/** @type {Record<string, Range>} */
const RANGES = {
  '15m': { ms: 15 * 60_000, bucket: 'minute', bucketMs: 60_000 },
  '1h': { ms: 3_600_000, bucket: 'minute', bucketMs: 60_000 },
  '24h': { ms: 86_400_000, bucket: 'hour', bucketMs: 3_600_000 },
  '7d': { ms: 7 * 86_400_000, bucket: 'hour', bucketMs: 3_600_000 },
  '30d': { ms: 30 * 86_400_000, bucket: 'day', bucketMs: 86_400_000 },
};
const AUTO_KEY = 'napf.admin.autoRefresh';
const STATUS_CODES = [200, 201, 202, 204, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503];

/** @type {import('../ui.js').Tab} */
export default {
  id: 'activity',
  icon: 'pulse',
  label: 'tab.activity',
  mount(panel) {
    const state = { token_id: '', tool: '', status: '', range: '1h' };
    let timer = 0;
    /** @type {AbortController | null} */
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

    const params = () => {
      const range = /** @type {Range} */ (RANGES[state.range]);
      const until = Date.now();
      return { range, since: until - range.ms, until };
    };

    // Shows its failures in the page and never rejects, so callers start it with `void`.
    async function loadTokens() {
      try {
        const { data } = await get('/admin/api/tokens');
        const current = tokenSelect.value;
        replace(
          tokenSelect,
          h('option', { value: '' }, t('activity.allTokens')),
          data.map((/** @type {any} */ tok) =>
            h('option', { value: tok.id, selected: tok.id === current }, `${tok.name} (${tok.prefix}…)`),
          ),
        );
      } catch {
        // The filter still works by request; the list of names is a convenience.
      }
    }

    /**
     * Shows its failures in the page and never rejects, so callers start it with `void`.
     * @param {boolean} showLoading
     */
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

    /** @type {HTMLTableRowElement[]} */
    let logRows = [];
    /** @param {any} result a page of GET /admin/api/request-log @param {boolean} append */
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

    /**
     * @param {any} stats the answer of GET /admin/api/request-log/stats
     * @param {number} since
     * @param {number} until
     * @param {Range} range
     */
    function renderStats(stats, since, until, range) {
      replace(kpis, kpiCards(stats.totals));
      const tools = new Set(stats.by_tool.map((/** @type {any} */ x) => x.tool).filter(Boolean));
      replace(
        toolList,
        [...tools].sort().map((tool) => h('option', { value: tool })),
      );
      replace(charts, statsCharts(stats, since, until, range));
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
      void loadAll(true);
    });
    for (const el of [tokenSelect, rangeSelect]) el.addEventListener('change', () => filterForm.requestSubmit());
    refresh.addEventListener('click', () => busy(refresh, () => loadAll(false)));

    const schedule = () => {
      clearInterval(timer);
      timer = 0;
      if (auto.checked)
        timer = setInterval(() => {
          if (!document.hidden) void loadAll(false);
        }, REFRESH_MS);
    };
    auto.addEventListener('change', () => {
      localStorage.setItem(AUTO_KEY, auto.checked ? 'on' : 'off');
      schedule();
    });

    void loadTokens();
    void loadAll(true);
    schedule();
    return () => {
      clearInterval(timer);
      inflight?.abort();
    };
  },
};
