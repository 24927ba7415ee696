/**
 * The HTTPS client of the dispatcher, with the SSRF guard applied to the address actually dialled.
 *
 * It uses node:https rather than fetch: the only public way to filter fetch's connections is an
 * undici `Agent({connect: {lookup}})` from the `undici` package, which is not a dependency of
 * napf (only a transitive one). node:https takes the same `lookup` hook, a keep-alive pool and a
 * `ca` option, and it trusts NODE_EXTRA_CA_CERTS like every Node TLS client.
 *
 * - Host names: our `lookup` resolves them and hands the socket only allowed addresses (public
 *   unicast, or WEBHOOK_ALLOW_HOSTS), so a name that resolved to a public address when the
 *   subscription was made but to 127.0.0.1 now (DNS rebinding) is refused at connect time.
 * - Literal IP hosts never reach `lookup`: they are checked here before the request.
 * - Redirects are never followed (node:https does not follow them): a 3xx is a failed attempt.
 * - 10 s for the whole exchange; the response body is read up to 1 KB for the log.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createSecureContext, getCACertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { type AllowList, isAllowedAddress, parseSafeUrl, UnsafeUrlError } from '../net/ssrf.ts';

export const EXCERPT_BYTES = 1024;
/** Beyond this the response is not drained further (the socket is dropped instead of reused). */
const DRAIN_LIMIT_BYTES = 64 * 1024;

export interface PostResult {
  /** The HTTP status, or null when no response came (refused, DNS, TLS, timeout ...). */
  status: number | null;
  headers: IncomingHttpHeaders;
  /** Up to 1 KB of the response body. */
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

export interface HttpClientOptions {
  allow: AllowList;
  timeoutMs: number;
  maxSockets: number;
  /** A PEM file with CA certificates trusted in addition to Node's defaults. */
  caFile: string | null;
}

class RefusedAddressError extends Error {
  readonly code = 'ERR_NON_PUBLIC_ADDRESS';
}

/** A dns.lookup replacement that only ever yields allowed addresses. */
export function guardedLookup(allow: AllowList): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.toLowerCase();
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const usable = allow.hosts.has(host)
        ? addresses
        : (addresses as LookupAddress[]).filter((a) => isAllowedAddress(a.address, allow));
      if (usable.length === 0) {
        const all = (addresses as LookupAddress[]).map((a) => a.address).join(', ');
        return callback(new RefusedAddressError(`${hostname} resolves to a non-public address (${all})`), '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      const first = usable[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code && !err.message.includes(code)) return `${code}: ${err.message}`;
    return err.message;
  }
  return String(err);
}

export class WebhookHttpClient {
  readonly #allow: AllowList;
  readonly #timeoutMs: number;
  readonly #agent: https.Agent;
  readonly #lookup: LookupFunction;
  /** URLs that passed #check (the result depends only on the URL text and the fixed allow list). */
  readonly #checked = new Map<string, URL>();

  constructor(options: HttpClientOptions) {
    this.#allow = options.allow;
    this.#timeoutMs = options.timeoutMs;
    this.#lookup = guardedLookup(options.allow);
    // `ca` replaces Node's trust store, so the defaults (bundled + NODE_EXTRA_CA_CERTS) go along. One
    // secure context: a `ca` option would be concatenated into the agent's pool key on every request.
    const secureContext = options.caFile
      ? createSecureContext({ ca: [...getCACertificates('default'), readFileSync(options.caFile, 'utf8')] })
      : undefined;
    this.#agent = new https.Agent({
      keepAlive: true,
      maxSockets: options.maxSockets,
      maxFreeSockets: options.maxSockets,
      lookup: this.#lookup,
      ...(secureContext ? { secureContext } : {}),
    });
  }

  /** The time a receiver has for the whole exchange, connecting included. */
  get timeoutMs(): number {
    return this.#timeoutMs;
  }

  /** Refuses URLs the guard would refuse before any connection: scheme, credentials, literal IPs. */
  #check(raw: string): URL {
    const cached = this.#checked.get(raw);
    if (cached) return cached;
    const url = parseSafeUrl(raw);
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (ipaddr.isValid(host) && !this.#allow.hosts.has(host) && !isAllowedAddress(host, this.#allow)) {
      throw new UnsafeUrlError(`host ${host} is a non-public address`);
    }
    if (this.#checked.size >= 1000) this.#checked.clear();
    this.#checked.set(raw, url);
    return url;
  }

  post(
    rawUrl: string,
    headers: Record<string, string>,
    body: string | Buffer,
    signal?: AbortSignal,
  ): Promise<PostResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = this.#check(rawUrl);
    } catch (err) {
      return Promise.resolve({
        status: null,
        headers: {},
        excerpt: null,
        error: `refused: ${describe(err)}`,
        durationMs: 0,
      });
    }
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: Omit<PostResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve({ ...result, durationMs: elapsed() });
      };
      const req = https.request(url, {
        method: 'POST',
        agent: this.#agent,
        lookup: this.#lookup,
        headers: { ...headers, 'content-length': String(payload.length) },
      });
      const timer = setTimeout(() => {
        req.destroy(new Error(`no complete response within ${this.#timeoutMs / 1000} s`));
      }, this.#timeoutMs);
      const onAbort = () => req.destroy(new Error('aborted: the dispatcher is stopping'));
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (err) => finish({ status: null, headers: {}, excerpt: null, error: describe(err) }));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        let seen = 0;
        res.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (kept < EXCERPT_BYTES) {
            const part = chunk.subarray(0, EXCERPT_BYTES - kept);
            chunks.push(part);
            kept += part.length;
          }
          if (seen > DRAIN_LIMIT_BYTES) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? 0;
          const excerpt = kept > 0 ? Buffer.concat(chunks).toString('utf8') : null;
          const error =
            status >= 200 && status < 300
              ? null
              : status >= 300 && status < 400
                ? `HTTP ${status}: redirect not followed${res.headers.location ? ` (to ${String(res.headers.location).slice(0, 200)})` : ''}`
                : `HTTP ${status}`;
          finish({ status, headers: res.headers, excerpt, error });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      req.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}
