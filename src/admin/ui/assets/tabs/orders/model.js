// @ts-check
/**
 * What the orders view knows of the order lifecycle: the statuses, which status may follow which,
 * and the payment methods, all from enums.js (the server's own constants); labels and badges.
 */
import { h } from '../../dom.js';
import { ORDER_TRANSITIONS } from '../../enums.js';
import { t } from '../../i18n.js';
import { badge, dash } from '../../ui.js';

export { ORDER_STATUSES, PAYMENT_METHODS } from '../../enums.js';
/** Which status may follow which, from the server's own table. */
export const NEXT = ORDER_TRANSITIONS;

/** @type {Record<string, string>} */
const TONE = {
  created: 'warn',
  paid: 'ok',
  shipped: 'info',
  delivered: 'ok',
  cancelled: 'muted',
  returned: 'accent',
  // Orders listed by an older server.
  confirmed: 'ok',
  pending: 'warn',
};

/** @param {string} status */
export const statusLabel = (status) => t(`order.${status}`, {}, status);

/** @param {string} status */
export const statusBadge = (status) => badge(statusLabel(status), TONE[status] ?? 'neutral');

/** @param {string | null | undefined} method */
export const methodLabel = (method) => (method ? t(`orders.method.${method}`, {}, method) : '—');

/**
 * A postal address as lines, or a dash for orders from before addresses.
 * @param {any} address
 */
export function addressBlock(address) {
  if (!address) return dash();
  return h(
    'address',
    { class: 'order-address' },
    [
      address.name,
      address.company,
      `${address.street} ${address.house_number}`,
      address.address_extra,
      `${address.postal_code} ${address.city}`,
      address.country,
    ]
      .filter(Boolean)
      .map((line) => h('div', null, line)),
  );
}
