/**
 * The config of the route the router matched, with its pattern (`url`, e.g. `/api/v1/products/:slug`)
 * and `method`. Fastify's `request.routeOptions` builds a fresh object of a dozen fields on every
 * read, and the hooks of every request (guard, cache headers, request log) read the route several
 * times; the config itself is the route's own object, shared by its requests. So it is read once per
 * request and kept on the request.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from './types.ts';

type RouteConfig = FastifyRequest['routeOptions']['config'];

declare module 'fastify' {
  interface FastifyRequest {
    /** routeConfigOf()'s copy; null until first read. */
    matchedRouteConfig: RouteConfig | null;
  }
}

/** Declares the per-request slot up front, so every request object keeps one shape. */
export function registerRouteConfig(app: App): void {
  app.decorateRequest('matchedRouteConfig', null);
}

export function routeConfigOf(request: FastifyRequest): RouteConfig {
  let config = request.matchedRouteConfig;
  if (config === null || config === undefined) {
    config = request.routeOptions.config;
    // Only where the slot was declared: a property added later would give the request a new shape.
    if (request.matchedRouteConfig === null) request.matchedRouteConfig = config;
  }
  return config;
}
