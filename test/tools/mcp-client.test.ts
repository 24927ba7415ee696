/**
 * The Model Context Protocol on POST /api/mcp, driven by the official SDK client over a real
 * loopback port, once per protocol era: the legacy one (initialize, 2025-11-25) and 2026-07-28
 * (server/discover, negotiated with versionNegotiation 'auto'). Generic over the tool registry.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientOptions } from '@modelcontextprotocol/client';
import { Client, ProtocolError, SdkHttpError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { findTool, TOOLS } from '../../src/tools/index.ts';
import type { Tool } from '../../src/tools/types.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

let t: ListeningApp;
let adminKey: string;
let writeKey: string;
before(async () => {
  t = await listenTestApp();
  adminKey = await t.token('admin');
  writeKey = await t.token('write');
});
after(() => t.close());

const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema));

/** Any stored variant (slug and size) of an active product. */
async function someVariant(): Promise<{ slug: string; size: string; stock_status: string }> {
  const row = await t.app.services.store.db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['products.slug', 'product_variants.size', 'product_variants.stock_status'])
    .where('products.is_active', '=', true)
    .orderBy('products.slug')
    .orderBy('product_variants.position')
    .executeTakeFirstOrThrow();
  return row;
}

/** The parsed problem in the text of an isError result. */
function problemOf(result: { isError?: boolean; content?: unknown }): {
  code: string;
  detail: string;
  status: number;
  errors?: { path: string; message: string }[];
} {
  assert.equal(result.isError, true, JSON.stringify(result));
  const content = result.content as { type: string; text: string }[];
  assert.equal(content[0]?.type, 'text');
  return JSON.parse(content[0]!.text);
}

/** A scope the token lacks for this tool (a read token holding one unrelated read scope). */
const otherScope = (tool: Tool) => (tool.scope === 'glossary:read' ? 'articles:read' : 'glossary:read');

const ERAS: { era: string; version: string; options: ClientOptions }[] = [
  { era: 'legacy', version: '2025-11-25', options: {} },
  { era: '2026-07-28', version: '2026-07-28', options: { versionNegotiation: { mode: 'auto' } } },
];

