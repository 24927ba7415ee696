/**
 * The HTML of the hosted checkout page: the order to confirm, the confirmation, and the pages for a
 * link that is unknown, cancelled or failing. Server-rendered and complete without JavaScript; every
 * value from the session or the shop passes escapeHtml. The layout puts everything the buyer must
 * know before ordering (prices with VAT, unit prices, delivery costs, seller, withdrawal right) above
 * the button, so the keyboard reaches it before the button too.
 */
import { escapeHtml } from '../../http/html.ts';
import type { Address } from '../../orders/address.ts';
import type { ShopInfo } from '../../shop/info.ts';
import { HOSTED_PAYMENT_METHODS, type HostedCheckout, type HostedPaymentMethod } from '../checkout/hosted.ts';
import { countryName, dateTime, money, type PageLanguage, type PageTexts, percent, TEXTS } from './i18n.ts';

/** Where prepayment goes; the shop information has no bank account of its own. */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/** Fictional like the demo operator (see src/shop/info.ts): a real shop configures its own. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  holder: 'napf Demo GmbH',
  iban: 'DE00 0000 0000 0000 0000 00',
  bic: 'XXXXDEXXXXX',
  bank: 'Demo-Bank Berlin',
};

export interface PageFrame {
  lang: PageLanguage;
  shop: ShopInfo;
  bank: BankAccount;
  /** The stylesheet's URL (with its content version). */
  stylesheet: string;
  /** This page's path (`/checkout/<token>`), without query. */
  path: string;
}

const h = escapeHtml;

