/**
 * The API reference page (/docs) in real headless Chromium under the CSP it is served with: the page
 * renders the operations of the OpenAPI document, its script runs without a single CSP violation or
 * console error, the "try it" client sends a request to the API on the same origin and shows the
 * answer, nothing is requested from another host, and another site cannot frame the page.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/net.ts';
import { type Chromium, launchChromium, SKIP_WITHOUT_CHROMIUM } from './chromium.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

const CATEGORIES = 'The category tree: dog, cat and product lines, with product counts and list links';

describe('API reference page in Chromium', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let t: TestApp;
  let baseUrl: string;
  let browser: Chromium;
  let page: Page;
  const requests: string[] = [];
  const errors: string[] = [];

  /** The CSP violations the page reported to itself (collected by an init script, see before()). */
  const violations = () => page.evaluate<Violation[]>('window.__violations');

  before(async () => {
    // The document names PUBLIC_URL as its server: the page's own origin, as in production.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ publicUrl: baseUrl });
    await t.app.listen({ host: '127.0.0.1', port });
    browser = await launchChromium();
    browser.context.on('request', (request) => requests.push(request.url()));
    // Every violation on every page of the context, recorded before any of the page's scripts run.
    await browser.context.addInitScript(`
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
      });
    `);
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

  test('renders the reference with its script running and no CSP violation', async () => {
    const response = await page.goto(`${baseUrl}/docs`);
    assert.equal(response?.status(), 200);
    assert.match(response?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    // Operations appear only once the script has loaded the document and rendered it.
    await page.getByText('List active products with filters and pagination').first().waitFor();
    await page.getByText(CATEGORIES).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });

  test('the "try it" client sends a request to the API and shows the answer', async () => {
    await page.getByText(CATEGORIES).first().click();
    await page.getByRole('button', { name: /Test Request.*\/api\/v1\/categories/ }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${baseUrl}/api/v1/categories`),
      page
        .getByRole('button', { name: /^Send\b/ })
        .first()
        .click(),
    ]);
    assert.equal(answer.status(), 200);
    await page.getByText('200 OK').first().waitFor();
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
    const foreign = requests.filter((url) => !url.startsWith(baseUrl) && !/^(data|blob):/.test(url));
    assert.deepEqual(foreign, [], 'requests to another host');
  });

  test('a script on the page cannot send data to another host', async () => {
    const outcome = await page.evaluate("fetch('https://example.invalid/').then(() => 'sent', () => 'refused')");
    assert.equal(outcome, 'refused');
    const refused = (await violations()).filter((v) => v.directive === 'connect-src');
    assert.equal(refused.length, 1, JSON.stringify(refused));
  });

  describe('framed by another site', () => {
    let framer: Server;
    let framerUrl: string;

    before(async () => {
      framer = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${baseUrl}/docs/"></iframe>`);
      });
      await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
      // Another origin: localhost instead of 127.0.0.1, another port.
      framerUrl = `http://localhost:${(framer.address() as AddressInfo).port}/`;
    });

    after(() => {
      // The browser keeps its connection open; close() alone would wait for it.
      framer.closeAllConnections();
      return new Promise<void>((resolve) => framer.close(() => resolve()));
    });

    test('the page refuses to load in a frame', async () => {
      const framing = await browser.context.newPage();
      const messages: string[] = [];
      framing.on('console', (message) => messages.push(message.text()));
      await framing.goto(framerUrl);
      await framing.waitForLoadState('networkidle');
      const frame = framing.frames().find((f) => f !== framing.mainFrame());
      assert.ok(frame, 'the iframe exists');
      // A refused frame stays empty: the reference never renders in it.
      const rendered = await frame.evaluate("document.querySelector('#app') !== null").catch(() => false);
      assert.equal(rendered, false);
      assert.ok(
        messages.some((text) => /frame-ancestors|X-Frame-Options|refused to (display|frame)/i.test(text)),
        messages.join('\n'),
      );
      await framing.close();
    });
  });
});
