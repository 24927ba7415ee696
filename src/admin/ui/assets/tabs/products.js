// @ts-check
/**
 * Products tab: the catalog with server-side search, filters and paging (stays fast at 10 000
 * products: one page is fetched and drawn at a time, typing is debounced and a newer query aborts
 * the older one), inline price and stock edits per variant, draft creation and (de)activation.
 */
import { get, post, query, seg } from '../api.js';
import { debounce, h, icon, replace } from '../dom.js';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from '../enums.js';
import { fmtNumber, t } from '../i18n.js';
import {
  badge,
  busy,
  confirmDialog,
  errorBox,
  errorText,
  loadingRow,
  sectionHead,
  select,
  table,
  toast,
} from '../ui.js';
import { openDraftDialog } from './products/draft.js';
import { openEditor } from './products/editor.js';
import { missingList } from './products/label.js';
import { variantTable } from './products/variants.js';

const PAGE_SIZES = [25, 50, 100];

/** @type {(values: readonly string[], prefix: string, allLabel: string) => [string, string][]} */
const options = (values, prefix, allLabel) => [
  ['', allLabel],
  ...values.map((v) => /** @type {[string, string]} */ ([v, t(`${prefix}.${v}`)])),
];

/** The service's own product images load from this origin; other https images as they are. */
/** @param {unknown} images @returns {string | null} */
function imageSrc(images) {
  const first = Array.isArray(images) ? images[0] : null;
  const src = typeof first === 'string' ? first : first?.url;
  if (!src) return null;
  if (src.startsWith('/')) return src;
  try {
    const url = new URL(src);
    if (url.origin === location.origin || url.pathname.startsWith('/images/products/')) return url.pathname;
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function columns() {
  return [
    { label: t('products.col.product'), class: 'col-product' },
    { label: t('products.col.species') },
    { label: t('products.col.category') },
    { label: t('products.col.variants'), class: 'col-variants' },
    { label: t('products.col.status') },
  ];
}

/** @type {import('../ui.js').Tab} */
export default {
  id: 'products',
  icon: 'box',
  label: 'tab.products',
  mount(panel) {
    const state = { q: '', species: '', category: '', line: '', stock_status: '', status: 'all', page: 1, limit: 50 };
    /** @type {AbortController | null} */
    let controller = null;

    const search = h('input', {
      class: 'input search-input',
      type: 'search',
      placeholder: t('products.searchPlaceholder'),
      'aria-label': t('products.search'),
      autocomplete: 'off',
      spellcheck: 'false',
    });
    const searchBox = h('div', { class: 'search-box' }, icon('search'), search);
    const filters = {
      species: select(options(SPECIES, 'species', t('products.allSpecies')), '', {
        'aria-label': t('products.col.species'),
      }),
      category: select(options(CATEGORIES, 'category', t('products.allCategories')), '', {
        'aria-label': t('products.col.category'),
      }),
      line: select(options(LINES, 'line', t('products.allLines')), '', { 'aria-label': t('products.line') }),
      stock_status: select(options(STOCK_STATUSES, 'stock', t('products.allStock')), '', {
        'aria-label': t('products.stock'),
      }),
      status: select(
        [
          ['all', t('products.statusAll')],
          ['active', t('products.statusActive')],
          ['draft', t('products.statusDraft')],
        ],
        'all',
        { 'aria-label': t('products.col.status') },
      ),
    };
    const summary = h('p', { class: 'muted result-summary', role: 'status', 'aria-live': 'polite' });
    const list = h('div');
    const pager = h('nav', { class: 'pager', 'aria-label': t('products.paging') });
    const create = h('button', { type: 'button', class: 'btn btn-primary' }, icon('plus'), t('products.createDraft'));
    create.addEventListener('click', () =>
      openDraftDialog((/** @type {any} */ product) => {
        Object.assign(state, { q: product.slug, status: 'all', page: 1 });
        search.value = product.slug;
        void load();
      }),
    );

    panel.append(
      sectionHead(t('products.title'), t('products.intro'), [create]),
      h('div', { class: 'filters', role: 'search' }, searchBox, Object.values(filters)),
      summary,
      list,
      pager,
    );

    const reset = () => {
      state.page = 1;
      void load();
    };
    search.addEventListener(
      'input',
      debounce(() => {
        if (state.q === search.value.trim()) return;
        state.q = search.value.trim();
        reset();
      }, 250),
    );
    search.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      state.q = search.value.trim();
      reset();
    });
    for (const [key, el] of Object.entries(filters)) {
      el.addEventListener('change', () => {
        /** @type {Record<string, string | number>} */ (state)[key] = el.value;
        reset();
      });
    }

    // Shows its failures in the page and never rejects, so callers start it with `void`.
    async function load() {
      controller?.abort();
      controller = new AbortController();
      const signal = controller.signal;
      const cols = columns();
      list.setAttribute('aria-busy', 'true');
      if (!list.firstChild) replace(list, table({ columns: cols, rows: [loadingRow(cols.length)] }));
      try {
        const result = await get(
          `/admin/api/products${query({
            q: state.q,
            species: state.species,
            category: state.category,
            line: state.line,
            stock_status: state.stock_status,
            status: state.status,
            page: state.page,
            limit: state.limit,
          })}`,
          { signal },
        );
        if (signal.aborted) return;
        render(result);
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return;
        replace(list, errorBox(error, load));
        replace(pager);
      } finally {
        if (!signal.aborted) list.removeAttribute('aria-busy');
      }
    }

    /** @param {any} page a page of GET /admin/api/products: {data, meta} */
    function render({ data, meta }) {
      const rows = data.map((/** @type {any} */ product) => productRow(product, load));
      replace(
        list,
        table({
          columns: columns(),
          rows,
          empty: t('products.empty'),
          caption: t('products.title'),
          className: 'products-table',
        }),
      );
      const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
      const to = Math.min(meta.page * meta.limit, meta.total);
      summary.textContent = t('products.summary', {
        from: fmtNumber(from),
        to: fmtNumber(to),
        total: fmtNumber(meta.total),
      });
      renderPager(meta);
    }

    /** @param {{page: number, pages: number, limit: number, total: number}} meta */
    function renderPager(meta) {
      const prev = h(
        'button',
        { type: 'button', class: 'btn btn-small', disabled: meta.page <= 1 },
        icon('chevronLeft'),
        t('products.prev'),
      );
      const next = h(
        'button',
        { type: 'button', class: 'btn btn-small', disabled: meta.page >= meta.pages },
        t('products.next'),
        icon('chevronRight'),
      );
      prev.addEventListener('click', () => {
        state.page -= 1;
        void load();
      });
      next.addEventListener('click', () => {
        state.page += 1;
        void load();
      });
      const size = select(
        PAGE_SIZES.map((n) => [String(n), t('products.perPage', { n })]),
        String(state.limit),
        { 'aria-label': t('products.pageSize'), class: 'input input-small' },
      );
      size.addEventListener('change', () => {
        state.limit = Number(size.value);
        reset();
      });
      replace(
        pager,
        prev,
        h(
          'span',
          { class: 'pager-info' },
          t('products.pageOf', { page: fmtNumber(meta.page), pages: fmtNumber(Math.max(meta.pages, 1)) }),
        ),
        next,
        size,
      );
    }

    void load();
    return () => controller?.abort();
  },
};

