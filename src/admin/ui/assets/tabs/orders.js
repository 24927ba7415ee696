// @ts-check
/**
 * Orders tab: the orders newest first with filters (status, placed from/to, part of the customer
 * e-mail), and a detail dialog per order with its lines, VAT table, addresses, payment, tracking,
 * history and the status changes it allows now. The filters outlive a language switch.
 */
import { get, query, seg } from '../api.js';
import { h, icon, replace } from '../dom.js';
import { fmtMoney, t } from '../i18n.js';
import { dash, errorBox, loadingRow, modal, mono, sectionHead, select, table, toast } from '../ui.js';
import { orderDetail } from './orders/detail.js';
import { ORDER_STATUSES, statusBadge, statusLabel } from './orders/model.js';
import { when } from './tracking/cells.js';

const LIMIT = 100;
const filters = { status: '', from: '', to: '', email: '' };

/** @type {import('../ui.js').Tab} */
export default {
  id: 'orders',
  icon: 'cart',
  label: 'tab.orders',
  mount(panel) {
    let stopped = false;
    /** @type {AbortController | null} */
    let inFlight = null;
    /** @type {{close: (result?: unknown) => void} | null} */
    let dialog = null;

    const status = select(
      [
        ['', t('orders.allStatuses')],
        ...ORDER_STATUSES.map((s) => /** @type {[string, string]} */ ([s, statusLabel(s)])),
      ],
      filters.status,
      { 'aria-label': t('orders.filterStatus'), name: 'status' },
    );
    const from = h('input', { class: 'input input-small', type: 'date', value: filters.from, name: 'from' });
    const to = h('input', { class: 'input input-small', type: 'date', value: filters.to, name: 'to' });
    const email = h('input', {
      class: 'input',
      type: 'search',
      name: 'email',
      value: filters.email,
      placeholder: t('orders.filterEmail'),
      'aria-label': t('orders.filterEmail'),
      autocomplete: 'off',
      spellcheck: 'false',
    });
    const apply = h('button', { type: 'submit', class: 'btn btn-small' }, t('common.filter'));
    const form = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': t('orders.filters') },
      status,
      h('label', { class: 'filter-label' }, h('span', null, t('orders.from')), from),
      h('label', { class: 'filter-label' }, h('span', null, t('orders.to')), to),
      email,
      apply,
    );
    const refresh = h('button', { type: 'button', class: 'btn btn-small' }, icon('refresh'), t('common.refresh'));
    const summary = h('p', { class: 'muted small result-summary', role: 'status' });
    const list = h('div');
    panel.append(
      sectionHead(t('orders.title'), t('orders.intro'), [refresh]),
      form,
      h('section', { class: 'card', 'aria-label': t('orders.title') }, summary, list),
    );

    const columns = () => [
      { label: t('orders.col.date') },
      { label: t('orders.col.id') },
      { label: t('orders.col.customer') },
      { label: t('orders.col.status') },
      { label: t('orders.col.total'), class: 'num' },
      { label: t('orders.col.invoice') },
    ];

    /** @param {any} order */
    const row = (order) => {
      const open = h('button', { type: 'button', class: 'link-btn mono', title: t('orders.open') }, order.id);
      open.addEventListener('click', () => void openDetail(order.id));
      return h(
        'tr',
        { dataset: { id: order.id, status: order.status } },
        h('td', null, when(order.created_at)),
        h('td', null, open),
        h(
          'td',
          null,
          h('div', null, order.customer?.name ?? ''),
          h('div', { class: 'muted small' }, order.customer?.email ?? ''),
        ),
        h('td', null, statusBadge(order.status)),
        h('td', { class: 'num strong' }, fmtMoney(order.total, order.currency)),
        h('td', null, order.invoice_number ? mono(order.invoice_number) : dash()),
      );
    };

    // Shows its failures in the page and never rejects, so callers start it with `void`.
    async function load() {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      replace(list, table({ columns: columns(), rows: [loadingRow(6)] }));
      summary.textContent = '';
      try {
        const path = `/admin/api/orders${query({ limit: LIMIT, ...filters })}`;
        const { data } = await get(path, { signal: controller.signal });
        if (stopped || controller !== inFlight) return;
        const filtered = Boolean(filters.status || filters.from || filters.to || filters.email);
        summary.textContent =
          data.length >= LIMIT
            ? t('orders.showingLatest', { n: LIMIT })
            : data.length === 1
              ? t('orders.countOne')
              : t('orders.count', { n: data.length });
        replace(
          list,
          table({
            columns: columns(),
            rows: data.map(row),
            empty: filtered ? t('orders.emptyFiltered') : t('orders.empty'),
            caption: t('orders.title'),
          }),
        );
      } catch (error) {
        if (stopped || controller !== inFlight || /** @type {any} */ (error)?.name === 'AbortError') return;
        replace(list, errorBox(error, load));
      }
    }

    /** @param {string} id */
    async function openDetail(id) {
      const body = h('div', null, h('p', { class: 'muted' }, h('span', { class: 'spinner' }), t('common.loading')));
      dialog?.close();
      const dlg = modal({ title: t('orders.detailTitle', { id }), content: body, wide: true });
      dialog = dlg;
      /** @param {any} order */
      const show = (order) => replace(body, orderDetail(order, changed));
      /** @param {any} order */
      const changed = async (order) => {
        toast(t('orders.changed', { id: order.id, status: statusLabel(order.status) }));
        void load();
        // The detail is read again, so it shows what the server holds now, not what was sent.
        try {
          show((await get(`/admin/api/orders/${seg(id)}`)).data);
        } catch {
          show(order);
        }
        /** @type {HTMLElement | null} */ (dlg.dialog.querySelector('.order-actions button, .dialog-close'))?.focus();
      };
      try {
        show((await get(`/admin/api/orders/${seg(id)}`)).data);
      } catch (error) {
        replace(
          body,
          errorBox(error, () => void openDetail(id)),
        );
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      filters.status = status.value;
      filters.from = from.value;
      filters.to = to.value;
      filters.email = email.value.trim();
      void load();
    });
    status.addEventListener('change', () => form.requestSubmit());
    refresh.addEventListener('click', () => void load());
    void load();
    return () => {
      stopped = true;
      inFlight?.abort();
      dialog?.close();
    };
  },
};
