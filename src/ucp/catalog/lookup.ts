/**
 * lookup_catalog and get_product (docs/ucp-catalog.md#lookup). Identifiers: the UCP product id
 * (napf's `prd_…`), the variant id (`var_…`), and as secondary identifiers the product's `handle`
 * (its slug) and a variant's EAN (its `barcodes` entry). Unknown identifiers are no error in a batch:
 * the found products come back with an info message per missing identifier.
 */
import type { Product, Variant } from '../../catalog/schema.ts';
import { UcpError, type UcpMessage } from '../errors.ts';
import type { UcpCall, UcpInput } from '../operation.ts';
import { passingVariants } from './filter.ts';
import { contextCurrency, invalid, isObject, readFilters, requiredString, stringList } from './input.ts';
import { CatalogLookupRepo, type Resolved } from './lookup-repo.ts';
import { canOrder, featured, featuredFirst, isSizeOption, SIZE_OPTION, toUcpProduct, toUcpVariant } from './map.ts';
import { catalogContext, filterWarnings, returnPolicy } from './response.ts';

/** Identifiers per batch; more is refused (request_too_large) as the protocol asks. */
export const MAX_LOOKUP_IDS = 50;
const MAX_ID = 200;

async function resolve(call: UcpCall, ids: readonly string[]) {
  const resolved = await new CatalogLookupRepo(call.deps.store.db).resolve(ids);
  const productIds = [...new Set(resolved.map((r) => r.productId))];
  const products = new Map((await call.deps.catalog.activeProducts(productIds)).map((p) => [p.id, p]));
  return { resolved: resolved.filter((r) => products.has(r.productId)), products };
}

export async function lookupCatalog(call: UcpCall, input: UcpInput): Promise<Record<string, unknown>> {
  const body = input.body;
  if (body.ids === undefined) throw invalid('$.ids', '$.ids is required: the identifiers to look up');
  if (Array.isArray(body.ids) && body.ids.length > MAX_LOOKUP_IDS) {
    throw new UcpError('request_too_large', `At most ${MAX_LOOKUP_IDS} identifiers per lookup`, {
      status: 400,
      path: '$.ids',
    });
  }
  const ids = [...new Set(stringList(body.ids, '$.ids', MAX_LOOKUP_IDS, MAX_ID))];
  if (ids.length === 0) throw invalid('$.ids', '$.ids must name at least one identifier');
  const filters = readFilters(body.filters, contextCurrency(body));
  const { resolved, products } = await resolve(call, ids);

  // Per product, in request order: the variants the identifiers resolved to, with their inputs.
  const hits = new Map<string, Map<string, { id: string; match: string }[]>>();
  for (const id of ids) {
    for (const r of resolved.filter((entry) => entry.input === id)) {
      const product = products.get(r.productId) as Product;
      const variants = passingVariants(product, filters);
      const variant = r.variantId === null ? featured(variants) : variants.find((v) => v.id === r.variantId);
      if (!variant) continue;
      const byVariant = hits.get(product.id) ?? new Map<string, { id: string; match: string }[]>();
      const inputs = byVariant.get(variant.id) ?? [];
      inputs.push({ id, match: r.variantId === null ? 'featured' : 'exact' });
      byVariant.set(variant.id, inputs);
      hits.set(product.id, byVariant);
    }
  }

  const ctx = catalogContext(call);
  const out = [...hits].map(([productId, byVariant]) => {
    const product = products.get(productId) as Product;
    const variants = product.product_variants.filter((v) => byVariant.has(v.id));
    const mapped = toUcpProduct(product, variants, ctx, passingVariants(product, filters));
    mapped.variants = featuredFirst(variants).map((v) => ({
      ...toUcpVariant(product, v, ctx),
      inputs: byVariant.get(v.id),
    }));
    return mapped;
  });
  const found = new Set(resolved.map((r: Resolved) => r.input));
  const messages: UcpMessage[] = [
    ...ids.filter((id) => !found.has(id)).map((id) => ({ type: 'info' as const, code: 'not_found', content: id })),
    ...filterWarnings(filters),
  ];
  return {
    products: out,
    ...(messages.length ? { messages } : {}),
    ...(out.length ? { policies: [returnPolicy(call)] } : {}),
  };
}

