// @ts-check
/** The products tab's dialog that creates a draft product with its variants. */
import { post } from '../../api.js';
import { h, icon } from '../../dom.js';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from '../../enums.js';
import { fmtPriceInput, parsePrice, t } from '../../i18n.js';
import { busy, field, formError, modal, select, toast } from '../../ui.js';
import { feedingFields } from './feeding.js';
import { constituentFields, labelFields } from './label.js';

// A size label that states its quantity ("400 g", "6 x 400 g", "2 kg", "1 l", "30 Stück") fills
// the net quantity in until the operator types one; the API stores what is sent, never the label.
const SIZE = /^\s*(?:(\d+)\s*[x×]\s*)?(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l|stück)\s*$/i;
/** @param {string} size @returns {{value: number, unit: string} | null} */
function netQuantityOf(size) {
  const m = SIZE.exec(size);
  if (!m) return null;
  const unit = /** @type {string} */ (m[3]).toLowerCase();
  const factor = unit === 'kg' || unit === 'l' ? 1000 : 1;
  const value =
    Math.round(Number(m[1] ?? 1) * Number(/** @type {string} */ (m[2]).replace(',', '.')) * factor * 1000) / 1000;
  if (!Number.isInteger(value) || value < 1) return null;
  return { value, unit: unit === 'stück' ? 'piece' : unit === 'kg' ? 'g' : unit === 'l' ? 'ml' : unit };
}

const REQUIRED = ['name', 'name_en', 'slug', 'sku', 'brand', 'description', 'description_en', 'ingredients'];

/** @param {(product: any) => void} onCreated called with the new draft */
export function openDraftDialog(onCreated) {
  const error = formError();
  /** @param {string} name @param {import('../../dom.js').Props} [props] */
  const input = (name, props = {}) => h('input', { class: 'input', name, autocomplete: 'off', ...props });
  const area = (/** @type {string} */ name) => h('textarea', { class: 'input', name, rows: 3 });
  /** @type {Record<string, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>} */
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

  // The label's fields, so a complete draft can be activated at once; each may be left for the editor.
  const label = labelFields();
  const constituents = constituentFields();
  const feeding = feedingFields(null);

  const variantList = h('div', { class: 'variant-editor' });
  /** @type {{size: HTMLInputElement, net: HTMLInputElement, unit: HTMLSelectElement, price: HTMLInputElement, compare: HTMLInputElement, stock: HTMLSelectElement, ean: HTMLInputElement}[]} */
  const variantRows = [];
  const addVariant = () => {
    const row = {
      size: input('size', { placeholder: '400 g', 'aria-label': t('products.variantSize') }),
      net: input('net_quantity', {
        inputmode: 'numeric',
        placeholder: '400',
        'aria-label': t('products.netQuantity'),
      }),
      unit: select(
        [
          ['g', 'g'],
          ['ml', 'ml'],
          ['piece', t('products.pieces')],
        ],
        'g',
        { 'aria-label': t('products.netQuantityUnit') },
      ),
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
        STOCK_STATUSES.map((v) => [v, t(`stock.${v}`)]),
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
    let netTouched = false;
    row.net.addEventListener('input', () => {
      netTouched = true;
    });
    row.size.addEventListener('input', () => {
      const net = netTouched ? null : netQuantityOf(row.size.value);
      if (net) {
        row.net.value = String(net.value);
        row.unit.value = net.unit;
      }
    });
    const quantity = h('div', { class: 'net-quantity' }, row.net, row.unit);
    const el = h(
      'div',
      { class: 'variant-edit-row' },
      row.size,
      quantity,
      row.price,
      row.compare,
      row.stock,
      row.ean,
      remove,
    );
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
    label.el,
    constituents.el,
    feeding.el,
    h(
      'fieldset',
      { class: 'fieldset' },
      h('legend', { class: 'label' }, t('products.col.variants')),
      h(
        'div',
        { class: 'variant-edit-head', 'aria-hidden': 'true' },
        [
          t('products.variantSize'),
          t('products.netQuantity'),
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
    const labelRead = label.read();
    if ('error' in labelRead) return error.show(labelRead.error);
    const constituentRead = constituents.read();
    if ('error' in constituentRead) return error.show(constituentRead.error);
    const feedingRead = feeding.read();
    if ('error' in feedingRead) return error.show(feedingRead.error);
    const variants = [];
    for (const row of variantRows) {
      const price = parsePrice(row.price.value);
      const compare = row.compare.value.trim() ? parsePrice(row.compare.value) : undefined;
      const net = /^\d{1,8}$/.test(row.net.value.trim()) ? Number(row.net.value.trim()) : 0;
      const bad = !row.size.value.trim()
        ? row.size
        : net < 1
          ? row.net
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
        net_quantity: { value: net, unit: row.unit.value },
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
      product_variants: variants,
      ...labelBody(labelRead.value),
      ...(Object.keys(constituentRead.value).length ? { analytical_constituents: constituentRead.value } : {}),
      ...(feedingRead.value ? { feeding_guide: feedingRead.value } : {}),
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

/** The label fields a draft states; those left empty are left out (the API's defaults). */
/** @param {Record<string, any>} label */
function labelBody(label) {
  /** @type {Record<string, any>} */
  const body = {};
  for (const [key, value] of Object.entries(label))
    if (value !== null && !(Array.isArray(value) && value.length === 0)) body[key] = value;
  return body;
}

/** @param {string} text */
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
