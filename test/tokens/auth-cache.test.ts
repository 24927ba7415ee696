/**
 * The token service's short authentication cache: a cached key still stops working at its expiry,
 * a revocation ends it at once, and a malformed key is refused without asking the database.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openStore, type Store } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { TokenRepo } from '../../src/tokens/repo.ts';
import { TokenService } from '../../src/tokens/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'napf-auth-cache-'));
let store: Store;
let now = Date.parse('2026-11-29T12:00:00.000Z');
let tokens: TokenService;

before(async () => {
  store = await openStore(`sqlite:${join(dir, 'db.sqlite')}`);
  await migrateToLatest(store);
  tokens = new TokenService(new TokenRepo(store.db), { now: () => new Date(now) });
});
after(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a cached key stops working at its expiry, the cache notwithstanding', async () => {
  const { token, record } = await tokens.create({
    name: 'short-lived',
    kind: 'read',
    expiresAt: new Date(now + 60_000).toISOString(),
  });
  assert.equal((await tokens.authenticate(token))?.id, record.id);
  assert.equal(tokens.authenticateKnown(token)?.id, record.id, 'answered from the cache');
  now += 60_000;
  assert.equal(tokens.authenticateKnown(token), null, 'expired while cached');
  assert.equal(await tokens.authenticate(token), null);
  now -= 60_000;
});

test('a revocation ends a cached key at once', async () => {
  const { token, record } = await tokens.create({ name: 'revoked soon', kind: 'read' });
  assert.equal((await tokens.authenticate(token))?.id, record.id);
  await tokens.revoke(record.id);
  assert.equal(tokens.authenticateKnown(token), undefined, 'no longer cached');
  assert.equal(await tokens.authenticate(token), null);
});

test('a malformed or mistyped key is refused without the database', async () => {
  const { token } = await tokens.create({ name: 'typo', kind: 'read' });
  const mistyped = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
  for (const key of ['nope', 'napf_read_short', mistyped]) assert.equal(tokens.authenticateKnown(key), null, key);
});
