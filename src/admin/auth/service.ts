/**
 * Dashboard admins, their server-side sessions and the login throttle.
 *
 * - Sessions: the cookie holds a random 256-bit id; the table holds only its SHA-256, the user, a
 *   CSRF token and the times. A session ends after 30 idle minutes (sliding: authenticated requests
 *   refresh last_seen_at, at most once a minute) or 12 hours after login, whichever comes first.
 *   Every login makes a new session id and ends the session the browser presented.
 * - Throttle (login-throttle.ts): every attempt takes its place in counters per account and client
 *   address, per address and per account before the password is checked; past a limit the login is
 *   refused with 429 login_throttled and Retry-After without checking the password.
 * - An unknown e-mail gets the same 401 as a wrong password after checking the password against a
 *   dummy hash of the same cost, so the answer time does not tell which accounts exist.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../config.ts';
import { type Clock, systemClock } from '../../core/clock.ts';
import { DomainError, fieldSentence } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { inTransaction } from '../../db/capabilities.ts';
import type { Database } from '../../db/schema.ts';
import { type CookieSettings, cookieSettings } from './cookies.ts';
import { LoginThrottle, loginThrottled } from './login-throttle.ts';
import { DEFAULT_COST, hashPassword, PasswordBusyError, verifyPassword } from './password.ts';
import { AdminRepo } from './repo.ts';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
/** last_seen_at is written at most this often (one write a minute per active session, not per request). */
const TOUCH_AFTER_MS = 60_000;
export const MAX_PASSWORD_LENGTH = 1024;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AdminUser {
  id: string;
  email: string;
}

export interface AdminSession {
  /** SHA-256 (hex) of the session id: the row's key, never the cookie value. */
  idHash: string;
  user: AdminUser;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface LoginResult {
  user: AdminUser;
  /** The new session id for the cookie (only its hash is stored). */
  sessionId: string;
  csrfToken: string;
}

export interface LoginContext {
  ip: string;
  userAgent: string | null;
  /** The session id the browser presented, if any: ended, so every login starts a new session. */
  previousSessionId: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const invalid = (path: string, message: string) =>
  new DomainError('invalid_parameters', fieldSentence, { errors: [{ path, message }] });

function checkNewAccount(email: string, password: string): void {
  if (email.length > 254 || !EMAIL.test(email)) throw invalid('email', 'must be an e-mail address');
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw invalid('password', `must be ${MIN_ADMIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long`);
  }
}

export class AdminAuthService {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #cost: number;
  readonly #throttle: LoginThrottle;
  #dummyHash: Promise<string> | null = null;
  readonly cookie: CookieSettings;

  constructor(options: { db: Kysely<Database>; clock?: Clock; publicUrl: string; passwordCost?: number }) {
    this.#db = options.db;
    this.#clock = options.clock ?? systemClock;
    this.#cost = options.passwordCost ?? DEFAULT_COST;
    this.#throttle = new LoginThrottle(this.#db, this.#clock);
    this.cookie = cookieSettings(options.publicUrl);
  }

  #now(): Date {
    return this.#clock.now();
  }

