/**
 * POST /api/mcp with JSON-RPC bodies over plain fetch (what curl does, see docs/mcp.md): both eras
 * without a session, error results naming the parameter path, and the HTTP gates in front of the
 * SDK (401 without a key, 403 for a foreign Origin, 405 for a GET asking for an event stream).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TOOLS } from '../../src/tools/index.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

const PUBLIC_URL = 'http://shop.test';
const MODERN = '2026-07-28';

let t: ListeningApp;
let adminKey: string;
const recorded: { tool: string | null; error: string | null }[] = [];
before(async () => {
  t = await listenTestApp({ publicUrl: PUBLIC_URL }, (app) => {
    app.addHook('onResponse', async (request) => {
      if (request.url === '/api/mcp' && request.method === 'POST') {
        recorded.push({ tool: request.toolName, error: request.errorCode });
      }
    });
  });
  adminKey = await t.token('admin');
});
after(() => t.close());

interface RpcResponse {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

function post(body: unknown, headers: Record<string, string | undefined> = {}): Promise<Response> {
  const all: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'x-api-key': adminKey,
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete all[name];
    else all[name] = value;
  }
  return fetch(`${t.baseUrl}/api/mcp`, { method: 'POST', headers: all, body: JSON.stringify(body) });
}

/** The JSON-RPC messages of a response: a JSON body, or the `data:` lines of an SSE stream. */
async function messages(res: Response): Promise<RpcResponse[]> {
  const text = await res.text();
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return text
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .filter(Boolean)
      .map((data) => JSON.parse(data));
  }
  const body = JSON.parse(text);
  return Array.isArray(body) ? body : [body];
}

/** The result of the one JSON-RPC response a request got (failing on a JSON-RPC error). */
async function single(res: Response): Promise<Record<string, unknown>> {
  assert.equal(res.status, 200);
  const all = await messages(res);
  assert.equal(all.length, 1, JSON.stringify(all));
  assert.ok(all[0]?.result, JSON.stringify(all[0]));
  return all[0].result;
}

interface Problem {
  code: string;
  detail: string;
  errors?: { path: string; message: string }[];
}

const json = async <T = Problem>(res: Response) => (await res.json()) as T;

const envelope = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'curl', version: '8' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** A 2026-07-28 request: the `_meta` envelope in the body and the MCP-* headers that mirror it. */
function postModern(method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const name = typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
  return post(
    { jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: envelope } },
    { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...name, ...headers },
  );
}

function problemText(result: Record<string, unknown>): Problem {
  assert.equal(result.isError, true, JSON.stringify(result));
  const content = result.content as { type: string; text: string }[];
  return JSON.parse(content[0]!.text);
}

test('legacy era without a session: initialize, then tools/list and a batch, as SSE frames', async () => {
  const init = await post({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'curl', version: '8' } },
  });
  assert.equal(init.status, 200);
  // Headers Fastify set before the SDK took over the reply survive (request id, rate limit).
  assert.match(init.headers.get('x-request-id') ?? '', /^req_/);
  const simple = await post({ tool: 'no_such_tool' });
  assert.equal(init.headers.get('ratelimit-policy'), simple.headers.get('ratelimit-policy'));
  assert.ok(simple.headers.get('ratelimit-policy'), 'no RateLimit-Policy header on /api/mcp');
  await simple.arrayBuffer();
  assert.equal(init.headers.get('mcp-session-id'), null);
  const result = await single(init);
  assert.equal(result.protocolVersion, '2025-11-25');
  assert.equal((result.serverInfo as { name: string }).name, 'napf');

  const list = await single(
    await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': '2025-11-25' }),
  );
  assert.equal((list.tools as unknown[]).length, TOOLS.length);

  const batch = await post([
    { jsonrpc: '2.0', id: 3, method: 'tools/list' },
    { jsonrpc: '2.0', id: 4, method: 'ping' },
  ]);
  assert.equal(batch.status, 200);
  assert.deepEqual((await messages(batch)).map((m) => m.id).sort(), [3, 4]);
});

