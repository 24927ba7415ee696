/** OpenAPI 3.1 document generated from the route schemas by @fastify/swagger. */
import swagger from '@fastify/swagger';
import type { App } from '../http/types.ts';
import { openApiWebhooks } from './openapi-webhooks.ts';

export const API_VERSION = '1.0.0';

export async function registerOpenApi(app: App, publicUrl: string): Promise<void> {
  // The dashboard's JSON API takes an admin:full key or the admin session: say so on every route.
  // A route without a scope (GET /admin/api/session, which reports the session) takes only the session.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin/api/') && route.schema && !route.schema.hide) {
      const security: Record<string, string[]>[] = route.config?.scope
        ? [{ ApiKey: [] }, { AdminSession: [] }]
        : [{ AdminSession: [] }];
      route.schema = { ...route.schema, security };
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'napf API',
        version: API_VERSION,
        description:
          'Catalog, feeding know-how and tools of napf, a German online shop for premium dog and cat food. ' +
          'Errors are RFC 9457 problem details with a stable `code`. Text parameters and fields never hold U+0000 ' +
          '(NUL): such input is refused with 400 `invalid_parameters`. Over the rate limit the API answers **401** ' +
          '`rate_limited` (not 429), as the shop’s interface description requires.',
      },
      servers: [{ url: publicUrl }],
      // What napf sends to subscribed endpoints (OpenAPI 3.1 webhooks), one entry per event.
      webhooks: openApiWebhooks(),
      components: {
        securitySchemes: {
          ApiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'napf_<kind>_<random><check>; issued in the admin dashboard or by `napf token create`',
          },
          AdminSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'napf_session',
            description:
              'The dashboard session from POST /admin/login (`__Host-napf_session` over https); state changes also need the X-CSRF-Token header',
          },
        },
      },
      tags: [
        { name: 'Catalog', description: 'Products, variants, reviews, feeding guides and categories' },
        { name: 'Newsletter', description: 'GDPR double opt-in' },
        { name: 'Orders', description: 'Orders (the source of order.created)' },
        { name: 'Tools', description: 'The tool-call endpoint for AI agents (simple protocol and MCP)' },
        { name: 'Operations', description: 'Health and readiness' },
        { name: 'Admin', description: 'The dashboard’s JSON API (admin session or an admin:full key)' },
        { name: 'Webhooks', description: 'Signed deliveries napf sends to subscribed https endpoints' },
      ],
    },
    hideUntagged: true,
  });
}
