/** Issuing, listing, revoking and authenticating API tokens. */
import { ApiError } from '../http/errors.ts';
import { newId } from '../util/ids.ts';
import { type Clock, systemClock } from '../util/time.ts';
import { displayPrefix, generateToken, hashToken, parseToken } from './format.ts';
import type { TokenRecord, TokenRepo } from './repo.ts';
import { KIND_PRESETS, type Scope, scopeProblem, type TokenKind } from './scopes.ts';

export interface CreateTokenInput {
  name: string;
  kind: TokenKind;
  scopes?: string[];
  rateLimitPerMinute?: number | null;
  expiresAt?: string | null;
}

export interface IssuedToken {
  record: TokenRecord;
  /** The full token text: shown exactly once. */
  token: string;
}

/**
 * How long an authentication result is reused. Short enough that a token revoked on another
 * instance stops working within it (CONTRACT: within 1 s); a revocation here clears it at once.
 */
const AUTH_CACHE_MS = 500;
const AUTH_CACHE_MAX = 10_000;

export class TokenService {
  readonly #repo: TokenRepo;
  readonly #clock: Clock;
  readonly #cache = new Map<string, { record: TokenRecord | null; until: number }>();

  constructor(repo: TokenRepo, clock: Clock = systemClock) {
    this.#repo = repo;
    this.#clock = clock;
  }

  async create(input: CreateTokenInput): Promise<IssuedToken> {
    const name = input.name.trim();
    if (name.length === 0 || name.length > 100) {
      throw new ApiError(400, 'invalid_parameters', 'name must be 1 to 100 characters', {
        errors: [{ path: 'name', message: 'must be 1 to 100 characters' }],
      });
    }
    const scopes = input.scopes && input.scopes.length > 0 ? [...new Set(input.scopes)] : KIND_PRESETS[input.kind];
    const problem = scopeProblem(input.kind, scopes);
    if (problem) {
      throw new ApiError(400, 'invalid_parameters', problem, { errors: [{ path: 'scopes', message: problem }] });
    }
    const token = generateToken(input.kind);
    const record: TokenRecord = {
      id: newId('tok'),
      name,
      kind: input.kind,
      scopes: scopes as Scope[],
      prefix: displayPrefix(token),
      created_at: this.#clock.now().toISOString(),
      last_used_at: null,
      expires_at: input.expiresAt ?? null,
      revoked_at: null,
      rate_limit_per_minute: input.rateLimitPerMinute ?? null,
    };
    await this.#repo.insert(record, hashToken(token));
    return { record, token };
  }

  list(): Promise<TokenRecord[]> {
    return this.#repo.list();
  }

  async revoke(id: string): Promise<TokenRecord> {
    const existing = await this.#repo.findById(id);
    if (!existing) throw new ApiError(404, 'not_found', `token ${id} not found`);
    await this.#repo.revoke(id, this.#clock.now().toISOString());
    this.#cache.clear();
    return (await this.#repo.findById(id)) as TokenRecord;
  }

  /**
   * The token record for a presented key, or null when it is malformed (checked without a lookup),
   * unknown, revoked or expired.
   */
  async authenticate(presented: string): Promise<TokenRecord | null> {
    if (parseToken(presented) === null) return null;
    const hash = hashToken(presented);
    const now = Date.now();
    let entry = this.#cache.get(hash);
    if (!entry || entry.until <= now) {
      const found = await this.#repo.findByHash(hash);
      if (this.#cache.size >= AUTH_CACHE_MAX) this.#cache.clear();
      entry = { record: found && !found.revoked_at ? found : null, until: now + AUTH_CACHE_MS };
      this.#cache.set(hash, entry);
    }
    const record = entry.record;
    if (record?.expires_at && record.expires_at <= this.#clock.now().toISOString()) return null;
    return record;
  }
}
