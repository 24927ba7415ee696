/**
 * The API reference page (/docs) in headless Chromium, for people and for privacy: no axe-core
 * finding of serious or critical impact in the light or the dark theme, the page's language is
 * set, the renderer's hosted features (AI agent, MCP generation, sharing, deploying, developer
 * tools) are off, every request the page makes goes to this service and is answered, and the
 * "try it" client sends a pasted API key with the ApiKey scheme it starts with. /favicon.ico is
 * the dashboard's icon.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/net.ts';
import { type Chromium, launchChromium, SKIP_WITHOUT_CHROMIUM } from './chromium.ts';
import { seriousViolations } from './dashboard-support.ts';

const PRODUCTS = 'List active products with filters and pagination';

describe('API reference page in Chromium: accessibility and privacy', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let t: TestApp;
  let baseUrl: string;
  let browser: Chromium;
  let page: Page;
  const requests: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];

  before(async () => {
    // The document names PUBLIC_URL as its server: the page's own origin, as in production.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ publicUrl: baseUrl });
    await t.app.listen({ host: '127.0.0.1', port });
    browser = await launchChromium();
    browser.context.on('request', (request) => requests.push(request.url()));
    browser.context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
  });

  after(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Opens /docs in the colour scheme and waits until the reference is drawn and named. */
  async function open(colorScheme: 'light' | 'dark'): Promise<void> {
    await page.emulateMedia({ colorScheme });
    const response = await page.goto(`${baseUrl}/docs`);
    assert.equal(response?.status(), 200);
    await page.getByText(PRODUCTS).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The start script names the renderer's controls on the next frame after it draws them.
    await page.waitForFunction("!document.querySelector('button.scalar-code-copy:not([aria-label])')");
  }

  test('/favicon.ico is the dashboard icon', async () => {
    const icon = await fetch(`${baseUrl}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    assert.match(await icon.text(), /^<svg /);
  });

  test('light theme: language set, no serious or critical axe finding', async () => {
    await open('light');
    assert.equal(await page.evaluate('document.documentElement.lang'), 'en');
    assert.equal(await page.evaluate("document.body.classList.contains('light-mode')"), true);
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('the hosted features that would send the document elsewhere are not offered', async () => {
    for (const name of [/Ask AI/i, /Generate MCP/i, /^Share/i, /^Deploy/i, /Developer Tools/i, /^Configure/i]) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, String(name));
      assert.equal(await page.getByRole('link', { name }).count(), 0, String(name));
    }
  });

  test('"try it" starts with the ApiKey scheme and sends a pasted key', async () => {
    const key = await t.token('read');
    await page
      .getByRole('button', { name: /Selected Auth Type: ApiKey/ })
      .first()
      .waitFor();
    await page.getByLabel('Value').first().fill(key);
    await page.getByText(PRODUCTS).first().click();
    await page
      .getByRole('button', { name: /Test Request.*\/api\/v1\/products\)/ })
      .first()
      .click();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/products'),
      page
        .getByRole('button', { name: /^Send\b/ })
        .first()
        .click(),
    ]);
    assert.equal(answer.request().headers()['x-api-key'], key);
    assert.equal(answer.status(), 200);
    await page.getByText('200 OK').first().waitFor();
    assert.deepEqual(errors, []);
  });

  test('dark theme: no serious or critical axe finding', async () => {
    await open('dark');
    assert.equal(await page.evaluate("document.body.classList.contains('dark-mode')"), true);
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('every request of the page went to this service and was answered, without a console error', () => {
    assert.ok(requests.length > 3, requests.join('\n'));
    const foreign = requests.filter((url) => {
      const { protocol, hostname } = new URL(url);
      return !(protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1');
    });
    assert.deepEqual(foreign, []);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
  });
});
