/**
 * MCP resources and the advertised capabilities on POST /api/mcp, driven by the official SDK client
 * over a real loopback port in both protocol eras: paging of resources/list, the templates, reading
 * each kind of resource, the scope check and unknown URIs (docs/mcp.md#resources).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientOptions } from '@modelcontextprotocol/client';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { DEMO_SHOP_INFO } from '../../src/shop/info.ts';
import { RESOURCE_PAGE_SIZE } from '../../src/tools/mcp-resources.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

let t: ListeningApp;
let readKey: string;
let articleSlugs: string[];
let productSlugs: string[];
before(async () => {
  t = await listenTestApp();
  readKey = await t.token('read');
  const db = t.app.services.store.db;
  articleSlugs = (await db.selectFrom('articles').select('slug').execute()).map((row) => row.slug);
  productSlugs = (await db.selectFrom('products').select('slug').where('is_active', '=', true).execute()).map(
    (row) => row.slug,
  );
});
after(() => t.close());

const ERAS: { era: string; options: ClientOptions }[] = [
  { era: 'legacy', options: {} },
  { era: '2026-07-28', options: { versionNegotiation: { mode: 'auto' } } },
];

const textOf = (contents: unknown[]) => {
  const first = contents[0] as { uri: string; mimeType: string; text: string };
  assert.equal(contents.length, 1);
  return first;
};

for (const { era, options } of ERAS) {
  describe(`MCP resources, ${era} era`, () => {
    const clients: Client[] = [];
    async function connect(key: string): Promise<Client> {
      const client = new Client({ name: 'napf-test', version: '1.0.0' }, options);
      const transport = new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/api/mcp`), {
        requestInit: { headers: { 'X-Api-Key': key } },
      });
      await client.connect(transport);
      clients.push(client);
      return client;
    }
    after(async () => {
      await Promise.all(clients.map((c) => c.close()));
    });

    test('capabilities promise no list-change notifications and no subscriptions', async () => {
      const caps = (await connect(readKey)).getServerCapabilities();
      assert.equal(caps?.tools?.listChanged, false);
      assert.equal(caps?.resources?.listChanged, false);
      assert.equal(caps?.resources?.subscribe, false);
      assert.equal(caps?.prompts?.listChanged, false);
    });

    test('resources/list pages with a cursor and lists every resource once', async () => {
      assert.ok(productSlugs.length + articleSlugs.length + 2 > RESOURCE_PAGE_SIZE, 'the demo data fits one page');
      const client = await connect(readKey);
      const first = await client.request({ method: 'resources/list', params: {} });
      assert.equal(first.resources.length, RESOURCE_PAGE_SIZE);
      assert.ok(first.nextCursor, 'no nextCursor on a full first page');
      const second = await client.listResources({ cursor: first.nextCursor });
      assert.ok(second.resources.length > 0);
      const { resources } = await client.listResources();
      const uris = resources.map((resource) => resource.uri);
      assert.equal(new Set(uris).size, uris.length, 'a resource is listed twice');
      assert.deepEqual(
        uris.slice(0, RESOURCE_PAGE_SIZE),
        first.resources.map((r) => r.uri),
      );
      assert.deepEqual(
        [...uris].sort(),
        [
          'napf://shop',
          'napf://glossary',
          ...articleSlugs.map((slug) => `napf://ratgeber/${slug}`),
          ...productSlugs.map((slug) => `napf://products/${slug}`),
        ].sort(),
      );
      for (const resource of resources) assert.ok(resource.name && resource.mimeType, JSON.stringify(resource));
      await assert.rejects(client.listResources({ cursor: 'not-a-cursor' }), (error: unknown) => {
        assert.ok(error instanceof ProtocolError, String(error));
        assert.equal(error.code, -32602);
        return true;
      });
    });

    test('a key reading only products pages through shop and every product', async () => {
      const client = await connect(await t.token('read', ['products:read']));
      const { resources } = await client.listResources();
      assert.deepEqual(
        resources.map((resource) => resource.uri).sort(),
        ['napf://shop', ...productSlugs.map((slug) => `napf://products/${slug}`)].sort(),
      );
    });

    test('the templates name the parameterised resources', async () => {
      const { resourceTemplates } = await (await connect(readKey)).listResourceTemplates();
      assert.deepEqual(resourceTemplates.map((template) => template.uriTemplate).sort(), [
        'napf://products/{slug}',
        'napf://ratgeber/{slug}',
      ]);
    });

    test('each kind reads: shop, glossary, a Ratgeber article and a product', async () => {
      const client = await connect(readKey);
      const shop = textOf((await client.readResource({ uri: 'napf://shop' })).contents);
      assert.equal(shop.mimeType, 'application/json');
      assert.deepEqual(JSON.parse(shop.text), { data: DEMO_SHOP_INFO });

      const glossary = textOf((await client.readResource({ uri: 'napf://glossary' })).contents);
      const body = JSON.parse(glossary.text);
      assert.ok(body.entries.length > 0 && body.never_list.length > 0, glossary.text.slice(0, 200));

      const slug = articleSlugs[0]!;
      const article = textOf((await client.readResource({ uri: `napf://ratgeber/${slug}` })).contents);
      const row = await t.app.services.store.db
        .selectFrom('articles')
        .select(['title', 'body'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      assert.equal(article.mimeType, 'text/markdown');
      assert.ok(article.text.startsWith(`# ${row.title}\n`), article.text.slice(0, 100));
      assert.ok(article.text.includes(row.body));

      const product = textOf((await client.readResource({ uri: `napf://products/${productSlugs[0]}` })).contents);
      const rest = await fetch(`${t.baseUrl}/api/v1/products/${productSlugs[0]}`, {
        headers: { 'X-Api-Key': readKey },
      });
      assert.equal(product.mimeType, 'application/json');
      assert.deepEqual(JSON.parse(product.text), await rest.json());
    });

    test('an unknown URI or slug is the SDK resource-not-found error', async () => {
      const client = await connect(readKey);
      for (const uri of ['napf://products/no-such-product', 'napf://ratgeber/no-such-article', 'napf://nothing']) {
        await assert.rejects(client.readResource({ uri }), (error: unknown) => {
          assert.ok(error instanceof ProtocolError, String(error));
          assert.equal(error.code, -32602);
          assert.match(error.message, /not found/i);
          return true;
        });
      }
    });

    test('a token without the scope cannot read and does not see those resources listed', async () => {
      const client = await connect(await t.token('read', ['glossary:read']));
      const { resources } = await client.listResources();
      assert.deepEqual(resources.map((resource) => resource.uri).sort(), ['napf://glossary', 'napf://shop']);
      await client.readResource({ uri: 'napf://shop' });
      for (const [uri, scope] of [
        [`napf://products/${productSlugs[0]}`, 'products:read'],
        [`napf://ratgeber/${articleSlugs[0]}`, 'articles:read'],
      ]) {
        await assert.rejects(client.readResource({ uri: uri! }), (error: unknown) => {
          assert.ok(error instanceof ProtocolError, String(error));
          assert.equal(error.code, -32602);
          assert.match(error.message, new RegExp(`lacks the scope ${scope}`));
          return true;
        });
      }
    });
  });
}
