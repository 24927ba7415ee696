/** Shared benchmark plumbing: servers in child processes, autocannon in this one, loopback only. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../test/helpers/net.ts';

export const NODE = process.execPath;
export const ROOT = new URL('..', import.meta.url).pathname;
/** The node flags `npm start` runs napf with (package.json): the benchmarks measure napf as it is run. */
const SERVE_FLAGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string)
  .split(/\s+/)
  .filter((arg) => arg.startsWith('--'));
/** Seconds of load per side of a pair (BENCH_SECONDS, or its older name BENCH_DURATION; default 12). */
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? process.env.BENCH_DURATION ?? 12);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export { freePort };

export function tempDatabaseUrl(): string {
  return `sqlite:${join(mkdtempSync(join(tmpdir(), 'napf-bench-')), 'napf.db')}`;
}

export type Backend = 'SQLite' | 'PostgreSQL';

/** A database of its own for one benchmark: removed (SQLite) or dropped (PostgreSQL) by drop(). */
export interface BenchDatabase {
  backend: Backend;
  url: string;
  drop(): Promise<void>;
  /** A new database holding what this one holds now; nothing may have this one open meanwhile. */
  copy(): Promise<BenchDatabase>;
}

const pgQuery = async (serverUrl: string, query: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

const pending = new Set<BenchDatabase>();
let created = 0;

/** Ctrl-C during a run still drops the PostgreSQL databases it created. */
let handlerInstalled = false;
function dropOnInterrupt(): void {
  if (handlerInstalled) return;
  handlerInstalled = true;
  process.once('SIGINT', () => {
    void Promise.allSettled([...pending].map((db) => db.drop())).then(() => process.exit(130));
  });
}

/**
 * A fresh, empty database: a temporary SQLite file, or with `serverUrl` (BENCH_DATABASE_URL) a new
 * PostgreSQL database napf_bench_<pid>_<n> on that server, created through the URL's own database
 * (from `template`, a database on it, for copy()).
 */
export async function freshDatabase(serverUrl?: string, template?: string): Promise<BenchDatabase> {
  if (!serverUrl) {
    const url = tempDatabaseUrl();
    const file = url.slice('sqlite:'.length);
    return {
      backend: 'SQLite',
      url,
      drop: async () => rmSync(dirname(file), { recursive: true, force: true }),
      copy: async () => {
        const copy = await freshDatabase();
        // A closed database has no WAL left; one still there holds committed pages, so it goes too.
        for (const suffix of ['', '-wal']) {
          if (existsSync(file + suffix)) copyFileSync(file + suffix, copy.url.slice('sqlite:'.length) + suffix);
        }
        return copy;
      },
    };
  }
  const name = `napf_bench_${process.pid}_${++created}`;
  await pgQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db: BenchDatabase = {
    backend: 'PostgreSQL',
    url: url.toString(),
    copy: () => freshDatabase(serverUrl, name),
    drop: async () => {
      pending.delete(db);
      try {
        await pgQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (err) {
        // Before PostgreSQL 13 there is no FORCE; the servers using it are stopped by now anyway.
        if ((err as { code?: string }).code !== '42601') throw err;
        await pgQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      }
    },
  };
  pending.add(db);
  dropOnInterrupt();
  return db;
}

/** Runs a benchmark on a fresh database (see freshDatabase) and removes the database afterwards. */
export async function withDatabase<T>(
  serverUrl: string | undefined,
  run: (db: BenchDatabase) => Promise<T>,
): Promise<T> {
  const db = await freshDatabase(serverUrl);
  try {
    return await run(db);
  } finally {
    await db.drop();
  }
}

/** Runs the napf CLI against a database and returns stdout. */
export function napf(args: string[], env: Record<string, string>): string {
  return execFileSync(NODE, [join(ROOT, 'src/main.ts'), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Migrates and seeds the demo shop on env's database and returns the key of a new token of `kind`. */
export function seedDemoShop(env: Record<string, string>, kind: 'read' | 'admin' = 'read'): string {
  napf(['migrate'], env);
  napf(['seed'], env);
  return JSON.parse(napf(['token', 'create', '--kind', kind, '--name', 'bench', '--json'], env)).token;
}

/** Polls until `url` answers 2xx; gives up at the deadline or, given the server's process, when it exits. */
export async function waitForHttp(url: string, timeoutMs = 30_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export interface Served {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `napf serve`; a large catalog builds its search index first, hence the generous default wait.
 * `nodeArgs` go to node before the script (`--cpu-prof --cpu-prof-dir=…` to profile the server);
 * `stdout: 'pipe'` keeps the server's standard output readable (what `--trace-gc` prints).
 */
export async function startNapf(
  env: Record<string, string>,
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
  stdout: 'ignore' | 'pipe' = 'ignore',
): Promise<Served> {
  const served = await spawnNapf(env, nodeArgs, stdout);
  try {
    await waitForHttp(`${served.url}/healthz`, timeoutMs, served.child);
  } catch (err) {
    await served.stop();
    throw err;
  }
  return served;
}

/** Spawns `napf serve` as `npm start` runs it, without waiting for it to listen. */
export async function spawnNapf(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  stdout: 'ignore' | 'pipe' = 'ignore',
): Promise<Served> {
  const port = await freePort();
  const child = spawn(NODE, [...SERVE_FLAGS, ...nodeArgs, join(ROOT, 'src/main.ts'), 'serve'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdout, 'inherit'],
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
}

/**
 * Waits until search_products answers from the index: a large catalog's index loads in the
 * background, and until then searches come from the database without `matches`.
 */
export async function waitForSearchIndex(url: string, token: string, timeoutMs = 120_000): Promise<void> {
  const headers = { 'x-api-key': token, 'content-type': 'application/json' };
  const body = JSON.stringify({ tool: 'search_products', parameters: { query: 'Huhn' } });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const res = await fetch(`${url}/api/mcp`, { method: 'POST', headers, body });
    if (((await res.json()) as { result?: { matches?: unknown[] } }).result?.matches) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}: the search index was not ready within ${timeoutMs} ms`);
}

/**
 * A bare node:http server in its own process answering every request with the given bytes: with a
 * content type and length only, or with `headers` (a flat name/value list, content type and length
 * among them) as they are. `nodeArgs` go to node before the script (`--cpu-prof …`: it ends by
 * process.exit on SIGTERM, so that node writes the profile).
 */
export async function startBareServer(
  body: Buffer,
  contentType: string,
  headers?: string[],
  nodeArgs: string[] = [],
): Promise<Served> {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY_B64, 'base64');
    const headers = process.env.HEADERS ? JSON.parse(process.env.HEADERS)
      : { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length };
    http.createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    }).listen(${port}, '127.0.0.1');
    process.on('SIGTERM', () => process.exit(0));`;
  const child = spawn(NODE, [...nodeArgs, '-e', script], {
    env: {
      ...process.env,
      BODY_B64: body.toString('base64'),
      CONTENT_TYPE: contentType,
      HEADERS: headers ? JSON.stringify(headers) : '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url);
  return { url, child, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
}

/** node's flags to write a CPU profile of the process into `dir` (none without a dir). */
export const cpuProfileArgs = (dir: string | undefined) => (dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);

/**
 * Alternating rounds per pair (BENCH_ROUNDS, default 6: as many in each order), splitting
 * BENCH_SECONDS between them.
 */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
}

/** One autocannon run of `duration` seconds on `t`, with the settings every pair uses. */
export const load = (t: LoadTarget, duration: number) =>
  autocannon({ url: t.url, headers: t.headers ?? {}, connections: CONNECTIONS, duration });

/** The middle value (of an even count, the mean of the two middle ones). */
export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface PairResult {
  subject: LoadResult;
  baseline: LoadResult;
  /** The median of the rounds' ratios (subject over baseline req/s), each round's two runs back to back. */
  ratio: number;
  /** Each round's ratio, in the order run. */
  rounds: number[];
}

/**
 * Loads a subject and its baseline with the same autocannon settings, in alternating rounds
 * (A B, B A, A B, ...), each side BENCH_SECONDS in all after a 1-second warm-up. req/s is requests
 * over the time loaded. The ratio is the median of the rounds' ratios: the host's steal comes and
 * goes within seconds, and a round whose two runs met a different machine then moves one round's
 * ratio instead of the sums (the fan-out benchmark and the search growth pair take medians too).
 */
export async function loadPair(a: LoadTarget, b: LoadTarget): Promise<PairResult> {
  await load(a, 1);
  await load(b, 1);
  const each = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const results: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let i = 0; i < ROUNDS; i++) {
    for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) results[side]?.push(await load(side ? b : a, each));
  }
  const rate = (r: autocannon.Result) => r.requests.total / r.duration;
  const combine = (rs: autocannon.Result[]): LoadResult => {
    return {
      requestsPerSecond: rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0),
      latencyP50: median(rs.map((r) => r.latency.p50)),
      latencyP99: Math.max(...rs.map((r) => r.latency.p99)),
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    };
  };
  const rounds = results[0].map((r, i) => rate(r) / rate(results[1][i] as autocannon.Result));
  return { subject: combine(results[0]), baseline: combine(results[1]), ratio: median(rounds), rounds };
}

/** A pair's round ratios for the console: `0.91, 0.88, ...`. */
export const roundRatios = (pair: PairResult) => pair.rounds.map((r) => fmt(r, 2)).join(', ');

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** µs of CPU a /proc/<pid>/stat line reports (utime + stime, in ticks of 10 ms). */
const ticks = (stat: string) => {
  const fields = (stat.split(') ')[1] as string).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
/** µs of CPU a process has used, all its threads (Linux /proc). */
export const processCpu = (pid: number) => ticks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
/** µs of CPU a process's main thread has used (its JavaScript, Node's event loop and their system calls). */
export const mainThreadCpu = (pid: number) => ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
/**
 * Function-call interrupts between the cores so far, all cores summed (Linux /proc/interrupts,
 * `CAL`): on the benchmark machine's hypervisor a write that wakes a process asleep on the other
 * core (the load generator waiting for its next answer) sends one, and each is expensive there.
 */
export const crossCoreInterrupts = () => {
  const line = readFileSync('/proc/interrupts', 'utf8')
    .split('\n')
    .find((l) => l.trimStart().startsWith('CAL:'));
  if (line === undefined) return 0;
  return line
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((field) => /^\d+$/.test(field))
    .reduce((sum, field) => sum + Number(field), 0);
};
/** µs of CPU all postgres processes on this machine have used (the database server of a PostgreSQL run). */
export const postgresCpu = () => {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) total += ticks(stat);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
};
