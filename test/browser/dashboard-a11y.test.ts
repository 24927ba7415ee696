/**
 * The dashboard for people with assistive technology and for the browser's console, in headless
 * Chromium: the login page and every tab have no axe-core finding of serious or critical impact
 * (scroll boxes reachable by keyboard, one <h1> per view, everything inside a landmark), nothing
 * logs a console error (the signed-out session probe included), and the agent activity chart's
 * count axis shows distinct whole numbers when the counts are small.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, type Dashboard, openDashboard, SKIP_WITHOUT_CHROMIUM, seriousViolations } from './dashboard-support.ts';

/** Every tab of the dashboard (app.js' TABS), by its English name. */
const TABS: [id: string, name: RegExp][] = [
  ['tokens', /Tokens/],
  ['products', /Products/],
  ['orders', /Orders/],
  ['tracking', /Tracking/],
  ['activity', /Agent activity/],
  ['feeds', /Marketplaces/],
];

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 600, height: 800 };

describe('admin dashboard in Chromium: accessibility and console', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
  });

  after(() => d?.close());

  /** Until the page's requests have answered, so late console errors are caught too. */
  const quiet = () => page.waitForLoadState('networkidle');

  test('the login page: no serious finding, no console error from the session probe', async () => {
    const probe = page.waitForResponse((r) => r.url().endsWith('/admin/api/session'));
    await page.goto(`${d.t.baseUrl}/admin`);
    assert.equal((await probe).status(), 200);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await quiet();
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(d.consoleErrors, []);
    // The language switch sits in a landmark of its own.
    assert.equal(await page.getByRole('banner').getByRole('button', { name: 'DE', exact: true }).count(), 1);
  });

  for (const [id, name] of TABS) {
    test(`the ${id} tab: one <h1>, no serious finding, no console error`, async () => {
      if (!(await page.getByRole('tablist').isVisible())) {
        assert.equal((await d.login(ADMIN.email, ADMIN.password)).status(), 200);
        await page.getByRole('tablist').waitFor();
      }
      await page.setViewportSize(WIDE);
      await d.openTab(name);
      await quiet();
      await d.settled();
      const headings = await page.locator('h1').allTextContents();
      assert.equal(headings.length, 1, headings.join(', '));
      assert.match(headings[0] ?? '', name);
      assert.deepEqual(await seriousViolations(page), [], 'at 1280 px');
      // Narrow, the tables scroll sideways: their boxes must be reachable with the keyboard.
      await page.setViewportSize(NARROW);
      assert.deepEqual(await seriousViolations(page), [], 'at 600 px');
      assert.deepEqual(d.consoleErrors, []);
    });
  }

  test('tables that scroll are reachable with the keyboard', async () => {
    await d.openTab(/Tracking/);
    const boxes = page.locator('#panel .table-wrap');
    assert.ok((await boxes.count()) >= 3);
    for (const box of await boxes.all()) {
      assert.equal(await box.getAttribute('tabindex'), '0');
      assert.equal(await box.getAttribute('role'), 'region');
      assert.ok(await box.getAttribute('aria-label'));
    }
  });

  test('the requests chart counts in distinct whole numbers', async () => {
    // The log holds one request, the webhook's creation in openDashboard(): an axis up to 1,
    // where a middle tick of 0.5 would print as a second "1".
    await page.setViewportSize(WIDE);
    await d.openTab(/Agent activity/);
    const chart = page.getByRole('img', { name: /requests/ }).first();
    await chart.waitFor();
    const ticks = (await chart.locator('.grid .tick').allTextContents()).map((text) => text.trim());
    assert.ok(ticks.length >= 2, ticks.join(', '));
    assert.ok(
      ticks.every((tick) => /^\d+$/.test(tick)),
      ticks.join(', '),
    );
    assert.equal(new Set(ticks).size, ticks.length, ticks.join(', '));
    assert.deepEqual(ticks, ['0', '1']);
  });

  test('the count axis never has a fraction or a repeated value, however small or large', async () => {
    // The page's own charts module, from the URL the dashboard loads it from.
    const all = (await page.evaluate(`(async () => {
      const entry = document.querySelector('script[type="module"]').src;
      const { countTicks } = await import(new URL('charts.js', entry).href);
      return [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10000].map((max) => [max, countTicks(max)]);
    })()`)) as [number, number[]][];
    assert.equal(all.length, 11);
    for (const [max, ticks] of all) {
      assert.ok(
        ticks.every((v) => Number.isInteger(v)),
        `${max}: ${ticks}`,
      );
      assert.equal(new Set(ticks).size, ticks.length, `${max}: ${ticks}`);
      assert.equal(ticks[0], 0);
      assert.equal(ticks.at(-1), max);
    }
  });
});
