/** Documents for machines and people: the OpenAPI JSON, a local API reference page and /llms.txt. */
import scalar from '@scalar/fastify-api-reference';
import type { App } from '../http/types.ts';
import { llmsTxt } from './llms-txt.ts';

const REFERENCE_CONFIGURATION = {
  _integration: 'fastify' as const,
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  title: 'napf API',
};

/**
 * Starts the reference once the bundle (loaded right after this script) has defined `Scalar`.
 *
 * The bundle's validation library (zod) probes whether it may compile code with `Function('')`; the
 * page's CSP has no 'unsafe-eval', so the browser refuses the probe and reports a violation.
 * `jitless` tells the library not to try (it then validates without generated code).
 */
const START_SCRIPT = `globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
document.addEventListener('DOMContentLoaded', function () {
  Scalar.createApiReference('#app', ${JSON.stringify(REFERENCE_CONFIGURATION)});
});
`;

/**
 * The plugin's own page starts the reference with an inline script, which the page's CSP (see
 * http/security-headers.ts) refuses: this page loads both scripts from files of this service. The
 * empty icon spares the browser a request for /favicon.ico (a 404).
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>napf API</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="app"></div>
<script src="js/start.js"></script>
<script src="js/scalar.js"></script>
</body>
</html>
`;

export async function docsRoutes(app: App, publicUrl: string): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/llms.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(llmsTxt(publicUrl)),
  );
  // The reference loads its script from this service (no CDN) and uses system fonts. The plugin
  // serves the bundle (/docs/js/scalar.js) and the /docs → /docs/ redirect; the page is ours.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      if (route.url === '/docs/') {
        route.handler = async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE);
      }
    });
    await docs.register(scalar, { routePrefix: '/docs', configuration: REFERENCE_CONFIGURATION });
    docs.get('/docs/js/start.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(START_SCRIPT),
    );
  });
}