for (const { era, version, options } of ERAS) {
  describe(`MCP client, ${era} era`, () => {
    const clients: Client[] = [];
    async function connect(key: string | undefined, headers: Record<string, string> = {}): Promise<Client> {
      const client = new Client({ name: 'napf-test', version: '1.0.0' }, options);
      const transport = new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/api/mcp`), {
        requestInit: { headers: { ...(key ? { 'X-Api-Key': key } : {}), ...headers } },
      });
      await client.connect(transport);
      clients.push(client);
      return client;
    }
    after(async () => {
      await Promise.all(clients.map((c) => c.close()));
    });

    test('negotiates the era and lists exactly the registry with schemas and annotations', async () => {
      const client = await connect(adminKey);
      assert.equal(client.getNegotiatedProtocolVersion(), version);
      assert.equal(client.getServerVersion()?.name, 'napf');
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((tool) => tool.name),
        TOOLS.map((tool) => tool.name),
      );
      for (const listed of tools) {
        const tool = findTool(listed.name)!;
        assert.equal(listed.title, tool.title, tool.name);
        assert.equal(listed.description, tool.description, tool.name);
        assert.deepEqual(listed.inputSchema, plain(tool.input), `${tool.name} inputSchema`);
        assert.deepEqual(listed.outputSchema, plain(tool.output), `${tool.name} outputSchema`);
        const hints = listed.annotations ?? {};
        if (tool.kind === 'read') {
          assert.equal(hints.readOnlyHint, true, tool.name);
        } else {
          assert.equal(hints.readOnlyHint, false, tool.name);
          assert.equal(hints.destructiveHint, tool.annotations.destructiveHint ?? false, tool.name);
          if (tool.annotations.idempotentHint) assert.equal(hints.idempotentHint, true, tool.name);
        }
      }
    });

    test('a read tool answers with structuredContent and a text copy', async (ctx) => {
      const tool = findTool('get_categories') ?? findTool('search_products');
      if (!tool) return ctx.skip('neither get_categories nor search_products is in the registry yet');
      const client = await connect(adminKey);
      const result = await client.callTool({ name: tool.name, arguments: {} });
      assert.notEqual(result.isError, true, JSON.stringify(result));
      assert.ok(result.structuredContent && typeof result.structuredContent === 'object');
      const content = result.content as { type: string; text: string }[];
      assert.deepEqual(JSON.parse(content[0]!.text), result.structuredContent);
    });

    test('update_product_stock changes the stock and reports it in structuredContent', async (ctx) => {
      if (!findTool('update_product_stock')) return ctx.skip('update_product_stock is not in the registry yet');
      const variant = await someVariant();
      const next = variant.stock_status === 'LOW_STOCK' ? 'IN_STOCK' : 'LOW_STOCK';
      const client = await connect(writeKey);
      const result = await client.callTool({
        name: 'update_product_stock',
        // The demo variants are counted: the status follows the quantity set.
        arguments: { slug: variant.slug, size: variant.size, stock_quantity: next === 'LOW_STOCK' ? 2 : 50 },
      });
      assert.notEqual(result.isError, true, JSON.stringify(result));
      const out = result.structuredContent as { slug: string; dry_run: boolean; changed_fields: string[] };
      assert.equal(out.slug, variant.slug);
      assert.equal(out.dry_run, false);
      assert.ok(out.changed_fields.length > 0, JSON.stringify(out));
      const content = result.content as { type: string; text: string }[];
      assert.deepEqual(JSON.parse(content[0]!.text), out);
      assert.equal((await someVariant()).stock_status, next);
    });

    test('an unknown slug is a business error: isError with the not_found problem', async (ctx) => {
      const tool = findTool('get_product') ?? findTool('update_product_stock');
      if (!tool) return ctx.skip('neither get_product nor update_product_stock is in the registry yet');
      const args =
        tool.name === 'get_product'
          ? { slug: 'no-such-product' }
          : { slug: 'no-such-product', size: '400g', stock_status: 'IN_STOCK' };
      const client = await connect(adminKey);
      const problem = problemOf(await client.callTool({ name: tool.name, arguments: args }));
      assert.equal(problem.code, 'not_found');
      assert.equal(problem.status, 404);
      assert.ok(problem.detail);
    });

    test('a token without the tool scope gets an isError forbidden result naming the scope', async () => {
      const tool = TOOLS.find((candidate) => candidate.kind === 'write') ?? TOOLS[0];
      assert.ok(tool, 'the registry is empty');
      const key = await t.token('read', [otherScope(tool)]);
      const client = await connect(key);
      const problem = problemOf(await client.callTool({ name: tool.name, arguments: {} }));
      assert.equal(problem.code, 'forbidden');
      assert.equal(problem.status, 403);
      assert.match(problem.detail, new RegExp(tool.scope));
    });

    test('invalid arguments are an isError invalid_parameters result naming the path', async () => {
      const tool = TOOLS[0];
      assert.ok(tool, 'the registry is empty');
      const client = await connect(adminKey);
      const problem = problemOf(await client.callTool({ name: tool.name, arguments: { no_such_parameter: 1 } }));
      assert.equal(problem.code, 'invalid_parameters');
      assert.ok(
        problem.errors?.some((e) => e.path.endsWith('no_such_parameter')),
        JSON.stringify(problem),
      );
    });

    test('an unknown tool is a JSON-RPC error', async () => {
      const client = await connect(adminKey);
      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (error: unknown) => {
        assert.ok(error instanceof ProtocolError, String(error));
        assert.equal(error.code, -32602);
        return true;
      });
    });

    test('no API key: connecting fails with HTTP 401 before the SDK', async () => {
      await assert.rejects(connect(undefined), (error: unknown) => {
        assert.ok(error instanceof SdkHttpError, String(error));
        assert.equal(error.status, 401);
        return true;
      });
    });

    test('a foreign Origin: connecting fails with HTTP 403', async () => {
      await assert.rejects(connect(adminKey, { Origin: 'https://evil.example' }), (error: unknown) => {
        assert.ok(error instanceof SdkHttpError, String(error));
        assert.equal(error.status, 403);
        return true;
      });
    });
  });
}
