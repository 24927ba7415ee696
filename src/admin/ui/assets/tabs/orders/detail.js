// @ts-check
/**
 * One order in full: its lines, the VAT table per rate, subtotal/shipping/total, billing and
 * shipping address, payment, tracking and the status history (oldest first), plus the status
 * changes the order allows now (./change.js).
 */
import { h } from '../../dom.js';
import { fmtDateTime, fmtMoney, fmtNumber, t } from '../../i18n.js';
import { dash, mono, table } from '../../ui.js';
import { when } from '../tracking/cells.js';
import { statusActions } from './change.js';
import { addressBlock, methodLabel, statusBadge, statusLabel } from './model.js';

/** @param {number} value */
const money = (value) => fmtMoney(value, 'EUR');
/** @param {number} rate */
const percent = (rate) => `${fmtNumber(rate, 2)} %`;

/**
 * @param {string} title
 * @param {import('../../dom.js').Child} content
 * @param {string} [name] a class for the section
 */
function part(title, content, name) {
  return h('section', { class: ['order-part', name] }, h('h3', { class: 'card-title' }, title), content);
}

/** @param {[string, import('../../dom.js').Child][]} rows */
function facts(rows) {
  return h(
    'dl',
    { class: 'order-facts' },
    rows.map(([term, value]) => [h('dt', null, term), h('dd', null, value ?? dash())]),
  );
}

/** @param {any} order */
function lines(order) {
  return table({
    caption: t('orders.lines'),
    className: 'order-lines',
    columns: [
      { label: t('orders.col.product') },
      { label: t('orders.col.size') },
      { label: t('orders.col.quantity'), class: 'num' },
      { label: t('orders.col.unitPrice'), class: 'num' },
      { label: t('orders.col.vatRate'), class: 'num' },
      { label: t('orders.col.lineTotal'), class: 'num' },
    ],
    rows: order.items.map((/** @type {any} */ item) =>
      h(
        'tr',
        null,
        h('td', null, mono(item.slug)),
        h('td', null, item.size),
        h('td', { class: 'num' }, String(item.quantity)),
        h('td', { class: 'num' }, money(item.unit_price)),
        h('td', { class: 'num' }, percent(item.vat_rate)),
        h('td', { class: 'num strong' }, money(item.line_total)),
      ),
    ),
  });
}

/** @param {any} order */
function vatTable(order) {
  return table({
    caption: t('orders.vatTable'),
    className: 'order-vat',
    columns: [
      { label: t('orders.col.rate'), class: 'num' },
      { label: t('orders.col.net'), class: 'num' },
      { label: t('orders.col.vat'), class: 'num' },
    ],
    rows: order.vat.map((/** @type {any} */ row) =>
      h(
        'tr',
        null,
        h('td', { class: 'num' }, percent(row.rate)),
        h('td', { class: 'num' }, money(row.net)),
        h('td', { class: 'num' }, money(row.vat)),
      ),
    ),
  });
}

/** @param {any} order */
function totals(order) {
  return h(
    'dl',
    { class: 'order-totals' },
    h('dt', null, t('orders.subtotal')),
    h('dd', null, money(order.subtotal)),
    h('dt', null, t('orders.shipping')),
    h('dd', null, money(order.shipping)),
    h('dt', { class: 'strong' }, t('orders.total')),
    h('dd', { class: 'strong' }, money(order.total)),
  );
}

/** @param {any} tracking */
function trackingInfo(tracking) {
  if (!tracking) return dash();
  return [
    h('div', null, `${tracking.carrier} · `, mono(tracking.number)),
    tracking.url
      ? h('a', { href: tracking.url, target: '_blank', rel: 'noopener noreferrer' }, t('orders.trackingLink'))
      : null,
  ];
}

/** @param {any[]} history */
function historyList(history) {
  return h(
    'ol',
    { class: 'order-history' },
    history.map((entry) =>
      h(
        'li',
        null,
        statusBadge(entry.status),
        ' ',
        when(entry.at),
        h(
          'span',
          { class: 'muted small' },
          ` · ${t(`tracking.actor.${entry.actor.type}`, {}, entry.actor.type)} ${entry.actor.name}`,
        ),
        entry.note ? h('div', { class: 'small' }, entry.note) : null,
      ),
    ),
  );
}

/**
 * The detail's content; `changed` is called with the order a status change returned.
 * @param {any} order
 * @param {(order: any) => void} changed
 */
export function orderDetail(order, changed) {
  const shippingAddress = order.shipping_address ?? order.billing_address;
  return h(
    'div',
    { class: 'order-detail', dataset: { status: order.status } },
    facts([
      [t('orders.col.status'), statusBadge(order.status)],
      [t('orders.col.date'), fmtDateTime(order.created_at)],
      [t('orders.col.customer'), `${order.customer.name} <${order.customer.email}>`],
      [t('orders.phone'), order.phone],
      [t('orders.col.invoice'), order.invoice_number ? mono(order.invoice_number) : null],
      [t('orders.channel'), order.channel],
    ]),
    part(t('orders.lines'), lines(order)),
    h(
      'div',
      { class: 'order-columns' },
      part(t('orders.vatTable'), vatTable(order), 'order-vat-part'),
      part(t('orders.sums'), totals(order)),
    ),
    h(
      'div',
      { class: 'order-columns' },
      part(t('orders.billingAddress'), addressBlock(order.billing_address), 'order-billing'),
      part(t('orders.shippingAddress'), addressBlock(shippingAddress), 'order-shipping'),
    ),
    h(
      'div',
      { class: 'order-columns' },
      part(
        t('orders.payment'),
        facts([
          [t('orders.paymentMethod'), methodLabel(order.payment.method)],
          [t('orders.paymentStatus'), t(`orders.paymentStatus.${order.payment.status}`, {}, order.payment.status)],
        ]),
      ),
      part(t('orders.tracking'), trackingInfo(order.tracking)),
    ),
    part(t('orders.history'), historyList(order.status_history), 'order-history-part'),
    part(t('orders.changeStatus', { status: statusLabel(order.status) }), statusActions(order, changed)),
  );
}
