// @ts-check
/**
 * Tracking tab: the audit trail (who changed what, before → after, token or admin), the orders,
 * and the webhook subscriptions with their per-attempt delivery logs, redelivery, test events,
 * secret rotation and enable/disable.
 */
import { auditSection } from './tracking/audit.js';
import { ordersSection } from './tracking/orders.js';
import { webhooksSection } from './tracking/webhooks.js';

/** @type {import('../ui.js').Tab} */
export default {
  id: 'tracking',
  icon: 'list',
  label: 'tab.tracking',
  mount(panel) {
    const audit = auditSection();
    const orders = ordersSection();
    const hooks = webhooksSection();
    panel.append(audit.el, orders.el, hooks.el);
    return () => hooks.stop();
  },
};
