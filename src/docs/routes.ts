/** Documents for machines and people: the OpenAPI JSON, a local API reference page and /llms.txt. */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { App } from '../http/types.ts';
import { onFirstUse } from '../util/on-first-use.ts';
import { llmsTxt } from './llms-txt.ts';

/**
 * The theme's faint texts fall short of WCAG AA's 4.5:1: in the light theme its greys and blues on
 * pale backgrounds (darker shades of the same hues), in the dark theme its faintest grey.
 */
const CONTRAST_CSS = `.light-mode {
  --scalar-color-2: #595959;
  --scalar-color-3: #616161;
  --scalar-color-blue: #00639f;
  --scalar-color-green: #0a6e31;
  --scalar-color-orange: #a04a00;
  --scalar-color-red: #c0262d;
  --scalar-color-purple: #6a3bb3;
  --scalar-color-yellow: #7a5a00;
}
.dark-mode {
  --scalar-color-3: #959595;
}
`;

/**
 * The renderer's hosted features (the AI agent, MCP generation, the toolbar with Share and Deploy,
 * the developer tools, telemetry) would send the document or usage to another host: all off. The
 * "try it" client starts with the ApiKey scheme selected, so a pasted key is all a request needs.
 */
const REFERENCE_CONFIGURATION = {
  _integration: 'fastify' as const,
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  title: 'napf API',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never' as const,
  authentication: { preferredSecurityScheme: 'ApiKey' },
  localization: { locale: 'en' },
  customCss: CONTRAST_CSS,
};

/**
 * Names what the renderer leaves nameless for screen readers, whenever it draws them: the icon-only
 * copy buttons of code blocks, the contact and license links of the introduction (whose text it
 * hides at most widths), and the editable fields of the authentication box (a combobox whose
 * <label> points at its wrapper, and which lacks the state a combobox must announce). Browser code,
 * run on the next frame after the renderer changes the page.
 */
const NAME_CONTROLS = String.raw`function nameControls() {
    document.querySelectorAll('button.scalar-code-copy:not([aria-label])').forEach(function (button) {
      button.setAttribute('aria-label', 'Copy to clipboard');
    });
    document.querySelectorAll('a[href]:not([aria-label]):has(> svg)').forEach(function (link) {
      if (link.innerText.trim()) return;
      var text = link.textContent.trim() || link.getAttribute('href').replace(/^(mailto:|https?:\/\/)/, '');
      if (text) link.setAttribute('aria-label', text);
    });
    document.querySelectorAll('[role="combobox"][contenteditable]:not([aria-expanded])').forEach(function (field) {
      field.setAttribute('aria-expanded', 'false');
      var wrapper = field.parentElement && field.parentElement.id;
      var label = wrapper && document.querySelector('label[for="' + CSS.escape(wrapper) + '"]');
      if (label && !field.hasAttribute('aria-label')) field.setAttribute('aria-label', label.textContent.trim());
    });
  }`;

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
  ${NAME_CONTROLS}
  var queued = false;
  new MutationObserver(function () {
    if (queued) return;
    queued = true;
    requestAnimationFrame(function () {
      queued = false;
      nameControls();
    });
  }).observe(document.body, { childList: true, subtree: true });
});
`;

/**
 * The plugin's own page starts the reference with an inline script, which the page's CSP (see
 * http/security-headers.ts) refuses: this page loads both scripts from files of this service.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>napf API</title>
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
</head>
<body>
<div id="app"></div>
<script src="js/start.js"></script>
<script src="js/scalar.js"></script>
</body>
</html>
`;

/** The dashboard's icon, also what browsers ask for at /favicon.ico on any page of the service. */
const ICON = readFileSync(new URL('../admin/ui/assets/icon.svg', import.meta.url));

/**
 * The reference's browser bundle, made at the first request for it. It is a 4 MB string inside the
 * plugin's module, whose parsing took ~250 ms of every start, so the module is imported then, and
 * the plugin serves the bundle from a Fastify instance of its own, asked once and closed.
 */
const referenceBundle = onFirstUse(async () => {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const reference = Fastify();
  try {
    await reference.register(scalar, { routePrefix: '/docs', configuration: REFERENCE_CONFIGURATION });
    const res = await reference.inject('/docs/js/scalar.js');
    if (res.statusCode !== 200) throw new Error(`the API reference bundle: HTTP ${res.statusCode}`);
    return res.body;
  } finally {
    await reference.close();
  }
});

export function docsRoutes(app: App, publicUrl: string): void {
  const hidden = { schema: { hide: true } };
  app.get('/favicon.ico', hidden, async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(ICON),
  );
  app.get('/api/openapi.json', hidden, async () => app.swagger());
  app.get('/llms.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(llmsTxt(publicUrl)),
  );
  // The reference loads its scripts from this service (no CDN) and uses system fonts.
  app.get('/docs', hidden, async (_request, reply) => reply.redirect('/docs/', 301));
  app.get('/docs/', hidden, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/js/start.js', hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START_SCRIPT),
  );
  app.get('/docs/js/scalar.js', hidden, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(await referenceBundle.get()),
  );
}
