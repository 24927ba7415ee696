/** OpenAPI 3.1 document generated from the route schemas by @fastify/swagger. */
import swagger from '@fastify/swagger';
import type { App } from '../http/types.ts';
import { DEMO_SHOP_INFO } from '../shop/info.ts';
import { finishDocument } from './openapi-finish.ts';
import { openApiWebhooks } from './openapi-webhooks.ts';

export const API_VERSION = '1.0.0';

export async function registerOpenApi(app: App, publicUrl: string): Promise<void> {
  // The dashboard's JSON API takes an admin:full key or the admin session: say so on every route.
  // A route without a scope (GET /admin/api/session, which reports the session) needs no credential:
  // without a session it answers nulls, so it is public in the document.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin/api/') && route.schema && !route.schema.hide) {
      const security: Record<string, string[]>[] = route.config?.scope
        ? [{ AdminApiKey: [] }, { AdminSession: [] }]
        : [];
      route.schema = { ...route.schema, security };
    }
  });
  // `Authorization: Bearer <key>` is accepted wherever X-Api-Key is (http/auth.ts): an alternative.
  app.addHook('onRoute', (route) => {
    const security = route.schema?.security as Record<string, string[]>[] | undefined;
    if (route.url.startsWith('/api/') && security?.some((requirement) => 'ApiKey' in requirement)) {
      route.schema = { ...route.schema, security: [...security, { BearerAuth: [] }] };
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
        contact: { name: DEMO_SHOP_INFO.operator.name, email: DEMO_SHOP_INFO.contact.email, url: publicUrl },
        // package.json says UNLICENSED: proprietary, no licence is granted.
        license: { name: 'UNLICENSED (proprietary, all rights reserved)', url: `${publicUrl}/docs/` },
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
          BearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The same napf API key as `Authorization: Bearer <key>`; sent together with X-Api-Key it must be the same key (else 401)',
          },
          // The same header, named apart so that the admin API's requirement reads as its own.
          AdminApiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'An API key of kind admin (scope admin:full); other keys get 403 on the admin API',
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
        { name: 'Orders', description: 'Orders and their lifecycle (the source of order.created and order.updated)' },
        { name: 'Tools', description: 'The tool-call endpoint for AI agents (simple protocol and MCP)' },
        { name: 'Operations', description: 'Health and readiness' },
        { name: 'Admin', description: 'The dashboard’s JSON API (admin session or an admin:full key)' },
        { name: 'Webhooks', description: 'Signed deliveries napf sends to subscribed https endpoints' },
      ],
    },
    hideUntagged: true,
    transformObject: (generated) =>
      finishDocument('openapiObject' in generated ? generated.openapiObject : generated.swaggerObject),
  });
}
