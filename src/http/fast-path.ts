/**
 * The fast path of cached catalog answers: a GET that the full pipeline (router, hooks, validation,
 * handler) has answered with 200 from the catalog cache is answered again straight from the socket
 * handler, before Fastify, while the cached body is current. Polling agents pay for a token lookup,
 * a limit count, the log entry and the write, which waits for the end of the event loop's turn to
 * go out with the turn's other answers; see docs/architecture.md#fast-path.
 *
 * It decides nothing the pipeline has not decided already, and hands every request it is not sure
 * of to the pipeline, untouched:
 * - An entry is made only from a 200 of a route that declares `fastPath` (GET under /api/, answer
 *   from the catalog cache by URL alone), for a request with a valid key, and is keyed by the exact
 *   request target: the router maps the same target to the same route, parameters and cache key.
 * - Its response headers are copied from that 200, and only if every one of them is known to be
 *   the same for every keyed request of the route; otherwise the route is not fast for that URL.
 * - It is used only while the body is still the cache's current answer (a catalog write or the
 *   hourly turn ends it), for a key in the token cache that holds the route's scope, and when the
 *   limit allows the request. A request the limit refuses goes
 *   to the pipeline, which refuses it: the limiter does not count refused requests, so nothing is
 *   counted twice. With the limit on Redis the answer waits for Redis, as the pipeline's would.
 * - The log's client address is worked out as Fastify's request.ip is (TRUST_PROXY included).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { noneMatchHits } from '../catalog/cache.ts';
import { rateLimitPolicy, rateLimitState } from '../ratelimit/limiter.ts';
import type { RateDecision } from '../ratelimit/types.ts';
import type { TokenRecord } from '../tokens/repo.ts';
import { holdsScope, type Scope } from '../tokens/scopes.ts';
import { presentedKeyIn } from './auth.ts';
import { type Bookkeeping, consumeLimit, logPath, logRequest } from './bookkeeping.ts';
import { clientAddressOf } from './client-address.ts';
import { requestIdOf } from './request-id.ts';
import { routeConfigOf } from './route-config.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200s may be answered again by the fast path: a GET under /api/ whose answer is a
     * cached body (sendJsonBytes) chosen by the request target alone, the same for every token
     * holding the route's scope.
     */
    fastPath?: true;
  }
  interface FastifyRequest {
    /** The catalog cache's body this request was answered with (sendJsonBytes), else null. */
    cachedBody: Buffer | null;
  }
}

/** Headers a keyed 200 of a fast-path route carries with the same value on every request. */
const SAME_FOR_EVERY_REQUEST = new Set([
  'x-content-type-options',
  'cache-control',
  'vary',
  'etag',
  'content-type',
  'content-length',
]);
/** Headers made anew for each request: the id and the limit's state. */
const PER_REQUEST = new Set(['x-request-id', 'ratelimit-policy', 'ratelimit']);
/** A 304 carries the 200's headers but these. */
const BODY_HEADERS = new Set(['content-type', 'content-length']);
const MAX_ENTRIES = 1000;
const MAX_TARGET_LENGTH = 2048;

interface Entry {
  /** The route's pattern and scope, as the router matched them for this target. */
  route: string;
  scope: Scope | undefined;
  /** The request log's path of this target. */
  path: string;
  /** Weak: a body the catalog cache has let go of is not kept alive by the fast path. */
  body: WeakRef<Buffer>;
  etag: string;
  /** Flat name/value lists for writeHead. */
  ok: string[];
  notModified: string[];
}

/** What a request matched: the entry, its current body and the caller's token. */
interface Hit {
  entry: Entry;
  body: Buffer;
  token: TokenRecord;
}

type Pipeline = (req: IncomingMessage, res: ServerResponse) => void;

/** The guard's own tokens, limiter and request log, and what the fast path needs besides. */
export interface FastPathOptions extends Bookkeeping {
  /** Whether a body is still the catalog cache's current answer. */
  isCurrent: (body: Buffer) => boolean;
  /** Fastify's trustProxy setting: the log's client address is worked out as Fastify does. */
  trustProxy: boolean | string;
}

export class FastPath {
  readonly #options: FastPathOptions;
  readonly #entries = new Map<string, Entry>();
  readonly #clientAddress: (req: IncomingMessage) => string | undefined;
  #open = true;
  #served = 0;
  /** Answers decided in this turn of the event loop, written at its end (#answerAtTurnEnd). */
  readonly #due: (() => void)[] = [];

  constructor(options: FastPathOptions) {
    this.#options = options;
    this.#clientAddress = clientAddressOf(options.trustProxy);
  }

  /** Requests answered here since the start (tests tell the two paths apart by it). */
  get served(): number {
    return this.#served;
  }

  /** Learns from the pipeline's answers; stops answering when the app begins to close. */
  register(app: App): void {
    app.decorateRequest('cachedBody', null);
    app.addHook('onRoute', (route) => {
      // Fastify copies each GET route as HEAD, config and all; HEAD requests take the pipeline.
      const method = String(route.method);
      if (route.config?.fastPath && ((method !== 'GET' && method !== 'HEAD') || !route.url?.startsWith('/api/'))) {
        throw new Error(`${route.url}: only GET routes under /api/ may declare fastPath`);
      }
    });
    app.addHook('onResponse', (request, reply, done) => {
      const body = request.cachedBody;
      if (body && request.token && reply.statusCode === 200 && request.method === 'GET') {
        const config = routeConfigOf(request);
        if (config.fastPath && config.url)
          this.#learn(request.raw.url ?? '', config.url, config.scope, body, reply.getHeaders());
      }
      done();
    });
    app.addHook('preClose', (done) => {
      this.#open = false;
      this.#entries.clear();
      done();
    });
  }

