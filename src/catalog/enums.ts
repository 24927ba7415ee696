/** The closed vocabularies of the catalog (docs/contract.md#formats). One place, used by schemas, seed and filters. */
export const SPECIES = ['DOG', 'CAT', 'BOTH'] as const;
export type Species = (typeof SPECIES)[number];

export const CATEGORIES = ['nassfutter', 'trockenfutter', 'snacks', 'nahrungsergaenzung', 'pflege'] as const;
export type Category = (typeof CATEGORIES)[number];

export const LINES = ['pur', 'sensitiv', 'vital', 'junior'] as const;
export type Line = (typeof LINES)[number];

export const STOCK_STATUSES = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'DROPSHIP'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
