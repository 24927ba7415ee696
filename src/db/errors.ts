/**
 * Errors that mean "the database cannot serve right now" rather than "this request is wrong":
 * PostgreSQL away or restarting, SQLite read-only, full or locked. The API answers them with 503
 * (and a log line saying what happened) instead of a bare 500.
 */
const PG_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006', // connection exceptions
  '53300', // too_many_connections
]);
const NODE_NET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const SQLITE_UNAVAILABLE =
  /SQLITE_(READONLY|FULL|BUSY|LOCKED|IOERR|CANTOPEN)|database or disk is full|readonly database|database is locked|disk I\/O error/i;

export function databaseUnavailableReason(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const e = err as Error & { code?: string; errcode?: number; errstr?: string };
  if (e.code && PG_UNAVAILABLE.has(e.code)) return `PostgreSQL ${e.code}: ${e.message}`;
  if (e.code && NODE_NET.has(e.code)) return `database connection ${e.code}`;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      e.message,
    )
  ) {
    return `PostgreSQL connection: ${e.message}`;
  }
  if (SQLITE_UNAVAILABLE.test(`${e.message} ${e.errstr ?? ''} ${e.code ?? ''}`)) return `SQLite: ${e.message}`;
  return null;
}
