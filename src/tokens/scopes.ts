/**
 * Scopes and kind presets.
 *
 * Orders belong to the token that placed them: `orders:read` reads only those. `all_orders:read` is
 * shop-wide order access (every order, and subscribing to order.created and order.updated) for back-office
 * integrations; it includes `orders:read`, and it is a `*:read` scope because such an integration
 * needs no write access, so a read token may hold it. `orders:manage` is the back office's: it
 * moves any order along its status lifecycle (paid, shipped, ...) and includes all_orders:read.
 * `ucp:checkout` lets an agent build UCP carts and checkout sessions (docs/ucp.md) and follow the
 * orders they became, so it includes `orders:read` (its own orders only); the buyer confirms each
 * order on the hosted page, so it is in the write preset.
 * admin:full holds every scope.
 */
export const SCOPES = [
  'products:read',
  'categories:read',
  'articles:read',
  'glossary:read',
  'newsletter:read',
  'webhooks:read',
  'orders:read',
  'all_orders:read',
  'products:write',
  'prices:write',
  'images:write',
  'inventory:write',
  'webhooks:write',
  'orders:write',
  'orders:manage',
  'ucp:checkout',
  'admin:full',
] as const;
export type Scope = (typeof SCOPES)[number];

export const TOKEN_KINDS = ['read', 'write', 'admin'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

const READ_PRESET: Scope[] = ['products:read', 'categories:read', 'articles:read', 'glossary:read'];

export const KIND_PRESETS: Record<TokenKind, Scope[]> = {
  read: READ_PRESET,
  write: [...READ_PRESET, 'products:write', 'prices:write', 'images:write', 'inventory:write', 'ucp:checkout'],
  admin: ['admin:full'],
};

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Scopes that include others: reading every order includes reading one's own; managing includes reading. */
const INCLUDES: Partial<Record<Scope, readonly Scope[]>> = {
  'all_orders:read': ['orders:read'],
  'orders:manage': ['all_orders:read', 'orders:read'],
  'ucp:checkout': ['orders:read'],
};

/** admin:full satisfies every scope; a scope satisfies those it includes. */
export function holdsScope(held: readonly string[], needed: Scope): boolean {
  if (held.includes('admin:full') || held.includes(needed)) return true;
  return held.some((scope) => INCLUDES[scope as Scope]?.includes(needed) === true);
}

/** Why a kind may not hold these scopes, or null when it may. */
export function scopeProblem(kind: TokenKind, scopes: readonly string[]): string | null {
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) return `unknown scope ${unknown.join(', ')}`;
  if (scopes.length === 0) return 'at least one scope is needed';
  if (kind === 'read' && scopes.some((s) => !s.endsWith(':read'))) return 'a read token may hold only *:read scopes';
  if (kind !== 'admin' && scopes.includes('admin:full')) return 'only an admin token holds admin:full';
  return null;
}

/** Shop-wide order access: every order, and the order events. */
export const ALL_ORDERS: Scope = 'all_orders:read';
