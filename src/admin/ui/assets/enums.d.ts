// The types of the module /admin/assets/enums.js, which the server writes at start from its own
// constants (src/admin/ui/enums.ts); there is no enums.js file in this folder.
export declare const SCOPES: readonly string[];
export declare const TOKEN_KINDS: readonly string[];
export declare const KIND_PRESETS: Readonly<Record<string, readonly string[]>>;
export declare const EVENT_TYPES: readonly string[];
export declare const SPECIES: readonly string[];
export declare const CATEGORIES: readonly string[];
export declare const LINES: readonly string[];
export declare const STOCK_STATUSES: readonly string[];
export declare const ORDER_STATUSES: readonly string[];
export declare const ORDER_TRANSITIONS: Readonly<Record<string, readonly string[]>>;
export declare const PAYMENT_METHODS: readonly string[];
