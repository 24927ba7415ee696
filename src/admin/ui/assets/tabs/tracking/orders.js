// @ts-check
/**
 * The tracking tab's orders: the latest 10 with customer, items, total and status; the Orders tab
 * (../orders.js) has all of them with filters, the detail and the status changes.
 */
import { ApiError, get } from '../../api.js';
import { h, icon, replace } from '../../dom.js';
import { fmtMoney, t } from '../../i18n.js';
import { dash, emptyState, errorBox, loadingRow, mono, sectionHead, table } from '../../ui.js';
import { statusBadge } from '../orders/model.js';
import { show, when } from './cells.js';

export function ordersSection() {
  const list = h('div');
  const el = h('section', { class: 'card', 'aria-labelledby': 'orders-title' });
  const refresh = h('button', { type: 'button', class: 'btn btn-small' }, icon('refresh'), t('common.refresh'));
  const all = h('a', { class: 'btn btn-small', href: '#orders' }, t('tracking.allOrders'));
  const head = sectionHead(t('tracking.ordersTitle'), t('tracking.ordersIntro'), [all, refresh]);
  /** @type {HTMLElement} */ (head.querySelector('h2')).id = 'orders-title';
  el.append(head, list);
  const columns = () => [
    { label: t('tracking.col.order') },
    { label: t('tracking.col.time') },
    { label: t('tracking.col.customer') },
    { label: t('tracking.col.channel') },
    { label: t('tracking.col.items') },
    { label: t('tracking.col.total'), class: 'num' },
    { label: t('tracking.col.status') },
  ];
  const customer = (/** @type {any} */ c) => {
    if (!c) return dash();
    if (typeof c === 'string') return c;
    return [h('div', null, c.name ?? ''), c.email ? h('div', { class: 'muted small' }, c.email) : null];
  };
  const items = (/** @type {any} */ list) => {
    if (!Array.isArray(list)) return dash();
    return h(
      'ul',
      { class: 'plain-list' },
      list
        .slice(0, 4)
        .map((i) =>
          h('li', null, `${i.quantity ?? 1}× `, mono(i.slug ?? i.product_id ?? ''), i.size ? ` · ${i.size}` : ''),
        ),
      list.length > 4 ? h('li', { class: 'muted small' }, t('tracking.moreItems', { n: list.length - 4 })) : null,
    );
  };
  // Shows its failures in the page and never rejects, so callers start it with `void`.
  async function load() {
    replace(list, table({ columns: columns(), rows: [loadingRow(7)] }));
    try {
      const { data } = await get('/admin/api/orders?limit=10');
      const rows = data.map((/** @type {any} */ o) =>
        h(
          'tr',
          null,
          h('td', null, mono(o.id)),
          h('td', null, when(o.created_at)),
          h('td', null, customer(o.customer)),
          h('td', null, o.channel ?? dash()),
          h('td', null, items(o.items)),
          h('td', { class: 'num strong' }, typeof o.total === 'number' ? fmtMoney(o.total, o.currency) : show(o.total)),
          h('td', null, statusBadge(o.status)),
        ),
      );
      replace(
        list,
        table({ columns: columns(), rows, empty: t('tracking.ordersEmpty'), caption: t('tracking.ordersTitle') }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        replace(list, emptyState(t('tracking.ordersUnavailable'), t('tracking.ordersUnavailableHint')));
      else replace(list, errorBox(error, load));
    }
  }
  refresh.addEventListener('click', load);
  void load();
  return { el };
}
