/**
 * Tracking tab: the audit trail (who changed what, before → after, token or admin), the orders,
 * and the webhook subscriptions with their per-attempt delivery logs, redelivery, test events,
 * secret rotation and enable/disable.
 */
import { get, post, query, seg } from '../api.js';
import { h, icon, replace, uid } from '../dom.js';
import { fmtDateTime, fmtMoney, fmtNumber, fmtRelative, t } from '../i18n.js';
import {
  badge,
  busy,
  chip,
  confirmDialog,
  dash,
  emptyState,
  errorBox,
  errorText,
  loadingRow,
  mono,
  secretDialog,
  sectionHead,
  table,
  toast,
} from '../ui.js';

const DELIVERY_TONE = { succeeded: 'ok', failed: 'error', pending: 'warn' };
const ORDER_TONE = { confirmed: 'ok', paid: 'ok', shipped: 'info', cancelled: 'muted', pending: 'warn' };

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

function when(iso) {
  return iso ? h('time', { datetime: iso, title: fmtDateTime(iso), class: 'nowrap' }, fmtDateTime(iso)) : dash();
}

/** A value of a before/after object, short and as text. */
function show(value) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function parse(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The fields that differ between before and after, as `field: old → new` lines. */
function changeList(beforeRaw, afterRaw) {
  const before = parse(beforeRaw);
  const after = parse(afterRaw);
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

function auditSection() {
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
  head.querySelector('h2').id = 'audit-title';
  el.append(head, list, more);
  const columns = () => [
    { label: t('tracking.col.time') },
    { label: t('tracking.col.who') },
    { label: t('tracking.col.action') },
    { label: t('tracking.col.entity') },
    { label: t('tracking.col.change'), class: 'col-change' },
  ];
  let rows = [];

  const row = (e) =>
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
    load();
  });
  refresh.addEventListener('click', () => load());
  load();
  return { el };
}

function ordersSection() {
  const list = h('div');
  const el = h('section', { class: 'card', 'aria-labelledby': 'orders-title' });
  const refresh = h('button', { type: 'button', class: 'btn btn-small' }, icon('refresh'), t('common.refresh'));
  const head = sectionHead(t('tracking.ordersTitle'), t('tracking.ordersIntro'), [refresh]);
  head.querySelector('h2').id = 'orders-title';
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
  const customer = (c) => {
    if (!c) return dash();
    if (typeof c === 'string') return c;
    return [h('div', null, c.name ?? ''), c.email ? h('div', { class: 'muted small' }, c.email) : null];
  };
  const items = (list) => {
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
  async function load() {
    replace(list, table({ columns: columns(), rows: [loadingRow(7)] }));
    try {
      const { data } = await get('/admin/api/orders?limit=50');
      const rows = data.map((o) =>
        h(
          'tr',
          null,
          h('td', null, mono(o.id)),
          h('td', null, when(o.created_at)),
          h('td', null, customer(o.customer)),
          h('td', null, o.channel ?? dash()),
          h('td', null, items(o.items)),
          h('td', { class: 'num strong' }, typeof o.total === 'number' ? fmtMoney(o.total, o.currency) : show(o.total)),
          h('td', null, badge(t(`order.${o.status}`, {}, o.status), ORDER_TONE[o.status] ?? 'neutral')),
        ),
      );
      replace(
        list,
        table({ columns: columns(), rows, empty: t('tracking.ordersEmpty'), caption: t('tracking.ordersTitle') }),
      );
    } catch (error) {
      if (error.status === 404)
        replace(list, emptyState(t('tracking.ordersUnavailable'), t('tracking.ordersUnavailableHint')));
      else replace(list, errorBox(error, load));
    }
  }
  refresh.addEventListener('click', load);
  load();
  return { el };
}

function webhooksSection() {
  const list = h('div');
  const el = h('section', { class: 'card', 'aria-labelledby': 'webhooks-title' });
  const refresh = h('button', { type: 'button', class: 'btn btn-small' }, icon('refresh'), t('common.refresh'));
  const head = sectionHead(t('tracking.webhooksTitle'), t('tracking.webhooksIntro'), [refresh]);
  head.querySelector('h2').id = 'webhooks-title';
  el.append(head, list);
  const open = new Set();
  const timers = new Set();
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

  async function load() {
    replace(list, table({ columns: columns(), rows: [loadingRow(5)] }));
    try {
      const { data } = await get('/admin/api/webhooks');
      const rows = data.flatMap((hook) => hookRows(hook));
      replace(
        list,
        table({ columns: columns(), rows, empty: t('tracking.webhooksEmpty'), caption: t('tracking.webhooksTitle') }),
      );
    } catch (error) {
      replace(list, errorBox(error, load));
    }
  }

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
        showDeliveries();
      } else open.delete(hook.id);
    });
    if (open.has(hook.id)) showDeliveries();

    const test = h('button', { type: 'button', class: 'btn btn-small' }, t('tracking.sendTest'));
    test.addEventListener('click', async () => {
      try {
        await busy(test, () => post(`/admin/api/webhooks/${seg(hook.id)}/test`));
        toast(t('tracking.testQueued', { name: hook.name }));
        if (detail.hidden) toggle.click();
        else showDeliveries();
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
        load();
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
    const rows = deliveries.map((d) => {
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
  load();
  return {
    el,
    stop() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
    },
  };
}
