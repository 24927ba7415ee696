/** Webhook subscriptions: validated (SSRF guard), stored with a signing secret shown only once. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import type { EventType } from '../events/outbox.ts';
import { ApiError } from '../http/errors.ts';
import { type AllowList, assertSafeUrl, UnsafeUrlError } from '../net/ssrf.ts';
import type { Actor } from '../tools/types.ts';
import { newId } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';

export interface Webhook {
  id: string;
  name: string;
  url: string;
  events: EventType[];
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface CreateWebhookInput {
  name: string;
  url: string;
  events: EventType[];
}

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

type Row = Database['webhook_subscriptions'];

const toWebhook = (row: Row): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: JSON.parse(row.events),
  status: row.status as Webhook['status'],
  disabled_reason: row.disabled_reason,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Validates a URL with the SSRF guard, reporting problems at `path` as a 400. */
export async function checkUrl(url: string, allow: AllowList, path: string): Promise<void> {
  try {
    await assertSafeUrl(url, allow);
  } catch (err) {
    if (err instanceof UnsafeUrlError) {
      throw new ApiError(400, 'invalid_parameters', `${path} ${err.message}`, { errors: [{ path, message: err.message }] });
    }
    throw err;
  }
}

export class WebhookService {
  readonly #db: Kysely<Database>;
  readonly #allow: AllowList;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, allow: AllowList, clock: Clock) {
    this.#db = db;
    this.#allow = allow;
    this.#clock = clock;
  }

  async list(): Promise<Webhook[]> {
    const rows = await this.#db.selectFrom('webhook_subscriptions').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(toWebhook);
  }

  /** Returns the subscription with its secret: the only time the secret is shown. */
  async create(
    input: CreateWebhookInput,
    meta: { actor: Actor; tool: string | null; requestId: string | null; dryRun: boolean },
  ): Promise<Webhook & { secret: string; dry_run: boolean }> {
    await checkUrl(input.url, this.#allow, 'parameters.url');
    const now = this.#clock.now().toISOString();
    const row: Row = {
      id: newId('whk'),
      name: input.name.trim(),
      url: input.url,
      events: JSON.stringify([...new Set(input.events)]),
      secret: generateWebhookSecret(),
      previous_secret: null,
      previous_secret_expires_at: null,
      status: 'active',
      disabled_reason: null,
      created_by: meta.actor.id,
      created_at: now,
      updated_at: now,
    };
    const webhook = toWebhook(row);
    if (!meta.dryRun) {
      await this.#db.transaction().execute(async (trx) => {
        await trx.insertInto('webhook_subscriptions').values(row).execute();
        await recordAudit(
          trx,
          {
            actor: meta.actor,
            tool: meta.tool,
            action: 'webhook.create',
            entityType: 'webhook',
            entityId: row.id,
            before: null,
            after: webhook,
            requestId: meta.requestId,
          },
          now,
        );
      });
    }
    return { ...webhook, secret: meta.dryRun ? '(issued on creation)' : row.secret, dry_run: meta.dryRun };
  }
}
