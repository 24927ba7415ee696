/**
 * Lines and totals of a cart or checkout session, in napf's money rules (src/orders/money.ts):
 * integer cents, gross prices including VAT, shipping by the destination's shipping rule (free from
 * the threshold) and taxed like the goods it delivers. The protocol's `totals` add up: subtotal +
 * fulfillment = total; VAT is included in those amounts, so it is no additive `tax` entry but the
 * breakdown of the total into net and VAT per rate (`lines`, which sum to the total).
 */

import { type OrderMoney, orderMoney } from '../../orders/money.ts';
import { type ShippingRule, shippingCents } from '../../shop/shipping.ts';
import type { UcpMessage } from '../errors.ts';
import { ucpVariantId } from '../ids.ts';
import type { ItemRow } from './items-repo.ts';
import type { Language, LineState, RequestedLine } from './state.ts';

type Json = Record<string, unknown>;

export interface PricedLine {
  line: LineState;
  item: ItemRow;
}

export interface Pricing {
  lines: PricedLine[];
  money: OrderMoney;
  /** Shipping to the destination; null while no served destination is known. */
  shippingCents: number | null;
  /** Line problems (out of stock, unavailable); each names its line. */
  messages: UcpMessage[];
}

const TEXTS = {
  de: {
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    freeShipping: 'Versandkostenfrei',
    total: 'Gesamtsumme inkl. MwSt.',
    net: (rate: number) => `Netto ${rate} %`,
    vat: (rate: number) => `MwSt. ${rate} %`,
    gone: (id: string) => `Der Artikel ${id} ist nicht (mehr) erhältlich.`,
    inactive: (title: string) => `${title} ist nicht mehr erhältlich.`,
    soldOut: (title: string) => `${title} ist ausverkauft.`,
    fewer: (title: string, n: number) => `Von ${title} sind nur noch ${n} Stück vorrätig.`,
    unit: (id: string) =>
      `Der Artikel ${id} wird stückweise verkauft (Einheit C62, scale 0); die Menge bitte als Stückzahl senden.`,
  },
  en: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    freeShipping: 'Free shipping',
    total: 'Total incl. VAT',
    net: (rate: number) => `Net at ${rate} %`,
    vat: (rate: number) => `VAT ${rate} %`,
    gone: (id: string) => `The item ${id} is not available.`,
    inactive: (title: string) => `${title} is no longer available.`,
    soldOut: (title: string) => `${title} is out of stock.`,
    fewer: (title: string, n: number) => `Only ${n} of ${title} are in stock.`,
    unit: (id: string) =>
      `The item ${id} is sold by the piece (unit C62, scale 0); send the quantity as a number of pieces.`,
  },
} as const;

export function texts(language: Language) {
  return TEXTS[language];
}

/** Product name and size as the buyer reads them. */
export function titleOf(item: ItemRow, language: Language): string {
  return `${language === 'en' ? item.name_en : item.name}, ${item.size}`;
}

/** Whether a requested sale basis is napf's: every item is sold by the piece. */
export function sellsInBasis(line: RequestedLine): boolean {
  return line.quantity_unit === null || (line.quantity_unit.unit === 'C62' && line.quantity_unit.scale === 0);
}

/** The requested lines napf cannot take (an item it does not have, another sale basis), as messages. */
export function requestProblems(
  requested: RequestedLine[],
  known: ReadonlyMap<string, ItemRow>,
  language: Language,
): { usable: RequestedLine[]; messages: UcpMessage[] } {
  const t = TEXTS[language];
  const messages: UcpMessage[] = [];
  const usable = requested.filter((r) => {
    if (r.variant_id === null || !known.has(r.variant_id)) {
      messages.push({ type: 'error', code: 'item_unavailable', content: t.gone(r.item_id), severity: 'recoverable' });
      return false;
    }
    if (!sellsInBasis(r)) {
      messages.push({
        type: 'error',
        code: 'quantity_unit_mismatch',
        content: t.unit(r.item_id),
        severity: 'recoverable',
      });
      return false;
    }
    return true;
  });
  return { usable, messages };
}

