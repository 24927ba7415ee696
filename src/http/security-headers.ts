/**
 * Response headers that keep browsers and caches from misusing an answer, on every response:
 *
 * - `X-Content-Type-Options: nosniff` everywhere: a browser must never guess that a JSON answer, a
 *   feed or a text file is HTML or script.
 * - Who may store an answer. Answers to requests with credentials (X-Api-Key, Authorization, the
 *   dashboard's session cookie) are at least `private` and vary on X-Api-Key: shared caches key on
 *   Authorization by themselves, but X-Api-Key is just another header to them. Routes that answer
 *   with personal data or secrets (orders, newsletter subscriptions and their one-time links, the
 *   admin API with its tokens, tool results) are `no-store` for everyone. The rule follows the route
 *   the router matched, never the URL's bytes: `/api/v1/%6Frders/1` is the same route as
 *   `/api/v1/orders/1` and gets the same headers.
 * - The API reference page (/docs) runs under a CSP without inline scripts and cannot be framed.
 *
 * Headers are set when the request arrives (so a handler that hijacks its reply copies them; see
 * hijackKeepingHeaders) and settled again just before sending (over what a handler set on the way).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../admin/auth/cookies.ts';
import { routeConfigOf } from './route-config.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `no-store`: the route's answers hold personal data or secrets; no browser or proxy keeps them. */
    cache?: 'no-store';
  }
}

/**
 * The reference page's script comes from this service only; the page calls the API on the same
 * origin ("try it"). Its bundle injects its stylesheet as <style> elements at run time, which only
 * 'unsafe-inline' admits for styles (scripts stay strict).
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Route patterns (as registered, e.g. `/api/v1/orders/:id`) whose answers hold personal data or secrets. */
const PERSONAL_DATA_ROUTES: { method?: string; pattern: RegExp }[] = [
  { pattern: /^\/api\/v1\/orders(\/|$)/ },
  // Subscriptions carry an address; the confirmation and unsubscribe links carry one-time tokens.
  { pattern: /^\/api\/v1\/newsletter(\/|$)/ },
  // Sessions, tokens shown once, orders, subscribers, logs and webhook secrets.
  { pattern: /^\/admin\/(api\/|login$|logout$)/ },
  // Tool results: orders, subscriptions, a new webhook's signing secret. GET is the public manifest.
  { method: 'POST', pattern: /^\/api\/mcp$/ },
];

const DOCS_ROUTE = /^\/docs(\/|$)/;

export interface SecurityHeaderOptions {
  /** The dashboard's session cookie name: a request carrying it is a logged-in admin's. */
  sessionCookie: string;
}

/** What every response carries, also those the router answers before any hook runs. */
export function setBaselineHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
}

/** What a route's answers need whoever asks, worked out once per route and method. */
interface RouteRule {
  /** The answer holds personal data or secrets. */
  personal: boolean;
  /** The route's answer depends on the credentials (it requires a token or the dashboard session). */
  guarded: boolean;
  /** The API reference page: its own CSP, never framed. */
  docs: boolean;
}

function routeRuleOf(request: FastifyRequest): RouteRule {
  const config = routeConfigOf(request) ?? {};
  const route = config.url;
  return {
    personal:
      config.cache === 'no-store' ||
      (route !== undefined &&
        PERSONAL_DATA_ROUTES.some((r) => r.pattern.test(route) && (!r.method || r.method === request.method))),
    guarded: config.scope !== undefined || config.auth !== undefined || config.session !== undefined,
    docs: DOCS_ROUTE.test(route ?? ''),
  };
}

/**
 * Rules by the route's config object (one per registered route, shared by its requests) and method:
 * the patterns are tested once per route, not on every request.
 */
const ROUTE_RULES = new WeakMap<object, Map<string, RouteRule>>();

function cachedRouteRule(request: FastifyRequest): RouteRule {
  const config = routeConfigOf(request);
  if (!config) return routeRuleOf(request);
  let byMethod = ROUTE_RULES.get(config);
  if (!byMethod) {
    byMethod = new Map();
    ROUTE_RULES.set(config, byMethod);
  }
  let rule = byMethod.get(request.method);
  if (!rule) {
    rule = routeRuleOf(request);
    byMethod.set(request.method, rule);
  }
  return rule;
}

function presentsCredentials(request: FastifyRequest, sessionCookie: string): boolean {
  return (
    request.headers['x-api-key'] !== undefined ||
    request.headers.authorization !== undefined ||
    readCookie(request, sessionCookie) !== null
  );
}

/** The Cache-Control to send instead of `existing`, or undefined to leave it as it is. */
function settleCacheControl(existing: string | undefined, rule: RouteRule, authenticated: boolean): string | undefined {
  if (rule.personal) return existing === 'no-store' ? undefined : 'no-store';
  if (!authenticated) return undefined;
  // A rule the route set itself stands (images are public whoever asks), unless the answer depends
  // on the credentials and the rule would let a shared cache hand it to someone else.
  if (existing && (!rule.guarded || /\b(private|no-store)\b/i.test(existing))) return undefined;
  return 'private';
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('Vary');
  if (current === undefined) {
    reply.header('Vary', name);
    return;
  }
  const values = String(current)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', [...values, name].join(', '));
}

/** `authenticated`: the request came with credentials. */
function applyHeaders(reply: FastifyReply, rule: RouteRule, authenticated: boolean): void {
  setBaselineHeaders(reply);
  const existing = reply.getHeader('Cache-Control');
  const cacheControl = settleCacheControl(existing === undefined ? undefined : String(existing), rule, authenticated);
  if (cacheControl) reply.header('Cache-Control', cacheControl);
  if (authenticated || rule.guarded) addVary(reply, 'X-Api-Key');

  if (rule.docs) {
    reply.header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    // For browsers that predate frame-ancestors.
    reply.header('X-Frame-Options', 'DENY');
  }
}

/**
 * Hands a reply to a library that writes the head itself (MCP's Streamable HTTP): the headers set
 * so far (request id, rate limit, security headers) are copied onto `raw`, which Fastify no longer
 * sends once hijacked, and the Cache-Control these hooks settled on wins over the one the library
 * passes to writeHead (it sends `no-cache`). Only hijacking handlers call this, so the other
 * requests pay nothing for it.
 */
export function hijackKeepingHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  keepSettledCacheControl(reply.raw);
  reply.hijack();
}

function keepSettledCacheControl(raw: ServerResponse): void {
  const settled = raw.getHeader('Cache-Control');
  if (settled === undefined) return;
  const writeHead = raw.writeHead;
  raw.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const last = rest.at(-1);
    // writeHead(status, [message], [headers]); headers as an object, as the SDK sends them.
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(last as OutgoingHttpHeaders)) {
        if (name.toLowerCase() !== 'cache-control') headers[name] = value;
      }
      headers['cache-control'] = String(settled);
      rest[rest.length - 1] = headers;
    }
    return writeHead.call(this, status, ...(rest as [OutgoingHttpHeaders]));
  } as typeof raw.writeHead;
}

/**
 * Sets the headers as the request arrives, with its request id first, and settles them again just
 * before sending. Callback hooks, not async ones: every request passes both, and a promise each is
 * a measurable share of a cached catalog answer.
 */
export function registerSecurityHeaders(app: App, options: SecurityHeaderOptions): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    applyHeaders(reply, cachedRouteRule(request), presentsCredentials(request, options.sessionCookie));
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    applyHeaders(reply, cachedRouteRule(request), presentsCredentials(request, options.sessionCookie));
    done(null, payload);
  });
}
