/**
 * napf as a child process (`src/main.ts serve`), for tests that kill, restart or starve it. Every
 * process started here is SIGKILLed by killNapfProcesses() (call it in after()).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './net.ts';

export const NAPF_MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface NapfProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  log(): string;
}

const started = new Set<ChildProcess>();

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