  async findUser(email: string): Promise<(AdminUser & { password_hash: string }) | undefined> {
    return new AdminRepo(this.#db).userByEmail(normalizeEmail(email));
  }

  /** Creates an admin; 409 when the e-mail is taken. */
  async createUser(emailInput: string, password: string): Promise<AdminUser> {
    const email = normalizeEmail(emailInput);
    checkNewAccount(email, password);
    if (await this.findUser(email)) throw new DomainError('already_exists', `An admin ${email} already exists`);
    const passwordHash = await hashPassword(password, this.#cost);
    const now = this.#now().toISOString();
    const user = { id: newId('adm'), email };
    await new AdminRepo(this.#db).insertUser({
      ...user,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    });
    return user;
  }

  /** Replaces an admin's password and ends all of their sessions; 404 for an unknown e-mail. */
  async setPassword(emailInput: string, password: string): Promise<AdminUser> {
    const email = normalizeEmail(emailInput);
    checkNewAccount(email, password);
    const user = await this.findUser(email);
    if (!user) throw new DomainError('not_found', `No admin ${email}`);
    const passwordHash = await hashPassword(password, this.#cost);
    await inTransaction(this.#db, async (trx) => {
      const repo = new AdminRepo(trx);
      await repo.setPasswordHash(user.id, passwordHash, this.#now().toISOString());
      await repo.deleteSessionsOf(user.id);
    });
    return { id: user.id, email: user.email };
  }

  /**
   * The first admin from ADMIN_EMAIL/ADMIN_PASSWORD: created when absent (true), left alone when
   * present (false). Safe when several instances start at once.
   */
  async ensureUser(email: string, password: string): Promise<boolean> {
    if (await this.findUser(email)) return false;
    try {
      await this.createUser(email, password);
      return true;
    } catch (err) {
      if (await this.findUser(email)) return false; // another instance won the race
      throw err;
    }
  }

  #dummy(): Promise<string> {
    if (!this.#dummyHash) {
      const pending = hashPassword(randomToken(), this.#cost);
      this.#dummyHash = pending;
      // Handled here (it may be awaited by nobody); a failed attempt is retried by the next login.
      pending.catch(() => {
        if (this.#dummyHash === pending) this.#dummyHash = null;
      });
    }
    return this.#dummyHash;
  }

  async login(emailInput: string, password: string, context: LoginContext): Promise<LoginResult> {
    const email = normalizeEmail(emailInput).slice(0, 254);
    // The dummy hash is made once per process, on the first login of any kind, so that even the
    // first unknown e-mail costs one password check like a known one.
    const dummy = this.#dummy();
    // Counted before the check, so that concurrent attempts cannot all pass a limit they see unreached.
    const places = await this.#throttle.reserve(email, context.ip.slice(0, 100));

    const user = await this.findUser(email);
    let ok: boolean;
    try {
      ok = await verifyPassword(password, user?.password_hash ?? (await dummy));
    } catch (err) {
      if (err instanceof PasswordBusyError) {
        // Refused before any check: not a failure, so its places are given back.
        await this.#throttle.release(places);
        throw loginThrottled(1);
      }
      throw err;
    }
    if (!user || !ok) {
      await this.#throttle.failed();
      throw new DomainError('invalid_credentials', 'The e-mail address or the password is wrong');
    }

    const now = this.#now();
    const at = now.toISOString();
    const sessionId = randomToken();
    const csrfToken = randomToken();
    await inTransaction(this.#db, async (trx) => {
      const repo = new AdminRepo(trx);
      if (context.previousSessionId) await repo.deleteSession(sha256(context.previousSessionId));
      // Upkeep: sessions past either timeout are gone for good.
      await repo.deleteEndedSessions(at, new Date(now.getTime() - IDLE_TIMEOUT_MS).toISOString());
      await this.#throttle.succeeded(places, trx);
      await repo.insertSession({
        id_hash: sha256(sessionId),
        user_id: user.id,
        csrf_token: csrfToken,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS).toISOString(),
        ip: context.ip.slice(0, 100),
        user_agent: context.userAgent?.slice(0, 300) ?? null,
      });
      await repo.setLastLogin(user.id, at);
    });
    return { user: { id: user.id, email: user.email }, sessionId, csrfToken };
  }

  /** The live session for a cookie value, or null (unknown, idle too long or past 12 hours). */
  async authenticate(sessionId: string): Promise<AdminSession | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const idHash = sha256(sessionId);
    const repo = new AdminRepo(this.#db);
    const row = await repo.sessionByHash(idHash);
    if (!row) return null;
    const now = this.#now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (now.toISOString() >= row.expires_at || now.getTime() - lastSeen >= IDLE_TIMEOUT_MS) {
      await repo.deleteSession(idHash);
      return null;
    }
    let lastSeenAt = row.last_seen_at;
    if (now.getTime() - lastSeen >= TOUCH_AFTER_MS) {
      lastSeenAt = now.toISOString();
      await repo.touchSession(idHash, lastSeenAt);
    }
    return {
      idHash,
      user: { id: row.user_id, email: row.email },
      csrfToken: row.csrf_token,
      createdAt: row.created_at,
      lastSeenAt,
      expiresAt: row.expires_at,
    };
  }

  async logout(sessionId: string): Promise<void> {
    await new AdminRepo(this.#db).deleteSession(sha256(sessionId));
  }
}
