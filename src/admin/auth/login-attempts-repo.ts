/**
 * The SQL of the login throttle's counters (admin_login_attempts): one row per scope and key with
 * the attempts of its current window. Each statement is one conditional upsert or update, so
 * concurrent logins never read a count and write it back.
 */
import type { Db } from '../../db/capabilities.ts';

/**
 * Counts one attempt in the counter, starting a new window when the old one began at or before
 * `cutoff`. Answers the window's start, or undefined (changing nothing) when the counter is full.
 */
export async function takeAttempt(
  db: Db,
  counter: { scope: string; key: string; limit: number },
  at: string,
  cutoff: string,
): Promise<string | undefined> {
  const row = await db
    .insertInto('admin_login_attempts')
    .values({ scope: counter.scope, key: counter.key, attempts: 1, window_started_at: at })
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
            eb('admin_login_attempts.attempts', '<', counter.limit),
          ]),
        ),
    )
    .returning('window_started_at')
    .executeTakeFirst();
  return row?.window_started_at;
}

/** Takes one attempt back from the counter, if its window is still the one that counted it. */
export async function giveBackAttempt(db: Db, scope: string, key: string, windowStartedAt: string): Promise<void> {
  await db
    .updateTable('admin_login_attempts')
    .set((eb) => ({ attempts: eb(eb.ref('attempts'), '-', eb.lit(1)) }))
    .where('scope', '=', scope)
    .where('key', '=', key)
    // A place in a window that has since started again is gone already.
    .where('window_started_at', '=', windowStartedAt)
    .where('attempts', '>', 0)
    .execute();
}

export async function deleteCounter(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('admin_login_attempts').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Deletes the counters whose window began at or before `cutoff`. */
export async function deleteCountersBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('admin_login_attempts').where('window_started_at', '<=', cutoff).execute();
}

export async function counterWindowStart(db: Db, scope: string, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('admin_login_attempts')
    .select('window_started_at')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.window_started_at;
}
