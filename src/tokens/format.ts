/**
 * Token text `napf_<kind>_<32 base62><6 base62 CRC32>` (docs/contract.md#tokens-and-scopes). The
 * checksum lets a mistyped token be refused without a database lookup; only the SHA-256 of the whole
 * text is stored.
 */
import { hash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { randomBase62, toBase62 } from '../core/ids.ts';
import type { TokenKind } from './scopes.ts';

const TOKEN_PATTERN = /^napf_(read|write|admin)_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;
export const DISPLAY_PREFIX_LENGTH = 12;

function checksum(body: string): string {
  return toBase62(crc32(body), 6);
}

export function generateToken(kind: TokenKind): string {
  const body = `napf_${kind}_${randomBase62(32)}`;
  return body + checksum(body);
}

/** The kind when the text is well-formed and its checksum matches, otherwise null. */
export function parseToken(text: string): TokenKind | null {
  const match = TOKEN_PATTERN.exec(text);
  if (!match) return null;
  const body = text.slice(0, -6);
  return checksum(body) === match[3] ? (match[1] as TokenKind) : null;
}

/** SHA-256, hex. The one-shot crypto.hash: it runs on every authenticated request, and costs a fraction of createHash's object set-up. */
export function hashToken(text: string): string {
  return hash('sha256', text, 'hex');
}

export function displayPrefix(text: string): string {
  return text.slice(0, DISPLAY_PREFIX_LENGTH);
}
