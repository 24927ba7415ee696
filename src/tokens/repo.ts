import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Scope, TokenKind } from './scopes.ts';

export interface TokenRecord {
  id: string;
  name: string;
  kind: TokenKind;
  scopes: Scope[];
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  rate_limit_per_minute: number | null;
}

type Row = Database['api_tokens'];

function toRecord(row: Row): TokenRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TokenKind,
    scopes: JSON.parse(row.scopes) as Scope[],
    prefix: row.prefix,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    rate_limit_per_minute: row.rate_limit_per_minute,
  };
}

export class TokenRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(record: TokenRecord, tokenHash: string): Promise<void> {
    await this.#db
      .insertInto('api_tokens')
      .values({ ...record, scopes: JSON.stringify(record.scopes), token_hash: tokenHash })
      .execute();
  }

  async findByHash(tokenHash: string): Promise<TokenRecord | undefined> {
    const row = await this.#db
      .selectFrom('api_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findById(id: string): Promise<TokenRecord | undefined> {
    const row = await this.#db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async list(): Promise<TokenRecord[]> {
    const rows = await this.#db
      .selectFrom('api_tokens')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /** Runs `work` in one transaction with a repo bound to it (for a change and its audit record). */
  transaction<T>(work: (repo: TokenRepo, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new TokenRepo(trx), trx));
  }

  async setExpiry(id: string, at: string): Promise<void> {
    await this.#db.updateTable('api_tokens').set({ expires_at: at }).where('id', '=', id).execute();
  }

  async revoke(id: string, at: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('api_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
