// @ts-check
/**
 * The feed label's inputs, shared by the draft dialog and the editor: feed type, dietetic purpose,
 * operator and its registration, additives (rows) and the analytical constituents, plus the list of
 * what a label still lacks. The rules themselves are the server's (docs/prices-and-labels.md); these
 * inputs only shape what the operator types into the API's fields.
 */
import { h, icon } from '../../dom.js';
import { t } from '../../i18n.js';
import { errorText, field, select } from '../../ui.js';

export const FEED_TYPES = ['complete', 'complementary'];
const ADDITIVE_GROUPS = ['nutritional', 'technological', 'sensory'];
/** Every dog and cat food declares these; other keys a product has are kept as they are. */
const CONSTITUENTS = ['Rohprotein', 'Rohfett', 'Rohfaser', 'Rohasche', 'Feuchtigkeit'];

/** "12,5" or "12.5" → 12.5; '' → undefined; anything else → NaN. */
/** @param {string} text */
export function parseNumber(text) {
  const value = text.trim().replace(/\s/g, '');
  if (!value) return undefined;
  return /^\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/** @param {number | null | undefined} value */
const numberText = (value) => (typeof value === 'number' ? String(value).replace('.', t('products.decimalMark')) : '');

/** A human name for a path of label_missing or a 400's errors[] ("operator", "analytical_constituents.Rohfett"). */
/** @param {string} path */
export function pathLabel(path) {
  const variant = /^product_variants\.(.+)\.net_quantity$/.exec(path);
  if (variant) return `${t('products.netQuantity')} (${variant[1]})`;
  const constituent = /^analytical_constituents\.(.+)$/.exec(path);
  if (constituent) return `${t('products.constituents')}: ${constituent[1]}`;
  const additive = /^additives\[(\d+)\]/.exec(path);
  if (additive) return `${t('products.additives')} ${Number(additive[1]) + 1}`;
  return t(`products.path.${path}`, {}, path);
}

/** What a label still lacks, one item per particular: "Missing for activation: …". */
/** @param {{path: string, message: string}[]} missing */
export function missingList(missing) {
  return h(
    'div',
    { class: 'callout callout-warn label-missing' },
    h('p', { class: 'strong' }, t('products.labelMissing')),
    h(
      'ul',
      null,
      missing.map((m) => h('li', { dataset: { path: m.path } }, `${pathLabel(m.path)}: ${m.message}`)),
    ),
  );
}

/** A failed call as the operator needs it: the server's detail and each named field. */
/** @param {any} error */
export function problemView(error) {
  const errors = Array.isArray(error?.body?.errors) ? error.body.errors : [];
  const head = error?.code === 'label_incomplete' ? t('products.labelMissing') : errorText(error) || error?.message;
  return [
    h('span', null, head),
    errors.length
      ? h(
          'ul',
          null,
          errors.map((/** @type {{path: string, message: string}} */ e) =>
            h('li', { dataset: { path: e.path } }, `${pathLabel(e.path)}: ${e.message}`),
          ),
        )
      : null,
  ];
}

/** @param {string} name @param {import('../../dom.js').Props} [props] */
const input = (name, props = {}) => h('input', { class: 'input', name, autocomplete: 'off', ...props });

/**
 * The label inputs, filled from a product (or empty for a draft). read() answers the wire fields,
 * or a text naming the first bad input (which it marks invalid and focuses).
 * @param {any} [product]
 */
export function labelFields(product = {}) {
  const feedType = select(
    [
      ['', t('products.feedType.none')],
      ...FEED_TYPES.map((v) => /** @type {[string, string]} */ ([v, t(`products.feedType.${v}`)])),
    ],
    product.feed_type ?? '',
    { name: 'feed_type' },
  );
  const dietetic = input('dietetic_purpose', { maxlength: 300, value: product.dietetic_purpose ?? '' });
  const operatorName = input('operator_name', { maxlength: 200, value: product.operator?.name ?? '' });
  const operatorAddress = input('operator_address', { maxlength: 500, value: product.operator?.address ?? '' });
  const registration = input('operator_registration', {
    maxlength: 60,
    spellcheck: 'false',
    placeholder: 'DE-BY-1-00231',
    value: product.operator_registration ?? '',
  });

  const rows = h('div', { class: 'additive-list' });
  /** @type {{group: HTMLSelectElement, name: HTMLInputElement, amount: HTMLInputElement, unit: HTMLInputElement}[]} */
  const additives = [];
  /** @param {any} [a] */
  const addAdditive = (a = {}) => {
    const n = additives.length + 1;
    const row = {
      group: select(
        ADDITIVE_GROUPS.map((g) => [g, t(`products.additiveGroup.${g}`)]),
        a.group ?? 'nutritional',
        { 'aria-label': `${t('products.additiveGroup')} ${n}` },
      ),
      name: input('additive_name', {
        maxlength: 200,
        value: a.name ?? '',
        'aria-label': `${t('products.additiveName')} ${n}`,
      }),
      amount: input('additive_amount', {
        inputmode: 'decimal',
        value: numberText(a.amount),
        'aria-label': `${t('products.additiveAmount')} ${n}`,
      }),
      unit: input('additive_unit', {
        maxlength: 20,
        value: a.unit ?? '',
        placeholder: 'mg/kg',
        'aria-label': `${t('products.additiveUnit')} ${n}`,
      }),
    };
    const remove = h(
      'button',
      { type: 'button', class: 'icon-btn', 'aria-label': `${t('products.removeAdditive')} ${n}` },
      icon('close'),
    );
    const el = h('div', { class: 'additive-row' }, row.group, row.name, row.amount, row.unit, remove);
    remove.addEventListener('click', () => {
      additives.splice(additives.indexOf(row), 1);
      el.remove();
    });
    additives.push(row);
    rows.append(el);
    return row;
  };
  for (const a of product.additives ?? []) addAdditive(a);
  const add = h('button', { type: 'button', class: 'btn btn-small' }, icon('plus'), t('products.addAdditive'));
  add.addEventListener('click', () => addAdditive().name.focus());

  const el = h(
    'fieldset',
    { class: 'fieldset label-fields' },
    h('legend', { class: 'label' }, t('products.label')),
    h('div', { class: 'form-grid' }, [
      field(t('products.feedType'), feedType),
      field(t('products.dieteticPurpose'), dietetic, t('products.dieteticHint')),
      field(t('products.operatorName'), operatorName),
      field(t('products.operatorAddress'), operatorAddress),
      field(t('products.operatorRegistration'), registration),
    ]),
    h('p', { class: 'label' }, t('products.additives')),
    h(
      'div',
      { class: 'additive-row additive-head', 'aria-hidden': 'true' },
      ['additiveGroupHead', 'additiveNameHead', 'additiveAmountHead', 'additiveUnitHead'].map((k) =>
        h('span', null, t(`products.${k}`)),
      ),
    ),
    rows,
    add,
  );
  for (const c of [dietetic, operatorName, operatorAddress, registration])
    c.addEventListener('input', () => c.removeAttribute('aria-invalid'));

  /** @param {HTMLElement} bad @param {string} text */
  const fail = (bad, text) => {
    bad.setAttribute('aria-invalid', 'true');
    bad.focus();
    return { error: text };
  };

  /** @returns {{error: string} | {value: any}} */
  function read() {
    const name = operatorName.value.trim();
    const address = operatorAddress.value.trim();
    if (!name !== !address) return fail(name ? operatorAddress : operatorName, t('products.operatorIncomplete'));
    const list = [];
    for (const row of additives) {
      const amount = parseNumber(row.amount.value);
      if (!row.name.value.trim()) return fail(row.name, t('products.additiveInvalid'));
      if (Number.isNaN(amount) || amount === 0) return fail(row.amount, t('products.additiveInvalid'));
      list.push({
        group: row.group.value,
        name: row.name.value.trim(),
        amount: amount ?? null,
        unit: row.unit.value.trim() || null,
      });
    }
    return {
      value: {
        feed_type: feedType.value || null,
        dietetic_purpose: dietetic.value.trim() || null,
        additives: list,
        operator: name ? { name, address } : null,
        operator_registration: registration.value.trim() || null,
      },
    };
  }
  return { el, read, feedType, operatorName, operatorAddress, registration };
}

/**
 * Number inputs for the analytical constituents: the five every label declares, then any other key
 * the product has. read() answers the whole record (an emptied input drops its key).
 * @param {Record<string, number>} [values]
 */
export function constituentFields(values = {}) {
  const keys = [...CONSTITUENTS, ...Object.keys(values).filter((k) => !CONSTITUENTS.includes(k))];
  /** @type {[string, HTMLInputElement][]} */
  const inputs = keys.map((key) => [
    key,
    input(`constituent_${key}`, { inputmode: 'decimal', value: numberText(values[key]), class: 'input input-number' }),
  ]);
  const el = h(
    'fieldset',
    { class: 'fieldset' },
    h('legend', { class: 'label' }, t('products.constituents')),
    h(
      'div',
      { class: 'constituent-grid' },
      inputs.map(([key, c]) => field(key, c)),
    ),
  );
  /** @returns {{error: string} | {value: Record<string, number>}} */
  function read() {
    /** @type {Record<string, number>} */
    const out = {};
    for (const [key, c] of inputs) {
      const value = parseNumber(c.value);
      if (value === undefined) continue;
      if (Number.isNaN(value)) {
        c.setAttribute('aria-invalid', 'true');
        c.focus();
        return { error: t('products.constituentInvalid') };
      }
      c.removeAttribute('aria-invalid');
      out[key] = value;
    }
    return { value: out };
  }
  return { el, read };
}
