/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, a dev dependency that runs
 * offline) against a real napf on a loopback port: the scenarios that apply to napf must pass; the
 * list of those that do not apply, and why, is in docs/mcp.md#conformance. The suite's client sends
 * no credentials, so a small proxy in front of the app adds the API key as a Bearer token.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(
  new URL('../../node_modules/@modelcontextprotocol/conformance/dist/index.js', import.meta.url),
);

/** Every scenario that applies to napf's stateless server: keep docs/mcp.md#conformance in step. */
const APPLICABLE = [
  'server-initialize',
  'ping',
  'tools-list',
  'resources-list',
  'prompts-list',
  'dns-rebinding-protection',
];

let t: ListeningApp;
let proxy: Server;
let url: string;
before(async () => {
  t = await listenTestApp();
  const key = await t.token('admin');
  const target = new URL(t.baseUrl);
  proxy = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, authorization: `Bearer ${key}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/mcp`;
});
after(async () => {
  proxy.closeAllConnections();
  proxy.close();
  await t.close();
});

for (const scenario of APPLICABLE) {
  test(`conformance scenario ${scenario} passes`, async () => {
    // A failed check makes the CLI exit 1, which rejects here with its output attached.
    const { stdout } = await run(process.execPath, [CLI, 'server', '--url', url, '--scenario', scenario], {
      timeout: 60_000,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    // The CLI colours its output (ESC [ … m) even with NO_COLOR.
    const plain = stdout.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(plain);
    assert.ok(summary, plain);
    assert.equal(summary[3], '0', plain);
    assert.ok(Number(summary[1]) > 0 && summary[1] === summary[2], plain);
  });
}

test('a scenario napf does not serve fails, so the runner can fail', async () => {
  await assert.rejects(
    run(process.execPath, [CLI, 'server', '--url', url, '--scenario', 'prompts-get-simple'], { timeout: 60_000 }),
  );
});
