import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Clock, systemClock } from '../core/clock.ts';
import { CatalogCache } from './catalog-cache.ts';

/** Serialized catalog responses, keyed by the normalized request, as long as CatalogCache keeps them. */
export class ResponseCache {
  readonly #bodies: CatalogCache<Buffer>;
  /** The key each body was stored under, for holds(). */
  readonly #keys = new WeakMap<Buffer, string>();

  constructor(max = 1000, clock: Clock = systemClock) {
    this.#bodies = new CatalogCache(max, clock);
  }

  /** The cached bytes at once (no promise on a hit), or a promise of them computed and kept. */
  getOrCompute(key: string, compute: () => Promise<unknown>): Buffer | Promise<Buffer> {
    return this.#bodies.get(key) ?? this.#compute(key, compute);
  }

  /** Whether `body` is still the cached answer it was stored as (not cleared, replaced or expired). */
  holds(body: Buffer): boolean {
    const key = this.#keys.get(body);
    return key !== undefined && this.#bodies.get(key) === body;
  }

  async #compute(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
    const generation = this.#bodies.generation;
    // Kept as bytes: encoding a large string on every send costs more than the lookup saves.
    const body = Buffer.from(JSON.stringify(await compute()));
    if (!this.#bodies.set(key, body, generation)) return body;
    // The validator is hashed once, with the bytes it stands for, not on every conditional request.
    etagOf(body);
    this.#keys.set(body, key);
    return body;
  }

  clear(): void {
    this.#bodies.clear();
  }

  get size(): number {
    return this.#bodies.size;
  }
}

/** Validators by body: an entry lives exactly as long as the cached bytes it was hashed from. */
const ETAGS = new WeakMap<Buffer, string>();

/** A strong entity tag of exactly these bytes (equal bytes, equal tag; across instances too). */
export function etagOf(body: Buffer): string {
  let tag = ETAGS.get(body);
  if (tag === undefined) {
    tag = `"${hash('sha256', body, 'base64url')}"`;
    ETAGS.set(body, tag);
  }
  return tag;
}

const ENTITY_TAG = /(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"/g;

/**
 * Whether If-None-Match names the current representation (RFC 9110 section 13.1.2): `*` matches any,
 * a list matches when one of its tags does, and the comparison is weak (W/"x" matches "x").
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const match of header.matchAll(ENTITY_TAG)) if (`"${match[1]}"` === opaque) return true;
  return false;
}

/**
 * Sends JSON bytes with their ETag, or 304 without a body when the client holds them already. The
 * guard (rate limit, request log) and the caching headers ran or run as for a 200. Takes the cache's
 * answer as it comes: bytes are sent at once, without a promise.
 */
export function sendJsonBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | Promise<Buffer>,
): FastifyReply | Promise<FastifyReply> {
  if (!Buffer.isBuffer(body)) return body.then((bytes) => sendJsonBytes(request, reply, bytes));
  // What the fast path may answer the same URL with next time (http/fast-path.ts).
  request.cachedBody = body;
  const etag = etagOf(body);
  reply.header('ETag', etag);
  if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body as never);
}

const ETAG_HEADER = {
  type: 'string',
  maxLength: 100,
  description: 'A strong validator of the body; send it back as If-None-Match to get 304 while it is current',
};

/** The documented 200's ETag and the 304 a matching If-None-Match gets (`type: null`: no body). */
export const conditional = {
  headers: { ETag: ETAG_HEADER },
  notModified: {
    304: {
      description: 'Not modified: If-None-Match names the current ETag (or is `*`); no body',
      type: 'null',
      headers: { ETag: ETAG_HEADER },
    },
  },
};