/** Whether a line's variant can be sold in its quantity now, and if not why. */
function lineProblem(p: PricedLine, index: number, language: Language): UcpMessage | null {
  const t = TEXTS[language];
  const title = titleOf(p.item, language);
  const path = `$.line_items[${index}]`;
  if (!p.item.is_active) {
    return { type: 'error', code: 'item_unavailable', content: t.inactive(title), path, severity: 'recoverable' };
  }
  const stock = p.item.stock_quantity;
  if ((stock === null && p.item.stock_status === 'OUT_OF_STOCK') || stock === 0) {
    return { type: 'error', code: 'out_of_stock', content: t.soldOut(title), path, severity: 'recoverable' };
  }
  if (stock !== null && stock < p.line.quantity) {
    return {
      type: 'error',
      code: 'out_of_stock',
      content: t.fewer(title, stock),
      path: `${path}.quantity`,
      severity: 'recoverable',
    };
  }
  return null;
}

/**
 * Prices the lines whose variants still exist (a variant deleted since is reported and left out)
 * and checks their stock. `rule` is the shipping rule of the destination, when one is known.
 */
export function priceLines(
  lines: LineState[],
  items: ReadonlyMap<string, ItemRow>,
  rule: ShippingRule | null,
  language: Language,
): Pricing {
  const messages: UcpMessage[] = [];
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const item = items.get(line.variant_id);
    if (item) priced.push({ line, item });
    else {
      messages.push({
        type: 'error',
        code: 'item_unavailable',
        content: TEXTS[language].gone(ucpVariantId(line.variant_id)),
        severity: 'recoverable',
      });
    }
  }
  priced.forEach((p, i) => {
    const problem = lineProblem(p, i, language);
    if (problem) messages.push(problem);
  });
  const moneyLines = priced.map((p) => ({
    unit_price_cents: p.item.price_cents,
    quantity: p.line.quantity,
    vat_rate: p.item.vat_rate,
  }));
  const goods = moneyLines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  const shipping = rule && priced.length > 0 ? shippingCents(rule, goods) : null;
  return { lines: priced, money: orderMoney(moneyLines, shipping ?? 0), shippingCents: shipping, messages };
}

function imageUrl(item: ItemRow, publicUrl: string): string | undefined {
  const images = JSON.parse(item.images) as string[];
  const first = images[0];
  if (!first) return undefined;
  return first.startsWith('/') ? publicUrl + first : first;
}

/** The protocol's line_items: each a piece of a variant at its gross price. */
export function ucpLineItems(pricing: Pricing, language: Language, publicUrl: string): Json[] {
  return pricing.lines.map((p, i) => {
    const amount = pricing.money.lines[i]?.line_total_cents ?? 0;
    const image = imageUrl(p.item, publicUrl);
    return {
      id: p.line.id,
      item: {
        id: ucpVariantId(p.item.variant_id),
        title: titleOf(p.item, language),
        price: p.item.price_cents,
        ...(image ? { image_url: image } : {}),
      },
      quantity: p.line.quantity,
      totals: [
        { type: 'subtotal', amount },
        { type: 'total', amount },
      ],
    };
  });
}

/** The protocol's totals: subtotal, shipping when known, and the total broken down into net and VAT per rate. */
export function ucpTotals(pricing: Pricing, language: Language): Json[] {
  const t = TEXTS[language];
  const { money } = pricing;
  const totals: Json[] = [{ type: 'subtotal', display_text: t.subtotal, amount: money.subtotal_cents }];
  if (pricing.shippingCents !== null) {
    totals.push({
      type: 'fulfillment',
      display_text: pricing.shippingCents === 0 ? t.freeShipping : t.shipping,
      amount: pricing.shippingCents,
    });
  }
  const vatLines = money.vat.flatMap((row) => [
    { display_text: t.net(row.rate), amount: row.net_cents },
    { display_text: t.vat(row.rate), amount: row.vat_cents },
  ]);
  totals.push({
    type: 'total',
    display_text: t.total,
    amount: money.subtotal_cents + (pricing.shippingCents ?? 0),
    ...(vatLines.length > 0 ? { lines: vatLines } : {}),
  });
  return totals;
}
