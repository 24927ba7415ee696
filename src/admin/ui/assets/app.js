// @ts-check
/**
 * The dashboard's entry: asks for the session, shows the login form or the dashboard (a header, a
 * tablist with arrow-key navigation and one panel), keeps the tab in the URL hash and re-renders
 * on a language switch.
 */
import { ApiError, get, onUnauthorized, post, setCsrfToken } from './api.js';
import { h, icon, replace, uid } from './dom.js';
import { getLang, LANGS, setLang, t } from './i18n.js';
import activity from './tabs/activity.js';
import feeds from './tabs/feeds.js';
import orders from './tabs/orders.js';
import products from './tabs/products.js';
import tokens from './tabs/tokens.js';
import tracking from './tabs/tracking.js';
import { errorText } from './ui.js';

/** @import { Tab } from './ui.js' */

/** @type {Tab[]} */
const TABS = [tokens, products, orders, tracking, activity, feeds];
const root = /** @type {HTMLElement} */ (document.getElementById('app'));
/** @type {{csrf_token: string, user: {email: string}} | null} */
let session = null;
/** @type {(() => void) | null} */
let unmount = null;
let notice = '';

function langSwitch() {
  const group = h('div', { class: 'lang-switch', role: 'group', 'aria-label': t('app.language') });
  for (const lang of LANGS) {
    const btn = h(
      'button',
      {
        type: 'button',
        class: 'lang-btn',
        lang,
        'aria-pressed': String(lang === getLang()),
        title: t(`app.lang.${lang}`),
      },
      lang.toUpperCase(),
    );
    btn.addEventListener('click', () => {
      if (lang === getLang()) return;
      setLang(lang);
      render(true);
      /** @type {HTMLElement | null} */ (root.querySelector(`.lang-btn[lang="${lang}"]`))?.focus();
    });
    group.append(btn);
  }
  return group;
}

function logo() {
  return h(
    'span',
    { class: 'brand' },
    h('img', { class: 'brand-mark', src: new URL('./icon.svg', import.meta.url).href, alt: '', width: 28, height: 28 }),
    h('span', { class: 'brand-name' }, 'napf'),
    h('span', { class: 'brand-sub' }, 'Admin'),
  );
}

function renderLogin() {
  const email = h('input', {
    class: 'input',
    type: 'email',
    name: 'email',
    autocomplete: 'username',
    required: true,
    id: 'login-email',
  });
  const password = h('input', {
    class: 'input',
    type: 'password',
    name: 'password',
    autocomplete: 'current-password',
    required: true,
    id: 'login-password',
  });
  // A notice (signed out, session ended) is calm; a refused login is an error.
  const message = h(
    'p',
    {
      class: notice === t('login.loggedOut') ? 'form-note' : 'form-error',
      role: 'alert',
      id: 'login-error',
      hidden: !notice,
    },
    notice,
  );
  notice = '';
  const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-block' }, t('login.submit'));
  const form = h(
    'form',
    { class: 'login-form', novalidate: true, 'aria-labelledby': 'login-title' },
    h('h1', { id: 'login-title', class: 'login-title' }, t('login.title')),
    h('p', { class: 'muted' }, t('login.intro')),
    h('div', { class: 'field' }, h('label', { class: 'label', for: email.id }, t('login.email')), email),
    h('div', { class: 'field' }, h('label', { class: 'label', for: password.id }, t('login.password')), password),
    message,
    submit,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    message.hidden = true;
    message.className = 'form-error';
    if (!email.value.trim() || !password.value) {
      message.textContent = t('login.missing');
      message.hidden = false;
      (email.value.trim() ? password : email).focus();
      return;
    }
    submit.disabled = true;
    try {
      const result = await post('/admin/login', { email: email.value.trim(), password: password.value });
      session = result;
      setCsrfToken(result.csrf_token);
      password.value = '';
      render(false);
    } catch (error) {
      let text;
      if (error instanceof ApiError && error.status === 401) text = t('login.invalid');
      else if (error instanceof ApiError && error.status === 429)
        text = error.retryAfter ? t('login.throttledFor', { seconds: error.retryAfter }) : t('login.throttled');
      else {
        // Not an answer of the server: a bug or a network failure; keep it visible to developers.
        console.error(error);
        text = errorText(error);
      }
      message.textContent = text;
      message.hidden = false;
      password.select();
      password.focus();
    } finally {
      submit.disabled = false;
    }
  });
  replace(
    root,
    h(
      'div',
      { class: 'login-page' },
      // A landmark of its own, so the language switch is not the one control outside any.
      h('header', { class: 'login-top' }, langSwitch()),
      h('main', { class: 'login-card' }, h('div', { class: 'login-brand' }, logo()), form),
    ),
  );
  email.focus();
}

