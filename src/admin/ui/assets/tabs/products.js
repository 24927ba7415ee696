/**
 * Products tab: the catalog with server-side search, filters and paging (stays fast at 10 000
 * products: one page is fetched and drawn at a time, typing is debounced and a newer query aborts
 * the older one), inline price and stock edits per variant, draft creation and (de)activation.
 */
import { get, post, query, seg } from '../api.js';
import { debounce, h, icon, replace } from '../dom.js';
import { fmtMoney, fmtNumber, fmtPriceInput, parsePrice, t } from '../i18n.js';
import {
  badge,
  busy,
  confirmDialog,
  errorBox,
  errorText,
  field,
  formError,
  loadingRow,
  modal,
  sectionHead,
  select,
  table,
  toast,
} from '../ui.js';

export const SPECIES = ['DOG', 'CAT', 'BOTH'];
export const CATEGORIES = ['nassfutter', 'trockenfutter', 'snacks', 'nahrungsergaenzung', 'pflege'];
export const LINES = ['pur', 'sensitiv', 'vital', 'junior'];
export const STOCK = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'DROPSHIP'];
const PAGE_SIZES = [25, 50, 100];
const REQUIRED = ['name', 'name_en', 'slug', 'sku', 'brand', 'description', 'description_en', 'ingredients'];

const options = (values, prefix, allLabel) => [['', allLabel], ...values.map((v) => [v, t(`${prefix}.${v}`)])];

/** The service's own product images load from this origin; other https images as they are. */
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

export default {
  id: 'products',
  icon: 'box',
  label: 'tab.products',
  mount(panel) {
    const state = { q: '', species: '', category: '', line: '', stock_status: '', status: 'all', page: 1, limit: 50 };
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
      stock_status: select(options(STOCK, 'stock', t('products.allStock')), '', { 'aria-label': t('products.stock') }),
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
      openDraftDialog((product) => {
        Object.assign(state, { q: product.slug, status: 'all', page: 1 });
        search.value = product.slug;
        load();
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
      load();
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
        state[key] = el.value;
        reset();
      });
    }

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
        if (error.name === 'AbortError') return;
        replace(list, errorBox(error, load));
        replace(pager);
      } finally {
        if (!signal.aborted) list.removeAttribute('aria-busy');
      }
    }

    function render({ data, meta }) {
      const rows = data.map((product) => productRow(product, load));
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
        load();
      });
      next.addEventListener('click', () => {
        state.page += 1;
        load();
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

    load();
    return () => controller?.abort();
  },
};

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
          (events.length ? ` · ${events.map((e) => e.type ?? e).join(', ')}` : ''),
      );
      reload();
    } catch (error) {
      toast(errorText(error), 'error');
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
      toggle,
    ),
  );
}

function variantTable(product) {
  const variants = product.product_variants ?? [];
  if (!variants.length) return h('span', { class: 'muted' }, t('products.noVariants'));
  return h(
    'div',
    { class: 'variants' },
    variants.map((variant) => variantRow(product, variant)),
  );
}

