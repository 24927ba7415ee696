// @ts-check
/**
 * The status changes an order allows now, as buttons (exactly the lifecycle's next statuses). A
 * button opens a small form: `paid` asks for the payment method, `shipped` for carrier, tracking
 * number and an optional URL, every change for an optional note. A refused change (409
 * invalid_transition, 400 naming the field) is shown in the form.
 */
import { post, seg } from '../../api.js';
import { h, replace } from '../../dom.js';
import { t } from '../../i18n.js';
import { busy, field, formError, select } from '../../ui.js';
import { methodLabel, NEXT, PAYMENT_METHODS, statusLabel } from './model.js';

/** @param {Record<string, any>} props */
const input = (props) => h('input', { class: 'input', autocomplete: 'off', ...props });

/**
 * @param {any} order
 * @param {string} status the status to move to
 * @param {(order: any) => void} changed
 * @param {() => void} cancel
 */
function changeForm(order, status, changed, cancel) {
  const error = formError();
  const method = select(
    [
      ['', t('orders.chooseMethod')],
      ...PAYMENT_METHODS.map((m) => /** @type {[string, string]} */ ([m, methodLabel(m)])),
    ],
    '',
    { name: 'payment_method', required: true },
  );
  const carrier = input({ name: 'carrier', maxlength: 100, required: true, placeholder: 'DHL' });
  const number = input({ name: 'tracking_number', maxlength: 100, required: true, spellcheck: 'false' });
  const url = input({ name: 'tracking_url', type: 'url', maxlength: 2000, placeholder: 'https://' });
  const note = h('textarea', { class: 'input', name: 'note', rows: 2, maxlength: 1000 });
  const submit = h(
    'button',
    { type: 'submit', class: ['btn', status === 'cancelled' ? 'btn-danger' : 'btn-primary'] },
    t('orders.confirmChange', { status: statusLabel(status) }),
  );
  const back = h('button', { type: 'button', class: 'btn', onClick: cancel }, t('common.cancel'));
  const form = h(
    'form',
    {
      class: 'form order-change',
      novalidate: true,
      'aria-label': t('orders.changeTo', { status: statusLabel(status) }),
    },
    status === 'paid' ? field(t('orders.paymentMethod'), method) : null,
    status === 'shipped'
      ? h(
          'div',
          { class: 'form-row' },
          field(t('orders.carrier'), carrier),
          field(t('orders.trackingNumber'), number),
          field(`${t('orders.trackingUrl')} (${t('common.optional')})`, url),
        )
      : null,
    field(`${t('orders.note')} (${t('common.optional')})`, note),
    error.el,
    h('div', { class: 'toolbar' }, submit, back),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.clear();
    /** @type {Record<string, unknown>} */
    const body = { status };
    if (status === 'paid') {
      if (!method.value) {
        error.show(t('orders.methodRequired'));
        method.focus();
        return;
      }
      body.payment_method = method.value;
    }
    if (status === 'shipped') {
      const missing = [carrier, number].find((el) => !el.value.trim());
      if (missing) {
        error.show(t('orders.trackingRequired'));
        missing.focus();
        return;
      }
      body.tracking = {
        carrier: carrier.value.trim(),
        number: number.value.trim(),
        ...(url.value.trim() ? { url: url.value.trim() } : {}),
      };
    }
    if (note.value.trim()) body.note = note.value.trim();
    try {
      const { data } = await busy(submit, () => post(`/admin/api/orders/${seg(order.id)}/status`, body));
      changed(data);
    } catch (problem) {
      error.show(problem);
    }
  });
  return form;
}

/**
 * @param {any} order
 * @param {(order: any) => void} changed
 */
export function statusActions(order, changed) {
  const next = NEXT[order.status] ?? [];
  if (!next.length) return h('p', { class: 'muted' }, t('orders.final'));
  const slot = h('div');
  const buttons = next.map((status) => {
    const button = h(
      'button',
      {
        type: 'button',
        class: ['btn', status === 'cancelled' ? 'btn-danger-quiet' : 'btn-small'],
        dataset: { to: status },
        'aria-expanded': 'false',
      },
      t(`orders.action.${status}`, {}, statusLabel(status)),
    );
    button.addEventListener('click', () => {
      for (const b of buttons) b.setAttribute('aria-expanded', String(b === button));
      const close = () => {
        button.setAttribute('aria-expanded', 'false');
        replace(slot);
        button.focus();
      };
      const form = changeForm(order, status, changed, close);
      replace(slot, form);
      /** @type {HTMLElement | null} */ (form.querySelector('select, input, textarea'))?.focus();
    });
    return button;
  });
  return h('div', { class: 'order-actions' }, h('div', { class: 'toolbar' }, buttons), slot);
}
