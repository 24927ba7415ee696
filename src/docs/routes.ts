/** Documents for machines and people: the OpenAPI JSON, a local API reference page and /llms.txt. */
import scalar from '@scalar/fastify-api-reference';
import type { App } from '../http/types.ts';
import { llmsTxt } from './llms-txt.ts';

export async function docsRoutes(app: App, publicUrl: string): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/llms.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(llmsTxt(publicUrl)),
  );
  // The reference page loads its script from this service (no CDN) and uses system fonts.
  await app.register(scalar, {
    routePrefix: '/docs',
    configuration: { url: '/api/openapi.json', withDefaultFonts: false, hideClientButton: false, title: 'napf API' },
  });
}
