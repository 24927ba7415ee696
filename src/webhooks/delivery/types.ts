/** What the delivery jobs hand each other: a claimed delivery with its event and subscription. */
import type { Database } from '../../db/schema.ts';
import type { PostResult } from '../http-client.ts';
import type { OwnerColumns } from '../ownership.ts';

export interface Claimed {
  id: string;
  event_id: string;
  subscription_id: string;
  event_type: string;
  attempts: number;
  auto_retry: boolean | number;
}

/** What a delivery needs of its event: the wire body, encoded once for all of the event's deliveries. */
export interface LoadedEvent {
  id: string;
  type: string;
  body: Buffer;
}

/** The columns of a subscription that sending and recording use (read afresh with every claim). */
export type LoadedSubscription = Pick<
  Database['webhook_subscriptions'],
  'id' | 'url' | 'secret' | 'previous_secret' | 'previous_secret_expires_at' | 'status' | 'failing_since'
> &
  OwnerColumns;

export interface Job extends Claimed {
  token: string;
  /** When the claim was taken (epoch ms): its lease runs until leaseMs later. */
  claimedAt: number;
  event: LoadedEvent | undefined;
  subscription: LoadedSubscription | undefined;
}

/** One finished attempt waiting to be recorded. */
export interface AttemptRecord {
  job: Job;
  attempt: number;
  result: PostResult;
  manual: boolean;
  /** False when nothing was sent (subscription gone or disabled): its health is not affected. */
  sent: boolean;
  now: Date;
}
