/** The documented example of every tool works through both protocols, and the README tool reference is current. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { README, readmeWithToolDocs } from '../../scripts/tool-docs.ts';
import { TOOL_EXAMPLES } from '../../src/tools/examples.ts';
import { TOOLS } from '../../src/tools/index.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { callTool } from '../helpers/tools.ts';

let t: ListeningApp;
let admin: string;
let mcp: Client;

before(async () => {
  t = await listenTestApp({ webhookAllowHosts: ['erp.example.com', 'images.example.com'] });
  admin = await t.token('admin');
  mcp = new Client({ name: 'napf-docs-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/api/mcp`), {
      requestInit: { headers: { 'X-Api-Key': admin } },
    }),
  );
});
after(async () => {
  await mcp.close();
  await t.close();
});

test('the README tool reference is generated from the registry (run npm run docs:tools after changing a tool)', () => {
  const readme = readFileSync(README, 'utf8');
  assert.equal(readme, readmeWithToolDocs(readme));
});

for (const tool of TOOLS) {
  test(`${tool.name}: the documented example works in both protocols`, async () => {
    const example = TOOL_EXAMPLES[tool.name];
    assert.ok(example, `no example for ${tool.name}`);
    const simple = await callTool(t, admin, tool.name, example);
    assert.equal(simple.statusCode, 200, simple.body);
    const result = await mcp.callTool({ name: tool.name, arguments: example });
    assert.notEqual(result.isError, true, JSON.stringify(result.content));
    assert.ok(result.structuredContent);
  });
}