interface Selection {
  name: string;
  label: string;
  id?: string;
}

function readSelected(value: unknown): Selection[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid('$.selected', '$.selected must be an array of {name, label}');
  const seen = new Set<string>();
  return value.map((entry, i) => {
    const path = `$.selected[${i}]`;
    if (!isObject(entry)) throw invalid(path, `${path} must be an object with name and label`);
    const name = requiredString(entry.name, `${path}.name`, 100);
    const label = requiredString(entry.label, `${path}.label`, 100);
    const key = name.trim().toLowerCase();
    if (seen.has(key)) throw invalid(`${path}.name`, `${path}.name repeats the option ${name}: name each option once`);
    seen.add(key);
    if (entry.id !== undefined && typeof entry.id !== 'string')
      throw invalid(`${path}.id`, `${path}.id must be a string`);
    return { name, label, ...(typeof entry.id === 'string' ? { id: entry.id } : {}) };
  });
}

function notFound(id: string): UcpError {
  return new UcpError('not_found', `Product not found: ${id}`, { status: 200, severity: 'unrecoverable' });
}

/**
 * The variants get_product shows and the effective selection. napf has one option, the size: a
 * variant id or a selected size that exists picks that variant; a selection naming no size napf
 * has (or another option) is relaxed away. Without a selection every size is shown, the featured
 * one first, and the selection is the featured variant's size.
 */
function select(variants: Variant[], variantId: string | null, selected: Selection[]) {
  const sizeOf = (v: Variant) => [{ name: '', label: v.size }];
  if (variantId !== null) {
    const own = variants.find((v) => v.id === variantId);
    return own ? { variants: [own], selected: sizeOf(own) } : null;
  }
  const size = selected.find((s) => isSizeOption(s.name));
  const chosen = size ? variants.find((v) => v.size === size.label || v.id === size.id) : undefined;
  if (chosen) return { variants: [chosen], selected: sizeOf(chosen) };
  const ordered = featuredFirst(variants);
  const first = ordered[0];
  if (!first) return null;
  return { variants: ordered, selected: selected.length > 0 ? [] : sizeOf(first) };
}

export async function getProduct(call: UcpCall, input: UcpInput): Promise<Record<string, unknown>> {
  const body = input.body;
  const id = requiredString(body.id ?? input.id ?? undefined, '$.id', MAX_ID);
  const selected = readSelected(body.selected);
  if (body.preferences !== undefined) stringList(body.preferences, '$.preferences', 20, 100);
  const filters = readFilters(body.filters, contextCurrency(body));

  const { resolved, products } = await resolve(call, [id]);
  const hit = resolved[0];
  if (!hit) throw notFound(id);
  const product = products.get(hit.productId) as Product;
  const choice = select(passingVariants(product, filters), hit.variantId, selected);
  if (!choice) {
    throw new UcpError('not_found', `No variant of ${id} matches the filters`, {
      status: 200,
      severity: 'recoverable',
    });
  }
  const ctx = catalogContext(call);
  const option = SIZE_OPTION[ctx.language];
  const mapped = toUcpProduct(product, choice.variants, ctx, passingVariants(product, filters));
  mapped.selected = choice.selected.map((s) => ({ ...s, name: option }));
  mapped.options = [
    {
      name: option,
      values: product.product_variants.map((v) => ({ label: v.size, available: canOrder(v), exists: true })),
    },
  ];
  const messages = filterWarnings(filters);
  return {
    product: mapped,
    ...(messages.length ? { messages } : {}),
    policies: [returnPolicy(call)],
  };
}
