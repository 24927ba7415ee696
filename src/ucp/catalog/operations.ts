/** The catalog operations of UCP, served over REST and MCP by the bindings (docs/ucp-catalog.md). */
import type { UcpOperation } from '../operation.ts';
import { getProduct, lookupCatalog } from './lookup.ts';
import { searchCatalog } from './search.ts';

export const CATALOG_SEARCH = 'dev.ucp.shopping.catalog.search';
export const CATALOG_LOOKUP = 'dev.ucp.shopping.catalog.lookup';

export const CATALOG_OPERATIONS: readonly UcpOperation[] = [
  {
    name: 'search_catalog',
    capability: CATALOG_SEARCH,
    rest: { method: 'POST', path: '/catalog/search' },
    payload: 'catalog',
    scope: 'products:read',
    description:
      'Search the dog and cat food catalog by free text (German or English) and filters (categories, price in cents, species, line, tags, available), relevance first, with cursor pagination.',
    run: searchCatalog,
  },
  {
    name: 'lookup_catalog',
    capability: CATALOG_LOOKUP,
    rest: { method: 'POST', path: '/catalog/lookup' },
    payload: 'catalog',
    scope: 'products:read',
    description:
      'Look up products by product id, variant id, handle (slug) or EAN; each returned variant names the identifiers it answers in `inputs`.',
    run: lookupCatalog,
  },
  {
    name: 'get_product',
    capability: CATALOG_LOOKUP,
    rest: { method: 'POST', path: '/catalog/product' },
    payload: 'catalog',
    scope: 'products:read',
    description:
      'Full detail of one product or variant: sizes with availability, prices in cents, unit price per kg or l, feed label, with option selection by size.',
    run: getProduct,
  },
];
