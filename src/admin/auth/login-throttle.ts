/**
 * The dashboard login throttle. Within a window of 15 minutes that opens with the first attempt
 * counted, logins are refused with 429 login_throttled and Retry-After — the right password too, and
 * without checking it — after
 * - 5 failures for one account from one client address: for that account from that address;
 * - 20 failures from one client address, whatever the accounts: for every account from it;
 * - 50 failures for one account, from all addresses together: for that account from everywhere.
 *
 * The low limit per account and address stops guessing from one place without letting that place
 * lock the real admin out elsewhere; the account-wide cap bounds guessing spread over many addresses
 * (50 guesses per 15 minutes); the per-address limit bounds one address trying many accounts.
 *
 * An attempt takes its place in all three counters before its password is checked, in one
 * transaction of conditional upserts: an upsert that would pass its limit changes nothing and returns
 * no row, and the transaction is rolled back. So a burst checks no more passwords than the limit, on
 * one instance or on many sharing the database (the upsert locks its row on PostgreSQL, SQLite runs
 * one writer at a time), and a refused attempt counts nowhere: hammering one address past its limit
 * does not use up the account-wide cap. The counters are taken in a fixed order, so two transactions
 * never wait for each other's rows in a cycle.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.ts';
import { DomainError } from '../../core/errors.ts';
import { inTransaction } from '../../db/capabilities.ts';
import type { Database } from '../../db/schema.ts';
import {
  counterWindowStart,
  deleteCounter,
  deleteCountersBefore,
  giveBackAttempt,
  takeAttempt,
} from './login-attempts-repo.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

/** Failures allowed per window, by counter. The order is the order the counters are taken in. */
export const LOGIN_LIMITS = {
  address: 20,
  account_address: 5,
  account: 50,
} as const;

type Scope = keyof typeof LOGIN_LIMITS;

/** One counter an attempt holds a place in, with the window that place belongs to. */
export interface Place {
  scope: Scope;
  key: string;
  windowStartedAt: string;
}

/** Thrown inside the reservation so that the transaction rolls back the places already taken. */
class Refusal extends Error {
  readonly scope: Scope;
  readonly key: string;

  constructor(scope: Scope, key: string) {
    super(`login limit of ${scope} reached`);
    this.scope = scope;
    this.key = key;
  }
}

export function loginThrottled(seconds: number): DomainError {
  return new DomainError('login_throttled', 'Too many failed logins; try again later', {
    headers: { 'Retry-After': String(seconds) },
  });
}

function counters(email: string, ip: string): [Scope, string][] {
  // An address never contains a space, so "address e-mail" names one pair only.
  return [
    ['address', ip],
    ['account_address', `${ip} ${email}`],
    ['account', email],
  ];
}

export class LoginThrottle {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Takes a place for one attempt in every counter, or throws 429 login_throttled (taking none). */
  async reserve(email: string, ip: string): Promise<Place[]> {
    const now = this.#clock.now();
    const at = now.toISOString();
    const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
    try {
      return await inTransaction(this.#db, async (trx) => {
        const places: Place[] = [];
        for (const [scope, key] of counters(email, ip)) {
          const windowStartedAt = await takeAttempt(trx, { scope, key, limit: LOGIN_LIMITS[scope] }, at, cutoff);
          if (windowStartedAt === undefined) throw new Refusal(scope, key);
          places.push({ scope, key, windowStartedAt });
        }
        return places;
      });
    } catch (err) {
      if (err instanceof Refusal) throw loginThrottled(await this.#secondsLeft(err.scope, err.key));
      throw err;
    }
  }

  /** Gives the places back: the attempt turned out not to be a failure (or was never checked). */
  async release(places: Place[], db: Kysely<Database> = this.#db): Promise<void> {
    for (const place of places) await giveBackAttempt(db, place.scope, place.key, place.windowStartedAt);
  }

  /**
   * A successful login: its places are given back and the failures of that account from that
   * address are forgotten. The account-wide count stays: it is made of other addresses' failures.
   */
  async succeeded(places: Place[], trx: Kysely<Database>): Promise<void> {
    const pair = places.find((place) => place.scope === 'account_address');
    if (pair) await deleteCounter(trx, pair.scope, pair.key);
    await this.release(
      places.filter((place) => place !== pair),
      trx,
    );
    await this.#upkeep(trx);
  }

  /** A failed login keeps its places; the counters of past windows are deleted on the way. */
  async failed(): Promise<void> {
    await this.#upkeep(this.#db);
  }

  async #upkeep(db: Kysely<Database>): Promise<void> {
    const cutoff = new Date(this.#clock.now().getTime() - THROTTLE_WINDOW_MS).toISOString();
    await deleteCountersBefore(db, cutoff);
  }

  /** Seconds until the window of a full counter has passed (at least 1). */
  async #secondsLeft(scope: Scope, key: string): Promise<number> {
    const windowStartedAt = await counterWindowStart(this.#db, scope, key);
    if (windowStartedAt === undefined) return 1;
    const lifts = Date.parse(windowStartedAt) + THROTTLE_WINDOW_MS;
    return Math.max(1, Math.ceil((lifts - this.#clock.now().getTime()) / 1000));
  }
}
