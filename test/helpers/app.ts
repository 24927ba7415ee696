/**
 * Builds an app for a test on a fresh database: in-memory SQLite by default, or a schema of its own
 * on the PostgreSQL server named by TEST_DATABASE_URL (so the same suite covers both databases).
 */
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import { openStore } from '../../src/db/connect.ts';
import type { App } from '../../src/http/types.ts';
import type { TokenKind } from '../../src/tokens/scopes.ts';
import { randomBase62 } from '../../src/util/ids.ts';

export const PG_URL = process.env.TEST_DATABASE_URL;
export const DIALECT = PG_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: App;
  token(kind: TokenKind, scopes?: string[]): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  // Tests make many requests with one token: a high default limit unless a test is about limits.
  const config = testConfig({ publicUrl: 'http://shop.test', rateLimitPerMinute: 1_000_000, ...overrides });
  const schema = PG_URL ? `t_${randomBase62(12).toLowerCase()}` : undefined;
  const store = await openStore(PG_URL ?? 'sqlite::memory:', { schema });
  const app = await buildApp(config, { store });
  return {
    app,
    async token(kind, scopes) {
      return (await app.services.tokens.create({ name: `test ${kind}`, kind, scopes })).token;
    },
    async close() {
      await app.close();
      await store.close();
      if (PG_URL && schema) {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}
