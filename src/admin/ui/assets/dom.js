// @ts-check
/**
 * DOM building without HTML strings: every text goes through textContent or a text node, so data
 * from the catalog, the request log or a user is always rendered inert. Nothing here uses
 * innerHTML, and no style attribute is ever written (the CSP forbids inline styles).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What h() and s() take as children: nodes, texts, numbers; null/undefined/false are left out. */
/** @typedef {Node | string | number | boolean | null | undefined | Child[]} Child */
/** Attributes, plus `class` (a string or a list), `text`, `dataset`, `onX` listeners and DOM properties. */
/** @typedef {Record<string, any>} Props */

/**
 * @param {Element} parent
 * @param {Child} child
 */
function append(parent, child) {
  if (child === null || child === undefined || child === false) return;
  if (Array.isArray(child)) {
    for (const c of child) append(parent, c);
    return;
  }
  parent.append(child instanceof Node ? child : document.createTextNode(String(child)));
}

/**
 * @param {HTMLElement | SVGElement} el
 * @param {Props | null | undefined} props
 */
function apply(el, props) {
  if (!props) return;
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') el.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    else if (key === 'text') el.textContent = String(value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function')
      el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'value' || key === 'checked' || key === 'selected' || key === 'disabled')
      /** @type {any} */ (el)[key] = value;
    else if (key === 'style') throw new Error('Inline styles are not allowed (CSP)');
    else el.setAttribute(key, value === true ? '' : String(value));
  }
}

/**
 * h('button', {class: 'btn', onClick}, 'Text', child, [more])
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Props | null} [props]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  apply(el, props);
  append(el, children);
  return el;
}

/**
 * The same for SVG elements (charts, icons).
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Props | null} [props]
 * @param {...Child} children
 * @returns {SVGElementTagNameMap[K]}
 */
export function s(tag, props, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, props);
  append(el, children);
  return el;
}

/**
 * @template {Element} E
 * @param {E} el
 * @returns {E}
 */
export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

/**
 * @template {Element} E
 * @param {E} el
 * @param {...Child} children
 * @returns {E}
 */
export function replace(el, ...children) {
  clear(el);
  append(el, children);
  return el;
}

/** @type {Record<string, string[]>} */
const ICONS = {
  copy: ['M8 8h11v11H8z', 'M5 16V5h11'],
  refresh: ['M20 11a8 8 0 1 0-2.3 5.7', 'M20 4v7h-7'],
  plus: ['M12 5v14', 'M5 12h14'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  search: ['M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13z', 'M15.5 15.5L20 20'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  key: ['M14.5 9.5a4 4 0 1 0-3.4 3.95', 'M11 13.5l-6 6', 'M7 17.5l2 2', 'M15 9.5h.01'],
  box: ['M4 7.5l8-4 8 4v9l-8 4-8-4z', 'M4 7.5l8 4 8-4', 'M12 11.5v9'],
  list: ['M8 6h12', 'M8 12h12', 'M8 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  pulse: ['M3 12h4l3-7 4 14 3-7h4'],
  store: ['M4 9l1.5-5h13L20 9', 'M4 9h16v2a3 3 0 0 1-5.3 2 3 3 0 0 1-5.4 0A3 3 0 0 1 4 11z', 'M5 13.5V20h14v-6.5'],
  logout: ['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  chevronLeft: ['M15 6l-6 6 6 6'],
  chevronRight: ['M9 6l6 6-6 6'],
  cart: ['M3 4h2.5l2.2 11h10.8l2-8H6.4', 'M9 20h.01', 'M18 20h.01'],
};

/** A small stroke icon, hidden from assistive technology (the control carries the label). */
/** @param {string} name */
export function icon(name) {
  return s(
    'svg',
    { class: 'icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    (ICONS[name] ?? []).map((d) => s('path', { d })),
  );
}

/**
 * Calls fn after `ms` without further calls (search boxes).
 * @template {unknown[]} A
 * @param {(...args: A) => void} fn
 * @param {number} ms
 * @returns {(...args: A) => void}
 */
export function debounce(fn, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

let idCounter = 0;
/** A document-unique id for for/id and aria wiring. */
export function uid(prefix = 'id') {
  idCounter += 1;
  return `${prefix}-${idCounter}`;
}

/**
 * Copies text; the fallback selects a field for browsers without the async clipboard.
 * @param {string} text
 * @param {HTMLInputElement} [field]
 */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) {
      field.focus();
      field.select();
    }
    return false;
  }
}
