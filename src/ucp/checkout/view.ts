/**
 * A checkout session as the protocol shows it, evaluated afresh on every answer: the lines priced
 * and checked against stock now, the delivery address read in napf's terms, what is still missing
 * as messages, and the status that follows. napf has no payment handler the platform could use, so
 * a session with nothing missing is `requires_escalation`: the buyer confirms on the hosted page
 * (continue_url), which places the order. `ready_for_complete` is never reached.
 */
import { bodyAjv } from '../../http/validation.ts';
import type { Address } from '../../orders/address.ts';
import { type OrderInput, OrderInputSchema } from '../../orders/schema.ts';
import type { ShippingRule } from '../../shop/shipping.ts';
import { madeOnFirstUse } from '../../util/on-first-use.ts';
import type { UcpMessage } from '../errors.ts';
import { buyerProblems, fullName, toAddress } from './address.ts';
import type { ItemRow } from './items-repo.ts';
import { type Pricing, priceLines, texts, ucpLineItems, ucpTotals } from './lines.ts';
import type { Language, SessionState } from './state.ts';

type Json = Record<string, unknown>;

/** The one shipping method, its one parcel and its one option. */
export const METHOD_ID = 'shipping_1';
export const GROUP_ID = 'package_1';
export const OPTION_ID = 'standard';

export type CheckoutStatus = 'incomplete' | 'requires_escalation' | 'completed' | 'canceled';

export interface Evaluation {
  pricing: Pricing;
  address: Address | null;
  /** What keeps the session from being confirmed, and the confirmation the buyer still owes. */
  messages: UcpMessage[];
  /** The napf order the session would place; null while something is missing. */
  orderInput: OrderInput | null;
}

const DEST_PATH = `$.fulfillment.methods[0].destinations`;

const MISSING = {
  de: {
    lines: 'Der Checkout enthält keine Artikel.',
    destination: 'Die Lieferadresse fehlt (fulfillment.methods[0].destinations).',
    selected: (id: string) => `Es gibt keine Lieferadresse mit der id ${id}.`,
    confirm:
      'Alles vollständig: Der Käufer bestätigt die Bestellung und wählt Vorkasse oder Rechnung auf der Seite hinter continue_url.',
    option: 'Standardversand mit DHL, 2–4 Werktage',
  },
  en: {
    lines: 'The checkout holds no items.',
    destination: 'The delivery address is missing (fulfillment.methods[0].destinations).',
    selected: (id: string) => `There is no delivery address with the id ${id}.`,
    confirm: 'Complete: the buyer confirms the order and chooses prepayment or invoice on the page at continue_url.',
    option: 'Standard delivery by DHL, 2–4 working days',
  },
} as const;

const missing = (code: string, content: string, path: string): UcpMessage => ({
  type: 'error',
  code,
  content,
  path,
  severity: 'recoverable',
});

/** The destination the session delivers to, and its index; null when none is chosen. */
function chosenDestination(state: SessionState) {
  const f = state.fulfillment;
  if (!f || f.selected_destination_id === null) return null;
  const index = f.destinations.findIndex((d) => d.id === f.selected_destination_id);
  return index < 0 ? null : { dest: f.destinations[index] as (typeof f.destinations)[number], index };
}

export function evaluate(
  state: SessionState,
  items: ReadonlyMap<string, ItemRow>,
  rules: readonly ShippingRule[],
  language: Language,
): Evaluation {
  const m = MISSING[language];
  const messages: UcpMessage[] = [];
  const chosen = chosenDestination(state);
  let address: Address | null = null;
  let rule: ShippingRule | null = null;
  if (chosen) {
    const result = toAddress(chosen.dest, state.buyer, `${DEST_PATH}[${chosen.index}]`, rules, language);
    address = result.address;
    rule = result.address ? result.rule : null;
    messages.push(...result.messages);
  } else if (state.fulfillment?.selected_destination_id) {
    const id = state.fulfillment.selected_destination_id;
    messages.push(missing('missing', m.selected(id), '$.fulfillment.methods[0].selected_destination_id'));
  } else {
    messages.push(missing('missing', m.destination, DEST_PATH));
  }
  const pricing = priceLines(state.lines, items, rule, language);
  messages.unshift(...pricing.messages);
  if (pricing.lines.length === 0) messages.unshift(missing('missing', m.lines, '$.line_items'));
  messages.push(...buyerProblems(state.buyer, language));
  if (messages.length > 0 || !address || !state.buyer?.email) {
    return { pricing, address, messages, orderInput: null };
  }
  const buyerName = fullName(state.buyer.first_name, state.buyer.last_name) ?? address.name;
  const orderInput: OrderInput = {
    items: pricing.lines.map((p) => ({ slug: p.item.slug, size: p.item.size, quantity: p.line.quantity })),
    customer: { email: state.buyer.email, name: buyerName },
    billing_address: address,
    shipping_address: null,
    ...(state.buyer.phone_number ? { phone: state.buyer.phone_number } : {}),
    channel: 'ucp',
  };
  const invalid = orderInputProblems(orderInput, `${DEST_PATH}[${chosen?.index ?? 0}]`);
  if (invalid.length > 0) return { pricing, address, messages: invalid, orderInput: null };
  const confirm: UcpMessage = {
    type: 'error',
    code: 'buyer_confirmation_required',
    content: m.confirm,
    severity: 'requires_buyer_review',
  };
  return { pricing, address, messages: [confirm], orderInput };
}

