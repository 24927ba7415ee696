/**
 * What a start leaves out: the packages that parts used only now and then bring are loaded at
 * their first use, not by every start (docs/architecture.md#start-up). A server started with SMTP
 * configured and asked for its category tree has loaded none of them; the MCP SDK
 * comes with the first MCP request.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createNapfToken, killNapfProcesses, napfEnv, startNapfProcess } from '../helpers/napf-process.ts';

const LOADED_LATER = ['@modelcontextprotocol/server', '@modelcontextprotocol/node', 'zod', 'nodemailer', 'ioredis'];
const DOCS_BUNDLE = '@scalar/fastify-api-reference';

const dir = mkdtempSync(join(tmpdir(), 'napf-start-modules-'));
after(() => {
  killNapfProcesses();
  rmSync(dir, { recursive: true, force: true });
});

/** Preloaded into every process of `env`: notes each package a module is loaded from, in a file per process. */
const RECORDER = `import { registerHooks } from 'node:module';
import { renameSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
const packages = new Set();
registerHooks({
  load(url, context, next) {
    const match = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
    if (match) packages.add(match[1]);
    return next(url, context);
  },
});
const out = \`\${process.env.LOADED_PACKAGES}.\${process.pid}\`;
// Written whole, then renamed: a reader never sees half a file. Worker threads (the request log's,
// the WAL checkpoints') preload this too, with records of their own: only the main thread writes.
if (isMainThread) setInterval(() => {
  writeFileSync(\`\${out}.tmp\`, JSON.stringify([...packages]));
  renameSync(\`\${out}.tmp\`, out);
}, 50).unref();
`;

test('a start loads neither the MCP SDK, nor the mail and Redis clients, nor the API reference bundle', async () => {
  const recorder = join(dir, 'recorder.mjs');
  writeFileSync(recorder, RECORDER);
  const out = join(dir, 'loaded');
  const env = napfEnv(`sqlite:${join(dir, 'shop.sqlite')}`, {
    NODE_OPTIONS: `--import ${recorder}`,
    LOADED_PACKAGES: out,
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  const napf = await startNapfProcess(env);
  const loaded = () => {
    try {
      return new Set(JSON.parse(readFileSync(`${out}.${napf.child.pid}`, 'utf8')) as string[]);
    } catch {
      return new Set<string>(); // not written yet
    }
  };
  /** Whether `name` shows up in the server's record within a few seconds (it is written every 50 ms). */
  const showsUp = async (name: string) => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      if (loaded().has(name)) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  assert.equal((await fetch(`${napf.url}/api/v1/categories`)).status, 200);
  assert.ok(await showsUp('fastify'), 'the recorder saw the server load fastify');
  await new Promise((resolve) => setTimeout(resolve, 200)); // a record written after the request
  const atStart = loaded();
  assert.ok(atStart.has('fastify'));
  for (const name of [...LOADED_LATER, DOCS_BUNDLE]) assert.ok(!atStart.has(name), `${name} was loaded at start`);

  const key = await createNapfToken(env, 'read', 'modules');
  const mcp = await fetch(`${napf.url}/api/mcp`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  await mcp.arrayBuffer();
  assert.ok(await showsUp('@modelcontextprotocol/server'), 'the first MCP request loads the SDK');
  const bundle = await fetch(`${napf.url}/docs/js/scalar.js`);
  assert.equal(bundle.status, 200);
  assert.match(await bundle.text(), /createApiReference/);
  assert.ok(await showsUp(DOCS_BUNDLE), 'the first request for the bundle loads it');
});
