/**
 * When a failed delivery is tried again: the schedule (WEBHOOK_RETRY_SCHEDULE, docs/contract.md#webhooks) with
 * ±20 % jitter so that receivers coming back up are not hit by every sender at the same instant,
 * and never earlier than a `Retry-After` the receiver sent (seconds or an HTTP date, capped).
 */

/** A Retry-After further out than this is not waited for beyond it. */
export const RETRY_AFTER_CAP_MS = 24 * 3_600_000;
/** A subscription whose every attempt failed for this long is disabled. */
export const FAILING_DISABLE_MS = 5 * 24 * 3_600_000;

/** ±20 %: a factor uniformly in [0.8, 1.2). */
export function withJitter(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.8 + 0.4 * random()));
}

/** Milliseconds a Retry-After header asks for, or null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Math.min(Number(raw) * 1000, RETRY_AFTER_CAP_MS);
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(0, date - now.getTime()), RETRY_AFTER_CAP_MS);
}

/**
 * Delay before the next attempt after `attemptsMade` attempts have failed, or null when the
 * schedule is exhausted (the delivery is then failed).
 */
export function nextRetryDelayMs(
  schedule: readonly number[],
  attemptsMade: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number | null {
  const step = schedule[attemptsMade - 1];
  if (step === undefined) return null;
  return Math.max(withJitter(step * 1000, random), retryAfterMs ?? 0);
}
