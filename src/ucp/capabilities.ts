/**
 * The capabilities napf advertises, derived from what it serves: every distinct `capability` of
 * the operations, plus the extensions declared in UCP_EXTENSIONS. Nothing lists them by hand, so
 * the discovery profile, negotiation and the response envelopes cannot drift from the operations.
 */
import type { UcpOperation } from './operation.ts';
import { UCP_VERSION } from './operation.ts';

/** An extension capability (it augments a parent capability's resource instead of adding operations). */
export interface UcpExtension {
  /** dev.ucp.shopping.fulfillment ... */
  name: string;
  /** The parent capability or capabilities. */
  extends: string | readonly string[];
  /** Overrides of the URLs derived from the name (see extensionUrls). */
  spec?: string;
  schema?: string;
}

/**
 * The extensions napf implements. A module that adds one to its resource (e.g. fulfillment on the
 * checkout) appends its declaration here: the profile and negotiation pick it up from this list.
 */
export const UCP_EXTENSIONS: readonly UcpExtension[] = [
  // Checkout sessions carry shipping methods, destinations and options (src/ucp/checkout/view.ts).
  { name: 'dev.ucp.shopping.fulfillment', extends: 'dev.ucp.shopping.checkout' },
];

export interface CapabilityDeclaration {
  name: string;
  version: string;
  spec: string;
  schema: string;
  extends?: string | string[];
}

const BASE = `https://ucp.dev/${UCP_VERSION}`;

/** `dev.ucp.shopping.catalog.search` → shopping, [catalog, search]; null outside the dev.ucp namespace. */
function officialParts(name: string): { service: string; rest: string[] } | null {
  const parts = name.split('.');
  if (parts[0] !== 'dev' || parts[1] !== 'ucp' || parts.length < 4) return null;
  return { service: parts[2] as string, rest: parts.slice(3) };
}

/**
 * The protocol's own URL scheme for a root capability: specification/shopping/catalog/search and
 * schemas/shopping/catalog_search.json for dev.ucp.shopping.catalog.search.
 */
function capabilityUrls(name: string): { spec: string; schema: string } {
  const parts = officialParts(name);
  if (!parts) throw new Error(`${name}: a capability outside dev.ucp.* needs its own spec and schema URLs`);
  return {
    spec: `${BASE}/specification/${parts.service}/${parts.rest.join('/')}`,
    schema: `${BASE}/schemas/${parts.service}/${parts.rest.join('_')}.json`,
  };
}

/** Extensions have top-level spec pages: specification/buyer-consent, schemas/shopping/buyer_consent.json. */
function extensionUrls(extension: UcpExtension): { spec: string; schema: string } {
  const parts = officialParts(extension.name);
  if (!parts && !(extension.spec && extension.schema)) {
    throw new Error(`${extension.name}: an extension outside dev.ucp.* needs its own spec and schema URLs`);
  }
  const last = parts?.rest.join('_') ?? '';
  return {
    spec: extension.spec ?? `${BASE}/specification/${last.replaceAll('_', '-')}`,
    schema: extension.schema ?? `${BASE}/schemas/${parts?.service}/${last}.json`,
  };
}

/** Every capability napf serves, root capabilities first (in operation order), then extensions. */
export function businessCapabilities(
  operations: readonly UcpOperation[],
  extensions: readonly UcpExtension[] = UCP_EXTENSIONS,
): CapabilityDeclaration[] {
  const names = [...new Set(operations.map((op) => op.capability))];
  const roots = names.map((name) => ({ name, version: UCP_VERSION, ...capabilityUrls(name) }));
  const added = extensions
    .filter((ext) => !names.includes(ext.name))
    .map((ext) => ({
      name: ext.name,
      version: UCP_VERSION,
      ...extensionUrls(ext),
      extends: typeof ext.extends === 'string' ? ext.extends : [...ext.extends],
    }));
  return [...roots, ...added];
}
