// @ts-check
/** Cells shared by the tracking tab's sections. */
import { h } from '../../dom.js';
import { fmtDateTime } from '../../i18n.js';
import { dash } from '../../ui.js';

/** @param {string | null | undefined} iso */
export function when(iso) {
  return iso ? h('time', { datetime: iso, title: fmtDateTime(iso), class: 'nowrap' }, fmtDateTime(iso)) : dash();
}

/** A value of a before/after object, short and as text. */
/** @param {unknown} value */
export function show(value) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
