/**
 * An app whose request log goes to a database of its own: a SQLite file, or with TEST_DATABASE_URL
 * a schema of its own there. Its log lines are kept for the checks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore, type Store } from '../../src/db/connect.ts';
import type { App } from '../../src/http/types.ts';
import { PG_URL } from '../helpers/app.ts';

export interface LoggedApp {
  app: App;
  store: Store;
  /** The SQLite file, when on SQLite. */
  file: string | null;
  /** Parsed log lines at warn and above. */
  lines: { level: number; msg: string; [k: string]: unknown }[];
  close(): Promise<void>;
}

/** `url`: a database of the test's own (a private cluster); else a SQLite file or a TEST_DATABASE_URL schema. */
export async function loggedApp(overrides: Partial<Config> = {}, url?: string): Promise<LoggedApp> {
  let dir: string | null = null;
  let schema: string | undefined;
  let databaseUrl: string;
  if (url) databaseUrl = url;
  else if (PG_URL) {
    databaseUrl = PG_URL;
    schema = `t_${randomBase62(12).toLowerCase()}`;
  } else {
    dir = mkdtempSync(join(tmpdir(), 'napf-rlog-'));
    databaseUrl = `sqlite:${join(dir, 'napf.db')}`;
  }
  const store = await openStore(databaseUrl, { schema });
  const lines: LoggedApp['lines'] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const config = testConfig({ seedDemo: false, rateLimitPerMinute: 1_000_000, databaseUrl, ...overrides });
  const app = await buildApp(config, { store, logger });
  return {
    app,
    store,
    file: dir ? databaseUrl.slice('sqlite:'.length) : null,
    lines,
    async close() {
      await app.close().catch(() => {});
      await store.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      if (schema && PG_URL) {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds, at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return check();
}
