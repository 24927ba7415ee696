import type { Kysely } from 'kysely';

/**
 * The dashboard login throttle as counters: one row per scope and key holding the attempts of the
 * current window, so that taking a place in it is one atomic upsert (an insert that, for an existing
 * row, bumps its counter) before the password is checked. It replaces the row-per-failure table,
 * whose count was read before the check and written after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_login_attempts')
    // 'address' (key: the client IP), 'account' (key: the lowercased e-mail, known or not) or
    // 'account_address' (key: the IP, a space, the e-mail — an IP never contains a space).
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // Failed or still running attempts in the window; a successful login gives its place back.
    .addColumn('attempts', 'integer', (c) => c.notNull())
    // The window opens with the first attempt counted and lasts 15 minutes.
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_login_attempts_pk', ['scope', 'key'])
    .execute();
  // Upkeep deletes the rows of past windows.
  await db.schema
    .createIndex('admin_login_attempts_window')
    .on('admin_login_attempts')
    .column('window_started_at')
    .execute();
  // Failures older than one window no longer throttle anything; the counters start empty.
  await db.schema.dropTable('admin_login_failures').execute();
}
