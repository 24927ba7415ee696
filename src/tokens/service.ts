/**
 * Issuing, listing, revoking, regenerating and authenticating API tokens. Changes made with an
 * `audit` context (the dashboard) write their audit record in the same transaction; the token text
 * never reaches the audit trail. A token owns the orders it placed and the webhook subscriptions it
 * made: revoking it pauses those subscriptions in the same transaction, and regenerating an active
 * token hands both to the new token (see owned.ts).
 */

import { type Clock, systemClock } from '../core/clock.ts';
import type { Actor } from '../core/context.ts';
import { DomainError } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { recordAudit } from '../events/audit.ts';
import { displayPrefix, generateToken, hashToken, parseToken } from './format.ts';
import { handOverOwned, pauseOwned } from './owned.ts';
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

/** Who changes tokens, for the audit trail. */
export interface TokenAudit {
  actor: Actor;
  requestId: string | null;
}

export type TokenStatus = 'active' | 'revoked' | 'expired';

/** The longest overlap a regenerated token's predecessor may keep working (7 days). */
export const MAX_OVERLAP_MINUTES = 10_080;

/**
 * How long an authentication result is reused. Short enough that a token revoked on another
 * instance stops working within it (within 1 s, docs/contract.md#tokens-and-scopes); a revocation
 * here clears it at once.
 */
const AUTH_CACHE_MS = 500;
const AUTH_CACHE_MAX = 10_000;

/** A cached authentication: the record (null: unknown or revoked), until when, and its expiry in ms. */
interface CachedAuth {
  record: TokenRecord | null;
  until: number;
  expires: number;
}

export class TokenService {
  readonly #repo: TokenRepo;
  readonly #clock: Clock;
  /**
   * Keyed by the presented key itself, so a cached answer costs one lookup: the format check and the
   * SHA-256 were a tenth of a cached catalog answer's CPU. The keys held are those presented in the
   * last moments, as the requests carrying them are; a revocation or a new token clears it.
   */
  readonly #cache = new Map<string, CachedAuth>();

  constructor(repo: TokenRepo, clock: Clock = systemClock) {
    this.#repo = repo;
    this.#clock = clock;
  }

  status(record: TokenRecord): TokenStatus {
    if (record.revoked_at) return 'revoked';
    if (record.expires_at && record.expires_at <= this.#clock.now().toISOString()) return 'expired';
    return 'active';
  }

  async create(input: CreateTokenInput, audit?: TokenAudit): Promise<IssuedToken> {
    const name = input.name.trim();
    if (name.length === 0 || name.length > 100) {
      throw new DomainError('invalid_parameters', 'name must be 1 to 100 characters', {
        errors: [{ path: 'name', message: 'must be 1 to 100 characters' }],
      });
    }
    const scopes = input.scopes && input.scopes.length > 0 ? [...new Set(input.scopes)] : KIND_PRESETS[input.kind];
    const problem = scopeProblem(input.kind, scopes);
    if (problem) {
      throw new DomainError('invalid_parameters', problem, { errors: [{ path: 'scopes', message: problem }] });
    }
    const now = this.#clock.now().toISOString();
    if (input.expiresAt && input.expiresAt <= now) {
      throw new DomainError('invalid_parameters', 'expires_at must be in the future', {
        errors: [{ path: 'expires_at', message: 'must be in the future' }],
      });
    }
    const token = generateToken(input.kind);
    const record: TokenRecord = {
      id: newId('tok'),
      name,
      kind: input.kind,
      scopes: scopes as Scope[],
      prefix: displayPrefix(token),
      created_at: now,
      last_used_at: null,
      expires_at: input.expiresAt ?? null,
      revoked_at: null,
      rate_limit_per_minute: input.rateLimitPerMinute ?? null,
    };
    await this.#repo.transaction(async (repo, trx) => {
      await repo.insert(record, hashToken(token));
      if (audit) await recordAudit(trx, this.#auditEntry(audit, 'token.issue', record.id, null, record), now);
    });
    return { record, token };
  }

