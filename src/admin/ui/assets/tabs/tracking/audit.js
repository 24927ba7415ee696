// @ts-check
/** The tracking tab's audit trail: who changed what, before → after, token or admin. */
import { get, query } from '../../api.js';
import { h, icon, replace } from '../../dom.js';
import { t } from '../../i18n.js';
import { badge, busy, errorBox, loadingRow, mono, sectionHead, table } from '../../ui.js';
import { show, when } from './cells.js';

/** @param {unknown} value */
function parse(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The fields that differ between before and after, as `field: old → new` lines. */
/** @param {unknown} beforeRaw @param {unknown} afterRaw */
function changeList(beforeRaw, afterRaw) {
  const before = parse(beforeRaw);
  const after = parse(afterRaw);
  /** @type {(v: any) => boolean} */
  const isObj = (v) => v && typeof v === 'object' && !Array.isArray(v);
  if (!isObj(before) && !isObj(after)) {
    return h(
      'div',
      { class: 'change' },
      h('span', { class: 'before' }, show(before)),
      ' → ',
      h('span', { class: 'after' }, show(after)),
    );
  }
  const b = isObj(before) ? before : {};
  const a = isObj(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  if (!keys.length) return h('span', { class: 'muted' }, t('tracking.noChange'));
  const shown = keys.slice(0, 6);
  return h(
    'ul',
    { class: 'changes' },
    shown.map((k) =>
      h(
        'li',
        { class: 'change' },
        h('span', { class: 'change-key' }, k),
        ' ',
        before === null || before === undefined
          ? null
          : [
              h('span', { class: 'before' }, show(b[k])),
              h('span', { class: 'arrow', 'aria-label': t('tracking.to') }, ' → '),
            ],
        h('span', { class: 'after' }, show(a[k])),
      ),
    ),
    keys.length > shown.length
      ? h('li', { class: 'muted small' }, t('tracking.moreFields', { n: keys.length - shown.length }))
      : null,
  );
}

export function auditSection() {
  const filter = h('input', {
    class: 'input',
    type: 'search',
    placeholder: t('tracking.entityFilter'),
    'aria-label': t('tracking.entityFilter'),
    spellcheck: 'false',
  });
  const form = h(
    'form',
    { class: 'inline-form', role: 'search' },
    filter,
    h('button', { type: 'submit', class: 'btn btn-small' }, t('common.filter')),
  );
  const refresh = h(
    'button',
    { type: 'button', class: 'btn btn-small', 'aria-label': t('common.refresh') },
    icon('refresh'),
    t('common.refresh'),
  );
  const list = h('div');
  const more = h('div', { class: 'more' });
  const el = h('section', { class: 'card', 'aria-labelledby': 'audit-title' });
  const head = sectionHead(t('tracking.auditTitle'), t('tracking.auditIntro'), [form, refresh]);
  /** @type {HTMLElement} */ (head.querySelector('h2')).id = 'audit-title';
  el.append(head, list, more);
  const columns = () => [
    { label: t('tracking.col.time') },
    { label: t('tracking.col.who') },
    { label: t('tracking.col.action') },
    { label: t('tracking.col.entity') },
    { label: t('tracking.col.change'), class: 'col-change' },
  ];
  /** @type {HTMLTableRowElement[]} */
  let rows = [];

  const row = (/** @type {any} */ e) =>
    h(
      'tr',
      { dataset: { auditId: e.id } },
      h('td', null, when(e.created_at)),
      h(
        'td',
        null,
        h(
          'div',
          { class: 'who' },
          badge(t(`tracking.actor.${e.actor_type}`, {}, e.actor_type), e.actor_type === 'admin' ? 'accent' : 'neutral'),
          h('span', { class: 'strong' }, e.actor_name || e.actor_id),
        ),
        e.tool ? h('div', { class: 'muted small' }, t('tracking.viaTool'), ' ', mono(e.tool)) : null,
      ),
      h('td', null, mono(e.action)),
      h('td', null, h('div', { class: 'muted small' }, e.entity_type), mono(e.entity_id)),
      h('td', { class: 'col-change' }, changeList(e.before, e.after)),
    );

  /**
   * Shows its failures in the page and never rejects, so callers start it with `void`.
   * @param {string} [cursor] the next page's, or none for the first
   */
  async function load(cursor) {
    if (!cursor) {
      rows = [];
      replace(list, table({ columns: columns(), rows: [loadingRow(5)] }));
    }
    try {
      const result = await get(`/admin/api/audit${query({ entity_id: filter.value.trim(), limit: 50, cursor })}`);
      rows.push(...result.data.map(row));
      replace(
        list,
        table({
          columns: columns(),
          rows,
          empty: t('tracking.auditEmpty'),
          caption: t('tracking.auditTitle'),
          className: 'table-tall',
        }),
      );
      replace(more);
      if (result.next_cursor) {
        const btn = h('button', { type: 'button', class: 'btn btn-small' }, t('common.loadMore'));
        btn.addEventListener('click', () => busy(btn, () => load(result.next_cursor)));
        more.append(btn);
      }
    } catch (error) {
      replace(
        list,
        errorBox(error, () => load()),
      );
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load();
  });
  refresh.addEventListener('click', () => load());
  void load();
  return { el };
}
