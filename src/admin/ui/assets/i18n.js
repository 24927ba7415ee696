// @ts-check
/**
 * German and English labels and number/date formats. The choice is remembered in localStorage;
 * without one the browser's language decides (German for de-*, else English).
 * The texts themselves are in ./i18n/de.js and ./i18n/en.js.
 */
import DE from './i18n/de.js';
import EN from './i18n/en.js';

/** @typedef {'de' | 'en'} Lang */

/** @type {readonly Lang[]} */
export const LANGS = ['de', 'en'];
const KEY = 'napf.admin.lang';

/** @returns {Lang} */
function initial() {
  try {
    const stored = localStorage.getItem(KEY);
    const known = LANGS.find((l) => l === stored);
    if (known) return known;
  } catch {
    // Storage may be off; the browser language decides.
  }
  return (navigator.language || 'de').toLowerCase().startsWith('de') ? 'de' : 'en';
}

let lang = initial();

export const getLang = () => lang;

/** @param {string} next */
export function setLang(next) {
  const known = LANGS.find((l) => l === next);
  if (!known) return;
  lang = known;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Not remembered, still switched.
  }
}

const locale = () => (lang === 'de' ? 'de-DE' : 'en-GB');

/** @type {Record<Lang, Record<string, string>>} */
const CATALOG = { de: DE, en: EN };

/**
 * The text for key in the current language; {name} placeholders filled from params.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @param {string} [fallback] the text when the language has no such key (else English, else the key)
 * @returns {string}
 */
export function t(key, params = {}, fallback) {
  let text = CATALOG[lang][key];
  if (text === undefined) text = fallback !== undefined ? fallback : (EN[key] ?? key);
  return text.replace(/\{(\w+)\}/g, (/** @type {string} */ match, /** @type {string} */ name) =>
    name in params ? String(params[name]) : match,
  );
}

/** @param {number} value */
export function fmtNumber(value, digits = 0) {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
}

/** @param {number} value @param {string | null} [currency] */
export function fmtMoney(value, currency = 'EUR') {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: currency || 'EUR' }).format(value);
}

/** The price as typed into an input: 12,99 (de) or 12.99 (en). */
/** @param {number | string} value */
export function fmtPriceInput(value) {
  const text = Number(value).toFixed(2);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** "12,99", "12.99", "12 €", "1.299,00" → 12.99; null when not a price (> 0, at most 2 decimals). */
/** @param {string} text @returns {number | null} */
export function parsePrice(text) {
  let value = String(text).replace(/[\s€]/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** @param {number | null | undefined} value */
export function fmtMs(value) {
  if (value === null || value === undefined) return '—';
  return `${fmtNumber(value, value < 10 ? 1 : 0)} ms`;
}

/** @param {string | null | undefined} iso */
export function fmtDateTime(iso, short = false) {
  if (!iso) return '';
  return new Intl.DateTimeFormat(
    locale(),
    short ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(new Date(iso));
}

/** @param {string | null | undefined} iso */
export function fmtDate(iso) {
  return iso ? new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso)) : '';
}

/** @param {string} iso */
export function fmtTime(iso, seconds = false) {
  return new Intl.DateTimeFormat(locale(), {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  }).format(new Date(iso));
}

/** "vor 5 Minuten" / "5 minutes ago". */
/** @param {string} iso */
export function fmtRelative(iso) {
  const diff = (Date.parse(iso) - Date.now()) / 1000;
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  if (abs < 45) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(diff / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(diff / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(diff / 86_400), 'day');
  return fmtDate(iso);
}
