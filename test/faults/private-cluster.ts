/**
 * A throwaway PostgreSQL cluster of a test's own (initdb as the `postgres` OS user when run as
 * root, on a free port, its socket in its own directory), so the shared server is never touched.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../helpers/net.ts';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the Debian layout, or null. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter(
      (v) =>
        /^\d+$/.test(v) && existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/** uid and gid of the `postgres` OS user, or null. */
function postgresUser(): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

const BIN = postgresBin();
const AS_ROOT = process.getuid?.() === 0;
const USER = AS_ROOT ? postgresUser() : null;

/** Why a private cluster cannot be made here, or false when it can. */
export const NO_PRIVATE_CLUSTER = !BIN
  ? 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin'
  : AS_ROOT && !USER
    ? 'running as root and there is no `postgres` OS user to run initdb as'
    : false;

/** A throwaway cluster of its own: initdb, pg_ctl start/stop, deleted afterwards. */
export class PrivateCluster {
  readonly dir: string;
  readonly port: number;

  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<PrivateCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'napf-pg-'));
    if (USER) chownSync(dir, USER.uid, USER.gid);
    const cluster = new PrivateCluster(dir, await freePort());
    await cluster.#pg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    return cluster;
  }

  async #pg(tool: string, args: string[]): Promise<void> {
    const bin = join(BIN as string, tool);
    const [file, argv] = USER ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    await run(file, argv, { cwd: this.dir, timeout: 30_000 });
  }

  start(): Promise<void> {
    // fsync off: a throwaway cluster; the socket directory is the cluster's own.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    return this.#pg('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open sessions are terminated (57P01), as in a restart by an operator. */
  stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    return this.#pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  async query<R extends pg.QueryResultRow>(text: string): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return (await client.query<R>(text)).rows;
    } finally {
      await client.end();
    }
  }

  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}
