/**
 * Fetching a platform profile, as the protocol's fetch-safety rules ask (docs/ucp.md#negotiation):
 * https only, through the SSRF guard (every resolved address public unless UCP_ALLOWED_PROFILE_HOSTS
 * allows it, checked again on the address dialled against DNS rebinding), no redirects followed, a
 * time limit for the whole exchange and a size limit on the body.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { createSecureContext, getCACertificates, type SecureContext } from 'node:tls';
import { type AllowList, assertSafeUrl, UnsafeUrlError } from '../net/ssrf.ts';
import { guardedLookup } from '../webhooks/http-client.ts';
import { NegotiationError } from './negotiation.ts';

/** The protocol asks for no bound below 128 KiB; documented profiles are under 5 KiB. */
export const PROFILE_MAX_BYTES = 256 * 1024;

export interface ProfileFetchOptions {
  allow: AllowList;
  timeoutMs: number;
  /** A PEM file of CA certificates trusted in addition to Node's (WEBHOOK_CA_FILE). */
  caFile: string | null;
}

export interface FetchedProfile {
  body: unknown;
  cacheControl: string | null;
}

export class ProfileFetcher {
  readonly #options: ProfileFetchOptions;
  readonly #secureContext: SecureContext | undefined;

  constructor(options: ProfileFetchOptions) {
    this.#options = options;
    this.#secureContext = options.caFile
      ? createSecureContext({ ca: [...getCACertificates('default'), readFileSync(options.caFile, 'utf8')] })
      : undefined;
  }

  /** The parsed JSON of the profile; NegotiationError for a URL we may not fetch, a failed fetch or a body that is not JSON. */
  async fetch(raw: string): Promise<FetchedProfile> {
    let url: URL;
    try {
      url = await assertSafeUrl(raw, this.#options.allow);
    } catch (err) {
      const reason = err instanceof UnsafeUrlError ? err.message : 'is not usable';
      throw new NegotiationError('invalid_profile_url', `The profile URL ${reason}`);
    }
    const { status, headers, body } = await this.#get(url);
    if (status < 200 || status > 299) {
      const what = status >= 300 && status < 400 ? 'a redirect, which is not followed' : `HTTP ${status}`;
      throw new NegotiationError('profile_unreachable', `Unable to fetch the platform profile: ${what}`);
    }
    try {
      return { body: JSON.parse(body.toString('utf8')), cacheControl: headers['cache-control'] ?? null };
    } catch {
      throw new NegotiationError('profile_malformed', 'The platform profile is not valid JSON');
    }
  }

  #get(url: URL): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
    const { timeoutMs } = this.#options;
    const unreachable = (why: string) =>
      new NegotiationError('profile_unreachable', `Unable to fetch the platform profile: ${why}`);
    return new Promise((resolve, reject) => {
      const request = https.request(url, {
        method: 'GET',
        // No pool: profiles are fetched rarely (they are cached), and a pooled socket would outlive the app.
        agent: false,
        lookup: guardedLookup(this.#options.allow),
        headers: { accept: 'application/json' },
        ...(this.#secureContext ? { secureContext: this.#secureContext } : {}),
      });
      const timer = setTimeout(
        () => request.destroy(unreachable(`no complete answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      request.on('error', (err) => {
        clearTimeout(timer);
        reject(err instanceof NegotiationError ? err : unreachable(err.message));
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > PROFILE_MAX_BYTES) {
            request.destroy(unreachable(`the profile is larger than ${PROFILE_MAX_BYTES / 1024} KiB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          const headers: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', (err) => {
          clearTimeout(timer);
          reject(err instanceof NegotiationError ? err : unreachable(err.message));
        });
      });
      request.end();
    });
  }
}
