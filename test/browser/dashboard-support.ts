/**
 * The setup the dashboard's browser tests share (one file per tab): a listening app with two admins
 * and a "Preis-Monitor" webhook to an HTTPS receiver, headless Chromium (Debian's /usr/bin/chromium
 * driven by playwright-core) on one page, and helpers to log in, open a tab, wait until the panel
 * has settled and take screenshots. With SCREENSHOTS=1 every tab is saved to
 * docs/screenshots/<tab>.png at 1280×800.
 *
 * Every request of the page, every page error and every browser dialog is recorded, so a file can
 * end with assertClean(): nothing went to another host, nothing failed in the page.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { type Chromium, launchChromium } from './chromium.ts';

export { SKIP_WITHOUT_CHROMIUM } from './chromium.ts';

export const SCREENSHOTS = process.env.SCREENSHOTS === '1';
const SHOT_DIR = join(import.meta.dirname, '../../docs/screenshots');

export const ADMIN = { email: 'admin@napf.test', password: 'Futter-Napf-2024!' };
export const OTHER = { email: 'second@napf.test', password: 'Zweites-Konto-2024!' };
export const XSS_NAME = '<script>alert(1)</script> Testfutter';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the service's JSON freely.
  json: any;
}

export interface Dashboard {
  t: ListeningApp;
  receiver: HttpsReceiver;
  context: BrowserContext;
  page: Page;
  adminKey: string;
  readKey: string;
  /** Every URL the page requested. */
  requests: string[];
  /** Messages of browser dialogs (alert, confirm): none may ever open. */
  dialogs: string[];
  /** Uncaught page errors and console errors other than the expected 401/429/403 answers. */
  pageErrors: string[];
  /** Every console error and uncaught page error, the expected refusals included. */
  consoleErrors: string[];
  /** A request from the test itself (not the page), with an API key or none. */
  api(path: string, init?: { method?: string; key?: string; body?: unknown }): Promise<ApiAnswer>;
  /** Until the panel shows no loading row or spinner (its requests have answered and rendered). */
  settled(): Promise<void>;
  openTab(name: RegExp): Promise<void>;
  /** With SCREENSHOTS=1: the viewport, scrolled to the top or to `target` (below the sticky header). */
  shot(name: string, target?: Locator): Promise<void>;
  /** Fills and submits the login form; the answer of POST /admin/login. */
  login(email: string, password: string): Promise<Response>;
  /** Opens /admin and signs in as ADMIN; the dashboard's tabs are shown. */
  signIn(): Promise<void>;
  close(): Promise<void>;
}