function currentTabId() {
  const id = location.hash.replace(/^#\/?/, '');
  return TABS.some((tab) => tab.id === id) ? id : TABS[0].id;
}

/** @param {boolean} keepFocus */
function renderDashboard(keepFocus) {
  const active = currentTabId();
  const panel = h('section', { class: 'panel', role: 'tabpanel', tabindex: '-1' });
  const tabButtons = TABS.map((tab) => {
    const selected = tab.id === active;
    return h(
      'button',
      {
        type: 'button',
        role: 'tab',
        class: 'tab',
        id: `tab-${tab.id}`,
        'aria-selected': String(selected),
        'aria-controls': 'panel',
        tabindex: selected ? '0' : '-1',
        dataset: { tab: tab.id },
      },
      icon(tab.icon),
      h('span', null, t(tab.label)),
    );
  });
  panel.id = 'panel';
  const tablist = h('div', { class: 'tabs', role: 'tablist', 'aria-label': t('app.sections') }, tabButtons);

  /** @param {string | undefined} id @param {boolean} focus */
  const select = (id, focus) => {
    const tab = TABS.find((x) => x.id === id) ?? TABS[0];
    for (const btn of tabButtons) {
      const on = btn.dataset.tab === tab.id;
      btn.setAttribute('aria-selected', String(on));
      btn.tabIndex = on ? 0 : -1;
      if (on && focus) btn.focus();
    }
    panel.setAttribute('aria-labelledby', `tab-${tab.id}`);
    if (location.hash !== `#${tab.id}`) history.replaceState(null, '', `#${tab.id}`);
    document.title = `${t(tab.label)} · napf Admin`;
    unmount?.();
    // The page's one <h1> names the tab; the tab's own sections are <h2>s under it.
    replace(panel, h('h1', { class: 'visually-hidden' }, t(tab.label)));
    unmount = tab.mount(panel) ?? null;
  };
  tablist.addEventListener('click', (event) => {
    const btn = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (btn instanceof HTMLElement) select(btn.dataset.tab, false);
  });
  tablist.addEventListener('keydown', (event) => {
    const index = tabButtons.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    if (index < 0) return;
    let next = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabButtons.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabButtons.length) % tabButtons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabButtons.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(tabButtons[next].dataset.tab, true);
  });

  const logout = h(
    'button',
    { type: 'button', class: 'btn btn-quiet' },
    icon('logout'),
    h('span', null, t('app.logout')),
  );
  logout.addEventListener('click', async () => {
    try {
      await post('/admin/logout');
    } catch {
      // The session is gone either way.
    }
    session = null;
    setCsrfToken(null);
    notice = t('login.loggedOut');
    render(false);
  });

  const skip = h('a', { class: 'skip-link', href: '#panel' }, t('app.skip'));
  skip.addEventListener('click', (event) => {
    event.preventDefault();
    panel.focus();
  });
  const userId = uid('user');
  replace(
    root,
    skip,
    h(
      'header',
      { class: 'topbar' },
      h(
        'div',
        { class: 'topbar-inner' },
        logo(),
        h(
          'div',
          { class: 'topbar-right' },
          langSwitch(),
          h('span', { class: 'user', id: userId, title: t('app.signedInAs') }, session?.user.email),
          logout,
        ),
      ),
      h('nav', { class: 'tabs-bar', 'aria-label': t('app.sections') }, tablist),
    ),
    h('main', { class: 'main' }, panel),
  );
  window.onhashchange = () => {
    if (currentTabId() !== tabButtons.find((b) => b.getAttribute('aria-selected') === 'true')?.dataset.tab)
      select(currentTabId(), false);
  };
  select(active, keepFocus && document.activeElement === document.body);
}

/** @param {boolean} keepFocus */
function render(keepFocus) {
  unmount?.();
  unmount = null;
  document.documentElement.lang = t('app.htmlLang');
  root.removeAttribute('aria-busy');
  if (session) renderDashboard(keepFocus);
  else renderLogin();
}

onUnauthorized(() => {
  if (!session) return;
  session = null;
  setCsrfToken(null);
  notice = t('login.expired');
  render(false);
});

// Shows its failures in the page and never rejects, so callers start it with `void`.
async function boot() {
  try {
    // Without a live session the probe answers 200 with nulls (no 401 for the console to log).
    const current = await get('/admin/api/session', { quiet: true });
    session = current?.user ? current : null;
    setCsrfToken(session?.csrf_token ?? null);
  } catch {
    session = null;
  }
  render(false);
}

void boot();
