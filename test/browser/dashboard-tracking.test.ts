/**
 * The dashboard's tracking tab in headless Chromium: the audit trail with an admin's price change
 * and inert catalog text, the orders, and the webhook deliveries (test event, secret rotation,
 * redelivery).
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  assertClean,
  changePriceAsAdmin,
  createXssDraft,
  type Dashboard,
  firstProduct,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
} from './dashboard-support.ts';

describe('admin dashboard in Chromium: tracking', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;
  let slug = '';
  let size = '';

  before(async () => {
    d = await openDashboard();
    page = d.page;
    await d.signIn();
    ({ slug, size } = await firstProduct(d));
    await changePriceAsAdmin(d, slug, size, 12.34);
    await d.receiver.waitFor((all) => all.some((r) => r.json.event === 'price.changed'), 'the price.changed delivery');
    await createXssDraft(d);
  });

  after(() => d?.close());

  test('the tracking tab shows the price change, the orders and the webhook deliveries', async () => {
    await d.openTab(/Tracking/);
    const audit = page.locator('section.card', { has: page.getByRole('heading', { name: 'Audit trail' }) });
    const change = audit.locator('tbody tr', { hasText: '12.34' }).first();
    await change.waitFor();
    const text = (await change.textContent()) ?? '';
    assert.ok(text.includes(ADMIN.email), 'who: the admin');
    assert.ok(text.includes(slug) || text.includes(size), 'what: the product');
    // The XSS product's audit row renders inert as well.
    await audit
      .getByText(/<script>alert\(1\)<\/script>/)
      .first()
      .waitFor();
    assert.deepEqual(d.dialogs, []);

    await page
      .locator('section.card', { has: page.getByRole('heading', { name: 'Orders' }) })
      .locator('.table-wrap, .empty')
      .first()
      .waitFor();

    const hooks = page.locator('section.card', { has: page.getByRole('heading', { name: 'Webhooks' }) });
    const hookRow = hooks.locator('tr', { hasText: 'Preis-Monitor' });
    await hookRow.waitFor();
    await hookRow.getByRole('button', { name: 'Deliveries' }).click();
    const log = hooks.locator('tr.detail-row');
    await log.locator('tr', { hasText: 'price.changed' }).first().waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/test') && r.status() === 202),
      hookRow.getByRole('button', { name: 'Send test' }).click(),
    ]);
    await d.receiver.waitFor((all) => all.some((r) => r.json.event === 'webhook.test'), 'the test event');
    await log.locator('tr', { hasText: 'webhook.test' }).first().waitFor();

    await hookRow.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const secretDialog = page.getByRole('dialog', { name: /New secret for “Preis-Monitor”/ });
    assert.match(await secretDialog.getByRole('textbox').inputValue(), /^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const delivered = log.locator('tr', { hasText: 'price.changed' }).first();
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/redeliver')),
      delivered.getByRole('button', { name: 'Redeliver' }).click(),
    ]);
    assert.equal(again.status(), 202);
    await d.receiver.waitFor(
      (all) => all.filter((r) => r.json.event === 'price.changed').length >= 2,
      'the redelivery',
    );
    await d.settled();
    await d.shot('tracking');
    await d.shot('tracking-webhooks', hooks);
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
