/**
 * Capability negotiation: the protocol version check and the intersection algorithm of the UCP
 * overview (docs/ucp.md#negotiation), as pure functions over the business's capability
 * declarations and a validated platform profile.
 */
import type { CapabilityDeclaration } from './capabilities.ts';
import { UCP_VERSION } from './operation.ts';

export type NegotiationCode =
  | 'invalid_profile_url'
  | 'profile_unreachable'
  | 'profile_malformed'
  | 'version_unsupported'
  | 'capabilities_incompatible';

/** REST statuses of the negotiation errors; capabilities_incompatible is a business outcome (200). */
const STATUS: Record<NegotiationCode, number> = {
  invalid_profile_url: 400,
  profile_unreachable: 424,
  profile_malformed: 422,
  version_unsupported: 422,
  capabilities_incompatible: 200,
};

export class NegotiationError extends Error {
  readonly code: NegotiationCode;
  constructor(code: NegotiationCode, message: string) {
    super(message);
    this.name = 'NegotiationError';
    this.code = code;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export interface ActiveCapability {
  version: string;
  /** The parents of an extension; empty for a root capability. */
  extends: string[];
}

/** The outcome of negotiation for one request: the protocol version and the active capabilities. */
export interface Negotiated {
  version: string;
  capabilities: ReadonlyMap<string, ActiveCapability>;
  /** False when the request carried no platform profile (see docs/ucp.md#negotiation). */
  profiled: boolean;
}

/** The platform profile's `ucp` member, as far as negotiation reads it (already schema-checked). */
export interface PlatformUcp {
  version: string;
  capabilities?: Record<string, { version: string }[]>;
}

const parentsOf = (declaration: CapabilityDeclaration): string[] =>
  declaration.extends === undefined
    ? []
    : typeof declaration.extends === 'string'
      ? [declaration.extends]
      : declaration.extends;

/** Everything napf serves, at napf's version: what a request without a profile works with. */
export function unnegotiated(business: readonly CapabilityDeclaration[]): Negotiated {
  return {
    version: UCP_VERSION,
    capabilities: new Map(business.map((c) => [c.name, { version: c.version, extends: parentsOf(c) }])),
    profiled: false,
  };
}

/**
 * The intersection: each business capability the platform names, at the highest version both list
 * (dates in YYYY-MM-DD compare as strings); then extensions none of whose parents survived are
 * removed, repeatedly, so chains of extensions fall together.
 */
export function intersect(
  business: readonly CapabilityDeclaration[],
  platform: PlatformUcp['capabilities'] = {},
): Map<string, ActiveCapability> {
  const versionsOf = new Map<string, Set<string>>();
  for (const declaration of business) {
    const set = versionsOf.get(declaration.name) ?? new Set<string>();
    set.add(declaration.version);
    versionsOf.set(declaration.name, set);
  }
  const active = new Map<string, ActiveCapability>();
  for (const declaration of business) {
    if (active.has(declaration.name)) continue;
    const offered = platform[declaration.name];
    if (!Array.isArray(offered)) continue;
    const mine = versionsOf.get(declaration.name) ?? new Set<string>();
    const shared = offered.map((entry) => entry.version).filter((version) => mine.has(version));
    if (shared.length === 0) continue;
    const version = shared.sort().at(-1) as string;
    active.set(declaration.name, { version, extends: parentsOf(declaration) });
  }
  for (let pruned = true; pruned; ) {
    pruned = false;
    for (const [name, capability] of active) {
      if (capability.extends.length > 0 && !capability.extends.some((parent) => active.has(parent))) {
        active.delete(name);
        pruned = true;
      }
    }
  }
  return active;
}

/** Negotiates against a valid platform profile; version_unsupported when its version is not napf's. */
export function negotiate(business: readonly CapabilityDeclaration[], platform: PlatformUcp): Negotiated {
  if (platform.version !== UCP_VERSION) {
    throw new NegotiationError(
      'version_unsupported',
      `Protocol version ${platform.version} is not supported. This business supports version ${UCP_VERSION}.`,
    );
  }
  return { version: UCP_VERSION, capabilities: intersect(business, platform.capabilities), profiled: true };
}

/**
 * The capabilities a response of an operation of `root` declares: `root` itself and the active
 * extensions of it. capabilities_incompatible when `root` is not active.
 */
export function relevantCapabilities(negotiated: Negotiated, root: string): Map<string, ActiveCapability> {
  const own = negotiated.capabilities.get(root);
  if (!own) {
    throw new NegotiationError(
      'capabilities_incompatible',
      `No compatible version of ${root} in the intersection of the platform's and this business's capabilities`,
    );
  }
  const relevant = new Map([[root, own]]);
  for (const [name, capability] of negotiated.capabilities) {
    if (capability.extends.includes(root)) relevant.set(name, capability);
  }
  return relevant;
}
