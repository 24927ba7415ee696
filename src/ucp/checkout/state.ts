/**
 * What a cart or checkout session keeps of the agent's requests, and the reading of those requests.
 * Create and update replace the whole state (the protocol's full-replacement rule); prices, VAT,
 * stock and totals are never stored but computed from the catalog on every answer. A request that
 * is not shaped like the protocol's (a missing array, a fractional quantity, a NUL character) is a
 * UcpError naming its JSONPath; what depends on the shop's data (an unknown item, a country the shop
 * does not serve) becomes a message on the session instead.
 */
import { nulPointers } from '../../http/validation.ts';
import { UcpError } from '../errors.ts';
import { napfVariantId } from '../ids.ts';

/** At most this many lines and units per line, as for orders (src/orders/schema.ts). */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 99;
const MAX_TEXT = 200;

export interface LineState {
  id: string;
  variant_id: string;
  quantity: number;
}

export interface BuyerState {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
}

/** A shipping destination as the agent sent it (postal_address fields), with its id. */
export interface DestinationState {
  id: string;
  first_name?: string;
  last_name?: string;
  street_address?: string;
  extended_address?: string;
  address_locality?: string;
  address_region?: string;
  postal_code?: string;
  address_country?: string;
  phone_number?: string;
}

export interface FulfillmentState {
  destinations: DestinationState[];
  selected_destination_id: string | null;
}

/** The languages a session's texts come in. */
export type Language = 'de' | 'en';

export interface SessionState {
  lines: LineState[];
  buyer: BuyerState | null;
  fulfillment: FulfillmentState | null;
  /** The request's `context`, kept as sent (it is echoed and read for hints only). */
  context: Record<string, unknown> | null;
  /** The language of the last write: the page shows titles in it. */
  language: Language;
  /** Lines get ids li_1, li_2 … in the order they were first sent. */
  next_line: number;
}

export interface RequestedLine {
  /** The line id the agent sent (update); null for a new line. */
  id: string | null;
  item_id: string;
  /** null when the item id cannot be a napf variant (reported as unavailable). */
  variant_id: string | null;
  quantity: number;
  /** The sale basis the agent asserted, when it did; napf sells every item by the piece. */
  quantity_unit: { unit: string; scale: number } | null;
}

export interface ParsedRequest {
  lines: RequestedLine[];
  buyer: BuyerState | null;
  fulfillment: FulfillmentState | null;
  context: Record<string, unknown> | null;
}

const invalid = (path: string, problem: string) =>
  new UcpError('invalid_input', `${path} ${problem}`, { status: 400, path, severity: 'recoverable' });

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function text(value: unknown, path: string, max = MAX_TEXT): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(path, 'must be a string');
  if (value.length > max) throw invalid(path, `must be at most ${max} characters`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function object(value: unknown, path: string): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw invalid(path, 'must be an object');
  return value;
}

function parseLine(raw: unknown, i: number): RequestedLine {
  const path = `$.line_items[${i}]`;
  if (!isObject(raw)) throw invalid(path, 'must be an object');
  const item = object(raw.item, `${path}.item`);
  if (!item) throw invalid(`${path}.item`, 'is required');
  const itemId = text(item.id, `${path}.item.id`);
  if (!itemId) throw invalid(`${path}.item.id`, 'is required');
  const q = raw.quantity;
  if (typeof q !== 'number' || !Number.isInteger(q) || q < 1) {
    throw invalid(`${path}.quantity`, 'must be an integer of at least 1');
  }
  if (q > MAX_QUANTITY) throw invalid(`${path}.quantity`, `must be at most ${MAX_QUANTITY}`);
  let unit: RequestedLine['quantity_unit'] = null;
  const qu = object(item.quantity_unit, `${path}.item.quantity_unit`);
  if (qu) {
    if (typeof qu.unit !== 'string') throw invalid(`${path}.item.quantity_unit.unit`, 'must be a string');
    const scale = qu.scale ?? 0;
    if (typeof scale !== 'number' || !Number.isInteger(scale)) {
      throw invalid(`${path}.item.quantity_unit.scale`, 'must be an integer');
    }
    unit = { unit: qu.unit, scale };
  }
  const id = text(raw.id, `${path}.id`, 64) ?? null;
  return { id, item_id: itemId, variant_id: napfVariantId(itemId), quantity: q, quantity_unit: unit };
}

function parseLines(raw: unknown): RequestedLine[] {
  if (!Array.isArray(raw)) throw invalid('$.line_items', 'is required and must be an array');
  if (raw.length > MAX_LINES) throw invalid('$.line_items', `must hold at most ${MAX_LINES} lines`);
  const lines = raw.map(parseLine);
  lines.forEach((line, i) => {
    const first = lines.findIndex((other) => other.item_id === line.item_id);
    if (first < i)
      throw invalid(`$.line_items[${i}]`, `repeats the item of $.line_items[${first}]; combine the quantities`);
    const firstId = line.id === null ? i : lines.findIndex((other) => other.id === line.id);
    if (firstId < i) throw invalid(`$.line_items[${i}].id`, `repeats the id of $.line_items[${firstId}]`);
  });
  return lines;
}

