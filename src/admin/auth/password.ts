/**
 * Admin passwords: scrypt with N = 2^17, r = 8, p = 1 (docs/contract.md#dashboard), a 16-byte random salt and a
 * 32-byte key, stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url) so that the parameters
 * travel with each hash and can be raised later. crypto.scrypt runs on libuv's thread pool, never on
 * the event loop; a small gate keeps at most two hashes in flight (each needs 128 MiB at N = 2^17).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const DEFAULT_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_CONCURRENT = 2;
/** Logins waiting beyond this are refused at once (see PasswordBusyError) rather than queued for ever. */
const MAX_WAITING = 32;

export class PasswordBusyError extends Error {}

let running = 0;
const waiting: (() => void)[] = [];

async function gated<T>(run: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new PasswordBusyError('too many password checks in flight');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that for N = 2^17.
  const maxmem = 128 * 2 ** cost * r * p + 32 * 1024 * 1024;
  return gated(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: 2 ** cost, r, p, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost, R, P);
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** True when the password matches; false for a mismatch or a hash in an unknown format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, cost, r, p, salt, key] = match;
  const expected = Buffer.from(key as string, 'base64url');
  const actual = await derive(password, Buffer.from(salt as string, 'base64url'), Number(cost), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The cost (log2 N) a stored hash was made with, or null when the format is unknown. */
export function hashCost(stored: string): number | null {
  const match = FORMAT.exec(stored);
  return match ? Number(match[1]) : null;
}
