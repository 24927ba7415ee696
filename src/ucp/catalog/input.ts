/**
 * Reading catalog request bodies: every wrong type or out-of-range value is a UcpError naming the
 * field as a JSONPath into the request (`$.pagination.limit`), never a crash further in.
 */
import { LINES, type Line, SPECIES, type Species } from '../../catalog/enums.ts';
import { UcpError } from '../errors.ts';

export function invalid(path: string, message: string): UcpError {
  return new UcpError('invalid_request', message, { status: 400, path, severity: 'unrecoverable' });
}

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalObject(value: unknown, path: string): Json | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw invalid(path, `${path} must be an object`);
  return value;
}

export function optionalString(value: unknown, path: string, maxLength: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(path, `${path} must be a string`);
  if (value.length > maxLength) throw invalid(path, `${path} is longer than ${maxLength} characters`);
  return value;
}

export function requiredString(value: unknown, path: string, maxLength: number): string {
  if (value === undefined) throw invalid(path, `${path} is required`);
  const text = optionalString(value, path, maxLength) as string;
  if (text.trim() === '') throw invalid(path, `${path} must not be empty`);
  return text;
}

export function stringList(value: unknown, path: string, maxItems: number, maxLength: number): string[] {
  if (!Array.isArray(value)) throw invalid(path, `${path} must be an array of strings`);
  if (value.length > maxItems) throw invalid(path, `${path} holds more than ${maxItems} entries`);
  return value.map((item, i) => {
    if (typeof item !== 'string') throw invalid(`${path}[${i}]`, `${path}[${i}] must be a string`);
    if (item.length > maxLength) throw invalid(`${path}[${i}]`, `${path}[${i}] is longer than ${maxLength} characters`);
    return item;
  });
}

/** A minor-unit amount as the protocol's amount type allows it: a non-negative integer. */
function optionalAmount(value: unknown, path: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalid(path, `${path} must be a non-negative integer amount in minor units (cents)`);
  }
  return value;
}

/** The catalog filters napf understands; everything else was named in `ignored`. */
export interface CatalogFilters {
  /** OR: a product in any of these category values. */
  categories?: string[];
  /** Cents, inclusive: a variant outside is left out, a product without variants inside too. */
  priceMin?: number;
  priceMax?: number;
  /** napf's own filters (the search_products tool's), under the same names. */
  species?: Species;
  line?: Line;
  tags?: string[];
  /** true: only variants that can be ordered now. */
  available?: boolean;
  /** Filter names napf does not know, and why a known one was not applied. */
  ignored: { name: string; reason: string }[];
}

const KNOWN = new Set(['categories', 'price', 'species', 'line', 'tags', 'available']);

function oneOf<T extends string>(values: readonly T[], value: unknown, path: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    throw invalid(path, `${path} must be one of ${values.join(', ')}`);
  }
  return value as T;
}

/**
 * The filters of a search, lookup or get_product request. Price filters count in the presentment
 * currency EUR; a request stating another `context.currency` has its price filter ignored (napf
 * converts no currency), which a warning says.
 */
export function readFilters(value: unknown, contextCurrency: string | undefined): CatalogFilters {
  const raw = optionalObject(value, '$.filters') ?? {};
  const filters: CatalogFilters = { ignored: [] };
  if (raw.categories !== undefined) {
    const categories = stringList(raw.categories, '$.filters.categories', 50, 200);
    // An empty list asks for no category, not for none.
    if (categories.length > 0) filters.categories = categories;
  }
  const price = optionalObject(raw.price, '$.filters.price');
  if (price) {
    const min = optionalAmount(price.min, '$.filters.price.min');
    const max = optionalAmount(price.max, '$.filters.price.max');
    if (min !== undefined && max !== undefined && min > max) {
      throw invalid('$.filters.price', '$.filters.price.min must not exceed $.filters.price.max');
    }
    if (contextCurrency !== undefined && contextCurrency.toUpperCase() !== 'EUR') {
      filters.ignored.push({
        name: 'price',
        reason: `prices are in EUR and napf converts no currency; the price filter in ${contextCurrency} was not applied`,
      });
    } else {
      if (min !== undefined) filters.priceMin = min;
      if (max !== undefined) filters.priceMax = max;
    }
  }
  const species = oneOf(SPECIES, raw.species, '$.filters.species');
  if (species) filters.species = species;
  const line = oneOf(LINES, raw.line, '$.filters.line');
  if (line) filters.line = line;
  if (raw.tags !== undefined) filters.tags = stringList(raw.tags, '$.filters.tags', 20, 100);
  if (raw.available !== undefined) {
    if (typeof raw.available !== 'boolean')
      throw invalid('$.filters.available', '$.filters.available must be a boolean');
    filters.available = raw.available;
  }
  for (const name of Object.keys(raw)) {
    if (!KNOWN.has(name)) filters.ignored.push({ name, reason: `napf has no filter "${name}"; it was not applied` });
  }
  return filters;
}

/** Whether the request narrows by anything at all (a search needs a query or a filter). */
export function filtersSomething(f: CatalogFilters): boolean {
  return (
    f.categories !== undefined ||
    f.priceMin !== undefined ||
    f.priceMax !== undefined ||
    f.species !== undefined ||
    f.line !== undefined ||
    f.tags !== undefined ||
    f.available !== undefined
  );
}

/** `context.currency`, when the request states one (the rest of the context only steers the binding). */
export function contextCurrency(body: Json): string | undefined {
  const context = optionalObject(body.context, '$.context');
  return optionalString(context?.currency, '$.context.currency', 10);
}
