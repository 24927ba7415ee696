/**
 * The hosted checkout page over HTTP (app.inject), against a test double of HostedCheckoutPort with
 * fixed sessions: what the buyer must see before ordering (lines with unit price and Grundpreis,
 * shipping, the VAT table, the total incl. VAT, seller, withdrawal right, the button
 * "zahlungspflichtig bestellen") in German and English, the form's validation and its refusal of
 * posts from other sites, one order per session however often the form is sent, the answers for
 * unknown, cancelled and failing sessions as HTML pages, and the headers that keep the token private.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { RequestLogRepo } from '../../src/requestlog/repo.ts';
import { DEMO_SHOP_INFO } from '../../src/shop/info.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { DOUBLE_PREFIX, mountDouble, PortDouble, plain } from './support-page.ts';

const TOKEN = 'pt_fixedToken0123456789';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SAME_ORIGIN = { ...FORM, 'sec-fetch-site': 'same-origin', origin: 'null' };

describe('hosted checkout page', () => {
  let t: TestApp;
  const port = new PortDouble();
  const url = (token = TOKEN, query = '') => `${DOUBLE_PREFIX}/${token}${query}`;
  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
  const post = (body: string, headers: Record<string, string> = SAME_ORIGIN, path = url()) =>
    t.app.inject({ method: 'POST', url: path, headers, payload: body });

  before(async () => {
    t = await createTestApp();
    mountDouble(t.app, port);
  });
  after(() => t.close());
  beforeEach(() => {
    port.reset();
    port.add(TOKEN);
  });

  test('German by default: lines, unit prices, VAT table, total incl. VAT, addresses, legal texts, button', async () => {
    const res = await get(url());
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/html; charset=utf-8/);
    const html = plain(res.body);
    assert.match(html, /<html lang="de">/);
    // The product name is text, never markup.
    assert.ok(html.includes('Kennerfleisch Huhn &lt;pur&gt;'));
    assert.ok(!html.includes('<pur>'));
    for (const fact of ['12,99 €', '5,41 € je 1 kg', '35,96 € je 1 l', '25,98 €', 'Grundpreis', 'Einzelpreis']) {
      assert.ok(html.includes(fact), fact);
    }
    assert.match(html, /<td class="num">2<\/td>/);
    assert.match(html, /Zwischensumme<\/th><td class="num">34,97 €/);
    assert.match(html, /Versand<\/th><td class="num">4,90 €/);
    assert.match(
      html,
      /Gesamtsumme <span class="incl">inkl\. MwSt\.<\/span><\/th><td class="num" id="order-total">39,87 €/,
    );
    assert.match(html, /<th scope="row">7 %<\/th><td class="num">28,86 €<\/td><td class="num">2,02 €<\/td>/);
    assert.match(html, /<th scope="row">19 %<\/th><td class="num">7,55 €<\/td><td class="num">1,44 €<\/td>/);
    assert.ok(html.includes('Hauptstraße 5a<br>10115 Berlin<br>Deutschland'));
    assert.ok(html.includes('erika@example.org'));
    assert.ok(html.includes(DEMO_SHOP_INFO.operator.name));
    assert.ok(html.includes(DEMO_SHOP_INFO.operator.address));
    assert.ok(html.includes(DEMO_SHOP_INFO.returns.policy));
    assert.ok(html.includes('Widerrufsrecht'));
    assert.ok(html.includes('enthalten die gesetzliche Mehrwertsteuer'));
    assert.match(html, /<input type="radio" name="payment" value="prepayment" required/);
    assert.match(html, /<input type="radio" name="payment" value="invoice" required/);
    assert.ok(html.includes('Vorkasse (Überweisung)'));
    assert.ok(html.includes('>Rechnung<'));
    assert.match(html, /<button[^>]*type="submit"[^>]*>zahlungspflichtig bestellen<\/button>/);
    assert.match(html, new RegExp(`<form [^>]*method="post" action="${DOUBLE_PREFIX}/${TOKEN}\\?lang=de"`));
    // No script at all, and the stylesheet comes from this service.
    assert.ok(!/<script/i.test(html));
    assert.match(html, /<link rel="stylesheet" href="\/double\/checkout\/assets\/checkout\.css\?v=[\w-]+">/);
  });

  test('English by ?lang=en and by Accept-Language; German when neither asks for English', async () => {
    for (const res of [await get(url(TOKEN, '?lang=en')), await get(url(), { 'accept-language': 'en-GB,en;q=0.8' })]) {
      assert.equal(res.statusCode, 200);
      const html = plain(res.body);
      assert.match(html, /<html lang="en">/);
      assert.match(html, /<button[^>]*>Order and pay<\/button>/);
      assert.match(html, /Total <span class="incl">incl\. VAT<\/span><\/th><td class="num" id="order-total">€39\.87/);
      assert.ok(html.includes('€5.41 per 1 kg'));
      assert.match(html, /<th scope="row">7%<\/th><td class="num">€28\.86<\/td><td class="num">€2\.02<\/td>/);
      assert.ok(html.includes(DEMO_SHOP_INFO.returns.policy_en));
      assert.ok(html.includes('Prepayment by bank transfer'));
      assert.ok(html.includes('>Invoice<'));
      assert.ok(html.includes('include VAT'));
      assert.ok(html.includes('Hauptstraße 5a<br>10115 Berlin<br>Germany'));
    }
    for (const language of ['fr-FR, de;q=0.3, en;q=0.2', 'de-AT', 'es', '']) {
      const res = await get(url(), { 'accept-language': language });
      assert.match(res.body, /<html lang="de">/, language);
    }
    // The page's own switch wins over the browser's wish.
    assert.match((await get(url(TOKEN, '?lang=de'), { 'accept-language': 'en' })).body, /<html lang="de">/);
  });

  test('headers: no-store, no referrer, noindex, a CSP without scripts, no framing; no API key needed', async () => {
    const res = await get(url(), { 'x-api-key': 'napf_not_a_real_key' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.match(res.headers['x-robots-tag'] as string, /noindex/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    const csp = res.headers['content-security-policy'] as string;
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /form-action 'self'/);
    assert.ok(!csp.includes('script-src'), 'no script source is allowed at all');
    assert.equal(res.headers.ratelimit, undefined, 'the page is not counted against an API limit');
    // Two different keys at once are refused by the app's guard: as a page here, too.
    const clash = await get(url(), { 'x-api-key': 'napf_a', authorization: 'Bearer napf_b' });
    assert.equal(clash.statusCode, 401);
    assert.match(clash.headers['content-type'] as string, /^text\/html/);
  });

  test('the stylesheet is served with a long cache life', async () => {
    const href = /href="([^"]+\.css\?v=[^"]+)"/.exec((await get(url())).body)?.[1] ?? '';
    const css = await get(href);
    assert.equal(css.statusCode, 200);
    assert.match(css.headers['content-type'] as string, /^text\/css/);
    assert.match(css.headers['cache-control'] as string, /immutable/);
    assert.match(css.body, /\.btn-primary/);
  });

  test('an unknown, malformed or expired token is a 404 page in both languages, never problem+json', async () => {
    const paths = [
      url('pt_unknownToken0000000'),
      url('x'),
      url('bad!token%20here'),
      `${DOUBLE_PREFIX}/a/b`,
      `${DOUBLE_PREFIX}/`,
    ];
    for (const path of paths) {
      const res = await get(path);
      assert.equal(res.statusCode, 404, path);
      assert.match(res.headers['content-type'] as string, /^text\/html/);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.ok(res.body.includes('Bestelllink unbekannt oder abgelaufen'), path);
      assert.ok(res.body.includes('<section class="card" lang="en"'), path);
      assert.ok(res.body.includes('Order link unknown or expired'), path);
    }
    const english = await get(url('pt_unknownToken0000000', '?lang=en'));
    assert.match(english.body, /<html lang="en"><head>.*<h1>Order link unknown or expired<\/h1>/s);
    assert.equal((await post('payment=invoice', SAME_ORIGIN, url('pt_unknownToken0000000'))).statusCode, 404);
    assert.equal(port.completions.length, 0);
  });

  test('a cancelled session shows no form (410)', async () => {
    port.add(TOKEN, { status: 'canceled' });
    const res = await get(url());
    assert.equal(res.statusCode, 410);
    assert.ok(res.body.includes('Dieser Checkout wurde abgebrochen'));
    assert.ok(!res.body.includes('<form'));
    assert.equal((await post('payment=invoice')).statusCode, 410);
    assert.equal(port.completions.length, 0);
  });

  test('a submit without a payment method, or with an unknown one, is re-rendered with the error (400)', async () => {
    for (const body of ['', 'payment=', 'payment=card', 'payment=invoice&payment=prepayment', 'pay=invoice']) {
      const res = await post(body);
      assert.equal(res.statusCode, 400, body);
      assert.match(res.body, /role="alert"[^>]*>.*Bitte wählen Sie eine Zahlungsart\./s, body);
      assert.match(res.body, /<fieldset class="fieldset fieldset-invalid">/);
      assert.match(
        res.body,
        /value="prepayment" required aria-invalid="true" aria-describedby="form-error hint-prepayment"/,
      );
      assert.match(res.body, /<title>Die Bestellung wurde nicht abgeschlossen: /);
      assert.match(res.body, /zahlungspflichtig bestellen<\/button>/);
    }
    const english = await post('', SAME_ORIGIN, url(TOKEN, '?lang=en'));
    assert.ok(english.body.includes('Please choose a payment method.'));
    assert.equal(port.completions.length, 0);
  });

  test('a body that is not a form is refused as an HTML page', async () => {
    const json = await post('{"payment":"invoice"}', {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    });
    assert.equal(json.statusCode, 415);
    assert.match(json.headers['content-type'] as string, /^text\/html/);
    const text = await post('payment=invoice', { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' });
    assert.equal(text.statusCode, 415);
    assert.match(text.headers['content-type'] as string, /^text\/html/);
    const huge = await post(`payment=invoice&x=${'a'.repeat(10_000)}`);
    assert.equal(huge.statusCode, 413);
    assert.match(huge.headers['content-type'] as string, /^text\/html/);
    assert.equal(port.completions.length, 0);
  });

  test('a post from another site is refused (403) and places no order', async () => {
    const forged = [
      { ...FORM, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { ...FORM, 'sec-fetch-site': 'same-site', origin: 'https://sub.shop.test' },
      { ...FORM, origin: 'https://evil.example' },
      { ...FORM, origin: 'http://localhost:8080' },
    ];
    for (const headers of forged) {
      const res = await post('payment=invoice', headers);
      assert.equal(res.statusCode, 403, JSON.stringify(headers));
      assert.ok(res.body.includes('nur auf dieser Seite abgeschickt werden'));
    }
    assert.equal(port.completions.length, 0);
    // Without Fetch Metadata, an Origin naming this host (or PUBLIC_URL) is this page's own.
    const own = await post('payment=invoice', { ...FORM, origin: 'http://localhost:80', host: 'localhost:80' });
    assert.equal(own.statusCode, 303);
  });

  test('ordering: 303 to the same URL, which shows the confirmation with the transfer details', async () => {
    const res = await post('payment=prepayment');
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, `${DOUBLE_PREFIX}/${TOKEN}?lang=de`);
    assert.deepEqual(port.completions, [{ token: TOKEN, payment: 'prepayment' }]);
    const page = await get(res.headers.location as string);
    assert.equal(page.statusCode, 200);
    const html = plain(page.body);
    assert.ok(html.includes('Vielen Dank für Ihre Bestellung'));
    assert.match(html, /id="order-number">ord_double1</);
    assert.ok(html.includes('Bitte überweisen Sie 39,87 €'));
    assert.match(html, /Verwendungszweck<\/dt><dd class="mono">ord_double1</);
    assert.ok(html.includes('IBAN'));
    assert.ok(!html.includes('<form'), 'no second order button');
    assert.ok(html.includes(DEMO_SHOP_INFO.returns.policy));
  });

  test('invoice in English: pay within 14 days', async () => {
    const res = await post('payment=invoice', SAME_ORIGIN, url(TOKEN, '?lang=en'));
    assert.equal(res.headers.location, `${DOUBLE_PREFIX}/${TOKEN}?lang=en`);
    const html = plain((await get(res.headers.location as string)).body);
    assert.ok(html.includes('Thank you for your order'));
    assert.ok(html.includes('Please pay within 14 days'));
    assert.ok(html.includes('>Invoice<'));
    assert.ok(!html.includes('IBAN'));
  });

  test('a second submit shows the confirmation and places no second order', async () => {
    const first = await post('payment=invoice');
    const second = await post('payment=prepayment');
    assert.equal(first.statusCode, 303);
    assert.equal(second.statusCode, 303);
    assert.equal(port.completions.length, 1);
    // Two submits at once: the one the service refuses sees the other's order.
    port.add(TOKEN);
    const both = await Promise.all([post('payment=invoice'), post('payment=invoice')]);
    assert.deepEqual(
      both.map((r) => r.statusCode),
      [303, 303],
    );
    assert.match((await get(url())).body, /id="order-number">ord_double2</);
  });

  test('a refusal of the service is shown on the page: out of stock 409, expired 410', async () => {
    port.failure = { code: 'out_of_stock', message: 'Fellpflege-Shampoo 250ml is out of stock', status: 409 };
    const stock = await post('payment=invoice');
    assert.equal(stock.statusCode, 409);
    assert.match(stock.body, /role="alert"[^>]*>.*Fellpflege-Shampoo 250ml is out of stock/s);
    assert.match(stock.body, /value="invoice" required checked/);
    port.failure = { code: 'checkout_expired', message: 'The checkout expired', status: 400 };
    assert.equal((await post('payment=invoice')).statusCode, 410);
    port.failure = null;
    port.sessions.delete(TOKEN);
    assert.equal((await post('payment=invoice')).statusCode, 404);
  });

  test('an unexpected failure is a 500 page, not problem+json', async () => {
    port.failure = 'crash';
    const res = await post('payment=invoice');
    assert.equal(res.statusCode, 500);
    assert.match(res.headers['content-type'] as string, /^text\/html/);
    assert.ok(res.body.includes('Ein Fehler ist aufgetreten'));
    assert.ok(!res.body.includes('the database went away'));
  });

  test('the request log, which keeps paths, never records a page request (the token)', async () => {
    await get(url());
    await post('payment=invoice');
    assert.equal((await t.app.inject({ url: '/api/v1/shop' })).statusCode, 200);
    const repo = new RequestLogRepo(t.app.services.store.db);
    let rows = await repo.list({ limit: 100 });
    for (const deadline = Date.now() + 3000; rows.length === 0 && Date.now() < deadline; ) {
      await t.app.services.requestLog.flush();
      rows = await repo.list({ limit: 100 });
    }
    assert.ok(rows.some((r) => r.path === '/api/v1/shop'));
    assert.deepEqual(
      rows.filter((r) => r.path.includes('checkout')),
      [],
    );
  });
});
