/**
 * Per request: the platform profile named by the request (fetched, validated, cached) negotiated
 * against napf's capabilities. Profiles are cached by URL for their Cache-Control max-age, never
 * less than 60 s (the protocol's floor) nor more than a day, in a bounded LRU map, so the number of
 * distinct profile URLs agents send cannot grow memory; concurrent requests for one URL share one fetch.
 */
import type { Clock } from '../core/clock.ts';
import type { CapabilityDeclaration } from './capabilities.ts';
import { type Negotiated, NegotiationError, negotiate, type PlatformUcp, unnegotiated } from './negotiation.ts';
import { checkPlatformProfile } from './platform-profile.ts';
import type { FetchedProfile } from './profile-fetch.ts';

export const MIN_TTL_SECONDS = 60;
export const MAX_TTL_SECONDS = 86_400;
export const CACHE_ENTRIES = 500;

export interface ProfileSource {
  fetch(url: string): Promise<FetchedProfile>;
}

interface Entry {
  ucp: PlatformUcp;
  expiresAt: number;
}

/** The TTL in seconds a Cache-Control value grants, within the floor and the ceiling. */
export function ttlSeconds(cacheControl: string | null): number {
  const maxAge = /(?:^|,)\s*(?:s-maxage|max-age)\s*=\s*"?(\d+)"?/i.exec(cacheControl ?? '');
  const seconds = maxAge ? Number(maxAge[1]) : MIN_TTL_SECONDS;
  return Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, seconds));
}

export class Negotiator {
  readonly #business: readonly CapabilityDeclaration[];
  readonly #source: ProfileSource;
  readonly #clock: Clock;
  readonly #cache = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<PlatformUcp>>();

  constructor(business: readonly CapabilityDeclaration[], source: ProfileSource, clock: Clock) {
    this.#business = business;
    this.#source = source;
    this.#clock = clock;
  }

  /** Negotiates for a request; null (no profile sent) serves napf's own version and capabilities. */
  async forProfile(url: string | null): Promise<Negotiated> {
    if (url === null) return unnegotiated(this.#business);
    return negotiate(this.#business, await this.platform(url));
  }

  /** The `ucp` member of a platform profile, from the cache or fetched. */
  async platform(url: string): Promise<PlatformUcp> {
    const now = this.#clock.now().getTime();
    const cached = this.#cache.get(url);
    if (cached && cached.expiresAt > now) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.#cache.delete(url);
      this.#cache.set(url, cached);
      return cached.ucp;
    }
    this.#cache.delete(url);
    const pending = this.#inFlight.get(url);
    if (pending) return pending;
    const loading = this.#load(url).finally(() => this.#inFlight.delete(url));
    this.#inFlight.set(url, loading);
    return loading;
  }

  async #load(url: string): Promise<PlatformUcp> {
    const fetched = await this.#source.fetch(url);
    const checked = checkPlatformProfile(fetched.body);
    if ('problems' in checked) {
      throw new NegotiationError(
        'profile_malformed',
        `The platform profile is not a valid UCP platform profile: ${checked.problems.join('; ')}`,
      );
    }
    if (this.#cache.size >= CACHE_ENTRIES) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    const expiresAt = this.#clock.now().getTime() + ttlSeconds(fetched.cacheControl) * 1000;
    this.#cache.set(url, { ucp: checked.ucp, expiresAt });
    return checked.ucp;
  }

  /** Profiles cached now (for tests and diagnostics). */
  get cached(): number {
    return this.#cache.size;
  }
}