  #auditEntry(audit: TokenAudit, action: string, entityId: string, before: unknown, after: unknown) {
    return {
      actor: audit.actor,
      tool: null,
      action,
      entityType: 'token' as const,
      entityId,
      before,
      after,
      requestId: audit.requestId,
    };
  }

  /**
   * A new token with the same name, kind, scopes and rate limit (and expiry, while that is still
   * ahead). The old one stops at once (revoked) or, with an overlap, expires that many minutes from
   * now (never later than it would have anyway). A revoked or expired old token stays as it is.
   * The orders and webhook subscriptions of an active old token pass to the new one at once (the
   * same integration with a new key), so rotating a key pauses nothing; anything the old token
   * makes during the overlap stays its own.
   */
  async regenerate(
    id: string,
    options: { overlapMinutes?: number; audit?: TokenAudit } = {},
  ): Promise<IssuedToken & { previous: TokenRecord }> {
    const overlap = options.overlapMinutes ?? 0;
    if (!Number.isInteger(overlap) || overlap < 0 || overlap > MAX_OVERLAP_MINUTES) {
      throw new DomainError('invalid_parameters', `overlap_minutes must be 0 to ${MAX_OVERLAP_MINUTES}`, {
        errors: [{ path: 'overlap_minutes', message: `must be 0 to ${MAX_OVERLAP_MINUTES}` }],
      });
    }
    const nowDate = this.#clock.now();
    const now = nowDate.toISOString();
    const result = await this.#repo.transaction(async (repo, trx) => {
      const old = await repo.findById(id);
      if (!old) throw new DomainError('not_found', `token ${id} not found`);
      const token = generateToken(old.kind);
      const record: TokenRecord = {
        id: newId('tok'),
        name: old.name,
        kind: old.kind,
        scopes: old.scopes,
        prefix: displayPrefix(token),
        created_at: now,
        last_used_at: null,
        expires_at: old.expires_at && old.expires_at > now ? old.expires_at : null,
        revoked_at: null,
        rate_limit_per_minute: old.rate_limit_per_minute,
      };
      await repo.insert(record, hashToken(token));
      if (this.status(old) === 'active') {
        await handOverOwned(trx, old.id, record.id, now);
        if (overlap > 0) {
          const until = new Date(nowDate.getTime() + overlap * 60_000).toISOString();
          if (!old.expires_at || until < old.expires_at) await repo.setExpiry(old.id, until);
        } else {
          await repo.revoke(old.id, now);
        }
      }
      const previous = (await repo.findById(old.id)) as TokenRecord;
      if (options.audit) {
        const times = (t: TokenRecord) => ({ expires_at: t.expires_at, revoked_at: t.revoked_at });
        await recordAudit(
          trx,
          this.#auditEntry(options.audit, 'token.regenerate', old.id, times(old), {
            ...times(previous),
            replaced_by: record.id,
            overlap_minutes: overlap,
          }),
          now,
        );
        await recordAudit(
          trx,
          this.#auditEntry(options.audit, 'token.issue', record.id, null, { ...record, replaces: old.id }),
          now,
        );
      }
      return { record, token, previous };
    });
    this.#cache.clear();
    return result;
  }

  list(): Promise<TokenRecord[]> {
    return this.#repo.list();
  }

  async revoke(id: string, audit?: TokenAudit): Promise<TokenRecord> {
    const now = this.#clock.now().toISOString();
    const record = await this.#repo.transaction(async (repo, trx) => {
      const existing = await repo.findById(id);
      if (!existing) throw new DomainError('not_found', `token ${id} not found`);
      const changed = await repo.revoke(id, now);
      if (changed) await pauseOwned(trx, id, now);
      const revoked = (await repo.findById(id)) as TokenRecord;
      if (audit && changed) {
        await recordAudit(
          trx,
          this.#auditEntry(audit, 'token.revoke', id, { revoked_at: null }, { revoked_at: revoked.revoked_at }),
          now,
        );
      }
      return revoked;
    });
    this.#cache.clear();
    return record;
  }

  /**
   * The token record for a presented key, or null when it is malformed (checked without a lookup),
   * unknown, revoked or expired.
   */
  async authenticate(presented: string): Promise<TokenRecord | null> {
    const known = this.authenticateKnown(presented);
    if (known !== undefined) return known;
    const found = await this.#repo.findByHash(hashToken(presented));
    if (this.#cache.size >= AUTH_CACHE_MAX) this.#cache.clear();
    const record = found && !found.revoked_at ? found : null;
    const entry = {
      record,
      until: Date.now() + AUTH_CACHE_MS,
      expires: record?.expires_at ? Date.parse(record.expires_at) : Number.POSITIVE_INFINITY,
    };
    this.#cache.set(presented, entry);
    return this.#unexpired(entry);
  }

  /**
   * authenticate()'s answer when it needs no database: for a malformed key or one in the cache.
   * undefined when the database must be asked. The request path takes this first, without a promise.
   */
  authenticateKnown(presented: string): TokenRecord | null | undefined {
    const entry = this.#cache.get(presented);
    if (entry !== undefined && entry.until > Date.now()) return this.#unexpired(entry);
    return parseToken(presented) === null ? null : undefined;
  }

  #unexpired(entry: CachedAuth): TokenRecord | null {
    if (entry.expires !== Number.POSITIVE_INFINITY && entry.expires <= this.#clock.now().getTime()) return null;
    return entry.record;
  }
}
