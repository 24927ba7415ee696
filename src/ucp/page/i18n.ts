/**
 * The hosted checkout page's texts in German (the shop's language, the default) and English, the
 * choice of language per request and the formats of money, rates and dates in each.
 */
import type { HostedPaymentMethod } from '../checkout/hosted.ts';

export type PageLanguage = 'de' | 'en';

/**
 * `?lang=` wins (the page's own language switch), then the first of de/en the browser's
 * Accept-Language ranks highest, then German.
 */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): PageLanguage {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'de' || asked === 'en') return asked;
  let best: { lang: PageLanguage; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = range.split('-')[0];
    if (primary !== 'de' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'de';
}

const LOCALES: Record<PageLanguage, string> = { de: 'de-DE', en: 'en-IE' };
const EUR = {
  de: new Intl.NumberFormat(LOCALES.de, { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat(LOCALES.en, { style: 'currency', currency: 'EUR' }),
};

/** Whole cents as the buyer reads them: `12,99 €` / `€12.99`. */
export function money(lang: PageLanguage, cents: number): string {
  return EUR[lang].format(cents / 100);
}

/** A VAT rate in per cent: `7 %` (German typography) / `7%`. */
export function percent(lang: PageLanguage, rate: number): string {
  return lang === 'de' ? `${rate}\u00a0%` : `${rate}%`;
}

/** A moment in the shop's time zone, to the minute. */
export function dateTime(lang: PageLanguage, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

const COUNTRIES: Record<string, Record<PageLanguage, string>> = {
  DE: { de: 'Deutschland', en: 'Germany' },
  AT: { de: 'Österreich', en: 'Austria' },
};

export function countryName(lang: PageLanguage, code: string): string {
  return COUNTRIES[code]?.[lang] ?? code;
}

export interface PageTexts {
  title: string;
  skip: string;
  languageSwitch: string;
  otherLanguage: { lang: PageLanguage; label: string; name: string };
  heading: string;
  intro: string;
  validUntil: (when: string) => string;
  items: string;
  product: string;
  unitPrice: string;
  basePrice: string;
  quantity: string;
  lineTotal: string;
  perUnit: (reference: string) => string;
  noBasePrice: string;
  vatRateOfLine: (rate: string) => string;
  subtotal: string;
  shipping: string;
  free: string;
  total: string;
  inclVat: string;
  vatTable: string;
  vatRate: string;
  net: string;
  vat: string;
  customer: string;
  buyer: string;
  shippingAddress: string;
  billingAddress: string;
  missing: string;
  payment: string;
  placeOrder: string;
  methods: Record<HostedPaymentMethod, { label: string; hint: string }>;
  submit: string;
  submitHint: string;
  legal: string;
  seller: string;
  register: string;
  vatId: string;
  contact: string;
  withdrawal: string;
  pricesInclVat: string;
  errorTitle: string;
  choosePayment: string;
  crossSite: string;
  confirmedTitle: string;
  confirmedIntro: string;
  orderNumber: string;
  paymentMethod: string;
  prepaymentInstructions: (total: string, reference: string) => string;
  invoiceInstructions: (total: string) => string;
  bankAccount: string;
  accountHolder: string;
  reference: string;
  cancelledTitle: string;
  cancelledText: string;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: string;
  badRequestTitle: string;
  badRequestText: string;
}

const DE: PageTexts = {
  title: 'Bestellung prüfen und abschließen',
  skip: 'Zum Inhalt springen',
  languageSwitch: 'Sprache',
  otherLanguage: { lang: 'en', label: 'EN', name: 'English' },
  heading: 'Bestellung prüfen und abschließen',
  intro: 'Bitte prüfen Sie Ihre Bestellung, wählen Sie eine Zahlungsart und bestätigen Sie mit dem Knopf unten.',
  validUntil: (when) => `Dieser Bestelllink gilt bis ${when}.`,
  items: 'Artikel',
  product: 'Artikel',
  unitPrice: 'Einzelpreis',
  basePrice: 'Grundpreis',
  quantity: 'Menge',
  lineTotal: 'Summe',
  perUnit: (reference) => `je ${reference}`,
  noBasePrice: 'Stückware',
  vatRateOfLine: (rate) => `MwSt. ${rate}`,
  subtotal: 'Zwischensumme',
  shipping: 'Versand',
  free: 'kostenlos',
  total: 'Gesamtsumme',
  inclVat: 'inkl. MwSt.',
  vatTable: 'Enthaltene Mehrwertsteuer',
  vatRate: 'Steuersatz',
  net: 'Netto',
  vat: 'MwSt.',
  customer: 'Ihre Angaben',
  buyer: 'Käufer',
  shippingAddress: 'Lieferadresse',
  billingAddress: 'Rechnungsadresse',
  missing: 'fehlt noch',
  payment: 'Zahlungsart',
  placeOrder: 'Bestellung abschicken',
  methods: {
    prepayment: {
      label: 'Vorkasse (Überweisung)',
      hint: 'Sie überweisen den Betrag vorab; wir versenden nach Zahlungseingang.',
    },
    invoice: { label: 'Rechnung', hint: 'Sie zahlen innerhalb von 14 Tagen nach Erhalt der Rechnung.' },
  },
  submit: 'zahlungspflichtig bestellen',
  submitHint: 'Mit dem Klick auf „zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab.',
  legal: 'Rechtliche Hinweise',
  seller: 'Verkäufer',
  register: 'Handelsregister',
  vatId: 'USt-IdNr.',
  contact: 'Kontakt',
  withdrawal: 'Widerrufsrecht',
  pricesInclVat: 'Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Mehrwertsteuer.',
  errorTitle: 'Die Bestellung wurde nicht abgeschlossen',
  choosePayment: 'Bitte wählen Sie eine Zahlungsart.',
  crossSite: 'Die Bestellung kann nur auf dieser Seite abgeschickt werden. Bitte laden Sie die Seite neu.',
  confirmedTitle: 'Vielen Dank für Ihre Bestellung',
  confirmedIntro: 'Ihre Bestellung ist eingegangen.',
  orderNumber: 'Bestellnummer',
  paymentMethod: 'Zahlungsart',
  prepaymentInstructions: (total, reference) =>
    `Bitte überweisen Sie ${total} auf das unten genannte Konto und geben Sie als Verwendungszweck ${reference} an. Wir versenden, sobald die Zahlung eingegangen ist.`,
  invoiceInstructions: (total) =>
    `Sie erhalten die Rechnung über ${total} mit der Lieferung. Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Rechnung.`,
  bankAccount: 'Bankverbindung',
  accountHolder: 'Kontoinhaber',
  reference: 'Verwendungszweck',
  cancelledTitle: 'Dieser Checkout wurde abgebrochen',
  cancelledText: 'Es wurde keine Bestellung aufgegeben. Bitte beginnen Sie den Einkauf neu.',
  notFoundTitle: 'Bestelllink unbekannt oder abgelaufen',
  notFoundText: 'Diesen Bestelllink gibt es nicht oder er ist abgelaufen. Bitte beginnen Sie den Einkauf neu.',
  failedTitle: 'Ein Fehler ist aufgetreten',
  failedText: 'Die Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  badRequestTitle: 'Anfrage nicht verstanden',
  badRequestText: 'Die Anfrage konnte nicht verarbeitet werden. Bitte öffnen Sie den Bestelllink erneut.',
};

const EN: PageTexts = {
  title: 'Review and place your order',
  skip: 'Skip to content',
  languageSwitch: 'Language',
  otherLanguage: { lang: 'de', label: 'DE', name: 'Deutsch' },
  heading: 'Review and place your order',
  intro: 'Please review your order, choose a payment method and confirm with the button below.',
  validUntil: (when) => `This order link is valid until ${when}.`,
  items: 'Items',
  product: 'Item',
  unitPrice: 'Price',
  basePrice: 'Price per kg / l',
  quantity: 'Quantity',
  lineTotal: 'Total',
  perUnit: (reference) => `per ${reference}`,
  noBasePrice: 'sold by the piece',
  vatRateOfLine: (rate) => `VAT ${rate}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'free',
  total: 'Total',
  inclVat: 'incl. VAT',
  vatTable: 'VAT included',
  vatRate: 'Rate',
  net: 'Net',
  vat: 'VAT',
  customer: 'Your details',
  buyer: 'Buyer',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  missing: 'still missing',
  payment: 'Payment method',
  placeOrder: 'Place your order',
  methods: {
    prepayment: {
      label: 'Prepayment by bank transfer',
      hint: 'You transfer the amount in advance; we ship once it has arrived.',
    },
    invoice: { label: 'Invoice', hint: 'You pay within 14 days of receiving the invoice.' },
  },
  submit: 'Order and pay',
  submitHint: 'By clicking “Order and pay” you place a binding order that obliges you to pay.',
  legal: 'Legal information',
  seller: 'Seller',
  register: 'Commercial register',
  vatId: 'VAT ID',
  contact: 'Contact',
  withdrawal: 'Right of withdrawal',
  pricesInclVat: 'All prices are final prices in euros and include VAT.',
  errorTitle: 'The order was not placed',
  choosePayment: 'Please choose a payment method.',
  crossSite: 'The order can only be sent from this page. Please reload the page.',
  confirmedTitle: 'Thank you for your order',
  confirmedIntro: 'We have received your order.',
  orderNumber: 'Order number',
  paymentMethod: 'Payment method',
  prepaymentInstructions: (total, reference) =>
    `Please transfer ${total} to the account below, quoting ${reference} as the payment reference. We ship as soon as the payment has arrived.`,
  invoiceInstructions: (total) =>
    `You receive the invoice for ${total} with the delivery. Please pay within 14 days of receiving it.`,
  bankAccount: 'Bank account',
  accountHolder: 'Account holder',
  reference: 'Payment reference',
  cancelledTitle: 'This checkout was cancelled',
  cancelledText: 'No order was placed. Please start your purchase again.',
  notFoundTitle: 'Order link unknown or expired',
  notFoundText: 'This order link does not exist or has expired. Please start your purchase again.',
  failedTitle: 'Something went wrong',
  failedText: 'The page cannot be shown right now. Please try again in a few minutes.',
  badRequestTitle: 'Request not understood',
  badRequestText: 'The request could not be processed. Please open the order link again.',
};

export const TEXTS: Record<PageLanguage, PageTexts> = { de: DE, en: EN };
