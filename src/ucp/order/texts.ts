/** The buyer-facing words of a UCP order, in German and English (the call's language). */
import type { Order } from '../../orders/schema.ts';

type Lang = 'de' | 'en';
type PaymentMethod = NonNullable<Order['payment']['method']>;

const PAYMENT: Record<PaymentMethod, [string, string]> = {
  prepayment: ['Vorkasse', 'prepayment'],
  invoice: ['Rechnung', 'invoice'],
  paypal: ['PayPal', 'PayPal'],
  card: ['Karte', 'card'],
  direct_debit: ['Lastschrift', 'direct debit'],
  cash_on_delivery: ['Nachnahme', 'cash on delivery'],
  other: ['andere Zahlungsart', 'other payment method'],
};

const pick = (lang: Lang, de: string, en: string) => (lang === 'de' ? de : en);

export function countryName(lang: Lang, code: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const orderTexts = (lang: Lang) => ({
  subtotal: pick(lang, 'Zwischensumme', 'Subtotal'),
  shipping: pick(lang, 'Versand', 'Shipping'),
  total: pick(lang, 'Gesamtsumme inkl. MwSt.', 'Total incl. VAT'),
  net: (rate: number) => pick(lang, `Netto ${rate} %`, `Net ${rate} %`),
  vat: (rate: number) => pick(lang, `enthaltene MwSt. ${rate} %`, `included VAT ${rate} %`),

  /** The expectation, by the order's status. */
  awaitingPayment: (country: string) =>
    pick(
      lang,
      `Paketversand nach ${country}, sobald die Zahlung bestätigt ist`,
      `Parcel shipping to ${country} once the payment is confirmed`,
    ),
  preparing: (country: string) =>
    pick(
      lang,
      `Paketversand nach ${country}; wird versandfertig gemacht`,
      `Parcel shipping to ${country}; being prepared`,
    ),
  shippedWith: (carrier: string) => pick(lang, `Mit ${carrier} versandt`, `Shipped with ${carrier}`),
  delivered: pick(lang, 'Zugestellt', 'Delivered'),
  returnedGoods: pick(lang, 'Zugestellt und zurückgesandt', 'Delivered and returned'),

  /** Events and adjustments. */
  paid: (method: PaymentMethod | null) =>
    method
      ? pick(
          lang,
          `Zahlung bestätigt (${PAYMENT[method][0]}); die Bestellung wird versandfertig gemacht`,
          `Payment confirmed (${PAYMENT[method][1]}); the order is being prepared`,
        )
      : pick(lang, 'Zahlung bestätigt; die Bestellung wird versandfertig gemacht', 'Payment confirmed; being prepared'),
  shippedEvent: (carrier: string) => pick(lang, `An ${carrier} übergeben`, `Handed to ${carrier}`),
  deliveredEvent: pick(lang, 'Zugestellt', 'Delivered'),
  cancelled: pick(lang, 'Bestellung storniert; sie wird nicht versandt', 'Order cancelled; it will not be shipped'),
  returned: pick(lang, 'Ware zurückgesandt (Widerruf oder Rückgabe)', 'Goods returned (withdrawal or return)'),
  refundDue: pick(lang, 'Der gezahlte Betrag wird vom Shop erstattet', 'The shop refunds the amount paid'),
});
