/**
 * The admin dashboard in headless Chromium: its pages and assets, login and throttling, keyboard
 * navigation of the tabs, the language switch, CSRF and logout.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  assertClean,
  type Dashboard,
  OTHER,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
} from './dashboard-support.ts';

describe('admin dashboard in Chromium: login and session', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
  });

  after(() => d?.close());

  test('pages and assets carry the security headers and cache rules', async () => {
    const shell = await fetch(`${d.t.baseUrl}/admin`);
    assert.equal(shell.status, 200);
    assert.match(shell.headers.get('content-type') ?? '', /^text\/html/);
    const csp = shell.headers.get('content-security-policy') ?? '';
    for (const part of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ])
      assert.ok(csp.includes(part), `CSP has ${part}`);
    assert.equal(shell.headers.get('x-frame-options'), 'DENY');
    assert.equal(shell.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(shell.headers.get('referrer-policy'), 'no-referrer');
    const html = await shell.text();
    assert.doesNotMatch(html, /<script>|<style|style=/, 'no inline script or style');
    const script = html.match(/src="(\/admin\/assets\/[0-9a-f]{12}\/app\.js)"/)?.[1];
    assert.ok(script);
    const asset = await fetch(`${d.t.baseUrl}${script}`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(asset.headers.get('content-security-policy'), csp);
    const css = await fetch(`${d.t.baseUrl}${script.replace('app.js', 'app.css')}`);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
    const missing = await fetch(`${d.t.baseUrl}/admin/assets/nope.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('x-frame-options'), 'DENY');
  });

  test('login: a wrong password is refused, repeated failures are throttled', async () => {
    await page.goto(`${d.t.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await d.shot('login');

    const wrong = await d.login(ADMIN.email, 'not-the-password');
    assert.equal(wrong.status(), 401);
    await page.getByRole('alert').filter({ hasText: 'Email or password is wrong.' }).waitFor();
    assert.equal(await page.getByRole('tablist').count(), 0);

    // A second account: five failures throttle it, and then even its right password gets 429.
    for (let i = 0; i < 5; i++) assert.equal((await d.login(OTHER.email, `wrong-${i}`)).status(), 401);
    const throttled = await d.login(OTHER.email, OTHER.password);
    assert.equal(throttled.status(), 429);
    assert.ok(Number(throttled.headers()['retry-after']) > 0);
    await page
      .getByRole('alert')
      .filter({ hasText: /Too many attempts/ })
      .waitFor();
    assert.equal(await page.getByRole('tablist').count(), 0);
  });

  test('login with the right password opens the dashboard; tabs work with the keyboard', async () => {
    const ok = await d.login(ADMIN.email, ADMIN.password);
    assert.equal(ok.status(), 200);
    const cookie = (await ok.headerValue('set-cookie')) ?? '';
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Strict/i);
    await page.getByRole('tablist').waitFor();
    const tokensTab = page.getByRole('tab', { name: /Tokens/ });
    assert.equal(await tokensTab.getAttribute('aria-selected'), 'true');
    await tokensTab.focus();
    await page.keyboard.press('ArrowRight');
    const productsTab = page.getByRole('tab', { name: /Products/ });
    assert.equal(await productsTab.getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate('document.activeElement.id'), 'tab-products');
    await page.keyboard.press('End');
    assert.equal(await page.getByRole('tab', { name: /Marketplaces/ }).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Home');
    assert.equal(await tokensTab.getAttribute('aria-selected'), 'true');
    await d.settled();
  });

  test('the language switch shows German labels and is remembered', async () => {
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('tab', { name: /Produkte/ }).waitFor();
    assert.equal(await page.evaluate("localStorage.getItem('napf.admin.lang')"), 'de');
    await page.reload();
    await page.getByRole('tab', { name: /Marktplätze/ }).waitFor();
    assert.equal(await page.evaluate('document.documentElement.lang'), 'de');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('tab', { name: /Marketplaces/ }).waitFor();
    await d.settled();
  });

  test('CSRF: a state change from the page without the token header is refused', async () => {
    const result = (await page.evaluate(`(async () => {
      const res = await fetch('/admin/api/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'csrf', kind: 'read' }),
      });
      return { status: res.status, body: await res.json() };
    })()`)) as { status: number; body: { code: string } };
    assert.equal(result.status, 403);
    assert.equal(result.body.code, 'csrf_failed');
    const tokens = await d.api('/admin/api/tokens', { key: d.adminKey });
    assert.ok(!tokens.json.data.some((tok: { name: string }) => tok.name === 'csrf'));
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));

  test('logout ends the session', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Signed out.' }).waitFor();
    const probe = await page.evaluate(`fetch('/admin/api/session').then(async (r) => [r.status, await r.json()])`);
    assert.deepEqual(probe, [200, { user: null, csrf_token: null }]);
  });
});
