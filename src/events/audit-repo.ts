/**
 * The audit trail's SQL. Writes take the change's own transaction; reads page newest first by
 * (created_at, id), so a page boundary never skips or repeats an entry written at the same moment.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import { insertCompiledOnce } from '../db/compiled-once.ts';
import type { AuditLogTable } from '../db/schema.ts';

export interface AuditPageQuery {
  entityType?: string;
  entityId?: string;
  /** Entries strictly older than this (created_at, id), the last of the previous page. */
  before?: { createdAt: string; id: string };
  limit: number;
}

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await insertCompiledOnce(db, 'audit_log', [row]);
}

export class AuditRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Up to `limit` entries, newest first. */
  async page(q: AuditPageQuery) {
    let query = this.#db
      .selectFrom('audit_log')
      .select([
        'id',
        'created_at',
        'actor_type',
        'actor_id',
        'actor_name',
        'tool',
        'action',
        'entity_type',
        'entity_id',
        'before',
        'after',
      ]);
    if (q.entityType) query = query.where('entity_type', '=', q.entityType);
    if (q.entityId) query = query.where('entity_id', '=', q.entityId);
    const before = q.before;
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', before.createdAt),
          eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
        ]),
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
  }
}
