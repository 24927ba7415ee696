import { randomBytes, randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base62 characters from the CSPRNG (randomInt avoids modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
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
