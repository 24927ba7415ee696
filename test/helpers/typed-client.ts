/**
 * A client typed from the served OpenAPI document: openapi-typescript turns the document into
 * `paths`, a small openapi-fetch module makes a typed call of every GET operation, and the project's
 * TypeScript 7 compiler checks that module. The module is written out as text because it imports
 * types that exist only once the document is generated; it lives under the project (in a git-ignored
 * directory) so that `openapi-fetch` and `@types/node` resolve from the project's node_modules.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { astToString, openapiTS } from './openapi-typescript.ts';
import type { Recorded } from './typed-client-recorder.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The TypeScript 7 command line of the project (node_modules/.bin/tsc may name another compiler). */
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const TMP = join(ROOT, 'test/.tmp-typed-client');

const FIXTURE_KEYS = [
  'baseUrl',
  'apiKey',
  'adminKey',
  'sessionCookie',
  'slug',
  'orderId',
  'webhookId',
  'deliveryId',
  'confirmToken',
  'unsubscribeToken',
] as const;

/** Ids and credentials the calls need, made by the test on the live app (the client declares the same). */
export type Fixtures = Record<(typeof FIXTURE_KEYS)[number], string>;

/**
 * The client: one typed call per GET operation, each recorded by the middleware of
 * typed-client-recorder.ts. Ids that a list answers are read from the typed response, so the response types are exercised too.
 */
const CLIENT = `import createClient from 'openapi-fetch';
import { type Recorded, recorder } from '../../helpers/typed-client-recorder.ts';
import type { paths } from './schema.ts';

export type Fixtures = Record<${FIXTURE_KEYS.map((k) => `'${k}'`).join(' | ')}, string>;

export async function callEveryGet(f: Fixtures): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const client = (headers: Record<string, string>) => {
    const c = createClient<paths>({ baseUrl: f.baseUrl, headers });
    c.use(recorder(recorded));
    return c;
  };
  const open = client({});
  const api = client({ 'x-api-key': f.apiKey });
  const admin = client({ 'x-api-key': f.adminKey });
  const session = client({ cookie: f.sessionCookie });

  await open.GET('/healthz');
  await open.GET('/readyz');
  await open.GET('/api/v1/categories');
  await open.GET('/api/v1/shop');
  await open.GET('/api/mcp');
  await open.GET('/api/v1/newsletter/confirm', { params: { query: { token: f.confirmToken } } });
  await open.GET('/api/v1/newsletter/unsubscribe', { params: { query: { token: f.unsubscribeToken } }, parseAs: 'text' });

  const products = await api.GET('/api/v1/products', {
    params: { query: { species: 'DOG', category: 'nassfutter', bestseller: 'false', page: 1, limit: 5 } },
  });
  const slug: string = products.data?.data[0]?.slug ?? f.slug;
  await api.GET('/api/v1/products/{slug}', { params: { path: { slug } } });
  await api.GET('/api/v1/orders/{id}', { params: { path: { id: f.orderId } } });

  await session.GET('/admin/api/session');
  await admin.GET('/admin/api/tokens');
  await admin.GET('/admin/api/products', { params: { query: { species: 'CAT', status: 'all', page: 1, limit: 10 } } });
  await admin.GET('/admin/api/products/{slug}', { params: { path: { slug } } });
  await admin.GET('/admin/api/audit', { params: { query: { limit: 20 } } });
  await admin.GET('/admin/api/feeds');
  const orders = await admin.GET('/admin/api/orders', { params: { query: { limit: 10, status: 'created' } } });
  const orderId: string = orders.data?.data[0]?.id ?? f.orderId;
  await admin.GET('/admin/api/orders/{id}', { params: { path: { id: orderId } } });
  await admin.GET('/admin/api/request-log', { params: { query: { limit: 20 } } });
  await admin.GET('/admin/api/request-log/stats', { params: { query: { bucket: 'hour' } } });
  const webhooks = await admin.GET('/admin/api/webhooks');
  const webhookId: string = webhooks.data?.data[0]?.id ?? f.webhookId;
  const deliveries = await admin.GET('/admin/api/webhooks/{id}/deliveries', {
    params: { path: { id: webhookId }, query: { limit: 10 } },
  });
  const deliveryId: string = deliveries.data?.data[0]?.id ?? f.deliveryId;
  await admin.GET('/admin/api/deliveries/{id}', { params: { path: { id: deliveryId } } });
  return recorded;
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'es2024',
    lib: ['es2024', 'dom'],
    module: 'nodenext',
    moduleResolution: 'nodenext',
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    verbatimModuleSyntax: true,
    erasableSyntaxOnly: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
  },
  files: ['client.ts', 'schema.ts'],
};

export interface TypedClient {
  dir: string;
  /** The compiler's complaints about the client and the generated types (empty when it passes). */
  typeCheck(): Promise<string>;
  /** Imports the checked module (Node strips its types) and makes its calls. */
  run(fixtures: Fixtures): Promise<Recorded[]>;
  remove(): void;
}

/** Generates `paths` from the document and writes the client beside it. */
export async function writeTypedClient(doc: object): Promise<TypedClient> {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, 'run-'));
  writeFileSync(join(dir, 'schema.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
  writeFileSync(join(dir, 'client.ts'), CLIENT);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  return {
    dir,
    async typeCheck() {
      try {
        await promisify(execFile)(process.execPath, [TSC, '--noEmit', '--pretty', 'false', '-p', dir], { cwd: ROOT });
        return '';
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string; message: string };
        return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
      }
    },
    async run(fixtures) {
      const module = (await import(pathToFileURL(join(dir, 'client.ts')).href)) as {
        callEveryGet(f: Fixtures): Promise<Recorded[]>;
      };
      return module.callEveryGet(fixtures);
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
