/**
 * The dashboard's orders tab in headless Chromium: placed orders in the list, the status and
 * e-mail filters, the detail with VAT table and addresses, paid (with a payment method) and
 * shipped (with carrier and number) from the detail with both in the history, only the lifecycle's
 * next statuses offered, and a change the server refuses shown in the form.
 * The shared setup is in ./dashboard-support.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BILLING_ADDRESS } from '../helpers/orders.ts';
import {
  ADMIN,
  assertClean,
  type Dashboard,
  firstProduct,
  openDashboard,
  SKIP_WITHOUT_CHROMIUM,
} from './dashboard-support.ts';

const euro = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

describe('admin dashboard in Chromium: orders', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let d: Dashboard;
  let page: Page;
  // biome-ignore lint/suspicious/noExplicitAny: the order as the API answered it.
  let anna: any;
  // biome-ignore lint/suspicious/noExplicitAny: the order as the API answered it.
  let bruno: any;

  before(async () => {
    d = await openDashboard();
    page = d.page;
    const { slug, size } = await firstProduct(d);
    const place = async (email: string, name: string, quantity: number) => {
      const res = await d.api('/api/v1/orders', {
        method: 'POST',
        key: d.adminKey,
        body: { items: [{ slug, size, quantity }], customer: { email, name }, billing_address: BILLING_ADDRESS },
      });
      assert.equal(res.status, 201, res.text);
      return res.json.data;
    };
    anna = await place('anna.kunde@example.de', 'Anna Kunde', 2);
    bruno = await place('bruno@example.de', 'Bruno Käufer', 1);
    const paid = await d.api(`/api/v1/orders/${bruno.id}/status`, {
      method: 'POST',
      key: d.adminKey,
      body: { status: 'paid', payment_method: 'invoice' },
    });
    assert.equal(paid.status, 200, paid.text);
    bruno = paid.json.data;
    await d.signIn();
  });

  after(() => d?.close());

  const rows = () => page.locator('#panel tbody tr[data-id]');
  const rowOf = (order: { id: string }) => page.locator(`#panel tbody tr[data-id="${order.id}"]`);
  const listed = async () => (await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')))).sort();

  test('the list shows the placed orders, and the status and e-mail filters narrow it', async () => {
    await d.openTab(/Orders/);
    await rowOf(anna).waitFor();
    const text = (await rowOf(anna).textContent()) ?? '';
    assert.ok(text.includes('Anna Kunde') && text.includes('anna.kunde@example.de'), text);
    assert.ok(text.includes(euro(anna.total)), `${euro(anna.total)} in ${text}`);
    assert.ok(text.includes('created'), text);
    assert.ok((await rowOf(bruno).textContent())?.includes(bruno.invoice_number));
    assert.deepEqual(await listed(), [anna.id, bruno.id].sort());

    await page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
    await d.settled();
    await page.waitForFunction(`!document.querySelector('#panel tr[data-status="created"]')`);
    assert.deepEqual(await listed(), [bruno.id]);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Customer e-mail' }).fill('ANNA.kunde');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await d.settled();
    await page.waitForFunction(`document.querySelectorAll('#panel tr[data-id]').length === 1`);
    assert.deepEqual(await listed(), [anna.id]);

    // Placed today: a range that ended yesterday holds none of them.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('To', { exact: true }).fill(yesterday);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByText('No orders for these filters.').waitFor();
    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await rowOf(anna).waitFor();
    await d.shot('orders');
  });

  /** The open detail dialog of an order. */
  const openDetail = async (order: { id: string }): Promise<Locator> => {
    await rowOf(order).getByRole('button', { name: order.id }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${order.id}` });
    await dialog.locator('.order-detail').waitFor();
    return dialog;
  };
  const offered = (dialog: Locator) =>
    dialog.locator('.order-actions button[data-to]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-to')));

  test('the detail shows lines, VAT table and address; paid then shipped move the order', async () => {
    const dialog = await openDetail(anna);
    const vat = dialog.locator('.order-vat');
    const rate = anna.vat[0];
    const vatRow = vat.locator('tbody tr').first();
    assert.equal(await vat.locator('tbody tr').count(), anna.vat.length);
    const vatText = (await vatRow.textContent()) ?? '';
    assert.ok(
      vatText.includes(`${rate.rate} %`) && vatText.includes(euro(rate.net)) && vatText.includes(euro(rate.vat)),
      vatText,
    );
    const billing = (await dialog.locator('.order-billing').textContent()) ?? '';
    assert.ok(billing.includes('Heidestraße 17') && billing.includes('51147 Köln'), billing);
    assert.ok(((await dialog.locator('.order-shipping').textContent()) ?? '').includes('Erika Mustermann'));
    assert.ok(((await dialog.locator('.order-totals').textContent()) ?? '').includes(euro(anna.total)));
    assert.ok(((await dialog.locator('.order-lines').textContent()) ?? '').includes(euro(anna.items[0].line_total)));
    // Exactly the lifecycle's next statuses: no shipping or delivering an unpaid order.
    assert.deepEqual(await offered(dialog), ['paid', 'cancelled']);

    await dialog.getByRole('button', { name: 'Mark as paid' }).click();
    const change = dialog.locator('form.order-change');
    await change.getByRole('button', { name: 'Change to “paid”' }).click();
    await change.getByText('Please choose how the customer paid.').waitFor();
    await change.getByLabel('Payment method').selectOption('paypal');
    await change.getByRole('button', { name: 'Change to “paid”' }).click();
    await dialog.locator('.order-detail[data-status="paid"]').waitFor();
    assert.deepEqual(await offered(dialog), ['shipped', 'cancelled']);
    assert.ok(((await dialog.textContent()) ?? '').includes('PayPal'));

    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await change.getByLabel('Carrier').fill('DHL');
    await change.getByLabel('Tracking number').fill('00340434161234567890');
    await change.getByLabel(/Note/).fill('Zwei Säcke, ein Paket');
    await change.getByRole('button', { name: 'Change to “shipped”' }).click();
    await dialog.locator('.order-detail[data-status="shipped"]').waitFor();
    assert.deepEqual(await offered(dialog), ['delivered']);

    const history = dialog.locator('.order-history li');
    assert.deepEqual(
      await history.locator('.badge').allTextContents(),
      ['created', 'paid', 'shipped'],
      'the history, oldest first',
    );
    assert.ok(((await history.nth(2).textContent()) ?? '').includes('Zwei Säcke, ein Paket'));
    assert.ok(((await history.nth(1).textContent()) ?? '').includes(ADMIN.email));

    const stored = (await d.api(`/admin/api/orders/${anna.id}`, { key: d.adminKey })).json.data;
    assert.equal(stored.status, 'shipped');
    assert.deepEqual(stored.payment, { method: 'paypal', status: 'paid' });
    assert.deepEqual(stored.tracking, { carrier: 'DHL', number: '00340434161234567890' });
    assert.match(stored.invoice_number, /^\d{4}-\d{6}$/);
    const detailText = (await dialog.textContent()) ?? '';
    assert.ok(detailText.includes(stored.invoice_number) && detailText.includes('00340434161234567890'));
    await d.shot('orders-detail');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The list follows the change.
    await rowOf(anna).locator('.badge', { hasText: 'shipped' }).waitFor();
  });

  test('a change the server refuses shows its problem', async () => {
    await page.getByRole('searchbox', { name: 'Customer e-mail' }).fill('');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = await openDetail(bruno);
    assert.deepEqual(await offered(dialog), ['shipped', 'cancelled']);
    // Meanwhile someone else cancels the order: shipping it is no longer allowed.
    const cancelled = await d.api(`/api/v1/orders/${bruno.id}/status`, {
      method: 'POST',
      key: d.adminKey,
      body: { status: 'cancelled' },
    });
    assert.equal(cancelled.status, 200, cancelled.text);
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    const change = dialog.locator('form.order-change');
    await change.getByLabel('Carrier').fill('DHL');
    await change.getByLabel('Tracking number').fill('123');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/admin/api/orders/${bruno.id}/status`)),
      change.getByRole('button', { name: 'Change to “shipped”' }).click(),
    ]);
    assert.equal(answer.status(), 409);
    await change
      .getByRole('alert')
      .getByText(/cannot become shipped/)
      .waitFor();
    assert.equal((await d.api(`/admin/api/orders/${bruno.id}`, { key: d.adminKey })).json.data.status, 'cancelled');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Chromium logs the provoked 409 as a console error; it is expected, anything else is not.
    const refusal = (e: string) => e.includes('status of 409') && e.includes(`/admin/api/orders/${bruno.id}/status`);
    assert.ok(d.pageErrors.some(refusal), 'the 409 was logged');
    d.pageErrors.splice(0, d.pageErrors.length, ...d.pageErrors.filter((e) => !refusal(e)));
  });

  test('no request left for another host, and the page logged no errors', () => assertClean(d));
});
