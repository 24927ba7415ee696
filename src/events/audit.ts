/** The audit trail: who changed what (before → after), written in the change's own transaction. */

import type { Actor } from '../core/context.ts';
import { newId } from '../core/ids.ts';
import type { Db } from '../db/capabilities.ts';
import { insertAuditRow } from './audit-repo.ts';

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

export async function recordAudit(trx: Db, entry: AuditEntry, now: string): Promise<void> {
  await insertAuditRow(trx, {
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
  });
}
