/** Shared benchmark plumbing: servers in child processes, autocannon in this one, loopback only. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/net.ts';

export const NODE = process.execPath;
export const ROOT = new URL('..', import.meta.url).pathname;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export { freePort };

export function tempDatabaseUrl(): string {
  return `sqlite:${join(mkdtempSync(join(tmpdir(), 'napf-bench-')), 'napf.db')}`;
}

/** Runs the napf CLI against a database and returns stdout. */
export function napf(args: string[], env: Record<string, string>): string {
  return execFileSync(NODE, [join(ROOT, 'src/main.ts'), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
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

export async function startNapf(env: Record<string, string>): Promise<Served> {
  const port = await freePort();
  const child = spawn(NODE, [join(ROOT, 'src/main.ts'), 'serve'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`);
  return { url, child, stop: () => stopChild(child) };
}

/** A bare node:http server in its own process answering every request with the given bytes. */
export async function startBareServer(body: Buffer, contentType: string): Promise<Served> {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY_B64, 'base64');
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(NODE, ['-e', script], {
    env: { ...process.env, BODY_B64: body.toString('base64'), CONTENT_TYPE: contentType },
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

export async function load(
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION_S,
): Promise<LoadResult> {
  // A short warm-up so JIT and caches are hot before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
