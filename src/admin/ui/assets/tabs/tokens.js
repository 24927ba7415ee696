// @ts-check
/** Tokens tab: the API tokens, issuing (kind presets + extra scopes), show-once, deactivate, regenerate. */
import { get, post, seg } from '../api.js';
import { h, icon, replace } from '../dom.js';
import { KIND_PRESETS, SCOPES, TOKEN_KINDS } from '../enums.js';
import { fmtDate, fmtDateTime, fmtNumber, fmtRelative, t } from '../i18n.js';
import {
  badge,
  busy,
  chip,
  confirmDialog,
  dash,
  errorBox,
  errorText,
  field,
  formError,
  loadingRow,
  modal,
  mono,
  secretDialog,
  sectionHead,
  table,
  toast,
} from '../ui.js';

const PRESETS = KIND_PRESETS;
/** The scopes a token may get beyond its kind's preset: every one outside the write preset but admin:full. */
const EXTRA = SCOPES.filter((scope) => scope !== 'admin:full' && !KIND_PRESETS.write?.includes(scope));

/** @type {Record<string, string>} */
const STATUS_TONE = { active: 'ok', expired: 'warn', revoked: 'muted' };

function columns() {
  return [
    { label: t('tokens.col.name'), class: 'col-name' },
    { label: t('tokens.col.kind') },
    { label: t('tokens.col.scopes'), class: 'col-scopes' },
    { label: t('tokens.col.prefix') },
    { label: t('tokens.col.created') },
    { label: t('tokens.col.lastUsed') },
    { label: t('tokens.col.expires') },
    { label: t('tokens.col.rateLimit'), class: 'num' },
    { label: t('tokens.col.status') },
    { label: t('common.actions'), class: 'actions-col' },
  ];
}

/** Scopes beyond the kind's preset are marked, the preset ones are plain. */
/** @param {any} token a token of GET /admin/api/tokens */
function scopeChips(token) {
  const preset = PRESETS[token.kind] ?? [];
  return h(
    'div',
    { class: 'chips' },
    token.scopes.map((/** @type {string} */ scope) => {
      const el = chip(scope);
      if (!preset.includes(scope)) el.classList.add('chip-extra');
      return el;
    }),
  );
}

/** @param {string | null | undefined} iso */
function when(iso) {
  return iso ? h('time', { datetime: iso, title: fmtDateTime(iso) }, fmtRelative(iso)) : dash();
}

