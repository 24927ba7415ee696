/**
 * The dashboard's pages and assets: `GET /admin` serves the app shell (the
 * script decides between the login form and the dashboard by asking GET /admin/api/session), and
 * `GET /admin/assets/*` the plain ES modules, CSS and icons in ./assets, read once at start. No
 * build step and nothing from another host: the dashboard works offline. One module, `enums.js`, is
 * not a file but written at start from the server's constants (./enums.ts).
 *
 * Assets are addressed under a content-hash folder (`/admin/assets/<version>/app.js`), so they are
 * cached for a year and a new release changes every URL at once, the modules' relative imports
 * included. Every page and asset carries the security headers below (CSP without inline scripts or
 * styles, no framing).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import type { App } from '../../http/types.ts';
import { enumsModule } from './enums.ts';

const ASSET_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

/** Every file below ./assets by its relative path with forward slashes (`tabs/tokens.js`). */
function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = readdirSync(ASSET_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const type = TYPES[extname(file)];
    if (!type) continue;
    const body = readFileSync(file);
    const name = file.slice(ASSET_DIR.length).split('\\').join('/');
    assets.set(name, asset(body, type));
  }
  // Written from the server's constants, not read from a file (see ./enums.ts).
  assets.set('enums.js', asset(Buffer.from(enumsModule()), TYPES['.js']!));
  return assets;
}

function asset(body: Buffer, type: string): Asset {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

function versionOf(assets: Map<string, Asset>): string {
  const hash = createHash('sha256');
  for (const [name, asset] of assets) hash.update(name).update('\0').update(asset.etag);
  return hash.digest('hex').slice(0, 12);
}

function shell(version: string): string {
  const base = `/admin/assets/${version}`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>napf Admin</title>
<link rel="icon" href="${base}/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${base}/app.css">
<script type="module" src="${base}/app.js"></script>
</head>
<body>
<noscript><p class="noscript">Das Dashboard braucht JavaScript. / The dashboard needs JavaScript.</p></noscript>
<div id="app" class="app" aria-busy="true"></div>
</body>
</html>
`;
}

function secure(reply: FastifyReply): FastifyReply {
  return reply.headers(SECURITY_HEADERS);
}

/** Registered inside the admin plugin (prefix /admin). */
export function adminUiRoutes(admin: App): void {
  const assets = loadAssets();
  const version = versionOf(assets);
  const page = shell(version);

  const sendShell = async (_request: unknown, reply: FastifyReply) =>
    secure(reply).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  // The prefix itself, with and without the trailing slash: /admin and /admin/.
  admin.get('/', { schema: { hide: true }, prefixTrailingSlash: 'both' }, sendShell);

  admin.get('/assets/*', { schema: { hide: true } }, async (request, reply) => {
    secure(reply);
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.indexOf('/');
    // `<version>/<file>`: immutable. A bare file name (or an old version) is served revalidated.
    const current = slash > 0 && rest.slice(0, slash) === version;
    const name = slash > 0 && /^[0-9a-f]{12}$/.test(rest.slice(0, slash)) ? rest.slice(slash + 1) : rest;
    const asset = assets.get(name);
    if (!asset) throw new DomainError('not_found', 'No such dashboard asset');
    reply
      .header('Content-Type', asset.type)
      .header('ETag', asset.etag)
      .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply.send(asset.body);
  });
}