function variantRow(product, variant) {
  const label = `${product.name} · ${variant.size}`;
  const price = h('input', {
    class: 'input price-input',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: fmtPriceInput(variant.price),
    'aria-label': t('products.priceFor', { name: label }),
    dataset: { size: variant.size },
  });
  const save = h(
    'button',
    {
      type: 'submit',
      class: 'icon-btn save-btn',
      'aria-label': t('products.savePrice', { name: label }),
      title: t('common.save'),
    },
    icon('check'),
  );
  save.disabled = true;
  const form = h(
    'form',
    { class: 'price-form', novalidate: true },
    price,
    h('span', { class: 'unit', 'aria-hidden': 'true' }, '€'),
    save,
  );
  let saved = fmtPriceInput(variant.price);
  price.addEventListener('input', () => {
    save.disabled = price.value.trim() === saved;
    price.removeAttribute('aria-invalid');
    form.classList.toggle('dirty', !save.disabled);
  });
  price.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && price.value !== saved) {
      event.preventDefault();
      event.stopPropagation();
      price.value = saved;
      save.disabled = true;
      form.classList.remove('dirty');
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (price.value.trim() === saved) return;
    const value = parsePrice(price.value);
    if (value === null) {
      price.setAttribute('aria-invalid', 'true');
      toast(t('products.priceInvalid'), 'error');
      return;
    }
    const old = variant.price;
    try {
      price.readOnly = true;
      await busy(save, () =>
        post(`/admin/api/products/${seg(product.slug)}/variants/${seg(variant.size)}/price`, { price: value }),
      );
      variant.price = value;
      saved = fmtPriceInput(value);
      price.value = saved;
      save.disabled = true;
      form.classList.remove('dirty');
      form.classList.add('saved');
      setTimeout(() => form.classList.remove('saved'), 1500);
      toast(t('products.priceChanged', { name: label, old: fmtMoney(old), new: fmtMoney(value) }));
    } catch (error) {
      price.setAttribute('aria-invalid', 'true');
      save.disabled = false;
      toast(errorText(error), 'error');
    } finally {
      price.readOnly = false;
    }
  });

  const stock = select(
    STOCK.map((v) => [v, t(`stock.${v}`)]),
    variant.stock_status,
    {
      class: ['input', 'input-small', 'stock-select', `stock-${variant.stock_status}`].join(' '),
      'aria-label': t('products.stockFor', { name: label }),
    },
  );
  stock.addEventListener('change', async () => {
    const next = stock.value;
    const previous = variant.stock_status;
    stock.disabled = true;
    try {
      await post(`/admin/api/products/${seg(product.slug)}/variants/${seg(variant.size)}/stock`, {
        stock_status: next,
      });
      variant.stock_status = next;
      stock.className = ['input', 'input-small', 'stock-select', `stock-${next}`].join(' ');
      toast(t('products.stockChanged', { name: label, stock: t(`stock.${next}`) }));
    } catch (error) {
      stock.value = previous;
      toast(errorText(error), 'error');
    } finally {
      stock.disabled = false;
    }
  });

  return h(
    'div',
    { class: 'variant' },
    h('span', { class: 'variant-size', title: variant.ean ? `EAN ${variant.ean}` : undefined }, variant.size),
    form,
    variant.compare_price
      ? h('s', { class: 'muted small compare', title: t('products.comparePrice') }, fmtMoney(variant.compare_price))
      : h('span', { class: 'compare' }),
    stock,
  );
}

