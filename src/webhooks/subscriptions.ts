/**
 * What a webhook subscription is, apart from storing it: the checks a new one must pass (its
 * owner's scope for every event, the SSRF guard for its URL), its signing secret, and the wire
 * forms of a stored row for tokens and for the dashboard.
 */
import { randomBytes } from 'node:crypto';
import { DomainError, type FieldError, fieldSentence } from '../core/errors.ts';
import type { Database } from '../db/schema.ts';
import { EVENT_SCOPES } from '../events/outbox.ts';
import type { EventType } from '../events/schemas.ts';
import { type AllowList, assertSafeUrl, UnsafeUrlError } from '../net/ssrf.ts';
import { holdsScope } from '../tokens/scopes.ts';
import { type OwnerColumns, ownerPauseReason } from './ownership.ts';
import type { AdminWebhook, Webhook } from './schema.ts';

/** A token acting on subscriptions: it owns what it creates and sees only that, unless admin:full. */
export interface WebhookActor {
  tokenId: string;
  scopes: readonly string[];
}

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export type Row = Database['webhook_subscriptions'];
/** A subscription with its owner token's state (see WebhookService). */
export type OwnedRow = Row & OwnerColumns & { owner_name: string | null };
export const toWebhook = (row: Row): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: JSON.parse(row.events),
  status: row.status as Webhook['status'],
  disabled_reason: row.disabled_reason,
  owner_token_id: row.owner_token_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * The wire form as of `nowIso`. An active subscription whose owner has expired is shown paused
 * already (expiry has no event): the dispatcher pauses it for good before its next delivery.
 */
export function view(row: OwnedRow, nowIso: string): Webhook {
  const pause = row.status === 'active' ? ownerPauseReason(row, nowIso) : null;
  return pause ? { ...toWebhook(row), status: 'paused', disabled_reason: pause } : toWebhook(row);
}

export const toAdminWebhook = (row: OwnedRow, nowIso: string): AdminWebhook => ({
  ...view(row, nowIso),
  failing_since: row.failing_since,
  previous_secret_expires_at: row.previous_secret_expires_at,
  owner_token_name: row.owner_name,
});

/** 403 naming the scope each event needs that the token lacks, or nothing when it holds them all. */
export function assertMayReceive(owner: WebhookActor, events: readonly EventType[], path: string): void {
  const missing = events.filter((event) => !holdsScope(owner.scopes, EVENT_SCOPES[event]));
  if (missing.length === 0) return;
  const errors: FieldError[] = missing.map((event) => ({
    path,
    message: `${event} needs the scope ${EVENT_SCOPES[event]}`,
  }));
  const needs = missing.map((event) => `${EVENT_SCOPES[event]} needed for ${event}`).join(', ');
  throw new DomainError('forbidden', `This token lacks the scope ${needs}`, { errors });
}

/** Validates a URL with the SSRF guard, reporting problems at `path` as a 400. */
export async function checkUrl(url: string, allow: AllowList, path: string): Promise<void> {
  try {
    await assertSafeUrl(url, allow);
  } catch (err) {
    if (err instanceof UnsafeUrlError) {
      throw new DomainError('invalid_parameters', fieldSentence, { errors: [{ path, message: err.message }] });
    }
    throw err;
  }
}