/** napf's order rules (src/orders/schema.ts), checked as its order API checks them. */
const validOrderInput = madeOnFirstUse(() => bodyAjv.compile(OrderInputSchema));

/** Where a field of napf's order comes from in the session. */
function sourcePath(pointer: string, destination: string): string {
  const [part, field] = pointer.split('/').slice(1);
  if (part === 'customer') return field === 'email' ? '$.buyer.email' : '$.buyer.last_name';
  if (part === 'phone') return '$.buyer.phone_number';
  if (part === 'items') return '$.line_items';
  const fields: Record<string, string> = {
    name: 'last_name',
    street: 'street_address',
    house_number: 'street_address',
    address_extra: 'extended_address',
    postal_code: 'postal_code',
    city: 'address_locality',
    country: 'address_country',
  };
  return `${destination}.${fields[field ?? ''] ?? 'street_address'}`;
}

/**
 * What the protocol lets through but napf's order refuses (a 300-character city, an e-mail address
 * the format check rejects): each a recoverable message at the session field it came from.
 */
function orderInputProblems(input: OrderInput, destination: string): UcpMessage[] {
  const validate = validOrderInput();
  if (validate(input)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? []).flatMap((e) => {
    const path = sourcePath(e.instancePath, destination);
    if (seen.has(path)) return [];
    seen.add(path);
    return [missing('invalid_input', `${path} ${e.message ?? 'is not valid'}`, path)];
  });
}

/** The status of an open session follows from its messages: any recoverable error keeps it incomplete. */
export function openStatus(evaluation: Evaluation): CheckoutStatus {
  return evaluation.orderInput ? 'requires_escalation' : 'incomplete';
}

function ucpFulfillment(state: SessionState, pricing: Pricing, language: Language): Json {
  const lineIds = pricing.lines.map((p) => p.line.id);
  const f = state.fulfillment;
  const destinations = (f?.destinations ?? []).map(({ id, ...fields }) => ({
    type: 'shipping_address',
    id,
    ...fields,
  }));
  const method: Json = {
    id: METHOD_ID,
    type: 'shipping',
    line_item_ids: lineIds,
    destinations,
    selected_destination_id: f?.selected_destination_id ?? null,
  };
  if (pricing.shippingCents !== null) {
    const t = texts(language);
    method.groups = [
      {
        id: GROUP_ID,
        line_item_ids: lineIds,
        selected_option_id: OPTION_ID,
        options: [
          {
            id: OPTION_ID,
            title: pricing.shippingCents === 0 ? t.freeShipping : t.shipping,
            description: { plain: MISSING[language].option },
            carrier: 'DHL',
            totals: [{ type: 'total', amount: pricing.shippingCents }],
          },
        ],
      },
    ];
  }
  return { methods: [method] };
}

export interface ViewInput {
  id: string;
  status: CheckoutStatus;
  state: SessionState;
  evaluation: Evaluation;
  language: Language;
  publicUrl: string;
  expiresAt: string;
  continueUrl: string | null;
  order: { id: string; permalinkUrl: string } | null;
  /** Messages about this request only (a line not taken, a refused change). */
  extraMessages: UcpMessage[];
}

/** The checkout object without its `ucp` member (the binding adds it). */
export function checkoutView(v: ViewInput): Json {
  const { pricing } = v.evaluation;
  const open = v.status === 'incomplete' || v.status === 'requires_escalation';
  const messages = [...v.extraMessages, ...(open ? v.evaluation.messages : [])];
  return {
    id: v.id,
    status: v.status,
    currency: 'EUR',
    line_items: ucpLineItems(pricing, v.language, v.publicUrl),
    ...(v.state.buyer ? { buyer: v.state.buyer } : {}),
    ...(v.state.context ? { context: v.state.context } : {}),
    fulfillment: ucpFulfillment(v.state, pricing, v.language),
    totals: ucpTotals(pricing, v.language),
    ...(messages.length > 0 ? { messages } : {}),
    links: [
      {
        type: 'shop_information',
        url: `${v.publicUrl}/api/v1/shop`,
        title:
          v.language === 'de'
            ? 'Anbieter, Versandkosten und Widerrufsbelehrung'
            : 'Seller, delivery costs and right of withdrawal',
      },
    ],
    expires_at: v.expiresAt,
    ...(open && v.continueUrl ? { continue_url: v.continueUrl } : {}),
    ...(v.order ? { order: { id: v.order.id, permalink_url: v.order.permalinkUrl } } : {}),
  };
}