  #learn(
    target: string,
    route: string,
    scope: Scope | undefined,
    body: Buffer,
    headers: Record<string, unknown>,
  ): void {
    if (!this.#open || target.length > MAX_TARGET_LENGTH) return;
    const ok: string[] = [];
    const notModified: string[] = [];
    let etag: string | undefined;
    for (const [name, value] of Object.entries(headers)) {
      if (PER_REQUEST.has(name)) continue;
      if (!SAME_FOR_EVERY_REQUEST.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return;
      if (name === 'etag') etag = String(value);
      ok.push(name, String(value));
      if (!BODY_HEADERS.has(name)) notModified.push(name, String(value));
    }
    if (etag === undefined) return;
    if (this.#entries.size >= MAX_ENTRIES && !this.#entries.has(target)) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(target, {
      route,
      scope,
      path: logPath(target),
      body: new WeakRef(body),
      etag,
      ok,
      notModified,
    });
  }

  /**
   * Answers the request here, or hands it to `pipeline` (Fastify) untouched. With the limit on
   * Redis the answer waits for its decision, as the pipeline's would.
   */
  handle(req: IncomingMessage, res: ServerResponse, pipeline: Pipeline): void {
    const hit = this.#match(req);
    if (hit === null) {
      pipeline(req, res);
      return;
    }
    const started = performance.now();
    const { limiter, defaultLimit } = this.#options;
    if (!limiter) {
      this.#answerAtTurnEnd(req, res, hit, undefined, started);
      return;
    }
    const decision = consumeLimit(limiter, defaultLimit, hit.token);
    // A refusal is the pipeline's to answer (with its problem body); the limiter does not count
    // refused requests, so the pipeline's own count of this one refuses it again and adds nothing.
    const decided = (d: RateDecision) =>
      d.allowed ? this.#answerAtTurnEnd(req, res, hit, d, started) : pipeline(req, res);
    if (decision instanceof Promise) decision.then(decided, () => pipeline(req, res));
    else decided(decision);
  }

  /** What the pipeline decided for this request before, when it still holds; else null. */
  #match(req: IncomingMessage): Hit | null {
    if (!this.#open || req.method !== 'GET') return null;
    const target = req.url as string;
    const entry = this.#entries.get(target);
    if (entry === undefined) return null;
    const body = entry.body.deref();
    if (body === undefined || !this.#options.isCurrent(body)) {
      this.#entries.delete(target);
      return null;
    }
    let key: string | undefined;
    try {
      key = presentedKeyIn(req.headers);
    } catch {
      return null; // two different keys: the pipeline answers with its 401
    }
    const token = key ? this.#options.tokens.authenticateKnown(key) : null;
    if (!token || (entry.scope && !holdsScope(token.scopes, entry.scope))) return null;
    return { entry, body, token };
  }

  /**
   * Queues the answer to be written at the end of this turn of the event loop (setImmediate runs
   * once the turn has read every socket that was ready), together with the turn's other answers.
   * Written one by one as each request was read, every answer woke the client anew: a client on
   * the same machine (a reverse proxy, the benchmark's load generator) has handled one answer and
   * gone back to sleep before the next is written, and waking a process that sleeps on the other
   * core takes an interrupt between the cores. On the 2-core benchmark machine the cached detail
   * page caused 0.53–0.66 such interrupts a request answered at once and 0.11–0.15 answered at the
   * turn's end (`node bench/cpu-per-request.ts` reports them), and the bare server's answers cost
   * ~12 µs more CPU each when they came at 0.7 a request instead of 0.02.
   */
  #answerAtTurnEnd(
    req: IncomingMessage,
    res: ServerResponse,
    hit: Hit,
    decision: RateDecision | undefined,
    started: number,
  ): void {
    if (this.#due.push(() => this.#answer(req, res, hit, decision, started)) === 1) setImmediate(this.#answerDue);
  }

  readonly #answerDue = () => {
    for (const answer of this.#due.splice(0)) answer();
  };

  #answer(req: IncomingMessage, res: ServerResponse, hit: Hit, decision: RateDecision | undefined, started: number) {
    const { entry, body, token } = hit;
    const id = requestIdOf(req);
    const fresh = !noneMatchHits(req.headers['if-none-match'] as string | undefined, entry.etag);
    const same = fresh ? entry.ok : entry.notModified;
    // Only an allowed request gets here (a refusal goes to the pipeline): no Retry-After. One array
    // literal each: pushing the limit's headers onto the first copied all of it into a larger one.
    const head = decision
      ? [
          'x-request-id',
          id,
          ...same,
          'ratelimit-policy',
          rateLimitPolicy(decision),
          'ratelimit',
          rateLimitState(decision),
        ]
      : ['x-request-id', id, ...same];
    const status = fresh ? 200 : 304;
    res.writeHead(status, head);
    res.end(fresh ? body : undefined);
    this.#served++;
    const { requestLog } = this.#options;
    if (!requestLog) return;
    logRequest(requestLog, {
      requestId: id,
      token,
      method: 'GET',
      route: entry.route,
      path: entry.path,
      tool: null,
      status,
      durationMs: performance.now() - started,
      errorCode: null,
      ip: this.#clientAddress(req) ?? null,
      headers: req.headers,
    });
  }
}
