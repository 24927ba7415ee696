/**
 * The dashboard's agent activity tab in headless Chromium: a request made a moment earlier shows
 * up, the token filter narrows the log, auto-refresh brings new requests.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { ListeningApp } from '../helpers/listen.ts';
import { assertClean, type Dashboard, openDashboard, SCREENSHOTS, SKIP_WITHOUT_CHROMIUM } from './dashboard-support.ts';

describe('admin dashboard in Chromium: agent activity', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;

  before(async () => {
    d = await openDashboard();
    page = d.page;
    await d.signIn();
  });

  after(() => d?.close());

  test('agent activity shows a request made a moment earlier', async () => {
    const probe = await d.t.app.services.tokens.create({ name: 'Katalog-Agent', kind: 'read' });
    for (const path of ['/api/v1/products?limit=2', '/api/v1/categories', '/api/v1/products/nope-404']) {
      await d.api(path, { key: probe.token });
    }
    if (SCREENSHOTS) await pastTraffic(d.t, probe.record.id);
    await d.openTab(/Agent activity/);
    const row = page.locator('tbody tr', { hasText: 'Katalog-Agent' }).filter({ hasText: '/api/v1/products/nope-404' });
    await row.waitFor();
    assert.ok((await row.textContent())?.includes('404'));
    await page
      .getByRole('img', { name: /requests/ })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('switch', { name: /Refresh every 10 s/ }).isChecked(), true);

    // Filter by token: only its requests remain.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`token_id=${probe.record.id}`)),
      page.getByRole('combobox', { name: 'Token' }).selectOption(probe.record.id),
    ]);
    await d.settled();
    const names = await page.locator('.log-table tbody tr td:nth-child(2)').allTextContents();
    assert.ok(names.length >= 3);
    assert.ok(
      names.every((n) => n === 'Katalog-Agent'),
      names.join(', '),
    );
    await page.getByRole('combobox', { name: 'Token' }).selectOption('');
    await d.settled();

    // Auto-refresh: a new request appears without a click within the 10 s period.
    await d.api('/api/v1/products/auto-refresh-probe', { key: probe.token });
    await page.locator('tbody tr', { hasText: '/api/v1/products/auto-refresh-probe' }).waitFor({ timeout: 14_000 });
    await d.shot('activity');
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});

/**
 * For the screenshot only: an hour of plausible agent traffic in the request log (three agents,
 * their tools, a few errors), so the charts show a shape rather than one bar.
 */
async function pastTraffic(t: ListeningApp, katalogId: string): Promise<void> {
  const tokens = t.app.services.tokens;
  const price = await tokens.create({ name: 'Preis-Agent Claude', kind: 'write' });
  const stock = await tokens.create({ name: 'Lager-Sync', kind: 'write' });
  const agents = [
    { id: katalogId, name: 'Katalog-Agent', tools: ['search_products', 'get_product', 'list_categories', null] },
    { id: price.record.id, name: price.record.name, tools: ['set_price', 'get_product', 'search_products'] },
    { id: stock.record.id, name: stock.record.name, tools: ['update_stock', null] },
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const now = Date.now();
  for (let minute = 58; minute >= 1; minute--) {
    const busy = 2 + Math.round(6 * (1 + Math.sin(minute / 6)) * random());
    for (let i = 0; i < busy; i++) {
      const agent = agents[Math.floor(random() * agents.length)]!;
      const tool = agent.tools[Math.floor(random() * agent.tools.length)] ?? null;
      const roll = random();
      const status = roll < 0.04 ? 429 : roll < 0.09 ? 404 : roll < 0.12 ? 400 : 200;
      const slow = tool === 'search_products' ? 18 : tool === 'set_price' || tool === 'update_stock' ? 9 : 3;
      t.app.services.requestLog.add({
        ts: now - minute * 60_000 + Math.floor(random() * 60_000),
        request_id: `req_shot_${minute}_${i}`,
        token_id: agent.id,
        token_name: agent.name,
        method: tool ? 'POST' : 'GET',
        route: tool ? '/api/mcp' : '/api/v1/products',
        path: tool ? '/api/mcp' : '/api/v1/products',
        tool,
        status,
        duration_ms: Math.round(slow * (0.5 + random() * 1.8) * 100) / 100,
        error_code:
          status === 200 ? null : status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : 'invalid_parameters',
        ip: '127.0.0.1',
        user_agent: 'screenshot',
      });
    }
  }
  await t.app.services.requestLog.flush();
}
