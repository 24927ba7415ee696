/**
 * napf as a child process (`src/main.ts serve`), for tests that kill, restart or starve it. Every
 * process started here is SIGKILLed by killNapfProcesses() (call it in after()).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { testCertificate } from './https-receiver.ts';
import { freePort } from './net.ts';

export const NAPF_MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface NapfProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  log(): string;
}

const started = new Set<ChildProcess>();

/**
 * The environment of a napf child on `databaseUrl`: no Redis, no rate limit, webhooks to the
 * local HTTPS receiver (trusted through NODE_EXTRA_CA_CERTS) retried every half second.
 */
export function napfEnv(databaseUrl: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    WEBHOOK_ALLOW_HOSTS: 'localhost',
    WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5',
    NODE_EXTRA_CA_CERTS: testCertificate().certFile,
    ...extra,
  };
}

/** A token made by the CLI (`napf token create`) on the database of `env`. */
export async function createNapfToken(env: NodeJS.ProcessEnv, kind: string, name: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [NAPF_MAIN, 'token', 'create', '--kind', kind, '--name', name, '--json'],
    { env },
  );
  return JSON.parse(stdout).token as string;
}

/** Starts napf with this environment (on `port`, or a free one) and waits until /healthz answers. */
export async function startNapfProcess(env: NodeJS.ProcessEnv, port?: number): Promise<NapfProcess> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, [NAPF_MAIN, 'serve'], {
    env: { ...env, PORT: String(listen) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`napf exited: ${output}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) throw new Error(`napf did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url, log: () => output };
}

export function killNapfProcesses(): void {
  for (const child of started) child.kill('SIGKILL');
}

/** SIGKILLs one process and waits until it is gone. */
export function sigkill(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  }).then(() => {
    started.delete(child);
  });
}
