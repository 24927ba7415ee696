/**
 * What an attempt's result means, decided without I/O: the delivery succeeded, is retried at a
 * time on the retry schedule, or is given up (failed); and, per subscription, whether its run of
 * failures starts, ends, or has lasted long enough to disable it. The deliveries repository writes
 * these decisions; nothing here reads the clock or the database.
 *
 * - 2xx succeeds; 410 Gone disables the subscription at once (the delivery is failed).
 * - Anything else (another status, no response) is retried on the schedule (jitter, Retry-After)
 *   while it lasts, then failed. Explicit deliveries (test events, manual redeliveries) and
 *   deliveries that were not sent are never retried.
 * - A subscription that has failed every attempt for FAILING_DISABLE_MS (5 days) is disabled.
 */
import type { PostResult } from '../http-client.ts';
import { FAILING_DISABLE_MS, nextRetryDelayMs, parseRetryAfter } from '../retry.ts';

export interface AttemptInput {
  /** The number of this attempt (1 for the first). */
  attempt: number;
  result: PostResult;
  /** Explicit delivery (test event, manual redelivery): never retried automatically. */
  manual: boolean;
  /** False when nothing was sent (subscription gone, stopped, event gone): not retried. */
  sent: boolean;
  /** When the attempt finished. */
  now: Date;
}

type DeliveryStatus = 'succeeded' | 'pending' | 'failed';

export interface AttemptDecision {
  ok: boolean;
  /** The receiver answered 410 Gone: it asks never to be called again. */
  gone: boolean;
  status: DeliveryStatus;
  /** When the retry is due (ISO), only with status 'pending'. */
  nextAt: string | null;
  /** When the attempt started (ISO): its end minus its duration. */
  attemptAt: string;
}

/** The decision for one attempt; `random` is the jitter source (tests pass a fixed one). */
export function decideAttempt(
  input: AttemptInput,
  schedule: readonly number[],
  random: () => number = Math.random,
): AttemptDecision {
  const { result, now } = input;
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const gone = result.status === 410;
  let nextAt: string | null = null;
  if (!ok && !gone && input.sent && !input.manual) {
    const retryAfter = parseRetryAfter(result.headers['retry-after'], now);
    const delay = nextRetryDelayMs(schedule, input.attempt, retryAfter, random);
    if (delay !== null) nextAt = new Date(now.getTime() + delay).toISOString();
  }
  const attemptAt = new Date(now.getTime() - result.durationMs).toISOString();
  return { ok, gone, nextAt, attemptAt, status: ok ? 'succeeded' : nextAt ? 'pending' : 'failed' };
}

/** The subscription as it was read with the claim. */
interface SubscriptionHealth {
  status: string;
  failing_since: string | null;
}

/** One sent attempt of a subscription, as decided above. */
export interface SentAttempt {
  ok: boolean;
  gone: boolean;
  attemptAt: string;
  now: Date;
}

export type HealthDecision =
  | { kind: 'unchanged' }
  /** Not every attempt failed: the run of failures is over. */
  | { kind: 'recovered' }
  /** Every attempt failed and no run was under way: it starts at `since`. */
  | { kind: 'failing'; since: string }
  | { kind: 'disable'; reason: string };

/**
 * The subscription's health after a batch of its sent attempts (in the order they finished).
 * `subscription` is undefined when it no longer exists.
 */
export function decideHealth(
  subscription: SubscriptionHealth | undefined,
  attempts: readonly SentAttempt[],
  now: Date,
): HealthDecision {
  if (attempts.length === 0) return { kind: 'unchanged' };
  const gone = attempts.find((a) => a.gone);
  if (gone) return { kind: 'disable', reason: `The endpoint answered 410 Gone at ${gone.now.toISOString()}` };
  if (attempts.some((a) => a.ok)) return subscription?.failing_since ? { kind: 'recovered' } : { kind: 'unchanged' };
  if (!subscription?.failing_since) {
    return { kind: 'failing', since: attempts.map((a) => a.attemptAt).sort()[0] as string };
  }
  if (
    subscription.status === 'active' &&
    now.getTime() - Date.parse(subscription.failing_since) >= FAILING_DISABLE_MS
  ) {
    return { kind: 'disable', reason: `Every delivery attempt failed since ${subscription.failing_since} (5 days)` };
  }
  return { kind: 'unchanged' };
}