function openDraftDialog(onCreated) {
  const error = formError();
  const input = (name, props = {}) => h('input', { class: 'input', name, autocomplete: 'off', ...props });
  const area = (name) => h('textarea', { class: 'input', name, rows: 3 });
  const f = {
    name: input('name', { required: true, maxlength: 200 }),
    name_en: input('name_en', { maxlength: 200 }),
    slug: input('slug', { required: true, pattern: '[a-z0-9]+(-[a-z0-9]+)*', maxlength: 120, spellcheck: 'false' }),
    sku: input('sku', { required: true, maxlength: 60, spellcheck: 'false' }),
    brand: input('brand', { required: true, value: 'napf' }),
    species: select(
      SPECIES.map((v) => [v, t(`species.${v}`)]),
      'DOG',
      { name: 'species' },
    ),
    category: select(
      CATEGORIES.map((v) => [v, t(`category.${v}`)]),
      'nassfutter',
      { name: 'category' },
    ),
    line: select(
      LINES.map((v) => [v, t(`line.${v}`)]),
      'pur',
      { name: 'line' },
    ),
    description: area('description'),
    description_en: area('description_en'),
    ingredients: area('ingredients'),
  };
  for (const el of Object.values(f)) el.addEventListener('input', () => el.removeAttribute('aria-invalid'));
  let slugTouched = false;
  f.slug.addEventListener('input', () => {
    slugTouched = true;
  });
  f.name.addEventListener('input', () => {
    if (!slugTouched) f.slug.value = slugify(f.name.value);
  });

  const variantList = h('div', { class: 'variant-editor' });
  const variantRows = [];
  const addVariant = () => {
    const row = {
      size: input('size', { placeholder: '400 g', 'aria-label': t('products.variantSize') }),
      price: input('price', {
        inputmode: 'decimal',
        placeholder: fmtPriceInput(4.99),
        'aria-label': t('products.variantPrice'),
      }),
      compare: input('compare_price', {
        inputmode: 'decimal',
        'aria-label': t('products.comparePrice'),
        placeholder: t('common.optional'),
      }),
      stock: select(
        STOCK.map((v) => [v, t(`stock.${v}`)]),
        'IN_STOCK',
        { 'aria-label': t('products.stock') },
      ),
      ean: input('ean', {
        inputmode: 'numeric',
        maxlength: 14,
        placeholder: 'EAN',
        'aria-label': 'EAN',
        spellcheck: 'false',
      }),
    };
    const remove = h(
      'button',
      { type: 'button', class: 'icon-btn', 'aria-label': t('products.removeVariant') },
      icon('close'),
    );
    const el = h('div', { class: 'variant-edit-row' }, row.size, row.price, row.compare, row.stock, row.ean, remove);
    remove.addEventListener('click', () => {
      if (variantRows.length === 1) return;
      variantRows.splice(variantRows.indexOf(row), 1);
      el.remove();
    });
    variantRows.push(row);
    variantList.append(el);
    return row;
  };
  addVariant();
  const add = h('button', { type: 'button', class: 'btn btn-small' }, icon('plus'), t('products.addVariant'));
  add.addEventListener('click', () => addVariant().size.focus());

  const submit = h('button', { type: 'submit', class: 'btn btn-primary' }, t('products.createSubmit'));
  const cancel = h('button', { type: 'button', class: 'btn' }, t('common.cancel'));
  const form = h(
    'form',
    { class: 'form', novalidate: true },
    h('p', { class: 'hint' }, t('products.draftHint')),
    h('div', { class: 'form-grid' }, [
      field(t('products.f.name'), f.name),
      field(t('products.f.name_en'), f.name_en),
      field(t('products.f.slug'), f.slug, t('products.f.slugHint')),
      field(t('products.f.sku'), f.sku),
      field(t('products.col.brand'), f.brand),
      field(t('products.col.species'), f.species),
      field(t('products.col.category'), f.category),
      field(t('products.line'), f.line),
    ]),
    h('div', { class: 'form-grid' }, [
      field(t('products.f.description'), f.description),
      field(t('products.f.description_en'), f.description_en),
    ]),
    field(t('products.f.ingredients'), f.ingredients),
    h(
      'fieldset',
      { class: 'fieldset' },
      h('legend', { class: 'label' }, t('products.col.variants')),
      h(
        'div',
        { class: 'variant-edit-head', 'aria-hidden': 'true' },
        [
          t('products.variantSize'),
          t('products.variantPrice'),
          t('products.comparePrice'),
          t('products.stock'),
          'EAN',
          '',
        ].map((x) => h('span', null, x)),
      ),
      variantList,
      add,
    ),
    h('div', { class: 'form-foot' }, error.el, h('div', { class: 'dialog-actions' }, cancel, submit)),
  );
  const dlg = modal({ title: t('products.createTitle'), content: form, wide: true, initialFocus: f.name });
  cancel.addEventListener('click', () => dlg.close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.clear();
    const missing = REQUIRED.find((k) => !f[k].value.trim());
    if (missing) {
      error.show(t('products.required', { field: t(`products.f.${missing}`, {}, missing) }));
      f[missing].setAttribute('aria-invalid', 'true');
      f[missing].focus();
      return;
    }
    const variants = [];
    for (const row of variantRows) {
      const price = parsePrice(row.price.value);
      const compare = row.compare.value.trim() ? parsePrice(row.compare.value) : undefined;
      const bad = !row.size.value.trim()
        ? row.size
        : price === null
          ? row.price
          : compare === null
            ? row.compare
            : !/^\d{13}$/.test(row.ean.value.trim())
              ? row.ean
              : null;
      if (bad) {
        error.show(t('products.variantInvalid'));
        bad.setAttribute('aria-invalid', 'true');
        bad.focus();
        return;
      }
      variants.push({
        size: row.size.value.trim(),
        price,
        ...(compare !== undefined ? { compare_price: compare } : {}),
        stock_status: row.stock.value,
        ean: row.ean.value.trim(),
      });
    }
    const body = {
      slug: f.slug.value.trim(),
      sku: f.sku.value.trim(),
      name: f.name.value.trim(),
      name_en: f.name_en.value.trim(),
      brand: f.brand.value.trim(),
      species: f.species.value,
      category: f.category.value,
      line: f.line.value,
      description: f.description.value.trim(),
      description_en: f.description_en.value.trim(),
      ingredients: f.ingredients.value.trim(),
      variants,
    };
    try {
      const result = await busy(submit, () => post('/admin/api/products', body));
      dlg.close();
      toast(t('products.draftCreated', { name: body.name }));
      onCreated(result?.data ?? body);
    } catch (err) {
      error.show(err);
    }
  });
}

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
