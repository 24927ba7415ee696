// @ts-check
/**
 * The tracking tab's webhook subscriptions with their per-attempt delivery logs, redelivery, test
 * events, secret rotation and enable/disable.
 */
import { get, post, seg } from '../../api.js';
import { h, icon, replace, uid } from '../../dom.js';
import { fmtDateTime, fmtNumber, fmtRelative, t } from '../../i18n.js';
import {
  badge,
  busy,
  chip,
  confirmDialog,
  dash,
  errorBox,
  errorText,
  loadingRow,
  mono,
  secretDialog,
  sectionHead,
  table,
  toast,
} from '../../ui.js';
import { when } from './cells.js';

/** @type {Record<string, string>} */
const DELIVERY_TONE = { succeeded: 'ok', failed: 'error', pending: 'warn' };

export function webhooksSection() {
  const list = h('div');
  const el = h('section', { class: 'card', 'aria-labelledby': 'webhooks-title' });
  const refresh = h('button', { type: 'button', class: 'btn btn-small' }, icon('refresh'), t('common.refresh'));
  const head = sectionHead(t('tracking.webhooksTitle'), t('tracking.webhooksIntro'), [refresh]);
  /** @type {HTMLElement} */ (head.querySelector('h2')).id = 'webhooks-title';
  el.append(head, list);
  const open = new Set();
  const timers = new Set();
  /** @param {() => void} fn @param {number} ms */
  const later = (fn, ms) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };

  const columns = () => [
    { label: t('tracking.col.subscription') },
    { label: t('tracking.col.events') },
    { label: t('tracking.col.status') },
    { label: t('tracking.col.created') },
    { label: t('common.actions'), class: 'actions-col' },
  ];

  // Shows its failures in the page and never rejects, so callers start it with `void`.
  async function load() {
    replace(list, table({ columns: columns(), rows: [loadingRow(5)] }));
    try {
      const { data } = await get('/admin/api/webhooks');
      const rows = data.flatMap((/** @type {any} */ hook) => hookRows(hook));
      replace(
        list,
        table({ columns: columns(), rows, empty: t('tracking.webhooksEmpty'), caption: t('tracking.webhooksTitle') }),
      );
    } catch (error) {
      replace(list, errorBox(error, load));
    }
  }

  /** @param {any} hook a subscription of GET /admin/api/webhooks */
  function hookRows(hook) {
    const deliveriesId = uid('deliveries');
    const detail = h('tr', { class: 'detail-row', id: deliveriesId, hidden: !open.has(hook.id) });
    const detailCell = h('td', { colspan: 5 });
    detail.append(detailCell);
    const toggle = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-small',
        'aria-expanded': String(open.has(hook.id)),
        'aria-controls': deliveriesId,
      },
      t('tracking.deliveries'),
    );
    // Shows its failures in the page and never rejects, so callers start it with `void`.
    const showDeliveries = async () => {
      replace(detailCell, h('p', { class: 'muted' }, h('span', { class: 'spinner' }), t('common.loading')));
      try {
        const { data } = await get(`/admin/api/webhooks/${seg(hook.id)}/deliveries?limit=50`);
        replace(detailCell, deliveryTable(data, showDeliveries));
      } catch (error) {
        replace(detailCell, errorBox(error, showDeliveries));
      }
    };
    toggle.addEventListener('click', () => {
      const expand = detail.hidden;
      detail.hidden = !expand;
      toggle.setAttribute('aria-expanded', String(expand));
      if (expand) {
        open.add(hook.id);
        void showDeliveries();
      } else open.delete(hook.id);
    });
    if (open.has(hook.id)) void showDeliveries();

    const test = h('button', { type: 'button', class: 'btn btn-small' }, t('tracking.sendTest'));
    test.addEventListener('click', async () => {
      try {
        await busy(test, () => post(`/admin/api/webhooks/${seg(hook.id)}/test`));
        toast(t('tracking.testQueued', { name: hook.name }));
        if (detail.hidden) toggle.click();
        else void showDeliveries();
        later(() => !detail.hidden && showDeliveries(), 1500);
      } catch (error) {
        toast(errorText(error), 'error');
      }
    });
    const rotate = h('button', { type: 'button', class: 'btn btn-small' }, t('tracking.rotateSecret'));
    rotate.addEventListener('click', async () => {
      const ok = await confirmDialog({
        title: t('tracking.rotateTitle'),
        message: t('tracking.rotateText', { name: hook.name }),
        confirmLabel: t('tracking.rotateSecret'),
      });
      if (!ok) return;
      try {
        const result = await busy(rotate, () => post(`/admin/api/webhooks/${seg(hook.id)}/rotate-secret`));
        const until = result.data.previous_secret_expires_at;
        await secretDialog({
          title: t('tracking.newSecret', { name: hook.name }),
          intro: until ? t('tracking.secretOnceGrace', { until: fmtDateTime(until) }) : t('tracking.secretOnce'),
          secret: result.data.secret,
          label: t('tracking.secretLabel'),
        });
      } catch (error) {
        toast(errorText(error), 'error');
      }
    });
    const enabled = hook.status === 'active';
    // Paused: its owning token was revoked or expired. Resuming hands it to the shop.
    const paused = hook.status === 'paused';
    const power = h(
      'button',
      { type: 'button', class: ['btn', 'btn-small', enabled ? 'btn-danger-quiet' : 'btn-primary'] },
      enabled ? t('tracking.disable') : paused ? t('tracking.resume') : t('tracking.enable'),
    );
    power.addEventListener('click', async () => {
      if (enabled || paused) {
        const ok = await confirmDialog(
          enabled
            ? {
                title: t('tracking.disableTitle'),
                message: t('tracking.disableText', { name: hook.name }),
                confirmLabel: t('tracking.disable'),
                danger: true,
              }
            : {
                title: t('tracking.resumeTitle'),
                message: t('tracking.resumeText', { name: hook.name }),
                confirmLabel: t('tracking.resume'),
              },
        );
        if (!ok) return;
      }
      try {
        await busy(power, () => post(`/admin/api/webhooks/${seg(hook.id)}/${enabled ? 'disable' : 'enable'}`));
        toast(t(enabled ? 'tracking.disabled' : 'tracking.enabled', { name: hook.name }));
        void load();
      } catch (error) {
        toast(errorText(error), 'error');
      }
    });

    const row = h(
      'tr',
      { dataset: { webhookId: hook.id } },
      h(
        'td',
        null,
        h('div', { class: 'strong' }, hook.name),
        h('div', { class: 'mono small muted break' }, hook.url),
        h(
          'div',
          { class: 'muted small' },
          hook.owner_token_id
            ? t('tracking.ownerToken', { name: hook.owner_token_name ?? hook.owner_token_id })
            : t('tracking.ownerShop'),
        ),
      ),
      h('td', null, h('div', { class: 'chips' }, (hook.events ?? []).map(chip))),
      h(
        'td',
        null,
        badge(t(`tracking.hookStatus.${hook.status}`, {}, hook.status), enabled ? 'ok' : paused ? 'warn' : 'error'),
        hook.disabled_reason
          ? h('div', { class: 'muted small' }, t(`tracking.reason.${hook.disabled_reason}`, {}, hook.disabled_reason))
          : null,
        hook.failing_since
          ? h(
              'div',
              { class: 'warn-text small' },
              t('tracking.failingSince', { since: fmtRelative(hook.failing_since) }),
            )
          : null,
      ),
      h('td', null, when(hook.created_at)),
      h('td', { class: 'actions-col' }, h('div', { class: 'row-actions' }, toggle, test, rotate, power)),
    );
    return [row, detail];
  }

  /** @param {any[]} deliveries @param {() => void} reload */
  function deliveryTable(deliveries, reload) {
    const columns = [
      { label: t('tracking.col.time') },
      { label: t('tracking.col.event') },
      { label: t('tracking.col.attempt'), class: 'num' },
      { label: t('tracking.col.status') },
      { label: t('tracking.col.http'), class: 'num' },
      { label: t('tracking.col.duration'), class: 'num' },
      { label: t('tracking.col.error') },
      { label: t('tracking.col.next') },
      { label: t('common.actions'), class: 'actions-col' },
    ];
    const rows = deliveries.map((/** @type {any} */ d) => {
      const again = h('button', { type: 'button', class: 'btn btn-small' }, t('tracking.redeliver'));
      again.disabled = d.status === 'pending';
      again.addEventListener('click', async () => {
        try {
          await busy(again, () => post(`/admin/api/deliveries/${seg(d.id)}/redeliver`));
          toast(t('tracking.redeliverQueued'));
          reload();
          later(reload, 1500);
        } catch (error) {
          toast(errorText(error), 'error');
        }
      });
      return h(
        'tr',
        { dataset: { deliveryId: d.id } },
        h('td', null, when(d.created_at)),
        h('td', null, mono(d.event), h('div', { class: 'muted small mono' }, d.event_id)),
        h('td', { class: 'num' }, fmtNumber(d.attempt)),
        h('td', null, badge(t(`tracking.delivery.${d.status}`, {}, d.status), DELIVERY_TONE[d.status] ?? 'neutral')),
        h('td', { class: 'num' }, d.response_status ?? dash()),
        h(
          'td',
          { class: 'num' },
          d.duration_ms === null || d.duration_ms === undefined ? dash() : `${fmtNumber(d.duration_ms)} ms`,
        ),
        h('td', { class: 'small break' }, d.error ?? dash()),
        h('td', null, d.next_attempt_at ? when(d.next_attempt_at) : dash()),
        h('td', { class: 'actions-col' }, again),
      );
    });
    return h(
      'div',
      { class: 'nested' },
      h('h3', { class: 'nested-title' }, t('tracking.deliveryLog')),
      table({ columns, rows, empty: t('tracking.deliveriesEmpty'), caption: t('tracking.deliveryLog') }),
    );
  }

  refresh.addEventListener('click', load);
  void load();
  return {
    el,
    stop() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
    },
  };
}
