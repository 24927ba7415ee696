// @ts-check
/** Shared pieces of the dashboard: dialogs, toasts, tables, badges, fields and error texts. */
/** @import { Child } from './dom.js' */
import { copyText, h, icon, replace, uid } from './dom.js';
import { t } from './i18n.js';

/**
 * A tab of the dashboard: mount() draws it into the panel and may return a function that stops its
 * timers and requests when another tab is chosen.
 * @typedef {object} Tab
 * @property {string} id in the URL hash
 * @property {string} icon a name of dom.js' icons
 * @property {string} label an i18n key
 * @property {(panel: HTMLElement) => (() => void) | undefined} mount
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (native <dialog>): the page behind it is inert, Tab cycles inside it, Esc closes
 * it, and focus returns to where it was. Returns {dialog, close, body}.
 * @param {object} options
 * @param {string} options.title
 * @param {Child} options.content
 * @param {HTMLElement[]} [options.actions]
 * @param {boolean} [options.wide]
 * @param {(result: unknown) => void} [options.onClose] called once with what close() was given
 * @param {HTMLElement} [options.initialFocus]
 */
export function modal({ title, content, actions = [], wide = false, onClose, initialFocus }) {
  const opener = document.activeElement;
  const titleId = uid('dlg-title');
  const closeButton = h(
    'button',
    { type: 'button', class: 'icon-btn dialog-close', 'aria-label': t('common.close') },
    icon('close'),
  );
  const body = h('div', { class: 'dialog-body' }, content);
  const footer = actions.length ? h('div', { class: 'dialog-actions' }, actions) : null;
  const dialog = h(
    'dialog',
    { class: ['dialog', wide && 'dialog-wide'], 'aria-labelledby': titleId, 'aria-modal': 'true' },
    h('div', { class: 'dialog-head' }, h('h2', { id: titleId, class: 'dialog-title' }, title), closeButton),
    body,
    footer,
  );
  let closed = false;
  /** @param {unknown} [result] */
  const close = (result) => {
    if (closed) return;
    closed = true;
    dialog.close();
    dialog.remove();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    onClose?.(result);
  };
  closeButton.addEventListener('click', () => close(null));
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close(null);
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll(/** @type {string} */ (FOCUSABLE))]
      .filter((el) => el instanceof HTMLElement)
      .filter((el) => el.getClientRects().length > 0);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  document.body.append(dialog);
  dialog.showModal();
  /** @type {HTMLElement} */
  const focusTarget =
    initialFocus ??
    dialog.querySelector('[autofocus]') ??
    body.querySelector(/** @type {string} */ (FOCUSABLE)) ??
    closeButton;
  focusTarget.focus();
  return { dialog, body, close };
}

/**
 * Asks before a consequential action; resolves true when confirmed.
 * @param {{title: string, message: string, confirmLabel: string, danger?: boolean}} options
 * @returns {Promise<boolean>}
 */
export function confirmDialog({ title, message, confirmLabel, danger = false }) {
  return new Promise((resolve) => {
    const ok = h('button', { type: 'button', class: ['btn', danger ? 'btn-danger' : 'btn-primary'] }, confirmLabel);
    const cancel = h('button', { type: 'button', class: 'btn' }, t('common.cancel'));
    const dlg = modal({
      title,
      content: h('p', { class: 'dialog-text' }, message),
      actions: [cancel, ok],
      onClose: (result) => resolve(result === true),
      initialFocus: cancel,
    });
    ok.addEventListener('click', () => dlg.close(true));
    cancel.addEventListener('click', () => dlg.close(false));
  });
}

/**
 * A secret (token, signing secret) that is shown exactly once, with a copy button.
 * @param {{title: string, intro: string, secret: string, label: string}} options
 * @returns {Promise<void>}
 */
export function secretDialog({ title, intro, secret, label }) {
  return new Promise((/** @type {(value?: undefined) => void} */ resolve) => {
    const field = h('input', {
      class: 'input mono secret-field',
      type: 'text',
      readonly: true,
      value: secret,
      'aria-label': label,
      spellcheck: 'false',
      autocomplete: 'off',
    });
    const status = h('span', { class: 'copy-status', role: 'status' });
    const copy = h('button', { type: 'button', class: 'btn btn-primary' }, icon('copy'), t('common.copy'));
    copy.addEventListener('click', async () => {
      const copied = await copyText(secret, field);
      status.textContent = copied ? t('common.copied') : t('common.copyManually');
    });
    const done = h('button', { type: 'button', class: 'btn' }, t('common.done'));
    const dlg = modal({
      title,
      content: [
        h('p', { class: 'callout callout-warn' }, intro),
        h('div', { class: 'secret-row' }, field, copy),
        status,
      ],
      actions: [done],
      onClose: () => resolve(),
      initialFocus: copy,
    });
    done.addEventListener('click', () => dlg.close());
    field.addEventListener('focus', () => field.select());
  });
}

/** @type {HTMLElement | null} */
let toastRegion = null;

/**
 * A short message in a polite live region; errors stay longer.
 * @param {string} message
 * @param {'ok' | 'error'} [tone]
 */