test('2026-07-28 era: server/discover and tools/list with the Mcp-Method header, as JSON', async () => {
  const res = await postModern('server/discover');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const discover = await single(res);
  assert.deepEqual(discover.supportedVersions, [MODERN]);
  const list = await single(await postModern('tools/list'));
  assert.deepEqual(
    (list.tools as { name: string }[]).map((tool) => tool.name),
    TOOLS.map((tool) => tool.name),
  );
});

test('tools/call with invalid arguments → an isError result whose problem names the path (both eras)', async () => {
  const tool = TOOLS.find((candidate) => (candidate.input as { required?: string[] }).required?.length);
  assert.ok(tool, 'no tool with a required parameter in the registry');
  const required = (tool.input as { required: string[] }).required[0];
  const args = { no_such_parameter: 1 };
  const legacy = await single(
    await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool.name, arguments: args } }),
  );
  const modern = await single(await postModern('tools/call', { name: tool.name, arguments: args }));
  for (const result of [legacy, modern]) {
    const problem = problemText(result);
    assert.equal(problem.code, 'invalid_parameters');
    const paths = problem.errors?.map((e) => e.path) ?? [];
    assert.ok(paths.includes('parameters.no_such_parameter'), JSON.stringify(problem));
    assert.ok(paths.includes(`parameters.${required}`), JSON.stringify(problem));
    assert.match(problem.detail, /no_such_parameter/);
  }
});

test('without a valid API key → 401 problem before the SDK', async () => {
  for (const key of [undefined, 'napf_admin_nope']) {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'x-api-key': key });
    assert.equal(res.status, 401);
    assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
    assert.equal(res.headers.get('www-authenticate'), 'ApiKey header="X-Api-Key"');
    assert.equal((await json(res)).code, 'unauthorized');
  }
});

test('Origin: absent, loopback or the public origin pass; any other → 403 problem', async () => {
  const body = { jsonrpc: '2.0', id: 1, method: 'ping' };
  for (const origin of [undefined, PUBLIC_URL, 'http://localhost:6274', 'http://127.0.0.1:3000', 'http://[::1]:8080']) {
    const res = await post(body, { origin });
    assert.equal(res.status, 200, String(origin));
    await res.arrayBuffer();
  }
  for (const origin of ['https://evil.example', 'http://shop.test.evil.example', 'https://shop.test', 'null']) {
    const res = await post(body, { origin });
    assert.equal(res.status, 403, origin);
    const problem = await json(res);
    assert.equal(problem.code, 'forbidden');
    assert.match(problem.detail, /origin/i);
  }
});

test('GET accepting only text/event-stream → 405 with Allow: POST; a JSON GET is the manifest', async () => {
  const stream = await fetch(`${t.baseUrl}/api/mcp`, {
    headers: { accept: 'text/event-stream', 'x-api-key': adminKey, 'mcp-protocol-version': '2025-11-25' },
  });
  assert.equal(stream.status, 405);
  assert.equal(stream.headers.get('allow'), 'POST');
  assert.equal((await json(stream)).code, 'method_not_allowed');
  const manifest = await fetch(`${t.baseUrl}/api/mcp`, { headers: { accept: 'application/json' } });
  assert.equal(manifest.status, 200);
  assert.equal((await json<{ tools: unknown[] }>(manifest)).tools.length, TOOLS.length);
});

test('the simple protocol is untouched by the JSON-RPC branch', async () => {
  const res = await post({ tool: 'no_such_tool', parameters: {} });
  assert.equal(res.status, 400);
  assert.equal((await json(res)).code, 'unknown_tool');
});

test('the request records the tool called (or the JSON-RPC method) and the problem code of a tool error', async () => {
  const tool = TOOLS[0];
  assert.ok(tool);
  recorded.length = 0;
  const bad = { no_such_parameter: 1 };
  await (
    await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool.name, arguments: bad } })
  ).text();
  await (await postModern('tools/list')).text();
  await (
    await post([
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
    ])
  ).text();
  await (await post({ tool: tool.name, parameters: bad })).text();
  assert.deepEqual(recorded, [
    { tool: tool.name, error: 'invalid_parameters' },
    { tool: 'tools/list', error: null },
    { tool: 'tools/list,ping', error: null },
    { tool: tool.name, error: 'invalid_parameters' },
  ]);
});
