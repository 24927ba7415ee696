/** Shared limits across instances and degradation when Redis goes away (needs TEST_REDIS_URL). */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, test } from 'node:test';
import { hashToken } from '../../src/tokens/format.ts';
import { TokenRepo } from '../../src/tokens/repo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/net.ts';

const REDIS = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
after(async () => {
  for (const a of apps) await a.close();
});

test('two instances share one limit through Redis', { skip: !REDIS && 'TEST_REDIS_URL not set' }, async () => {
  const a = await createTestApp({ rateLimitPerMinute: 60, redisUrl: REDIS! });
  const b = await createTestApp({ rateLimitPerMinute: 60, redisUrl: REDIS! });
  apps.push(a, b);
  // The same token known to both instances (each test app has its own database).
  const issued = await a.app.services.tokens.create({ name: 'shared', kind: 'read' });
  await new TokenRepo(b.app.services.store.db).insert(issued.record, hashToken(issued.token));
  const call = (x: TestApp) => x.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': issued.token } });
  for (let i = 0; i < 30; i++) {
    assert.equal((await call(a)).statusCode, 200);
    assert.equal((await call(b)).statusCode, 200);
  }
  assert.equal((await call(a)).json().code, 'rate_limited');
  assert.equal((await call(b)).json().code, 'rate_limited');
  assert.match(String((await call(b)).headers.ratelimit), /r=0/);
});

test('Redis going away mid-test degrades to the memory limiter without failing requests', {
  skip: !REDIS && 'TEST_REDIS_URL not set',
}, async () => {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  try {
    await new Promise((r) => setTimeout(r, 300));
    const t = await createTestApp({ rateLimitPerMinute: 1000, redisUrl: `redis://127.0.0.1:${port}` });
    apps.push(t);
    const key = await t.token('read');
    const call = () => t.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': key } });
    for (let i = 0; i < 5; i++) assert.equal((await call()).statusCode, 200);
    server.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 20; i++) {
      const res = await call();
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.headers.ratelimit);
    }
  } finally {
    server.kill('SIGKILL');
  }
});
