/** The public shapes of the product search index. */

/** The searchable text of one product, as the caller maps it from a products row. */
export interface SearchDocument {
  id: string;
  name: string;
  name_en: string;
  brand: string;
  description: string;
  description_en: string;
  ingredients: string;
  tags: readonly string[];
  /**
   * Facet values for filtering inside the index (faster than a callback when a query term matches
   * most of a large catalog). Omitted facets never match a facet filter on that key.
   */
  species?: string;
  category?: string;
  line?: string;
}

/** Facet filters: each given list is any-of; all given facets must hold; every listed tag must be present. */
export interface SearchFacets {
  species?: readonly string[];
  category?: readonly string[];
  line?: readonly string[];
  tags?: readonly string[];
}

export interface SearchOptions {
  /** Hits to return (0 to only count). */
  limit: number;
  facets?: SearchFacets;
  /** Any other condition, asked once per matching document after the facets. */
  filter?: (id: string) => boolean;
}

/** Why a hit matched: the query's concepts it has, the index terms of its text that matched, the concepts it lacks. */
export interface SearchMatch {
  concepts: string[];
  terms: string[];
  /** Concepts of the query the product does not have (a partial match ranks below full ones). */
  missing: string[];
  /** The product fields its concepts were read from: tags, category, line, ingredients. */
  fields: string[];
}

export interface SearchHit {
  id: string;
  score: number;
  match?: SearchMatch;
}

export interface SearchResult {
  hits: SearchHit[];
  /** All matching documents that pass the filters (partial matches too), not just the returned ones. */
  total: number;
}
