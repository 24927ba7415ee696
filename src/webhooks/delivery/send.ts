/**
 * One attempt of a claimed delivery: signed and posted when its subscription may receive it, or
 * an unsent result saying why not (the event or subscription is gone, the subscription stopped).
 * Explicit deliveries (test events, manual redeliveries) go to stopped subscriptions too.
 */
import { TEST_EVENT_TYPE } from '../../events/schemas.ts';
import type { PostResult, WebhookHttpClient } from '../http-client.ts';
import { deliveryHeaders } from '../signing.ts';
import type { AttemptRecord, Job } from './types.ts';

const unsent = (error: string): PostResult => ({ status: null, headers: {}, excerpt: null, error, durationMs: 0 });

/**
 * The attempt, ready to be recorded; null when the request was aborted (stopping): that is no
 * attempt of the receiver's making, and the delivery is handed back instead.
 */
export async function sendAttempt(
  job: Job,
  client: WebhookHttpClient,
  now: () => Date,
  signal: AbortSignal,
): Promise<Omit<AttemptRecord, 'now'> | null> {
  const attempt = job.attempts + 1;
  const { subscription, event } = job;
  const manual = !job.auto_retry || job.event_type === TEST_EVENT_TYPE;
  const sent = subscription?.status === 'active' && !!event;
  if (!subscription || !event) {
    return { job, attempt, manual, sent, result: unsent('not sent: the event or subscription no longer exists') };
  }
  if (subscription.status !== 'active' && !manual) {
    return { job, attempt, manual, sent, result: unsent(`not sent: the subscription is ${subscription.status}`) };
  }
  const at = now();
  const previousValid =
    subscription.previous_secret &&
    subscription.previous_secret_expires_at &&
    Date.parse(subscription.previous_secret_expires_at) > at.getTime();
  const { body } = event;
  const headers = deliveryHeaders({
    secret: subscription.secret,
    previousSecret: previousValid ? subscription.previous_secret : null,
    eventId: event.id,
    eventType: event.type,
    deliveryId: job.id,
    attempt,
    timestamp: Math.floor(at.getTime() / 1000),
    body,
  });
  const result = await client.post(subscription.url, headers, body, signal);
  if (signal.aborted) return null;
  return { job, attempt, manual, sent, result };
}
