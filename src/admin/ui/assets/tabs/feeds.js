// @ts-check
/**
 * Marketplace connections tab: named product feeds for marketplaces and price-comparison sites
 * (Google Merchant Center RSS or CSV), each with its own secret URL; create, rotate, delete.
 */
import { del, get, post, seg } from '../api.js';
import { copyText, h, icon, replace } from '../dom.js';
import { fmtDateTime, fmtNumber, fmtRelative, t } from '../i18n.js';
import {
  badge,
  busy,
  confirmDialog,
  errorBox,
  errorText,
  field,
  formError,
  loadingRow,
  sectionHead,
  select,
  table,
  toast,
} from '../ui.js';

const absolute = (/** @type {string} */ url) => new URL(url, location.origin).href;

/** @param {string} url @param {string} label */
function urlField(url, label) {
  const input = h('input', {
    class: 'input mono url-field',
    type: 'text',
    readonly: true,
    value: absolute(url),
    'aria-label': label,
    spellcheck: 'false',
  });
  input.addEventListener('focus', () => input.select());
  const copy = h(
    'button',
    { type: 'button', class: 'icon-btn', 'aria-label': t('feeds.copyUrl'), title: t('feeds.copyUrl') },
    icon('copy'),
  );
  copy.addEventListener('click', async () => {
    toast((await copyText(input.value, input)) ? t('common.copied') : t('common.copyManually'));
  });
  return h('div', { class: 'url-row' }, input, copy);
}

/** @type {import('../ui.js').Tab} */
export default {
  id: 'feeds',
  icon: 'store',
  label: 'tab.feeds',
  mount(panel) {
    const error = formError();
    const name = h('input', {
      class: 'input',
      name: 'name',
      required: true,
      maxlength: 100,
      placeholder: t('feeds.namePlaceholder'),
      autocomplete: 'off',
    });
    const format = select(
      [
        ['google', t('feeds.format.google')],
        ['csv', t('feeds.format.csv')],
      ],
      'google',
      { name: 'format' },
    );
    const submit = h('button', { type: 'submit', class: 'btn btn-primary' }, icon('plus'), t('feeds.create'));
    const created = h('div', { 'aria-live': 'polite' });
    const form = h(
      'form',
      { class: 'card create-form', novalidate: true, 'aria-label': t('feeds.create') },
      h(
        'div',
        { class: 'form-row form-row-end' },
        field(t('feeds.name'), name),
        field(t('feeds.formatLabel'), format),
        submit,
      ),
      error.el,
      created,
    );
    const list = h('div');
    panel.append(sectionHead(t('feeds.title'), t('feeds.intro')), form, list);

    const columns = () => [
      { label: t('feeds.col.name') },
      { label: t('feeds.col.format') },
      { label: t('feeds.col.url'), class: 'col-url' },
      { label: t('feeds.col.created') },
      { label: t('feeds.col.lastFetched') },
      { label: t('feeds.col.items'), class: 'num' },
      { label: t('common.actions'), class: 'actions-col' },
    ];

    // Shows its failures in the page and never rejects, so callers start it with `void`.
    async function load() {
      if (!list.firstChild) replace(list, table({ columns: columns(), rows: [loadingRow(7)] }));
      try {
        const { data } = await get('/admin/api/feeds');
        replace(
          list,
          table({ columns: columns(), rows: data.map(row), empty: t('feeds.empty'), caption: t('feeds.title') }),
        );
      } catch (err) {
        replace(list, errorBox(err, load));
      }
    }

    /** @param {any} feed a connection of GET /admin/api/feeds */
    function row(feed) {
      const rotate = h('button', { type: 'button', class: 'btn btn-small' }, t('feeds.rotate'));
      rotate.addEventListener('click', async () => {
        const ok = await confirmDialog({
          title: t('feeds.rotateTitle'),
          message: t('feeds.rotateText', { name: feed.name }),
          confirmLabel: t('feeds.rotate'),
        });
        if (!ok) return;
        try {
          const result = await busy(rotate, () => post(`/admin/api/feeds/${seg(feed.id)}/rotate`));
          toast(t('feeds.rotated', { name: feed.name }));
          if (result?.data?.url) showCreated(result.data, 'feeds.rotatedUrl');
          void load();
        } catch (err) {
          toast(errorText(err), 'error');
        }
      });
      const remove = h('button', { type: 'button', class: 'btn btn-small btn-danger-quiet' }, t('feeds.delete'));
      remove.addEventListener('click', async () => {
        const ok = await confirmDialog({
          title: t('feeds.deleteTitle'),
          message: t('feeds.deleteText', { name: feed.name }),
          confirmLabel: t('feeds.delete'),
          danger: true,
        });
        if (!ok) return;
        try {
          await busy(remove, () => del(`/admin/api/feeds/${seg(feed.id)}`));
          toast(t('feeds.deleted', { name: feed.name }));
          replace(created);
          void load();
        } catch (err) {
          toast(errorText(err), 'error');
        }
      });
      return h(
        'tr',
        { dataset: { feedId: feed.id } },
        h('td', { class: 'strong' }, feed.name),
        h(
          'td',
          null,
          badge(t(`feeds.format.${feed.format}.short`, {}, feed.format), feed.format === 'google' ? 'info' : 'neutral'),
        ),
        h('td', { class: 'col-url' }, urlField(feed.url, t('feeds.urlOf', { name: feed.name }))),
        h(
          'td',
          { class: 'nowrap' },
          h('time', { datetime: feed.created_at, title: fmtDateTime(feed.created_at) }, fmtDateTime(feed.created_at)),
        ),
        h(
          'td',
          { class: 'nowrap' },
          feed.last_fetched_at
            ? h(
                'time',
                { datetime: feed.last_fetched_at, title: fmtDateTime(feed.last_fetched_at) },
                fmtRelative(feed.last_fetched_at),
              )
            : h('span', { class: 'muted' }, t('feeds.neverFetched')),
        ),
        h(
          'td',
          { class: 'num' },
          feed.last_item_count === null || feed.last_item_count === undefined
            ? h('span', { class: 'muted' }, '—')
            : fmtNumber(feed.last_item_count),
        ),
        h('td', { class: 'actions-col' }, h('div', { class: 'row-actions' }, rotate, remove)),
      );
    }

    /** @param {any} feed @param {string} key */
    function showCreated(feed, key) {
      replace(
        created,
        h(
          'div',
          { class: 'callout callout-ok created-feed' },
          h('p', null, h('strong', null, t(key, { name: feed.name }))),
          urlField(feed.url, t('feeds.urlOf', { name: feed.name })),
          h('p', { class: 'hint' }, t('feeds.urlHint')),
        ),
      );
    }

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      error.clear();
      if (!name.value.trim()) {
        error.show(t('feeds.nameRequired'));
        name.focus();
        return;
      }
      try {
        const result = await busy(submit, () =>
          post('/admin/api/feeds', { name: name.value.trim(), format: format.value }),
        );
        name.value = '';
        showCreated(result.data, 'feeds.created');
        void load();
      } catch (err) {
        error.show(err);
      }
    });

    void load();
    return () => {};
  },
};
