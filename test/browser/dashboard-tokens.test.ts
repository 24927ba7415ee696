/**
 * The dashboard's tokens tab in headless Chromium: issue → shown once → works → deactivate → 401,
 * and a dialog that traps focus and closes with Escape.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertClean, type Dashboard, openDashboard, SKIP_WITHOUT_CHROMIUM } from './dashboard-support.ts';

describe('admin dashboard in Chromium: tokens', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
    await d.signIn();
  });

  after(() => d?.close());

  let issued = '';
  test('a token is issued, shown once, works on the API, and is refused after deactivation', async () => {
    await d.openTab(/Tokens/);
    await page.getByRole('button', { name: 'Issue token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a new token' });
    await dialog.getByLabel('Name').fill('Preis-Agent');
    await dialog.getByRole('radio', { name: /Write/ }).check();
    await dialog.getByRole('checkbox', { name: 'orders:read', exact: true }).check();
    await dialog.getByLabel('Limit per minute').fill('120');
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/api/tokens') && r.request().method() === 'POST'),
      dialog.getByLabel('Limit per minute').press('Enter'),
    ]);
    assert.equal(created.status(), 201);

    const secret = page.getByRole('dialog', { name: /Token “Preis-Agent” issued/ });
    issued = await secret.getByRole('textbox', { name: 'Token' }).inputValue();
    assert.ok(issued.length > 20);
    await secret.getByRole('button', { name: 'Copy' }).click();
    await secret
      .getByRole('status')
      .filter({ hasText: /Copied|Selected/ })
      .waitFor();
    await d.shot('token-issued');
    await page.keyboard.press('Escape');
    await secret.waitFor({ state: 'detached' });

    const row = page.locator('tr', { hasText: 'Preis-Agent' });
    await row.waitFor();
    assert.ok((await row.textContent())?.includes('orders:read'));
    assert.ok((await row.textContent())?.includes('120/min'));
    // Shown once: the page no longer holds the token text anywhere.
    assert.ok(!(await page.content()).includes(issued));

    const works = await d.api('/api/v1/products?limit=1', { key: issued });
    assert.equal(works.status, 200);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate token?' });
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/revoke')),
      confirm.getByRole('button', { name: 'Deactivate' }).click(),
    ]);
    await row.getByText('deactivated').waitFor();
    const refused = await d.api('/api/v1/products?limit=1', { key: issued });
    assert.equal(refused.status, 401);
    await d.shot('tokens');
  });

  test('dialogs trap focus and close with Escape', async () => {
    await d.openTab(/Tokens/);
    const opener = page.getByRole('button', { name: 'Issue token' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Issue a new token' });
    await dialog.waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate('!!document.activeElement.closest("dialog")'),
        true,
        `focus stays in the dialog (${i})`,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'Issue token');
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
