/**
 * The product overview at 10 000 products: the page holds one server page of
 * rows, typing a search sends one debounced request instead of one per key, and the first page,
 * a search and paging each render well within a second or two on this machine.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seedGeneratedProducts } from '../../src/seed/generate-run.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { type Chromium, launchChromium, SKIP_WITHOUT_CHROMIUM } from './chromium.ts';

const ADMIN = { email: 'scale@napf.test', password: 'Zehntausend-Produkte-1' };
/** Generous for a loaded 2-core CI machine; locally each step takes a small fraction of it. */
const BUDGET_MS = 3000;

describe('product overview with 10 000 products', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let t: ListeningApp;
  let browser: Chromium;
  let page: Page;
  const productRequests: string[] = [];

  before(async () => {
    t = await listenTestApp({ adminEmail: ADMIN.email, adminPassword: ADMIN.password, adminPasswordCost: 12 });
    await seedGeneratedProducts(t.app.services.store.db, 10_000, new Date().toISOString());
    browser = await launchChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(15_000);
    page.on('request', (r) => {
      if (r.url().includes('/admin/api/products?')) productRequests.push(r.url());
    });
    await page.goto(`${t.baseUrl}/admin#products`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByLabel('Password').press('Enter');
  });

  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const timed = async (what: string, action: () => Promise<unknown>) => {
    const start = performance.now();
    await action();
    const ms = performance.now() - start;
    assert.ok(ms < BUDGET_MS, `${what} took ${Math.round(ms)} ms`);
  };

  test('the first page shows 50 of 10 000+ rows', async () => {
    await timed('the first page', () => page.getByText(/^1–50 of 10,0\d\d products$/).waitFor());
    assert.equal(await page.locator('tbody tr[data-slug]').count(), 50);
  });

  test('typing a search sends one debounced request and narrows the list', async () => {
    const before = productRequests.length;
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await timed('a search', async () => {
      await box.pressSequentially('lachs', { delay: 40 });
      await page
        .getByText(/^1–50 of [\d,]+ products$/)
        .filter({ hasNotText: /of 10,0/ })
        .waitFor();
    });
    const sent = productRequests.slice(before);
    assert.equal(sent.length, 1, `one request for five keys: ${sent.join(', ')}`);
    assert.match(sent[0] ?? '', /q=lachs/);
    const names = await page.locator('tbody tr[data-slug] .product-name').allTextContents();
    assert.equal(names.length, 50);
  });

  test('paging fetches the next page only', async () => {
    const first = await page.locator('tbody tr[data-slug]').first().getAttribute('data-slug');
    await timed('the next page', async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(/^51–100 of /).waitFor();
    });
    assert.equal(await page.locator('tbody tr[data-slug]').count(), 50);
    assert.notEqual(await page.locator('tbody tr[data-slug]').first().getAttribute('data-slug'), first);
    assert.ok(productRequests.at(-1)?.includes('page=2'));
  });
});
