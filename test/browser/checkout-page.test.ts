/**
 * The hosted checkout page in real headless Chromium, against a test double of HostedCheckoutPort
 * (fixed sessions): a buyer opens the page, chooses a payment method, presses
 * "zahlungspflichtig bestellen" (English: "Order and pay") and sees the confirmation; the browser
 * refuses to send the form without a choice; back and reload show the confirmation, never a second
 * order. Every page has no axe-core finding of serious or critical impact, logs no console error,
 * reports no CSP violation and requests nothing from another host; the keyboard reaches the legal
 * texts before the payment choice and the choice before the button.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { ListeningApp } from '../helpers/listen.ts';
import { listenTestApp } from '../helpers/listen.ts';
import { DOUBLE_PREFIX, mountDouble, PortDouble } from '../ucp/support-page.ts';
import { type Chromium, launchChromium, SKIP_WITHOUT_CHROMIUM } from './chromium.ts';
import { seriousViolations } from './dashboard-support.ts';

const GERMAN = 'pt_browserGerman000001';
const ENGLISH = 'pt_browserEnglish00001';
const KEYS = 'pt_browserKeyboard0001';

const RECORD_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push({ directive: event.violatedDirective, blocked: event.blockedURI });
  });
`;

describe('hosted checkout page in Chromium', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  const port = new PortDouble();
  let t: ListeningApp;
  let browser: Chromium;
  let page: Page;
  const requests: string[] = [];
  const errors: string[] = [];
  /** Console lines for answers a test provokes on purpose (the 404 page). */
  const expected: RegExp[] = [];

  /** The browser's page, recording its requests, errors and CSP violations into this file's lists. */
  const watched = async (chromium: Chromium): Promise<Page> => {
    chromium.context.on('request', (request) => requests.push(request.url()));
    await chromium.context.addInitScript(RECORD_VIOLATIONS);
    const tab = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    tab.setDefaultTimeout(15_000);
    tab.on('pageerror', (error) => errors.push(String(error)));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    return tab;
  };
  const clean = async (tab = page) => {
    await tab.waitForLoadState('networkidle');
    assert.deepEqual(await tab.evaluate<unknown[]>('window.__violations'), [], 'CSP violations');
    assert.deepEqual(
      errors.filter((e) => !expected.some((x) => x.test(e))),
      [],
      'console errors',
    );
    const foreign = requests.filter((u) => !u.startsWith(t.baseUrl));
    assert.deepEqual(foreign, [], 'requests to another host');
  };

  before(async () => {
    port.add(GERMAN);
    port.add(ENGLISH);
    port.add(KEYS);
    t = await listenTestApp({}, (app) => mountDouble(app, port));
    browser = await launchChromium('de-DE');
    page = await watched(browser);
  });

  after(async () => {
    await browser?.close();
    await t?.close();
  });

  test('German: review, choose prepayment, "zahlungspflichtig bestellen", confirmation', async () => {
    const url = `${t.baseUrl}${DOUBLE_PREFIX}/${GERMAN}`;
    const response = await page.goto(url);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Bestellung prüfen und abschließen' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'de');
    // The stylesheet applies under the page's CSP.
    const button = page.getByRole('button', { name: 'zahlungspflichtig bestellen', exact: true });
    assert.equal(
      await page.evaluate("getComputedStyle(document.querySelector('.btn-order')).backgroundColor"),
      'rgb(47, 111, 94)',
    );
    assert.deepEqual(await seriousViolations(page), []);
    await page.setViewportSize({ width: 400, height: 800 });
    assert.deepEqual(await seriousViolations(page), [], 'at 400 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await clean();

    // Without a choice the browser keeps the form (the radio group is required).
    await button.click();
    assert.equal(await page.locator('input[name=payment]:invalid').count(), 2);
    assert.equal(port.completions.length, 0);

    await page.getByLabel('Vorkasse (Überweisung)').check();
    await Promise.all([page.waitForURL(`${url}?lang=de`), button.click()]);
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }).waitFor();
    assert.equal(await page.locator('#order-number').textContent(), 'ord_double1');
    await page.getByText('Verwendungszweck', { exact: true }).waitFor();
    assert.deepEqual(port.completions, [{ token: GERMAN, payment: 'prepayment' }]);
    assert.deepEqual(await seriousViolations(page), []);
    await clean();

    // Back and reload ask the server again (no-store): the confirmation, no second order.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }).waitFor();
    assert.equal(port.completions.length, 1);
    await clean();
  });

  test('English from an English browser: choose invoice, "Order and pay", confirmation', async () => {
    // A browser of its own: its locale sets the Accept-Language of every request.
    const english = await launchChromium('en-GB');
    try {
      const tab = await watched(english);
      await tab.goto(`${t.baseUrl}${DOUBLE_PREFIX}/${ENGLISH}`);
      await tab.getByRole('heading', { level: 1, name: 'Review and place your order' }).waitFor();
      assert.equal(await tab.getAttribute('html', 'lang'), 'en');
      await tab.getByText('incl. VAT', { exact: true }).waitFor();
      assert.deepEqual(await seriousViolations(tab), []);
      await tab.getByLabel('Invoice').check();
      await tab.getByRole('button', { name: 'Order and pay', exact: true }).click();
      await tab.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      await tab.getByText(/Please pay within 14 days/).waitFor();
      assert.deepEqual(port.completions.at(-1), { token: ENGLISH, payment: 'invoice' });
      assert.deepEqual(await seriousViolations(tab), []);
      await clean(tab);
    } finally {
      await english.close();
    }
  });

  test('the language switch keeps the page and its token', async () => {
    await page.goto(`${t.baseUrl}${DOUBLE_PREFIX}/${KEYS}`);
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review and place your order' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${DOUBLE_PREFIX}/${KEYS}`);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bestellung prüfen und abschließen' }).waitFor();
    await clean();
  });

  test('keyboard: skip link first, the legal texts before the payment choice, the choice before the button', async () => {
    await page.goto(`${t.baseUrl}${DOUBLE_PREFIX}/${KEYS}`);
    const stops: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(`(() => {
          const el = document.activeElement;
          if (el.matches('.skip-link')) return 'skip';
          if (el.matches('.lang-link')) return 'language';
          if (el.matches('.table-wrap')) return 'items';
          if (el.matches('a[href^="mailto:"]')) return el.closest('.legal') ? 'legal' : 'footer';
          if (el.matches('input[type=radio]')) return 'payment';
          if (el.matches('button[type=submit]')) return 'button';
          return el.tagName;
        })()`),
      );
    }
    assert.deepEqual(stops.slice(0, 6), ['skip', 'language', 'items', 'legal', 'payment', 'button'], stops.join());
    // The skip link lands in the main content.
    await page.goto(`${t.baseUrl}${DOUBLE_PREFIX}/${KEYS}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate('document.activeElement.id'), 'main');
    assert.equal(port.completions.filter((c) => c.token === KEYS).length, 0);
  });

  test('refusals render as pages without serious findings: no choice (400), out of stock (409)', async () => {
    expected.push(/status of 40\d/);
    await page.goto(`${t.baseUrl}${DOUBLE_PREFIX}/${KEYS}`);
    // An old browser that ignores `required`: the server refuses and says why.
    await page.evaluate("document.querySelectorAll('input[name=payment]').forEach((i) => { i.required = false; })");
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen', exact: true }).click();
    await page.getByRole('alert').getByText('Bitte wählen Sie eine Zahlungsart.').waitFor();
    assert.match(await page.title(), /^Die Bestellung wurde nicht abgeschlossen/);
    assert.deepEqual(await seriousViolations(page), []);
    port.failure = { code: 'out_of_stock', message: 'Nicht mehr genug auf Lager: Fellpflege-Shampoo', status: 409 };
    try {
      await page.getByLabel('Rechnung').check();
      await page.getByRole('button', { name: 'zahlungspflichtig bestellen', exact: true }).click();
      await page
        .getByRole('alert')
        .getByText(/Nicht mehr genug auf Lager/)
        .waitFor();
      assert.equal(await page.getByLabel('Rechnung').isChecked(), true, 'the choice is kept');
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      port.failure = null;
    }
    await clean();
  });

  test('an unknown token: a 404 page in both languages without serious findings', async () => {
    expected.push(/status of 404/);
    const response = await page.goto(`${t.baseUrl}${DOUBLE_PREFIX}/pt_noSuchToken000000000`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Bestelllink unbekannt oder abgelaufen' }).waitFor();
    await page.getByRole('heading', { name: 'Order link unknown or expired' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await clean();
  });
});
