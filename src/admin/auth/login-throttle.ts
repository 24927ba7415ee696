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
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Clock } from '../../util/time.ts';

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

export function loginThrottled(seconds: number): ApiError {
  return new ApiError(429, 'login_throttled', 'Too many failed logins; try again later', {
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
      return await this.#db.transaction().execute(async (trx) => {
        const places: Place[] = [];
        for (const [scope, key] of counters(email, ip)) {
          const row = await trx
            .insertInto('admin_login_attempts')
            .values({ scope, key, attempts: 1, window_started_at: at })
            .onConflict((oc) =>
              oc
                .columns(['scope', 'key'])
                .doUpdateSet((eb) => {
                  // A window that has passed starts again with this attempt.
                  const passed = eb(eb.ref('admin_login_attempts.window_started_at'), '<=', cutoff);
                  return {
                    attempts: eb
                      .case()
                      .when(passed)
                      .then(eb.lit(1))
                      .else(eb(eb.ref('admin_login_attempts.attempts'), '+', eb.lit(1)))
                      .end(),
                    window_started_at: eb
                      .case()
                      .when(passed)
                      .then(at)
                      .else(eb.ref('admin_login_attempts.window_started_at'))
                      .end(),
                  };
                })
                .where((eb) =>
                  eb.or([
                    eb('admin_login_attempts.window_started_at', '<=', cutoff),
                    eb('admin_login_attempts.attempts', '<', LOGIN_LIMITS[scope]),
                  ]),
                ),
            )
            .returning('window_started_at')
            .executeTakeFirst();
          if (!row) throw new Refusal(scope, key);
          places.push({ scope, key, windowStartedAt: row.window_started_at });
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
    for (const place of places) {
      await db
        .updateTable('admin_login_attempts')
        .set((eb) => ({ attempts: eb(eb.ref('attempts'), '-', eb.lit(1)) }))
        .where('scope', '=', place.scope)
        .where('key', '=', place.key)
        // A place in a window that has since started again is gone already.
        .where('window_started_at', '=', place.windowStartedAt)
        .where('attempts', '>', 0)
        .execute();
    }
  }

  /**
   * A successful login: its places are given back and the failures of that account from that
   * address are forgotten. The account-wide count stays: it is made of other addresses' failures.
   */
  async succeeded(places: Place[], trx: Kysely<Database>): Promise<void> {
    const pair = places.find((place) => place.scope === 'account_address');
    if (pair) {
      await trx
        .deleteFrom('admin_login_attempts')
        .where('scope', '=', pair.scope)
        .where('key', '=', pair.key)
        .execute();
    }
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
    await db.deleteFrom('admin_login_attempts').where('window_started_at', '<=', cutoff).execute();
  }

  /** Seconds until the window of a full counter has passed (at least 1). */
  async #secondsLeft(scope: Scope, key: string): Promise<number> {
    const row = await this.#db
      .selectFrom('admin_login_attempts')
      .select('window_started_at')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return 1;
    const lifts = Date.parse(row.window_started_at) + THROTTLE_WINDOW_MS;
    return Math.max(1, Math.ceil((lifts - this.#clock.now().getTime()) / 1000));
  }
}
