/** The audit trail: who changed what (before → after), written in the change's own transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../tools/types.ts';
import { newId } from '../util/ids.ts';

export interface AuditEntry {
  actor: Actor;
  tool: string | null;
  action: string;
  entityType: 'product' | 'webhook' | 'order' | 'token';
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

export async function recordAudit(
  trx: Transaction<Database> | Kysely<Database>,
  entry: AuditEntry,
  now: string,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: newId('aud'),
      created_at: now,
      actor_type: entry.actor.type,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      tool: entry.tool,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: entry.requestId,
    })
    .execute();
}