function parseBuyer(raw: unknown): BuyerState | null {
  const buyer = object(raw, '$.buyer');
  if (!buyer) return null;
  const out: BuyerState = {};
  for (const key of ['first_name', 'last_name', 'email', 'phone_number'] as const) {
    const value = text(buyer[key], `$.buyer.${key}`, key === 'email' ? 254 : MAX_TEXT);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'street_address',
  'extended_address',
  'address_locality',
  'address_region',
  'postal_code',
  'address_country',
  'phone_number',
] as const;

/**
 * One shipping method (napf ships and offers no pickup): its destinations as the agent wrote them
 * and the chosen one. A single destination is chosen without being named.
 */
function parseFulfillment(raw: unknown): FulfillmentState | null {
  const fulfillment = object(raw, '$.fulfillment');
  if (!fulfillment || fulfillment.methods === undefined || fulfillment.methods === null) return null;
  if (!Array.isArray(fulfillment.methods)) throw invalid('$.fulfillment.methods', 'must be an array');
  if (fulfillment.methods.length === 0) return null;
  if (fulfillment.methods.length > 1) {
    throw invalid('$.fulfillment.methods', 'must hold one method: the shop ships every line in one parcel');
  }
  const path = '$.fulfillment.methods[0]';
  const method = object(fulfillment.methods[0], path) as Record<string, unknown>;
  if (method.type !== undefined && method.type !== 'shipping') {
    throw invalid(`${path}.type`, 'must be shipping: the shop offers no other method');
  }
  const rawDestinations = method.destinations ?? [];
  if (!Array.isArray(rawDestinations)) throw invalid(`${path}.destinations`, 'must be an array');
  if (rawDestinations.length > 10) throw invalid(`${path}.destinations`, 'must hold at most 10 addresses');
  const destinations = rawDestinations.map((d, i): DestinationState => {
    const dpath = `${path}.destinations[${i}]`;
    const dest = object(d, dpath) as Record<string, unknown>;
    if (dest.type !== undefined && dest.type !== 'shipping_address') {
      throw invalid(`${dpath}.type`, 'must be shipping_address');
    }
    const out: DestinationState = { id: text(dest.id, `${dpath}.id`, 64) ?? `dest_${i + 1}` };
    for (const key of ADDRESS_FIELDS) {
      const value = text(dest[key], `${dpath}.${key}`);
      if (value !== undefined) out[key] = value;
    }
    return out;
  });
  destinations.forEach((d, i) => {
    const first = destinations.findIndex((o) => o.id === d.id);
    if (first < i) throw invalid(`${path}.destinations[${i}].id`, `repeats the id of destinations[${first}]`);
  });
  const selected = text(method.selected_destination_id, `${path}.selected_destination_id`, 64) ?? null;
  const only = destinations.length === 1 ? (destinations[0] as DestinationState).id : null;
  return { destinations, selected_destination_id: selected ?? only };
}

function parseContext(raw: unknown): Record<string, unknown> | null {
  const context = object(raw, '$.context');
  if (!context) return null;
  if (JSON.stringify(context).length > 4000) throw invalid('$.context', 'must be at most 4000 characters as JSON');
  return context;
}

/** Reads a create or update body (the full replacement state); `cart` allows `line_items` to be left out. */
export function parseRequest(body: Record<string, unknown>, options: { linesOptional?: boolean } = {}): ParsedRequest {
  const nul = nulPointers(body);
  if (nul.length > 0) {
    const path = `$${(nul[0] as string).replace(/\/([^/]*)/g, (_, key: string) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`))}`;
    throw invalid(path, 'must not contain the NUL character (U+0000)');
  }
  const linesAbsent = body.line_items === undefined || body.line_items === null;
  return {
    lines: options.linesOptional && linesAbsent ? [] : parseLines(body.line_items),
    buyer: parseBuyer(body.buyer),
    fulfillment: parseFulfillment(body.fulfillment),
    context: parseContext(body.context),
  };
}

/**
 * The stored lines for a request: a line keeps its id when the agent names it (or when the same
 * item was already a line), new lines get the next free id. Lines whose item cannot be ours are
 * left out here; the caller reports them.
 */
export function assignLineIds(
  requested: RequestedLine[],
  previous: SessionState | null,
): { lines: (LineState & { index: number })[]; next: number } {
  let next = previous?.next_line ?? 1;
  const known = new Map((previous?.lines ?? []).map((l) => [l.id, l]));
  const lines: (LineState & { index: number })[] = [];
  const used = new Set(requested.map((r) => r.id).filter((id) => id !== null && known.has(id)));
  requested.forEach((r, index) => {
    if (r.variant_id === null) return;
    const byItem = previous?.lines.find((l) => l.variant_id === r.variant_id);
    let id = r.id !== null && (known.has(r.id) || !r.id.startsWith('li_')) ? r.id : (byItem?.id ?? null);
    if (id === null || (id !== r.id && used.has(id))) id = `li_${next++}`;
    used.add(id);
    lines.push({ id, variant_id: r.variant_id, quantity: r.quantity, index });
  });
  return { lines, next };
}

/** What a cart or a checkout session stores after a create or an update. */
export function sessionState(
  parsed: ParsedRequest,
  lines: { lines: LineState[]; next: number },
  fulfillment: FulfillmentState | null,
  language: Language,
): SessionState {
  return {
    lines: lines.lines,
    buyer: parsed.buyer,
    fulfillment,
    context: parsed.context,
    language,
    next_line: lines.next,
  };
}
