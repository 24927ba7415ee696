/** Product search: a bilingual in-memory index (see product-search-index.ts for the matching rules). */
export { ProductSearchIndex } from './product-search-index.ts';
export type { SearchDocument, SearchFacets, SearchHit, SearchOptions, SearchResult } from './types.ts';
