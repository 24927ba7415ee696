/**
 * GET /.well-known/ucp: napf's business profile (profile.json `business_schema`). Public, cached by
 * shared caches for five minutes (the protocol asks for `public` and at least 60 s), with an ETag
 * so agents can revalidate cheaply.
 */
import { createHash } from 'node:crypto';
import type { App } from '../http/types.ts';
import type { CapabilityDeclaration } from './capabilities.ts';
import { UCP_VERSION } from './operation.ts';

export const DISCOVERY_PATH = '/.well-known/ucp';
export const DISCOVERY_CACHE_CONTROL = 'public, max-age=300';

const OVERVIEW = `https://ucp.dev/${UCP_VERSION}/specification/overview`;
const SERVICES = `https://ucp.dev/${UCP_VERSION}/services/shopping`;

export interface Endpoints {
  rest: string;
  mcp: string;
}

export function businessProfile(endpoints: Endpoints, capabilities: readonly CapabilityDeclaration[]): object {
  const registry: Record<string, object[]> = {};
  for (const { name, ...declaration } of capabilities) registry[name] = [declaration];
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [
          {
            version: UCP_VERSION,
            spec: OVERVIEW,
            transport: 'rest',
            endpoint: endpoints.rest,
            schema: `${SERVICES}/rest.openapi.json`,
          },
          {
            version: UCP_VERSION,
            spec: OVERVIEW,
            transport: 'mcp',
            endpoint: endpoints.mcp,
            schema: `${SERVICES}/mcp.openrpc.json`,
          },
        ],
      },
      capabilities: registry,
      // napf takes no payment through the protocol: the buyer pays on the hosted checkout page.
      payment_handlers: {},
    },
  };
}

export function discoveryRoute(app: App, profile: object): void {
  const body = JSON.stringify(profile);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(DISCOVERY_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', DISCOVERY_CACHE_CONTROL).header('ETag', etag);
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json').send(body);
  });
}