/** @type {import('../ui.js').Tab} */
export default {
  id: 'tokens',
  icon: 'key',
  label: 'tab.tokens',
  mount(panel) {
    const list = h('div');
    const issue = h('button', { type: 'button', class: 'btn btn-primary' }, icon('plus'), t('tokens.issue'));
    issue.addEventListener('click', () => openIssueDialog(load));
    panel.append(sectionHead(t('tokens.title'), t('tokens.intro'), [issue]), list);

    // Shows its failures in the page and never rejects, so callers start it with `void`.
    async function load() {
      const cols = columns();
      replace(list, table({ columns: cols, rows: [loadingRow(cols.length)] }));
      try {
        const { data } = await get('/admin/api/tokens');
        render(data);
      } catch (error) {
        replace(list, errorBox(error, load));
      }
    }

    /** @param {any[]} tokens */
    function render(tokens) {
      const rows = tokens.map((/** @type {any} */ token) => {
        const actions = h('div', { class: 'row-actions' });
        if (token.status !== 'revoked') {
          const regen = h('button', { type: 'button', class: 'btn btn-small' }, t('tokens.regenerate'));
          regen.addEventListener('click', () => openRegenerateDialog(token, load));
          const revoke = h(
            'button',
            { type: 'button', class: 'btn btn-small btn-danger-quiet' },
            t('tokens.deactivate'),
          );
          revoke.addEventListener('click', async () => {
            const ok = await confirmDialog({
              title: t('tokens.deactivateTitle'),
              message: t('tokens.deactivateText', { name: token.name }),
              confirmLabel: t('tokens.deactivate'),
              danger: true,
            });
            if (!ok) return;
            try {
              await post(`/admin/api/tokens/${seg(token.id)}/revoke`);
              toast(t('tokens.deactivated', { name: token.name }));
              await load();
            } catch (error) {
              toast(errorText(error), 'error');
            }
          });
          actions.append(regen, revoke);
        }
        return h(
          'tr',
          { dataset: { tokenId: token.id } },
          h('td', { class: 'strong col-name' }, token.name),
          h('td', null, badge(t(`kind.${token.kind}`), token.kind === 'admin' ? 'accent' : 'neutral')),
          h('td', { class: 'col-scopes' }, scopeChips(token)),
          h('td', null, mono(`${token.prefix}…`)),
          h(
            'td',
            { class: 'nowrap' },
            token.created_at ? h('time', { datetime: token.created_at }, fmtDate(token.created_at)) : dash(),
          ),
          h(
            'td',
            { class: 'nowrap' },
            token.last_used_at ? when(token.last_used_at) : h('span', { class: 'muted' }, t('tokens.never')),
          ),
          h(
            'td',
            { class: 'nowrap' },
            token.expires_at
              ? h(
                  'time',
                  { datetime: token.expires_at, title: fmtDateTime(token.expires_at) },
                  fmtDate(token.expires_at),
                )
              : h('span', { class: 'muted' }, t('tokens.noExpiry')),
          ),
          h(
            'td',
            { class: 'num' },
            token.rate_limit_per_minute
              ? `${fmtNumber(token.rate_limit_per_minute)}/min`
              : h('span', { class: 'muted' }, t('tokens.defaultLimit')),
          ),
          h(
            'td',
            null,
            badge(t(`tokens.status.${token.status}`, {}, token.status), STATUS_TONE[token.status] ?? 'neutral'),
          ),
          h('td', { class: 'actions-col' }, actions),
        );
      });
      replace(list, table({ columns: columns(), rows, empty: t('tokens.empty'), caption: t('tokens.title') }));
    }

    void load();
    return () => {};
  },
};

