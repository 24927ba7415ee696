/**
 * Shared by the fault tests: a database of a test's own for a napf child process, what one request
 * of a load got, and the checks that a chain of changes leads from the value before to the value now.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomBase62 } from '../../src/core/ids.ts';

interface Database {
  url: string;
  drop(): Promise<void>;
}

/** A SQLite file, or with `pgUrl` a PostgreSQL database of its own on that server. */
export async function freshDatabase(pgUrl: string | undefined, prefix: string): Promise<Database> {
  if (!pgUrl) {
    const dir = mkdtempSync(join(tmpdir(), `napf-${prefix}-`));
    return { url: `sqlite:${join(dir, 'napf.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `napf_${prefix}_${randomBase62(10).toLowerCase()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** What one request of the load got. */
export interface Outcome {
  kind: string;
  started: number;
  ended: number;
  /** 0: no HTTP answer at all (connection lost, or no answer within 8 s). */
  status: number;
  code: string | null;
  contentType: string | null;
  retryAfter: string | null;
  error: string | null;
  body: Record<string, unknown> | null;
}

export async function request(kind: string, url: string, init: RequestInit = {}): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
    const text = await res.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: left null, the checks say so
    }
    return {
      kind,
      started,
      ended: performance.now(),
      status: res.status,
      code: typeof body?.code === 'string' ? body.code : null,
      contentType: res.headers.get('content-type'),
      retryAfter: res.headers.get('retry-after'),
      error: null,
      body,
    };
  } catch (err) {
    const ended = performance.now();
    return {
      kind,
      started,
      ended,
      status: 0,
      code: null,
      contentType: null,
      retryAfter: null,
      error: `${String(err)} ${String((err as { cause?: unknown }).cause ?? '')}`.trim(),
      body: null,
    };
  }
}

export const ms = (o: Outcome) => Math.round(o.ended - o.started);
export const show = (o: Outcome) => `${o.kind} ${o.status} ${o.code ?? ''} ${ms(o)} ms ${o.error ?? ''}`;

/** Follows `from` through transitions old → new (each new value unique) and returns where it ends. */
export function chainEnd(label: string, from: string, transitions: [string, string][]): string {
  const next = new Map<string, string>();
  for (const [o, n] of transitions) {
    assert.ok(!next.has(o), `${label}: two changes start from ${o}`);
    next.set(o, n);
  }
  let at = from;
  for (let i = 0; i < transitions.length; i++) {
    const n = next.get(at);
    assert.ok(n !== undefined, `${label}: the changes break off at ${at} after ${i} of ${transitions.length}`);
    at = n;
  }
  return at;
}

/** Transitions with repeating values: every status is left as often as entered, except start and end. */
export function assertBalanced(label: string, from: string, to: string, transitions: [string, string][]): void {
  const balance = new Map<string, number>();
  const add = (k: string, d: number) => balance.set(k, (balance.get(k) ?? 0) + d);
  for (const [o, n] of transitions) {
    add(o, 1);
    add(n, -1);
  }
  add(from, -1);
  add(to, 1);
  for (const [status, b] of balance) assert.equal(b, 0, `${label}: ${status} is unbalanced (from ${from} to ${to})`);
}