function layout(frame: PageFrame, title: string, main: string): string {
  const t = TEXTS[frame.lang];
  const other = t.otherLanguage;
  return [
    `<!doctype html><html lang="${frame.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex,nofollow">',
    `<title>${h(title)} – ${h(frame.shop.name)}</title>`,
    `<link rel="stylesheet" href="${h(frame.stylesheet)}"></head><body>`,
    `<a class="skip-link" href="#main">${h(t.skip)}</a>`,
    '<header class="topbar"><div class="topbar-inner">',
    `<span class="brand"><span class="brand-name">napf</span><span class="brand-sub">${h(frame.shop.name)}</span></span>`,
    `<nav aria-label="${h(t.languageSwitch)}"><a class="lang-link" href="${h(`${frame.path}?lang=${other.lang}`)}" lang="${other.lang}" hreflang="${other.lang}">`,
    `<span aria-hidden="true">${other.label}</span><span class="visually-hidden">${h(other.name)}</span></a></nav>`,
    '</div></header>',
    `<main id="main" class="main" tabindex="-1">${main}</main>`,
    `<footer class="footer"><p>${h(frame.shop.operator.name)} · ${h(frame.shop.operator.address)} · `,
    `<a href="mailto:${h(frame.shop.contact.email)}">${h(frame.shop.contact.email)}</a></p></footer>`,
    '</body></html>',
  ].join('');
}

function addressHtml(t: PageTexts, lang: PageLanguage, address: Address | null): string {
  if (!address) return `<p class="missing">${h(t.missing)}</p>`;
  const lines = [
    address.name,
    address.company,
    `${address.street} ${address.house_number}`,
    address.address_extra,
    `${address.postal_code} ${address.city}`,
    countryName(lang, address.country),
  ].filter((line): line is string => Boolean(line));
  return `<p>${lines.map(h).join('<br>')}</p>`;
}

function linesTable(t: PageTexts, lang: PageLanguage, checkout: HostedCheckout): string {
  const rows = checkout.lines.map((line) => {
    const base = line.unitPrice
      ? `${money(lang, line.unitPrice.cents)} ${t.perUnit(line.unitPrice.reference)}`
      : t.noBasePrice;
    return [
      '<tr>',
      `<th scope="row"><span class="item-title">${h(line.title)}</span>`,
      `<span class="item-sub">${h(line.variant)} · ${h(t.vatRateOfLine(percent(lang, line.vatRate)))}</span></th>`,
      `<td class="num">${h(money(lang, line.unitPriceCents))}</td>`,
      `<td class="num">${h(base)}</td>`,
      `<td class="num">${line.quantity}</td>`,
      `<td class="num">${h(money(lang, line.lineTotalCents))}</td>`,
      '</tr>',
    ].join('');
  });
  return [
    '<div class="table-wrap" role="region" aria-labelledby="items-title" tabindex="0">',
    `<table class="table"><caption class="visually-hidden">${h(t.items)}</caption><thead><tr>`,
    `<th scope="col">${h(t.product)}</th><th scope="col" class="num">${h(t.unitPrice)}</th>`,
    `<th scope="col" class="num">${h(t.basePrice)}</th><th scope="col" class="num">${h(t.quantity)}</th>`,
    `<th scope="col" class="num">${h(t.lineTotal)}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody></table></div>`,
  ].join('');
}

function totalsTable(t: PageTexts, lang: PageLanguage, checkout: HostedCheckout): string {
  const shipping = checkout.shippingCents === 0 ? t.free : money(lang, checkout.shippingCents);
  const vatRows = checkout.vat.map(
    (row) =>
      `<tr><th scope="row">${h(percent(lang, row.rate))}</th><td class="num">${h(money(lang, row.netCents))}</td>` +
      `<td class="num">${h(money(lang, row.vatCents))}</td></tr>`,
  );
  return [
    '<div class="totals">',
    `<table class="table totals-table"><caption class="visually-hidden">${h(t.total)}</caption><tbody>`,
    `<tr><th scope="row">${h(t.subtotal)}</th><td class="num">${h(money(lang, checkout.subtotalCents))}</td></tr>`,
    `<tr><th scope="row">${h(t.shipping)}</th><td class="num">${h(shipping)}</td></tr>`,
    `<tr class="grand-total"><th scope="row">${h(t.total)} <span class="incl">${h(t.inclVat)}</span></th>`,
    `<td class="num" id="order-total">${h(money(lang, checkout.totalCents))}</td></tr>`,
    '</tbody></table>',
    `<table class="table vat-table"><caption>${h(t.vatTable)}</caption><thead><tr>`,
    `<th scope="col">${h(t.vatRate)}</th><th scope="col" class="num">${h(t.net)}</th>`,
    `<th scope="col" class="num">${h(t.vat)}</th></tr></thead><tbody>${vatRows.join('')}</tbody></table>`,
    '</div>',
  ].join('');
}

function orderSummary(t: PageTexts, lang: PageLanguage, checkout: HostedCheckout): string {
  return [
    `<section class="card" aria-labelledby="items-title"><h2 id="items-title" class="card-title">${h(t.items)}</h2>`,
    linesTable(t, lang, checkout),
    totalsTable(t, lang, checkout),
    `<p class="note">${h(t.pricesInclVat)}</p></section>`,
  ].join('');
}

function customerSection(t: PageTexts, lang: PageLanguage, checkout: HostedCheckout): string {
  const buyer = [checkout.buyer.name, checkout.buyer.email].filter((v): v is string => Boolean(v));
  return [
    `<section class="card" aria-labelledby="customer-title"><h2 id="customer-title" class="card-title">${h(t.customer)}</h2>`,
    '<div class="columns">',
    `<div><h3>${h(t.buyer)}</h3>${buyer.length ? `<p>${buyer.map(h).join('<br>')}</p>` : `<p class="missing">${h(t.missing)}</p>`}</div>`,
    `<div><h3>${h(t.shippingAddress)}</h3>${addressHtml(t, lang, checkout.shippingAddress)}</div>`,
    `<div><h3>${h(t.billingAddress)}</h3>${addressHtml(t, lang, checkout.billingAddress ?? checkout.shippingAddress)}</div>`,
    '</div></section>',
  ].join('');
}

function legalSection(t: PageTexts, frame: PageFrame): string {
  const { operator, contact, returns } = frame.shop;
  return [
    `<section class="card legal" aria-labelledby="legal-title"><h2 id="legal-title" class="card-title">${h(t.legal)}</h2>`,
    '<div class="columns">',
    `<div><h3>${h(t.seller)}</h3><p>${h(operator.name)}<br>${h(operator.address)}</p>`,
    `<p>${operator.register ? `${h(t.register)}: ${h(operator.register)}<br>` : ''}${h(t.vatId)}: ${h(operator.vat_id)}</p>`,
    `<p>${h(t.contact)}: <a href="mailto:${h(contact.email)}">${h(contact.email)}</a>, ${h(contact.phone)}</p></div>`,
    `<div><h3>${h(t.withdrawal)}</h3><p>${h(frame.lang === 'de' ? returns.policy : returns.policy_en)}</p>`,
    `<p>${h(t.pricesInclVat)}</p></div>`,
    '</div></section>',
  ].join('');
}

export interface FormState {
  /** The message shown above the form (a refused submit). */
  error: string | null;
  /** The method the buyer had chosen, kept across a refused submit. */
  chosen: HostedPaymentMethod | null;
  /** The payment choice was missing: the group is marked invalid. */
  paymentMissing: boolean;
}

function paymentForm(t: PageTexts, frame: PageFrame, state: FormState): string {
  const options = HOSTED_PAYMENT_METHODS.map((method) => {
    const { label, hint } = t.methods[method];
    const checked = state.chosen === method ? ' checked' : '';
    // Without script the error is a new page: each option names it, so a screen reader meets it there.
    const described = state.paymentMissing ? `form-error hint-${method}` : `hint-${method}`;
    const invalid = state.paymentMissing ? ' aria-invalid="true"' : '';
    return [
      `<label class="kind-option"><input type="radio" name="payment" value="${method}" required${checked}${invalid}`,
      ` aria-describedby="${described}"><span><span class="strong">${h(label)}</span>`,
      `<span class="hint" id="hint-${method}">${h(hint)}</span></span></label>`,
    ].join('');
  });
  return [
    `<form class="card" method="post" action="${h(`${frame.path}?lang=${frame.lang}`)}" aria-labelledby="payment-title">`,
    `<h2 id="payment-title" class="card-title">${h(t.placeOrder)}</h2>`,
    `<fieldset class="fieldset${state.paymentMissing ? ' fieldset-invalid' : ''}"><legend>${h(t.payment)}</legend>`,
    `<div class="kind-options">${options.join('')}</div></fieldset>`,
    `<p class="hint" id="submit-hint">${h(t.submitHint)}</p>`,
    `<div class="actions"><button class="btn btn-primary btn-order" type="submit" aria-describedby="submit-hint">${h(t.submit)}</button></div>`,
    '</form>',
  ].join('');
}

function errorCallout(t: PageTexts, error: string | null): string {
  if (!error) return '';
  return `<div class="callout callout-error" id="form-error" role="alert"><p><span class="strong">${h(t.errorTitle)}:</span> ${h(error)}</p></div>`;
}

/** The order to confirm: summary, buyer, legal texts and the payment choice with the order button. */
export function checkoutPage(frame: PageFrame, checkout: HostedCheckout, state: FormState): string {
  const t = TEXTS[frame.lang];
  const main = [
    `<div class="section-head"><h1>${h(t.heading)}</h1>`,
    `<p class="muted">${h(t.intro)} ${h(t.validUntil(dateTime(frame.lang, checkout.expiresAt)))}</p></div>`,
    errorCallout(t, state.error),
    orderSummary(t, frame.lang, checkout),
    customerSection(t, frame.lang, checkout),
    legalSection(t, frame),
    paymentForm(t, frame, state),
  ].join('');
  // A refused submit says so first in the title, the first thing read on the new page.
  return layout(frame, state.error ? `${t.errorTitle}: ${t.title}` : t.title, main);
}

/** After "zahlungspflichtig bestellen": the order number and how to pay. */
export function confirmationPage(frame: PageFrame, checkout: HostedCheckout): string {
  const t = TEXTS[frame.lang];
  const order = checkout.order;
  if (!order) throw new Error('confirmationPage needs a completed checkout');
  // Until the order is paid it has no invoice number; the order number identifies the transfer.
  const reference = order.invoiceNumber ?? order.id;
  const total = money(frame.lang, checkout.totalCents);
  const instructions =
    order.paymentMethod === 'prepayment'
      ? [
          `<p>${h(t.prepaymentInstructions(total, reference))}</p>`,
          `<dl class="facts"><dt>${h(t.bankAccount)}</dt><dd>${h(frame.bank.bank)}</dd>`,
          `<dt>${h(t.accountHolder)}</dt><dd>${h(frame.bank.holder)}</dd>`,
          `<dt>IBAN</dt><dd class="mono">${h(frame.bank.iban)}</dd><dt>BIC</dt><dd class="mono">${h(frame.bank.bic)}</dd>`,
          `<dt>${h(t.reference)}</dt><dd class="mono">${h(reference)}</dd></dl>`,
        ].join('')
      : `<p>${h(t.invoiceInstructions(total))}</p>`;
  const main = [
    `<div class="section-head"><h1>${h(t.confirmedTitle)}</h1><p class="muted">${h(t.confirmedIntro)}</p></div>`,
    '<section class="card callout-ok" aria-labelledby="order-title">',
    `<h2 id="order-title" class="card-title">${h(t.orderNumber)}</h2>`,
    `<p class="order-number mono" id="order-number">${h(order.id)}</p>`,
    `<p>${h(t.paymentMethod)}: <span class="strong">${h(t.methods[order.paymentMethod].label)}</span></p>`,
    instructions,
    '</section>',
    orderSummary(t, frame.lang, checkout),
    customerSection(t, frame.lang, checkout),
    legalSection(t, frame),
  ].join('');
  return layout(frame, t.confirmedTitle, main);
}

export type NoticeKind = 'notFound' | 'cancelled' | 'failed' | 'badRequest';

function notice(t: PageTexts, kind: NoticeKind): { title: string; text: string } {
  const texts = {
    notFound: [t.notFoundTitle, t.notFoundText],
    cancelled: [t.cancelledTitle, t.cancelledText],
    failed: [t.failedTitle, t.failedText],
    badRequest: [t.badRequestTitle, t.badRequestText],
  } as const;
  const [title, text] = texts[kind];
  return { title, text };
}

/** A page without an order to show, in the buyer's language with the other one below. */
export function noticePage(frame: PageFrame, kind: NoticeKind): string {
  const t = TEXTS[frame.lang];
  const mine = notice(t, kind);
  const other = notice(TEXTS[t.otherLanguage.lang], kind);
  const main = [
    `<div class="section-head"><h1>${h(mine.title)}</h1></div>`,
    `<section class="card" aria-labelledby="notice-text"><p id="notice-text">${h(mine.text)}</p></section>`,
    `<section class="card" lang="${t.otherLanguage.lang}" aria-labelledby="notice-other">`,
    `<h2 id="notice-other" class="card-title">${h(other.title)}</h2><p>${h(other.text)}</p></section>`,
  ].join('');
  return layout(frame, mine.title, main);
}