export async function openDashboard(): Promise<Dashboard> {
  const receiver = await HttpsReceiver.start();
  const t = await listenTestApp({
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    // Cheaper hashes for the test; the default stays N = 2^17.
    adminPasswordCost: 12,
    webhookAllowHosts: ['127.0.0.1'],
    webhookCaFile: testCertificate().certFile,
  });
  await t.app.services.admins.createUser(OTHER.email, OTHER.password);
  const adminKey = await t.token('admin');
  const readKey = await t.token('read');

  const api: Dashboard['api'] = async (path, init = {}) => {
    const res = await fetch(`${t.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.key ? { 'x-api-key': init.key } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : null };
  };

  const hook = await api('/api/mcp', {
    method: 'POST',
    key: adminKey,
    body: {
      tool: 'create_webhook',
      parameters: {
        name: 'Preis-Monitor',
        url: receiver.url('/hooks/prices'),
        events: ['price.changed', 'product.created'],
      },
    },
  });
  assert.equal(hook.status, 200, hook.text);

  const browser: Chromium = await launchChromium();
  const context = browser.context;
  const requests: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => {
    pageErrors.push(String(error));
    consoleErrors.push(String(error));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    // Refused logins answer 401/429 on purpose, the CSRF probe 403.
    const text = `${message.text()} (${message.location().url})`;
    const expected = /status of (401|429)/.test(text) || /status of 403 .*\/admin\/api\/tokens\)$/.test(text);
    if (message.type() === 'error' && !expected) pageErrors.push(text);
  });

  const settled = () => page.locator('#panel .loading-row, #panel .spinner').first().waitFor({ state: 'detached' });

  const login: Dashboard['login'] = async (email, password) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/login')),
      page.getByLabel('Password').press('Enter'),
    ]);
    return response;
  };

  return {
    t,
    receiver,
    context,
    page,
    adminKey,
    readKey,
    requests,
    dialogs,
    pageErrors,
    consoleErrors,
    api,
    settled,
    async openTab(name) {
      await page.getByRole('tab', { name }).click();
      await settled();
    },
    async shot(name, target) {
      if (!SCREENSHOTS) return;
      mkdirSync(SHOT_DIR, { recursive: true });
      await settled();
      // A calm picture: no passing toasts, no focus ring from the last click.
      await page.evaluate(`(() => {
        document.querySelector('.toasts')?.replaceChildren();
        if (!document.querySelector('dialog[open]')) document.activeElement?.blur();
        window.scrollTo(0, 0);
      })()`);
      // The element's top just below the sticky header (108 px).
      if (target) {
        await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.evaluate('window.scrollBy(0, -108)');
      }
      await page.screenshot({ path: join(SHOT_DIR, `${name}.png`) });
    },
    login,
    async signIn() {
      await page.goto(`${t.baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      assert.equal((await login(ADMIN.email, ADMIN.password)).status(), 200);
      await page.getByRole('tablist').waitFor();
      await settled();
    },
    async close() {
      await browser.close();
      await t.close();
      await receiver.stop();
    },
  };
}

/**
 * The axe-core findings of serious or critical impact on the page as it is now, one line each
 * (rule, impact, the first elements): an empty list is an accessible page as far as axe can tell.
 */
/**
 * Waits until a form control shows `value` and the given disabled state. A tab re-renders after
 * its fetch resolves, so a read made right after the network response can still see the old state.
 */
export async function controlShows(control: Locator, value: string, disabled: boolean): Promise<void> {
  const wanted = `${value} (disabled: ${disabled})`;
  let seen = '';
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    seen = `${await control.inputValue()} (disabled: ${await control.isDisabled()})`;
    if (seen === wanted) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.fail(`the control shows ${seen}, expected ${wanted}`);
}

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Chromium logs every 4xx answer as a console error; a refusal a test provokes on purpose (a 422
 * of `path`) must appear, and its line is taken out before assertClean() looks.
 */
export async function dropRefusals(d: Dashboard, path: string): Promise<void> {
  const refusal = (e: string) => e.includes('status of 422') && e.includes(path);
  for (let i = 0; i < 50 && !d.pageErrors.some(refusal); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(d.pageErrors.some(refusal), `the 422 of ${path} was logged`);
  d.pageErrors.splice(0, d.pageErrors.length, ...d.pageErrors.filter((e) => !refusal(e)));
}

/** No request left for another host, the page logged no errors and opened no dialog. */
export function assertClean(d: Dashboard): void {
  assert.ok(d.requests.length > 10);
  const foreign = d.requests.filter((url) => {
    const { protocol, hostname } = new URL(url);
    return !(protocol === 'data:' || hostname === '127.0.0.1');
  });
  assert.deepEqual(foreign, []);
  assert.deepEqual(d.pageErrors, []);
  assert.deepEqual(d.dialogs, []);
}

/** The first active product and its first variant's size, from the admin API. */
export async function firstProduct(d: Dashboard): Promise<{ slug: string; size: string; name: string }> {
  const list = await d.api('/admin/api/products?limit=1&status=active', { key: d.adminKey });
  const product = list.json.data[0];
  return { slug: product.slug, size: product.product_variants[0].size, name: product.name };
}

/** A draft whose texts are HTML and script: the dashboard must render them as text. */
export async function createXssDraft(d: Dashboard): Promise<void> {
  const draft = await d.api('/admin/api/products', {
    method: 'POST',
    key: d.adminKey,
    body: {
      slug: 'xss-testfutter',
      sku: 'XSS-1',
      name: XSS_NAME,
      name_en: '<img src=x onerror=alert(2)> test food',
      brand: '<b>Marke</b>',
      species: 'DOG',
      category: 'snacks',
      line: 'pur',
      description: '<script>alert(3)</script>',
      description_en: 'Test',
      ingredients: 'Huhn',
      product_variants: [
        {
          size: '100 g',
          price: 2.49,
          stock_status: 'IN_STOCK',
          ean: '4006381333931',
          net_quantity: { value: 100, unit: 'g' },
        },
      ],
    },
  });
  assert.equal(draft.status, 201, draft.text);
}

/**
 * Changes a price as the signed-in admin, from the page with the session's CSRF token, as the
 * products tab does (so the audit trail names the admin).
 */
export async function changePriceAsAdmin(d: Dashboard, slug: string, size: string, price: number): Promise<void> {
  const path = `/admin/api/products/${encodeURIComponent(slug)}/variants/${encodeURIComponent(size)}/price`;
  const status = await d.page.evaluate(`(async () => {
    const session = await (await fetch('/admin/api/session')).json();
    const res = await fetch(${JSON.stringify(path)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf_token },
      body: JSON.stringify({ price: ${JSON.stringify(price)} }),
    });
    return res.status;
  })()`);
  assert.equal(status, 200);
}
