/**
 * MCP resources of POST /api/mcp: stable `napf://` URIs for what an assistant may want to read whole
 * rather than search for (docs/mcp.md#resources). Each needs the scope of the matching tool or
 * REST route; resources/list shows only what the calling token may read, in pages (cursor).
 * Registered on the low-level server because the SDK's high-level resources/list has no paging.
 */
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError, type Server } from '@modelcontextprotocol/server';
import type { FastifyRequest } from 'fastify';
import { ContentRepo } from '../content/repo.ts';
import { DomainError } from '../core/errors.ts';
import { DEMO_SHOP_INFO } from '../shop/info.ts';
import type { TokenRecord } from '../tokens/repo.ts';
import { holdsScope, type Scope } from '../tokens/scopes.ts';
import type { ToolContext } from './types.ts';

/** What one request's resources may use: its tool context, token and the Fastify request. */
export interface ResourceCall {
  ctx: ToolContext;
  token: TokenRecord;
  request: FastifyRequest;
}

/** Entries per resources/list page. */
export const RESOURCE_PAGE_SIZE = 50;

interface Listed {
  uri: string;
  name: string;
  title: string;
  description?: string;
  mimeType: string;
}

interface Content {
  uri: string;
  mimeType: string;
  text: string;
}

interface Kind {
  /** `null`: any valid key (the shop information is public on the REST API). */
  scope: Scope | null;
  mimeType: string;
  /** `limit` entries from `offset` of this kind's list, and how many it has in all (limit 0: only the count). */
  page(call: ResourceCall, offset: number, limit: number): Promise<{ items: Listed[]; total: number }>;
  /** The content, or undefined when the URI names nothing (unknown slug). */
  read(call: ResourceCall, id: string | undefined): Promise<string | undefined>;
}

const SHOP_URI = 'napf://shop';
const GLOSSARY_URI = 'napf://glossary';
const RATGEBER_PREFIX = 'napf://ratgeber/';
const PRODUCT_PREFIX = 'napf://products/';

// Articles have no write path in the API and are few: read whole (with bodies) when asked.
const articles = (call: ResourceCall) => new ContentRepo(call.request.server.services.store.db).articles();

/** A page of a list that is cheap to build whole. */
const pageOf = (all: Listed[], offset: number, limit: number) => ({
  items: all.slice(offset, offset + limit),
  total: all.length,
});

/**
 * A page of the active products in the REST list's order, reading only the one or two product
 * pages of RESOURCE_PAGE_SIZE it overlaps (the catalog may be large).
 */
async function productPage(call: ResourceCall, offset: number, limit: number) {
  const catalog = call.ctx.services.catalog;
  if (limit === 0) return { items: [], total: (await catalog.listProducts({ page: 1, limit: 1 })).meta.total };
  const size = RESOURCE_PAGE_SIZE;
  const first = Math.floor(offset / size) + 1;
  const head = await catalog.listProducts({ page: first, limit: size });
  const products = [...head.data];
  if (offset % size !== 0 && first < head.meta.pages) {
    products.push(...(await catalog.listProducts({ page: first + 1, limit: size })).data);
  }
  const items = products.slice(offset % size, (offset % size) + limit).map((product) => ({
    uri: `${PRODUCT_PREFIX}${product.slug}`,
    name: `products/${product.slug}`,
    title: product.name,
    mimeType: 'application/json',
  }));
  return { items, total: head.meta.total };
}

const KINDS: Record<'shop' | 'glossary' | 'ratgeber' | 'products', Kind> = {
  shop: {
    scope: null,
    mimeType: 'application/json',
    page: async (_call, offset, limit) =>
      pageOf(
        [
          {
            uri: SHOP_URI,
            name: 'shop',
            title: 'Shop information',
            description:
              'Operator, contact, VAT rates, shipping costs and the right of withdrawal (as GET /api/v1/shop)',
            mimeType: 'application/json',
          },
        ],
        offset,
        limit,
      ),
    read: async () => JSON.stringify({ data: DEMO_SHOP_INFO }),
  },
  glossary: {
    scope: 'glossary:read',
    mimeType: 'application/json',
    page: async (_call, offset, limit) =>
      pageOf(
        [
          {
            uri: GLOSSARY_URI,
            name: 'glossary',
            title: 'Ingredient glossary and Never List',
            description: 'Every glossary entry (rating good, neutral or never) and the ingredients napf never uses',
            mimeType: 'application/json',
          },
        ],
        offset,
        limit,
      ),
    read: async (call) => JSON.stringify(await call.ctx.services.content.lookupGlossary({})),
  },
  ratgeber: {
    scope: 'articles:read',
    mimeType: 'text/markdown',
    page: async (call, offset, limit) =>
      pageOf(
        (await articles(call)).map((row) => ({
          uri: `${RATGEBER_PREFIX}${row.slug}`,
          name: `ratgeber/${row.slug}`,
          title: row.title,
          description: row.summary_en || row.summary,
          mimeType: 'text/markdown',
        })),
        offset,
        limit,
      ),
    read: async (call, slug) => {
      const row = (await articles(call)).find((candidate) => candidate.slug === slug);
      if (!row) return undefined;
      return `# ${row.title}\n\n_${row.summary}_\n\n${row.body}\n`;
    },
  },
  products: {
    scope: 'products:read',
    mimeType: 'application/json',
    page: productPage,
    read: async (call, slug) => {
      try {
        return (await call.ctx.services.catalog.productBody(slug ?? '')).toString('utf8');
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not_found') return undefined;
        throw error;
      }
    },
  },
};

