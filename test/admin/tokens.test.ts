import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { asAdmin, signedInAdminApp } from './support.ts';

const { t, s } = await signedInAdminApp();

const products = (key: string) => t.app.inject({ url: '/api/v1/products?limit=1', headers: { 'x-api-key': key } });

async function auditOf(entityId: string) {
  const res = await asAdmin(t, s, 'GET', `/admin/api/audit?entity_type=token&entity_id=${entityId}`);
  assert.equal(res.statusCode, 200);
  return res.json().data as {
    action: string;
    actor_type: string;
    actor_name: string;
    before: unknown;
    after: unknown;
  }[];
}

test('issue → shown once → works on the API → revoke → 401, each audited without the token text', async () => {
  const issued = await asAdmin(t, s, 'POST', '/admin/api/tokens', {
    name: 'Preis-Agent',
    kind: 'read',
    rate_limit_per_minute: 120,
  });
  assert.equal(issued.statusCode, 201, issued.body);
  const { data, token } = issued.json();
  assert.match(token, /^napf_read_[0-9A-Za-z]{38}$/);
  assert.equal(data.prefix, token.slice(0, 12));
  assert.equal(data.status, 'active');
  assert.equal(data.kind, 'read');
  assert.deepEqual(data.scopes, ['products:read', 'categories:read', 'articles:read', 'glossary:read']);
  assert.equal(data.rate_limit_per_minute, 120);
  assert.equal(data.expires_at, null);

  const list = await asAdmin(t, s, 'GET', '/admin/api/tokens');
  assert.equal(list.statusCode, 200);
  const listed = list.json().data.find((x: { id: string }) => x.id === data.id);
  assert.deepEqual(listed, data);
  assert.ok(!list.body.includes(token), 'the list never shows the token text');

  assert.equal((await products(token)).statusCode, 200);

  const revoked = await asAdmin(t, s, 'POST', `/admin/api/tokens/${data.id}/revoke`);
  assert.equal(revoked.statusCode, 200);
  assert.equal(revoked.json().data.status, 'revoked');
  assert.ok(revoked.json().data.revoked_at);
  const refused = await products(token);
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.json().code, 'unauthorized');

  const audit = await auditOf(data.id);
  assert.deepEqual(
    audit.map((a) => a.action),
    ['token.revoke', 'token.issue'],
  );
  for (const entry of audit) {
    assert.equal(entry.actor_type, 'admin');
    assert.equal(entry.actor_name, 'ops@napf.test');
  }
  const all = await t.app.services.store.db.selectFrom('audit_log').select(['before', 'after']).execute();
  assert.ok(all.every((row) => !`${row.before}${row.after}`.includes(token)));
});