/** @param {any} product a product of GET /admin/api/products @param {() => void} reload */
function productRow(product, reload) {
  const src = imageSrc(product.images);
  const thumb = src
    ? h('img', { class: 'thumb', src, alt: '', loading: 'lazy', decoding: 'async', width: 40, height: 40 })
    : h('span', { class: 'thumb thumb-empty', 'aria-hidden': 'true' });
  const toggle = h(
    'button',
    { type: 'button', class: ['btn', 'btn-small', product.is_active ? 'btn-danger-quiet' : 'btn-primary'] },
    product.is_active ? t('products.deactivate') : t('products.activate'),
  );
  const edit = h(
    'button',
    { type: 'button', class: 'btn btn-small', 'aria-label': t('products.editFor', { name: product.name }) },
    t('products.edit'),
  );
  edit.addEventListener('click', () => openEditor(product, reload));
  // What the label lacks: a marker with the list to unfold, opened and refreshed when an activation is refused.
  const labelInfo = h('div', { class: 'label-info' });
  /** @param {{path: string, message: string}[]} missing @param {boolean} [open] */
  const showMissing = (missing, open = false) =>
    replace(
      labelInfo,
      missing.length
        ? h(
            'details',
            { class: 'label-details', open },
            h('summary', null, badge(t('products.labelIncomplete'), 'error')),
            missingList(missing),
          )
        : null,
    );
  showMissing(product.label_missing ?? []);
  toggle.addEventListener('click', async () => {
    const action = product.is_active ? 'deactivate' : 'activate';
    if (action === 'deactivate') {
      const ok = await confirmDialog({
        title: t('products.deactivateTitle'),
        message: t('products.deactivateText', { name: product.name }),
        confirmLabel: t('products.deactivate'),
        danger: true,
      });
      if (!ok) return;
    }
    try {
      const result = await busy(toggle, () => post(`/admin/api/products/${seg(product.slug)}/${action}`));
      const events = result?.data?.events ?? [];
      toast(
        t(action === 'activate' ? 'products.activated' : 'products.deactivated', { name: product.name }) +
          (events.length ? ` · ${events.map((/** @type {any} */ e) => e.type ?? e).join(', ')}` : ''),
      );
      reload();
    } catch (error) {
      const missing = /** @type {any} */ (error)?.body?.errors;
      if (/** @type {any} */ (error)?.code === 'label_incomplete' && Array.isArray(missing)) {
        showMissing(missing, true);
        labelInfo.setAttribute('role', 'alert');
        toast(t('products.activateRefused', { name: product.name }), 'error');
      } else toast(errorText(error), 'error');
    }
  });
  return h(
    'tr',
    { dataset: { slug: product.slug } },
    h(
      'td',
      { class: 'col-product' },
      h(
        'div',
        { class: 'product-cell' },
        thumb,
        h(
          'div',
          null,
          h('div', { class: 'strong product-name' }, product.name),
          product.name_en && product.name_en !== product.name
            ? h('div', { class: 'muted small' }, product.name_en)
            : null,
          h(
            'div',
            { class: 'small muted product-meta' },
            product.brand,
            ' · ',
            h('span', { class: 'mono', title: product.slug }, product.slug),
          ),
        ),
      ),
    ),
    h('td', { class: 'nowrap' }, t(`species.${product.species}`, {}, product.species)),
    h(
      'td',
      null,
      h('div', null, t(`category.${product.category}`, {}, product.category)),
      product.line ? h('div', { class: 'muted small' }, t(`line.${product.line}`, {}, product.line)) : null,
    ),
    h('td', { class: 'col-variants' }, variantTable(product)),
    h(
      'td',
      { class: 'col-status' },
      h(
        'div',
        { class: 'chips' },
        product.is_active ? badge(t('products.statusActive'), 'ok') : badge(t('products.statusDraft'), 'warn'),
        product.is_bestseller ? badge(t('products.bestseller'), 'accent') : null,
      ),
      labelInfo,
      h('div', { class: 'row-actions' }, edit, toggle),
    ),
  );
}