const ORDER = [KINDS.shop, KINDS.glossary, KINDS.ratgeber, KINDS.products];

/** The parameterised resources, for resources/templates/list. */
const RESOURCE_TEMPLATES = [
  {
    uriTemplate: `${RATGEBER_PREFIX}{slug}`,
    name: 'ratgeber',
    title: 'Ratgeber article',
    description: 'One advice article as Markdown: title, summary and body (German); needs articles:read',
    mimeType: 'text/markdown',
  },
  {
    uriTemplate: `${PRODUCT_PREFIX}{slug}`,
    name: 'product',
    title: 'Product',
    description: 'One active product as JSON, the body of GET /api/v1/products/{slug}; needs products:read',
    mimeType: 'application/json',
  },
];

/** The kind and the slug a URI names, or undefined for a URI that is not ours. */
function resolve(uri: string): { kind: Kind; id?: string } | undefined {
  if (uri === SHOP_URI) return { kind: KINDS.shop };
  if (uri === GLOSSARY_URI) return { kind: KINDS.glossary };
  for (const [prefix, kind] of [
    [RATGEBER_PREFIX, KINDS.ratgeber],
    [PRODUCT_PREFIX, KINDS.products],
  ] as const) {
    if (!uri.startsWith(prefix)) continue;
    const id = uri.slice(prefix.length);
    return /^[^/?#\s]{1,200}$/.test(id) ? { kind, id } : undefined;
  }
  return undefined;
}

const mayRead = (call: ResourceCall, kind: Kind) => kind.scope === null || holdsScope(call.token.scopes, kind.scope);

/** An opaque cursor: the offset of the next page in the token's ordered resource list. */
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid cursor ${JSON.stringify(cursor)}`);
  return Number(match[1]);
}

async function listResources(
  call: ResourceCall,
  cursor: string | undefined,
): Promise<{ resources: Listed[]; nextCursor?: string }> {
  const offset = decodeCursor(cursor);
  const resources: Listed[] = [];
  // `skip` walks the offset through the kinds in order; once the page is full, any entry left
  // (in this kind or a later one) means there is a next page.
  let skip = offset;
  let more = false;
  for (const kind of ORDER) {
    if (!mayRead(call, kind)) continue;
    const room = RESOURCE_PAGE_SIZE - resources.length;
    const { items, total } = await kind.page(call, skip, room);
    resources.push(...items);
    if (room > 0 && skip + items.length < total) more = resources.length === RESOURCE_PAGE_SIZE;
    else if (room === 0 && total > 0) more = true;
    skip = Math.max(0, skip - total);
    if (more) break;
  }
  return { resources, ...(more ? { nextCursor: encodeCursor(offset + resources.length) } : {}) };
}

async function readResource(call: ResourceCall, uri: string): Promise<{ contents: Content[] }> {
  const target = resolve(uri);
  if (!target) throw new ResourceNotFoundError(uri);
  const { kind, id } = target;
  if (kind.scope !== null && !holdsScope(call.token.scopes, kind.scope)) {
    call.request.errorCode = 'forbidden';
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `This token lacks the scope ${kind.scope} to read ${uri}`,
      {
        code: 'forbidden',
        scope: kind.scope,
        uri,
      },
    );
  }
  const text = await kind.read(call, id);
  if (text === undefined) throw new ResourceNotFoundError(uri);
  return { contents: [{ uri, mimeType: kind.mimeType, text }] };
}

/** Serves resources/list, resources/templates/list and resources/read on one request's server. */
export function registerResources(server: Server, call: ResourceCall): void {
  server.setRequestHandler('resources/list', (request) => listResources(call, request.params?.cursor));
  server.setRequestHandler('resources/templates/list', async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler('resources/read', (request) => readResource(call, request.params.uri));
}
