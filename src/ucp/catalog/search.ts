/**
 * search_catalog over napf's own search (docs/ucp-catalog.md#search): with a query the ranked
 * result of CatalogSearch (the engine of the search_products tool), without one the filtered
 * catalog in its order (bestsellers first, then name), as GET /api/v1/products lists it.
 *
 * The cursor is an opaque position in napf's result list for this query and these filters. Filters
 * napf's search cannot apply (price, availability, several categories) are checked product by
 * product; a page then reads ahead in napf's list until it is full, at most MAX_SCAN products per
 * request, and says `has_next_page` with a cursor where it stopped.
 */
import { createHash } from 'node:crypto';
import type { Product, Variant } from '../../catalog/schema.ts';
import type { UcpCall, UcpInput } from '../operation.ts';
import { type PushedDown, passingVariants, pushDown } from './filter.ts';
import {
  type CatalogFilters,
  contextCurrency,
  filtersSomething,
  invalid,
  optionalObject,
  optionalString,
  readFilters,
} from './input.ts';
import { featuredFirst, toUcpProduct } from './map.ts';
import { catalogContext, filterWarnings, returnPolicy } from './response.ts';

export const DEFAULT_LIMIT = 10;
/** Larger requested pages are clamped silently, as the protocol allows. */
export const MAX_LIMIT = 50;
/** Products of napf's list one request reads at most while filtering. */
const MAX_SCAN = 2000;
const MAX_QUERY = 200;

interface Window {
  products: Product[];
  total: number;
}

/** Products [from, from + count) of napf's list for the query and the pushed-down filters. */
type Source = (from: number, count: number) => Promise<Window>;

function napfSource(call: UcpCall, query: string, napf: PushedDown): Source {
  const { catalog, search } = call.deps;
  if (query.trim() !== '') {
    // The ranked list has no offset: the first from + count hits are read, the window kept.
    return async (from, count) => {
      const result = await search.search({ query, ...napf, limit: from + count });
      return { products: result.products.slice(from), total: result.total };
    };
  }
  return async (from, count) => {
    const list = { species: napf.species, category: napf.category, line: napf.line, tags: napf.tags?.join(',') };
    const page = Math.floor(from / count) + 1;
    const first = await catalog.listProducts({ ...list, page, limit: count });
    const skip = from - (page - 1) * count;
    const products = first.data.slice(skip);
    if (skip > 0 && page < first.meta.pages) {
      const second = await catalog.listProducts({ ...list, page: page + 1, limit: count });
      products.push(...second.data.slice(0, skip));
    }
    return { products, total: first.meta.total };
  };
}

interface Cursor {
  /** Position in napf's list. */
  p: number;
  /** Fingerprint of the query and filters the cursor belongs to. */
  f: string;
}

/** JSON with object keys sorted, so a client re-serialising the same request keeps its cursor. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function fingerprint(query: string, filters: unknown, currency: string | undefined): string {
  return createHash('sha256')
    .update(canonical([query.trim(), filters, currency]))
    .digest('base64url')
    .slice(0, 16);
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string, expected: string): number {
  const path = '$.pagination.cursor';
  let cursor: Partial<Cursor> | null = null;
  try {
    cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw invalid(path, `${path} is not a cursor this business handed out`);
  }
  if (
    typeof cursor?.p !== 'number' ||
    !Number.isSafeInteger(cursor.p) ||
    cursor.p < 0 ||
    typeof cursor.f !== 'string'
  ) {
    throw invalid(path, `${path} is not a cursor this business handed out`);
  }
  if (cursor.f !== expected) {
    throw invalid(path, `${path} belongs to another query or other filters; send them unchanged while paging`);
  }
  return cursor.p;
}

function readPagination(body: Record<string, unknown>, print: string): { from: number; limit: number } {
  const pagination = optionalObject(body.pagination, '$.pagination') ?? {};
  let limit = DEFAULT_LIMIT;
  if (pagination.limit !== undefined) {
    const raw = pagination.limit;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1) {
      throw invalid('$.pagination.limit', '$.pagination.limit must be an integer of at least 1');
    }
    limit = Math.min(raw, MAX_LIMIT);
  }
  const cursor = optionalString(pagination.cursor, '$.pagination.cursor', 500);
  return { from: cursor === undefined ? 0 : decodeCursor(cursor, print), limit };
}

interface Found {
  product: Product;
  variants: Variant[];
  at: number;
}

/** One page: up to `limit` matching products from `from` on, and where the next page starts. */
async function page(source: Source, filters: CatalogFilters, complete: boolean, from: number, limit: number) {
  const want = limit + 1;
  const found: Found[] = [];
  let at = from;
  let count = complete ? want : Math.max(want, 25);
  let scanned = 0;
  let end = false;
  let total = 0;
  while (found.length < want && !end && scanned < MAX_SCAN) {
    const window = await source(at, count);
    total = window.total;
    end = window.products.length < count || at + window.products.length >= window.total;
    for (const product of window.products) {
      const variants = passingVariants(product, filters);
      if (variants.length > 0) found.push({ product, variants, at });
      at += 1;
      if (found.length === want) break;
    }
    scanned += window.products.length;
    count = Math.min(count * 2, 500);
  }
  const more = found.length > limit;
  const next = more ? (found[limit] as Found).at : !end ? at : null;
  return { found: found.slice(0, limit), next, total };
}

export async function searchCatalog(call: UcpCall, input: UcpInput): Promise<Record<string, unknown>> {
  const body = input.body;
  const query = optionalString(body.query, '$.query', MAX_QUERY) ?? '';
  const currency = contextCurrency(body);
  const filters = readFilters(body.filters, currency);
  if (query.trim() === '' && !filtersSomething(filters)) {
    throw invalid('$.query', 'Give a query, filters, or both: an empty search names nothing to find');
  }
  const print = fingerprint(query, body.filters, currency);
  const { from, limit } = readPagination(body, print);
  const { napf, complete } = pushDown(filters);
  const result = await page(napfSource(call, query, napf), filters, complete, from, limit);

  const ctx = catalogContext(call);
  const products = result.found.map((f) => toUcpProduct(f.product, featuredFirst(f.variants), ctx));
  const pagination: Record<string, unknown> = { has_next_page: result.next !== null };
  if (result.next !== null) pagination.cursor = encodeCursor({ p: result.next, f: print });
  // napf's total counts exactly what it returns only when it applied every filter itself.
  if (complete) pagination.total_count = result.total;
  const messages = filterWarnings(filters);
  return {
    products,
    pagination,
    ...(messages.length ? { messages } : {}),
    ...(products.length ? { policies: [returnPolicy(call)] } : {}),
  };
}
