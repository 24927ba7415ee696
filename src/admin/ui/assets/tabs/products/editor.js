// @ts-check
/**
 * The products tab's editor: loads one product (drafts included) with what its label lacks, and
 * saves the details, VAT rate, feed label and net quantities with one PATCH that carries only the
 * fields that changed, and changed low-stock thresholds through the stock route. A refused save
 * shows the server's problem and keeps every input.
 */
import { get, post, request, seg } from '../../api.js';
import { h, replace } from '../../dom.js';
import { fmtMoney, t } from '../../i18n.js';
import { busy, errorBox, field, modal, select, toast } from '../../ui.js';
import { feedingFields } from './feeding.js';
import { constituentFields, labelFields, missingList, problemView } from './label.js';
import { unitPriceText } from './variants.js';

/** JSON with sorted keys: a record typed in another order is still the same value. */
/** @param {unknown} value @returns {string} */
const canonical = (value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => canonical(a) === canonical(b);

/**
 * @param {{slug: string, name: string}} summary the list row's product
 * @param {() => void} onSaved reloads the list
 */
export function openEditor(summary, onSaved) {
  const content = h(
    'div',
    { class: 'editor', 'aria-busy': 'true' },
    h('span', { class: 'spinner' }),
    t('common.loading'),
  );
  const dlg = modal({ title: t('products.editTitle', { name: summary.name }), content, wide: true });
  const load = async () => {
    try {
      const { data } = await get(`/admin/api/products/${seg(summary.slug)}`);
      if (!content.isConnected) return;
      content.removeAttribute('aria-busy');
      replace(content, editorForm(data, dlg.close, onSaved));
    } catch (error) {
      content.removeAttribute('aria-busy');
      replace(
        content,
        errorBox(error, () => void load()),
      );
    }
  };
  void load();
}

/** @param {any} product GET /admin/api/products/:slug's data @param {() => void} close @param {() => void} onSaved */
function editorForm(product, close, onSaved) {
  let saved = product;
  const missing = h('div', { class: 'editor-missing' });
  const showMissing = () =>
    replace(
      missing,
      saved.label_missing.length
        ? missingList(saved.label_missing)
        : h('p', { class: 'callout callout-ok' }, t('products.labelComplete')),
    );
  showMissing();

  const vat = select(
    [
      ['7', t('products.vat7')],
      ['19', t('products.vat19')],
    ],
    String(product.vat_rate),
    { name: 'vat_rate' },
  );
  const ingredients = h('textarea', { class: 'input', name: 'ingredients', rows: 3, value: product.ingredients });
  const label = labelFields(product);
  const constituents = constituentFields(product.analytical_constituents);
  const feeding = feedingFields(product.feeding_guide, product.species);

  const variantBody = h('tbody');
  /** @type {{size: string, value: HTMLInputElement, unit: HTMLSelectElement}[]} */
  const nets = [];
  /** @type {{size: string, input: HTMLInputElement}[]} */
  const thresholds = [];
  const drawVariants = () => {
    nets.length = 0;
    thresholds.length = 0;
    replace(
      variantBody,
      saved.product_variants.map((/** @type {any} */ v) => {
        const value = h('input', {
          class: 'input input-number',
          inputmode: 'numeric',
          value: v.net_quantity ? String(v.net_quantity.value) : '',
          'aria-label': t('products.netQuantityFor', { size: v.size }),
        });
        const unit = select(
          [
            ['g', 'g'],
            ['ml', 'ml'],
            ['piece', t('products.pieces')],
          ],
          v.net_quantity?.unit ?? 'g',
          { class: 'input input-small', 'aria-label': t('products.netQuantityUnitFor', { size: v.size }) },
        );
        nets.push({ size: v.size, value, unit });
        const threshold = h('input', {
          class: 'input input-small input-number stock-qty',
          inputmode: 'numeric',
          value: String(v.low_stock_threshold),
          'aria-label': t('products.thresholdFor', { size: v.size }),
        });
        thresholds.push({ size: v.size, input: threshold });
        return h(
          'tr',
          { dataset: { size: v.size } },
          h('th', { scope: 'row' }, v.size),
          h('td', { class: 'num' }, fmtMoney(v.price)),
          h('td', { class: 'num unit-price' }, unitPriceText(v.unit_price) || '—'),
          h('td', { class: 'num lowest-price' }, fmtMoney(v.lowest_price_30_days)),
          h('td', { class: 'num' }, v.compare_price ? fmtMoney(v.compare_price) : '—'),
          h('td', null, h('div', { class: 'net-quantity' }, value, unit)),
          h('td', { class: 'stock-threshold' }, threshold),
        );
      }),
    );
  };
  drawVariants();
  const variants = h(
    'fieldset',
    { class: 'fieldset' },
    h('legend', { class: 'label' }, t('products.col.variants')),
    h(
      'div',
      { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('products.col.variants') },
      h(
        'table',
        { class: 'table editor-variants' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            [
              t('products.variantSize'),
              t('products.price'),
              t('products.unitPrice'),
              t('products.lowest30'),
              t('products.comparePrice'),
              t('products.netQuantity'),
              t('products.lowStockThreshold'),
            ].map((x) => h('th', { scope: 'col' }, x)),
          ),
        ),
        variantBody,
      ),
    ),
  );

  const problem = h('div', { class: 'form-error', role: 'alert', hidden: true });
  const fail = (/** @type {import('../../dom.js').Child} */ what) => {
    replace(problem, what);
    problem.hidden = false;
  };
  const submit = h('button', { type: 'submit', class: 'btn btn-primary' }, t('common.save'));
  const cancel = h('button', { type: 'button', class: 'btn' }, t('common.close'));
  cancel.addEventListener('click', () => close());
  const form = h(
    'form',
    { class: 'form', novalidate: true },
    missing,
    h('div', { class: 'form-grid' }, [
      field(t('products.vatRate'), vat),
      field(t('products.f.ingredients'), ingredients),
    ]),
    label.el,
    constituents.el,
    feeding.el,
    variants,
    h('div', { class: 'form-foot' }, problem, h('div', { class: 'dialog-actions' }, cancel, submit)),
  );

  /** The PATCH body: only what differs from the product as last saved; a text when an input is bad. */
  /** Threshold changes go to the stock route, one per variant (a counted variant's status follows). */
  /** @returns {{error: string} | {value: Record<string, unknown>, stock: {size: string, low_stock_threshold: number}[]}} */
  function changes() {
    const labelRead = label.read();
    if ('error' in labelRead) return labelRead;
    const constituentRead = constituents.read();
    if ('error' in constituentRead) return constituentRead;
    const feedingRead = feeding.read();
    if ('error' in feedingRead) return feedingRead;
    /** @type {Record<string, unknown>} */
    const next = {
      vat_rate: Number(vat.value),
      ingredients: ingredients.value.trim(),
      ...labelRead.value,
      analytical_constituents: constituentRead.value,
      feeding_guide: feedingRead.value,
    };
    /** @type {Record<string, unknown>} */
    const body = {};
    for (const [key, value] of Object.entries(next)) if (!same(saved[key] ?? null, value)) body[key] = value;
    const changedNets = [];
    for (const n of nets) {
      const text = n.value.value.trim();
      const before = saved.product_variants.find((/** @type {any} */ v) => v.size === n.size)?.net_quantity ?? null;
      if (!text && !before) continue;
      if (!/^\d{1,8}$/.test(text) || Number(text) < 1) {
        n.value.setAttribute('aria-invalid', 'true');
        n.value.focus();
        return { error: t('products.netQuantityInvalid') };
      }
      n.value.removeAttribute('aria-invalid');
      const net = { value: Number(text), unit: n.unit.value };
      if (!same(before, net)) changedNets.push({ size: n.size, net_quantity: net });
    }
    if (changedNets.length) body.variants = changedNets;
    /** @type {{size: string, low_stock_threshold: number}[]} */
    const stock = [];
    for (const { size, input } of thresholds) {
      const text = input.value.trim();
      if (!/^\d{1,5}$/.test(text) || Number(text) > 10000) {
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return { error: t('products.thresholdInvalid') };
      }
      input.removeAttribute('aria-invalid');
      const before = saved.product_variants.find((/** @type {any} */ v) => v.size === size)?.low_stock_threshold;
      if (Number(text) !== before) stock.push({ size, low_stock_threshold: Number(text) });
    }
    return { value: body, stock };
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    problem.hidden = true;
    const result = changes();
    if ('error' in result) return fail(result.error);
    if (Object.keys(result.value).length === 0 && result.stock.length === 0) {
      toast(t('products.noChanges'));
      return;
    }
    try {
      await busy(submit, async () => {
        if (Object.keys(result.value).length)
          await request('PATCH', `/admin/api/products/${seg(product.slug)}`, { body: result.value });
        for (const { size, ...change } of result.stock)
          await post(`/admin/api/products/${seg(product.slug)}/variants/${seg(size)}/stock`, change);
      });
      saved = (await get(`/admin/api/products/${seg(product.slug)}`)).data;
      showMissing();
      drawVariants();
      toast(t('products.saved', { name: product.name }));
      onSaved();
    } catch (error) {
      fail(problemView(error));
    }
  });
  return form;
}
