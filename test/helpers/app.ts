/**
 * Builds an app for a test on a fresh database: in-memory SQLite by default, or a schema of its own
 * on the PostgreSQL server named by TEST_DATABASE_URL (so the same suite covers both databases).
 * createTwinApps() gives two instances sharing one database, as behind a load balancer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore } from '../../src/db/connect.ts';
import type { App } from '../../src/http/types.ts';
import type { TokenKind } from '../../src/tokens/scopes.ts';

export const PG_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL;

export interface TestApp {
  app: App;
  token(kind: TokenKind, scopes?: string[]): Promise<string>;
  close(): Promise<void>;
}

interface Database {
  url: string;
  schema?: string;
  drop(): Promise<void>;
}

function freshDatabase(shareable: boolean): Database {
  if (PG_URL) {
    const schema = `t_${randomBase62(12).toLowerCase()}`;
    return {
      url: PG_URL,
      schema,
      async drop() {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    };
  }
  if (!shareable) return { url: 'sqlite::memory:', drop: async () => {} };
  return tempSqliteDatabase();
}

/** A SQLite file in a directory of its own, for tests that need a file (a second connection, a child process). */
export function tempSqliteDatabase(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'napf-test-'));
  return { url: `sqlite:${join(dir, 'napf.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function appOn(database: Database, overrides: Partial<Config>): Promise<{ app: App; close(): Promise<void> }> {
  // Tests make many requests with one token: a high default limit unless a test is about limits.
  const config = testConfig({ publicUrl: 'http://shop.test', rateLimitPerMinute: 1_000_000, ...overrides });
  const store = await openStore(database.url, { schema: database.schema });
  const app = await buildApp(config, { store });
  return {
    app,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

function testApp(app: App, close: () => Promise<void>): TestApp {
  return {
    app,
    async token(kind, scopes) {
      return (await app.services.tokens.create({ name: `test ${kind}`, kind, scopes })).token;
    },
    close,
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = freshDatabase(false);
  const { app, close } = await appOn(database, overrides);
  return testApp(app, async () => {
    await close();
    await database.drop();
  });
}

/** A test app for the whole file with one token of `kind`: made now, closed after the file's tests. */
export async function appWithToken(kind: TokenKind): Promise<{ t: TestApp; key: string }> {
  const t = await createTestApp();
  after(() => t.close());
  return { t, key: await t.token(kind) };
}

/**
 * Two app instances on one database (a file on SQLite, one schema on PostgreSQL), sharing the Redis
 * of TEST_REDIS_URL when it is set — the scale-out setup of docs/deploy.md.
 */
export async function createTwinApps(overrides: Partial<Config> = {}): Promise<[TestApp, TestApp]> {
  const database = freshDatabase(true);
  const shared = REDIS_URL ? { redisUrl: REDIS_URL, ...overrides } : overrides;
  const first = await appOn(database, shared);
  const second = await appOn(database, shared);
  let open = 2;
  const closer = (close: () => Promise<void>) => async () => {
    await close();
    if (--open === 0) await database.drop();
  };
  return [testApp(first.app, closer(first.close)), testApp(second.app, closer(second.close))];
}
