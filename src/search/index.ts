/**
 * Product search: a bilingual in-memory index, built from the products table at start and kept
 * current with upsert/remove after every write.
 *
 *   const index = new ProductSearchIndex(documents);
 *   index.search('getreidefreies Katzenfutter', { limit: 10, facets: { species: ['CAT', 'BOTH'] } });
 *   // → { hits: [{ id, score }], total }
 *
 * Matching and ranking rules: product-search-index.ts.
 */
export { CONCEPTS } from './concepts.ts';
export { ProductSearchIndex } from './product-search-index.ts';
export type { SearchDocument, SearchFacets, SearchHit, SearchMatch, SearchOptions, SearchResult } from './types.ts';