/** @param {() => void} reload */
function openIssueDialog(reload) {
  const error = formError();
  const name = h('input', { class: 'input', name: 'name', required: true, maxlength: 100, autocomplete: 'off' });
  const kindInputs = TOKEN_KINDS.map((kind) =>
    h('input', { type: 'radio', name: 'kind', value: kind, checked: kind === 'read' }),
  );
  const presetView = h('div', { class: 'chips', 'aria-live': 'polite' });
  const extraBoxes = EXTRA.map((scope) => h('input', { type: 'checkbox', name: 'scope', value: scope }));
  const extraSet = h(
    'fieldset',
    { class: 'fieldset' },
    h('legend', { class: 'label' }, t('tokens.extraScopes')),
    h(
      'div',
      { class: 'check-grid' },
      extraBoxes.map((box) => h('label', { class: 'check' }, box, mono(box.value))),
    ),
    h('p', { class: 'hint', id: 'extra-hint' }),
  );
  const expires = h('input', {
    class: 'input',
    type: 'date',
    name: 'expires',
    min: new Date().toISOString().slice(0, 10),
  });
  const rate = h('input', {
    class: 'input',
    type: 'number',
    name: 'rate',
    min: 1,
    max: 100000,
    step: 1,
    inputmode: 'numeric',
    placeholder: t('tokens.defaultLimit'),
  });

  const kind = () => kindInputs.find((i) => i.checked)?.value ?? 'read';
  const sync = () => {
    const k = kind();
    replace(presetView, PRESETS[k].map(chip));
    for (const box of extraBoxes) {
      const allowed = k === 'write' || (k === 'read' && box.value.endsWith(':read'));
      box.disabled = !allowed;
      if (!allowed) box.checked = false;
    }
    /** @type {HTMLElement} */ (extraSet.querySelector('.hint')).textContent = t(`tokens.extraHint.${k}`);
  };
  for (const input of kindInputs) input.addEventListener('change', sync);
  sync();

  const submit = h('button', { type: 'submit', class: 'btn btn-primary' }, t('tokens.issueSubmit'));
  const cancel = h('button', { type: 'button', class: 'btn' }, t('common.cancel'));
  const form = h(
    'form',
    { class: 'form', novalidate: true },
    field(t('tokens.name'), name, t('tokens.nameHint')),
    h(
      'fieldset',
      { class: 'fieldset' },
      h('legend', { class: 'label' }, t('tokens.kind')),
      h(
        'div',
        { class: 'kind-options' },
        kindInputs.map((input) =>
          h(
            'label',
            { class: 'kind-option' },
            input,
            h(
              'span',
              null,
              h('strong', null, t(`kind.${input.value}`)),
              h('span', { class: 'hint' }, t(`kind.${input.value}.hint`)),
            ),
          ),
        ),
      ),
      h('div', { class: 'preset' }, h('span', { class: 'hint' }, t('tokens.presetScopes')), presetView),
    ),
    extraSet,
    h(
      'div',
      { class: 'form-row' },
      field(t('tokens.expires'), expires, t('tokens.expiresHint')),
      field(t('tokens.rateLimit'), rate, t('tokens.rateLimitHint')),
    ),
    h('div', { class: 'form-foot' }, error.el, h('div', { class: 'dialog-actions' }, cancel, submit)),
  );
  const dlg = modal({ title: t('tokens.issueTitle'), content: form, initialFocus: name });
  cancel.addEventListener('click', () => dlg.close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.clear();
    if (!name.value.trim()) {
      error.show(t('tokens.nameRequired'));
      name.focus();
      return;
    }
    const k = kind();
    const extras = extraBoxes.filter((b) => b.checked).map((b) => b.value);
    /** @type {{name: string, kind: string, scopes?: string[], expires_at?: string, rate_limit_per_minute?: number}} */
    const body = { name: name.value.trim(), kind: k };
    if (extras.length) body.scopes = [...PRESETS[k], ...extras];
    if (expires.value) body.expires_at = new Date(`${expires.value}T23:59:59`).toISOString();
    if (rate.value) body.rate_limit_per_minute = Number(rate.value);
    try {
      const result = await busy(submit, () => post('/admin/api/tokens', body));
      dlg.close();
      await secretDialog({
        title: t('tokens.createdTitle', { name: result.data.name }),
        intro: t('tokens.showOnce'),
        secret: result.token,
        label: t('tokens.tokenLabel'),
      });
      reload();
    } catch (err) {
      error.show(err);
    }
  });
}

/** @param {any} token @param {() => void} reload */
function openRegenerateDialog(token, reload) {
  const error = formError();
  const overlap = h('input', {
    class: 'input',
    type: 'number',
    min: 0,
    max: 10080,
    step: 1,
    value: '0',
    inputmode: 'numeric',
    name: 'overlap',
  });
  const submit = h('button', { type: 'submit', class: 'btn btn-primary' }, t('tokens.regenerate'));
  const cancel = h('button', { type: 'button', class: 'btn' }, t('common.cancel'));
  const form = h(
    'form',
    { class: 'form', novalidate: true },
    h('p', { class: 'dialog-text' }, t('tokens.regenerateText', { name: token.name })),
    field(t('tokens.overlap'), overlap, t('tokens.overlapHint')),
    h('div', { class: 'form-foot' }, error.el, h('div', { class: 'dialog-actions' }, cancel, submit)),
  );
  const dlg = modal({ title: t('tokens.regenerateTitle'), content: form, initialFocus: overlap });
  cancel.addEventListener('click', () => dlg.close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.clear();
    const minutes = Number(overlap.value || 0);
    if (!Number.isInteger(minutes) || minutes < 0) {
      error.show(t('tokens.overlapInvalid'));
      return;
    }
    try {
      const result = await busy(submit, () =>
        post(`/admin/api/tokens/${seg(token.id)}/regenerate`, minutes > 0 ? { overlap_minutes: minutes } : {}),
      );
      dlg.close();
      await secretDialog({
        title: t('tokens.regeneratedTitle', { name: result.data.name }),
        intro: minutes > 0 ? t('tokens.showOnceOverlap', { minutes }) : t('tokens.showOnce'),
        secret: result.token,
        label: t('tokens.tokenLabel'),
      });
      reload();
    } catch (err) {
      error.show(err);
    }
  });
}
