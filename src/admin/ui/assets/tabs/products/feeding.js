// @ts-check
/**
 * The feeding guide's inputs (the instructions for proper use a feed label must carry): the
 * species, meals per day, the stated energy and the maker's table, one row per body weight (from =
 * to) or weight band. No rows means no guide (null), as for care products.
 */
import { h, icon } from '../../dom.js';
import { t } from '../../i18n.js';
import { field, select } from '../../ui.js';
import { parseNumber } from './label.js';

/** @param {number | null | undefined} value */
const text = (value) => (typeof value === 'number' ? String(value).replace('.', t('products.decimalMark')) : '');

/** @param {string} name @param {string} label @param {string} value */
const numberInput = (name, label, value) =>
  h('input', {
    class: 'input input-number',
    name,
    inputmode: 'decimal',
    autocomplete: 'off',
    value,
    'aria-label': label,
  });

/**
 * @param {any} guide the product's feeding_guide or null
 * @param {string} [species] the product's species, the guide's default (BOTH: DOG)
 */
export function feedingFields(guide, species = 'DOG') {
  const animal = select(
    ['DOG', 'CAT'].map((v) => [v, t(`species.${v}`)]),
    guide?.species ?? (species === 'CAT' ? 'CAT' : 'DOG'),
    { name: 'feeding_species' },
  );
  const meals = h('input', {
    class: 'input input-number',
    name: 'meals_per_day',
    inputmode: 'numeric',
    value: String(guide?.meals_per_day ?? 2),
  });
  const energy = h('input', {
    class: 'input input-number',
    name: 'energy_kcal_per_100g',
    inputmode: 'decimal',
    value: text(guide?.energy_kcal_per_100g),
    placeholder: t('common.optional'),
  });
  // Kept as typed (not trimmed), so an unchanged guide compares equal to the stored one.
  const notes = h('textarea', { class: 'input', name: 'feeding_notes', rows: 2, value: guide?.notes ?? '' });
  const notesEn = h('textarea', { class: 'input', name: 'feeding_notes_en', rows: 2, value: guide?.notes_en ?? '' });

  const list = h('div', { class: 'feeding-list' });
  /** @type {HTMLInputElement[][]} */
  const rows = [];
  /** @param {any} [r] */
  const addRow = (r = {}) => {
    const n = rows.length + 1;
    const inputs = [
      numberInput('weight_from_kg', t('products.feedingFrom', { n }), text(r.weight_from_kg)),
      numberInput('weight_to_kg', t('products.feedingTo', { n }), text(r.weight_to_kg)),
      numberInput('grams_min', t('products.feedingMin', { n }), text(r.grams_min)),
      numberInput('grams_max', t('products.feedingMax', { n }), text(r.grams_max)),
    ];
    const remove = h(
      'button',
      { type: 'button', class: 'icon-btn', 'aria-label': t('products.feedingRemove', { n }) },
      icon('close'),
    );
    const el = h('div', { class: 'feeding-row' }, inputs, remove);
    remove.addEventListener('click', () => {
      rows.splice(rows.indexOf(inputs), 1);
      el.remove();
    });
    rows.push(inputs);
    list.append(el);
    return inputs;
  };
  for (const r of guide?.rows ?? []) addRow(r);
  const add = h('button', { type: 'button', class: 'btn btn-small' }, icon('plus'), t('products.feedingAdd'));
  add.addEventListener('click', () => addRow()[0]?.focus());

  const el = h(
    'fieldset',
    { class: 'fieldset' },
    h('legend', { class: 'label' }, t('products.feedingGuide')),
    h('div', { class: 'form-grid' }, [
      field(t('products.feedingSpecies'), animal),
      field(t('products.feedingMeals'), meals),
      field(t('products.feedingEnergy'), energy),
      field(t('products.feedingNotes'), notes),
      field(t('products.feedingNotesEn'), notesEn),
    ]),
    h(
      'div',
      { class: 'feeding-row feeding-head', 'aria-hidden': 'true' },
      ['feedingFromHead', 'feedingToHead', 'feedingMinHead', 'feedingMaxHead'].map((k) =>
        h('span', null, t(`products.${k}`)),
      ),
    ),
    list,
    add,
  );

  /** @param {HTMLInputElement} bad */
  const fail = (bad) => {
    bad.setAttribute('aria-invalid', 'true');
    bad.focus();
    return { error: t('products.feedingInvalid') };
  };

  /** The guide in the API's field order; null without rows. */
  /** @returns {{error: string} | {value: any}} */
  function read() {
    if (!rows.length) return { value: null };
    const table = [];
    for (const inputs of rows) {
      const values = inputs.map((i) => parseNumber(i.value));
      const bad = inputs.find((_, k) => values[k] === undefined || Number.isNaN(values[k]));
      if (bad) return fail(bad);
      for (const i of inputs) i.removeAttribute('aria-invalid');
      const [from, to, min, max] = /** @type {number[]} */ (values);
      table.push({ weight_from_kg: from, weight_to_kg: to, grams_min: min, grams_max: max });
    }
    const perDay = Number(meals.value.trim());
    if (!Number.isInteger(perDay) || perDay < 1) return fail(meals);
    const kcal = parseNumber(energy.value);
    if (Number.isNaN(kcal)) return fail(energy);
    return {
      value: {
        species: animal.value,
        energy_kcal_per_100g: kcal ?? null,
        meals_per_day: perDay,
        rows: table,
        notes: notes.value,
        notes_en: notesEn.value,
      },
    };
  }
  return { el, read };
}