test('issue with explicit scopes, expiry and validation of the kind rules', async () => {
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const ok = await asAdmin(t, s, 'POST', '/admin/api/tokens', {
    name: 'Webhook-Bot',
    kind: 'write',
    scopes: ['products:read', 'webhooks:read', 'webhooks:write'],
    expires_at: expires,
  });
  assert.equal(ok.statusCode, 201, ok.body);
  assert.deepEqual(ok.json().data.scopes, ['products:read', 'webhooks:read', 'webhooks:write']);
  assert.equal(ok.json().data.expires_at, expires);

  const cases: [unknown, string][] = [
    [{ name: 'x', kind: 'read', scopes: ['prices:write'] }, 'scopes'],
    [{ name: 'x', kind: 'write', scopes: ['admin:full'] }, 'scopes'],
    [{ name: 'x', kind: 'read', scopes: ['nonsense:read'] }, 'scopes[0]'],
    [{ name: 'x', kind: 'read', expires_at: '2000-01-01T00:00:00Z' }, 'expires_at'],
    [{ name: 'x', kind: 'superuser' }, 'kind'],
    [{ name: '', kind: 'read' }, 'name'],
    [{ name: 'x', kind: 'read', rate_limit_per_minute: 0 }, 'rate_limit_per_minute'],
    [{ name: 'x', kind: 'read', token: 'mine' }, 'token'],
  ];
  for (const [payload, path] of cases) {
    const res = await asAdmin(t, s, 'POST', '/admin/api/tokens', payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.ok(
      res.json().errors.some((e: { path: string }) => e.path === path),
      `${JSON.stringify(payload)} → ${res.body}`,
    );
  }
});

test('an expired token is listed as expired', async () => {
  const issued = await t.app.services.tokens.create({ name: 'soon', kind: 'read' });
  await t.app.services.store.db
    .updateTable('api_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', issued.record.id)
    .execute();
  const list = (await asAdmin(t, s, 'GET', '/admin/api/tokens')).json().data;
  assert.equal(list.find((x: { id: string }) => x.id === issued.record.id).status, 'expired');
});

test('regenerate without overlap: the old token stops at once, the new one has the same settings', async () => {
  const { data: old, token: oldToken } = (
    await asAdmin(t, s, 'POST', '/admin/api/tokens', {
      name: 'Lager-Agent',
      kind: 'write',
      scopes: ['products:read', 'inventory:write'],
      rate_limit_per_minute: 30,
    })
  ).json();
  assert.equal((await products(oldToken)).statusCode, 200);
  const res = await asAdmin(t, s, 'POST', `/admin/api/tokens/${old.id}/regenerate`);
  assert.equal(res.statusCode, 201, res.body);
  const { data, token, previous } = res.json();
  assert.notEqual(data.id, old.id);
  assert.notEqual(token, oldToken);
  assert.match(token, /^napf_write_/);
  for (const field of ['name', 'kind', 'scopes', 'rate_limit_per_minute'] as const) {
    assert.deepEqual(data[field], old[field], field);
  }
  assert.equal(previous.id, old.id);
  assert.equal(previous.status, 'revoked');
  assert.equal((await products(oldToken)).statusCode, 401);
  assert.equal((await products(token)).statusCode, 200);

  const audit = await auditOf(old.id);
  assert.equal(audit[0]?.action, 'token.regenerate');
  assert.equal((audit[0]?.after as { replaced_by?: string } | undefined)?.replaced_by, data.id);
  const issuedAudit = await auditOf(data.id);
  assert.equal(issuedAudit[0]?.action, 'token.issue');
});

test('regenerate with an overlap: the old token works until its new expiry, then stops', async () => {
  const { data: old, token: oldToken } = (
    await asAdmin(t, s, 'POST', '/admin/api/tokens', { name: 'Feed-Agent', kind: 'read' })
  ).json();
  const res = await asAdmin(t, s, 'POST', `/admin/api/tokens/${old.id}/regenerate`, { overlap_minutes: 60 });
  assert.equal(res.statusCode, 201, res.body);
  const { token, previous } = res.json();
  assert.equal(previous.status, 'active');
  assert.equal(previous.revoked_at, null);
  const until = Date.parse(previous.expires_at) - Date.now();
  assert.ok(until > 59 * 60_000 && until <= 60 * 60_000, `expires in ${until} ms`);
  assert.equal((await products(oldToken)).statusCode, 200, 'old token still works during the overlap');
  assert.equal((await products(token)).statusCode, 200);

  // The overlap ends: the old token is refused (after the 500 ms authentication cache).
  await t.app.services.store.db
    .updateTable('api_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', old.id)
    .execute();
  await sleep(600);
  assert.equal((await products(oldToken)).statusCode, 401);
  assert.equal((await products(token)).statusCode, 200);
});

test('regenerate: bad overlap is 400, unknown id is 404; an admin:full key may manage tokens too', async () => {
  const { data } = (await asAdmin(t, s, 'POST', '/admin/api/tokens', { name: 'x', kind: 'read' })).json();
  const bad = await asAdmin(t, s, 'POST', `/admin/api/tokens/${data.id}/regenerate`, { overlap_minutes: 10_081 });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().errors[0].path, 'overlap_minutes');
  assert.equal((await asAdmin(t, s, 'POST', '/admin/api/tokens/tok_nope/regenerate', {})).statusCode, 404);
  assert.equal((await asAdmin(t, s, 'POST', '/admin/api/tokens/tok_nope/revoke')).statusCode, 404);

  const admin = await t.token('admin');
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/api/tokens/${data.id}/regenerate`,
    headers: { 'x-api-key': admin },
    payload: { overlap_minutes: 5 },
  });
  assert.equal(res.statusCode, 201);
  const audit = await auditOf(data.id);
  assert.equal(audit[0]?.actor_type, 'token', 'a key acts as itself in the audit trail');
});
