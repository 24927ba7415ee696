import { randomBytes, randomFillSync } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 a byte can hold: bytes below it map to base62 without modulo bias. */
const UNBIASED_BELOW = 248;

/**
 * CSPRNG bytes drawn ahead, a few kilobytes per system call. An order takes four ids of 20
 * characters; a `randomInt` call per character was ~1 % of its CPU.
 */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++] as number;
}

/** `length` uniformly random base62 characters from the CSPRNG (bytes of 248 and above are redrawn). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < UNBIASED_BELOW) out += BASE62[byte % 62];
  }
  return out;
}

/** Encodes a non-negative integer in base62, left-padded with '0' to `width`. */
export function toBase62(value: number, width: number): string {
  let out = '';
  let n = value;
  do {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, '0');
}

/** A prefixed, sortable-enough random id such as `prd_3kT9...`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(20)}`;
}

/** URL-safe random secret for one-time links. */
export function randomUrlToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