export function toast(message, tone = 'ok') {
  if (!toastRegion?.isConnected) {
    toastRegion = h('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });
    document.body.append(toastRegion);
  }
  const item = h('div', { class: ['toast', `toast-${tone}`] }, message);
  toastRegion.append(item);
  setTimeout(() => item.remove(), tone === 'error' ? 8000 : 4000);
}

/**
 * A human text for a failed call: the server's problem detail, or a known code in the language.
 * @param {any} error an ApiError, a network TypeError or an AbortError
 * @returns {string}
 */
export function errorText(error) {
  if (error?.name === 'AbortError') return '';
  if (error?.status === undefined) return t('error.network');
  const known = error.code ? t(`error.code.${error.code}`, {}, '') : '';
  if (known) return known;
  if (error.status === 403 && !error.code) return t('error.forbidden');
  return error.message || t('error.generic');
}

/**
 * @param {string} text
 * @param {string} [tone] ok, warn, error, accent, info, muted or neutral
 * @param {string} [title]
 */
export function badge(text, tone = 'neutral', title) {
  return h('span', { class: ['badge', `badge-${tone}`], title }, text);
}

/** @param {string} text */
export function chip(text) {
  return h('span', { class: 'chip' }, text);
}

/** @param {string} text @param {string} [title] */
export function mono(text, title) {
  return h('code', { class: 'mono', title }, text);
}

export const dash = () => h('span', { class: 'muted', 'aria-label': t('common.none') }, '—');

/**
 * A table with a sticky header inside a scroll box. columns: [{label, class}], rows: <tr>s.
 * `empty` is shown as a single row when there are none.
 * @param {object} options
 * @param {{label: string, class?: string}[]} options.columns
 * @param {HTMLTableRowElement[]} options.rows
 * @param {string} [options.empty]
 * @param {string} [options.caption]
 * @param {string} [options.className]
 */
export function table({ columns, rows, empty, caption, className }) {
  const thead = h(
    'thead',
    null,
    h(
      'tr',
      null,
      columns.map((c) => h('th', { scope: 'col', class: c.class }, c.label)),
    ),
  );
  const tbody = h('tbody', null, rows);
  if (!rows.length && empty)
    tbody.append(h('tr', { class: 'empty-row' }, h('td', { colspan: columns.length }, emptyState(empty))));
  // The box scrolls: keyboard users reach it with Tab (and scroll it with the arrow keys).
  return h(
    'div',
    {
      class: ['table-wrap', className],
      tabindex: '0',
      role: caption ? 'region' : null,
      'aria-label': caption ?? null,
    },
    h('table', { class: 'table' }, caption ? h('caption', { class: 'visually-hidden' }, caption) : null, thead, tbody),
  );
}

/** @param {string} text @param {string} [hint] */
export function emptyState(text, hint) {
  return h(
    'div',
    { class: 'empty' },
    h('p', { class: 'empty-title' }, text),
    hint ? h('p', { class: 'muted' }, hint) : null,
  );
}

/** @param {number} columns how many the row spans */
export function loadingRow(columns) {
  return h(
    'tr',
    { class: 'loading-row' },
    h('td', { colspan: columns }, h('span', { class: 'spinner' }), t('common.loading')),
  );
}

/**
 * A box that shows a load error with a retry button.
 * @param {unknown} error
 * @param {() => void} [retry]
 */
export function errorBox(error, retry) {
  return h(
    'div',
    { class: 'callout callout-error', role: 'alert' },
    h('span', null, errorText(error)),
    retry ? h('button', { type: 'button', class: 'btn btn-small', onClick: retry }, t('common.retry')) : null,
  );
}

/**
 * label + control (+ hint), wired with for/id and aria-describedby.
 * @param {string} label
 * @param {HTMLElement} control
 * @param {string} [hint]
 */
export function field(label, control, hint) {
  const id = control.id || uid('f');
  control.id = id;
  let hintEl = null;
  if (hint) {
    hintEl = h('p', { class: 'hint', id: `${id}-hint` }, hint);
    control.setAttribute('aria-describedby', hintEl.id);
  }
  return h('div', { class: 'field' }, h('label', { for: id, class: 'label' }, label), control, hintEl);
}

/**
 * @param {[string, string][]} options [value, label]
 * @param {string} value the selected one
 * @param {import('./dom.js').Props} [props]
 */
export function select(options, value, props = {}) {
  return h(
    'select',
    { class: 'input', ...props },
    options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)),
  );
}

/** A form-level error area, empty until show(). */
export function formError() {
  const el = h('p', { class: 'form-error', role: 'alert', hidden: true });
  return {
    el,
    /** @param {unknown} error a text, or an error for errorText() (a 400's field errors are listed) */
    show(error) {
      const text = typeof error === 'string' ? error : errorText(error);
      const details = /** @type {any} */ (error)?.body?.errors;
      replace(
        el,
        text,
        Array.isArray(details) && details.length
          ? h(
              'ul',
              null,
              details.map((/** @type {{path: string, message: string}} */ d) =>
                h('li', null, `${d.path}: ${d.message}`),
              ),
            )
          : null,
      );
      el.hidden = !text;
    },
    clear() {
      el.hidden = true;
      replace(el);
    },
  };
}

/**
 * A section heading row with actions on the right.
 * @param {string} title
 * @param {string} [description]
 * @param {Child[]} [actions]
 */
export function sectionHead(title, description, actions = []) {
  return h(
    'div',
    { class: 'section-head' },
    h(
      'div',
      null,
      h('h2', { class: 'section-title' }, title),
      description ? h('p', { class: 'muted' }, description) : null,
    ),
    h('div', { class: 'toolbar' }, actions),
  );
}

/**
 * Disables a button while an async action runs.
 * @template T
 * @param {HTMLButtonElement} button
 * @param {() => Promise<T>} action
 * @returns {Promise<T>}
 */
export async function busy(button, action) {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await action();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}
