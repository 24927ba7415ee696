/**
 * UCP on napf (docs/ucp.md): the discovery profile at /.well-known/ucp, the REST binding under
 * /ucp/v1 and the MCP binding at /ucp/mcp. The bindings live in a plugin of their own, so that
 * errors on them (401, 403, rate limit, bad JSON, unknown path) are answered in the protocol's
 * transport shape instead of napf's problem+json; the guard, security headers and request log
 * hooks of the app apply to them as to /api/.
 */
import type { FastifyError } from 'fastify';
import { DomainError } from '../core/errors.ts';
import type { App } from '../http/types.ts';
import { mcpCallName } from '../tools/mcp-request.ts';
import { onFirstUse } from '../util/on-first-use.ts';
import { restRoutes } from './bindings/rest.ts';
import { sendJsonRpcError, sendRestError, transportError } from './bindings/transport-errors.ts';
import { businessCapabilities, UCP_EXTENSIONS, type UcpExtension } from './capabilities.ts';
import { businessProfile, discoveryRoute } from './discovery.ts';
import { Negotiator } from './negotiator.ts';
import type { UcpDeps, UcpOperation } from './operation.ts';
import { ProfileFetcher, type ProfileFetchOptions } from './profile-fetch.ts';
import { UCP_OPERATIONS } from './registry.ts';

export const UCP_PREFIX = '/ucp';

export interface UcpRouteOptions {
  /** How platform profiles are fetched: UCP_ALLOWED_PROFILE_HOSTS, the time limit, extra CAs. */
  profiles: ProfileFetchOptions;
  operations?: readonly UcpOperation[];
  extensions?: readonly UcpExtension[];
  /** Where the bindings live (the profile names them); a test may mount a second set elsewhere. */
  prefix?: string;
  /** Serve /.well-known/ucp (only one set of bindings can). */
  discovery?: boolean;
}

/** The storefront for a buyer to go on in a browser: the origin of STOREFRONT_CHECKOUT_URL, when set. */
function continueUrl(deps: UcpDeps): string | null {
  return deps.storefrontCheckoutUrl ? `${new URL(deps.storefrontCheckoutUrl).origin}/` : null;
}

export async function ucpRoutes(app: App, deps: UcpDeps, options: UcpRouteOptions): Promise<void> {
  const operations = options.operations ?? UCP_OPERATIONS;
  const prefix = options.prefix ?? UCP_PREFIX;
  const capabilities = businessCapabilities(operations, options.extensions ?? UCP_EXTENSIONS);
  const negotiator = new Negotiator(capabilities, new ProfileFetcher(options.profiles), deps.clock);
  const runtime = { deps, negotiator, continueUrl: continueUrl(deps) };
  if (options.discovery ?? true) {
    const endpoints = { rest: `${deps.publicUrl}${prefix}/v1`, mcp: `${deps.publicUrl}${prefix}/mcp` };
    discoveryRoute(app, businessProfile(endpoints, capabilities));
  }

  // The MCP SDK is loaded at the first request to the MCP binding, not at every start.
  const mcp = onFirstUse(async () => (await import('./bindings/mcp.ts')).createUcpMcp(runtime, operations, app.log));
  app.addHook('onClose', async () => (await mcp.ifMade())?.close());
  await app.register(
    async (scope) => {
      const isMcp = (url: string | undefined) => url === `${prefix}/mcp`;
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const failure = transportError(error, request);
        request.errorCode = failure.code;
        return isMcp(request.routeOptions.url) ? sendJsonRpcError(reply, failure) : sendRestError(reply, failure);
      });
      scope.setNotFoundHandler((request, reply) =>
        sendRestError(reply, {
          status: 404,
          code: 'not_found',
          content: `No UCP operation at ${request.method} ${request.url.split('?')[0]}`,
          headers: {},
        }),
      );
      scope.addHook('preHandler', async (request) => {
        const url = request.routeOptions.url;
        if (isMcp(url)) request.toolName = mcpCallName(request.body);
        else request.toolName = operations.find((op) => url === `${prefix}/v1${op.rest.path}`)?.name ?? null;
      });
      restRoutes(scope, runtime, operations, '/v1');
      scope.route({
        method: ['GET', 'DELETE'],
        url: '/mcp',
        schema: { hide: true },
        handler: async () => {
          throw new DomainError('method_not_allowed', 'This MCP server is stateless: POST JSON-RPC messages', {
            headers: { Allow: 'POST' },
          });
        },
      });
      scope.post(
        '/mcp',
        // Any tool may answer with a checkout or an order: nothing keeps the answers.
        { config: { auth: 'token', cache: 'no-store' }, schema: { hide: true } },
        async (request, reply) => (await mcp.get()).handle(request, reply),
      );
    },
    { prefix },
  );
}
