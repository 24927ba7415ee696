import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { adminCommand } from '../../src/admin/auth/cli.ts';
import { hashCost, hashPassword, verifyPassword } from '../../src/admin/auth/password.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminApp, adminSession, asAdmin, login, sessionCookie } from './support.ts';

let t: TestApp;
before(async () => {
  t = await adminApp();
});
after(() => t.close());

const db = () => t.app.services.store.db;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** The session probe without a live session: 200 with nulls (a 401 would be a console error in the browser). */
function assertSignedOut(res: { statusCode: number; json(): unknown }): void {
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { user: null, csrf_token: null });
}

describe('login', () => {
  test('sets an HttpOnly, SameSite=Strict session cookie and returns the user and a CSRF token', async () => {
    const res = await login(t);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.user.email, ADMIN_EMAIL);
    assert.match(body.user.id, /^adm_/);
    assert.match(body.csrf_token, /^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(res.headers['set-cookie']);
    assert.match(setCookie, /^napf_session=[A-Za-z0-9_-]{43}; /);
    assert.match(setCookie, /; HttpOnly/);
    assert.match(setCookie, /; SameSite=Strict/);
    assert.match(setCookie, /; Path=\//);
    assert.doesNotMatch(setCookie, /Secure|Domain/, 'plain http: no Secure flag, never a Domain');
    assert.equal(res.headers['cache-control'], 'no-store');
    // Only the SHA-256 of the session id is stored.
    const id = cookieValue(sessionCookie(res));
    const rows = await db().selectFrom('admin_sessions').selectAll().execute();
    assert.ok(rows.some((r) => r.id_hash === sha256(id)));
    assert.ok(rows.every((r) => r.id_hash !== id));
  });

  test('every login makes a new session id and ends the session the browser presented', async () => {
    const first = await adminSession(t);
    const second = await login(t, { cookie: first.cookie });
    assert.equal(second.statusCode, 200);
    const secondCookie = sessionCookie(second);
    assert.notEqual(secondCookie, first.cookie);
    assert.notEqual(second.json().csrf_token, first.csrf);
    assertSignedOut(await t.app.inject({ url: '/admin/api/session', headers: { cookie: first.cookie } }));
    const now = await t.app.inject({ url: '/admin/api/session', headers: { cookie: secondCookie } });
    assert.equal(now.statusCode, 200);
    assert.deepEqual(now.json(), second.json());
  });

  test('over https the cookie is __Host- prefixed and Secure', async () => {
    const https = await adminApp({ publicUrl: 'https://shop.test' });
    try {
      const res = await login(https);
      assert.equal(res.statusCode, 200);
      const setCookie = String(res.headers['set-cookie']);
      assert.match(setCookie, /^__Host-napf_session=/);
      assert.match(setCookie, /; Secure/);
      assert.match(setCookie, /; Path=\//);
      assert.doesNotMatch(setCookie, /Domain/);
      const session = await https.app.inject({ url: '/admin/api/session', headers: { cookie: sessionCookie(res) } });
      assert.equal(session.statusCode, 200);
      // The unprefixed name is not accepted there.
      const plain = sessionCookie(res).replace('__Host-', '');
      assertSignedOut(await https.app.inject({ url: '/admin/api/session', headers: { cookie: plain } }));
    } finally {
      await https.close();
    }
  });

  test('a wrong password and an unknown e-mail get the same 401 invalid_credentials', async () => {
    const wrong = await login(t, { password: 'not the password', ip: '10.1.0.1' });
    const unknown = await login(t, { email: 'nobody@napf.test', ip: '10.1.0.2' });
    for (const res of [wrong, unknown]) {
      assert.equal(res.statusCode, 401);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      assert.equal(res.json().code, 'invalid_credentials');
      assert.equal(res.headers['set-cookie'], undefined);
    }
    assert.equal(wrong.json().detail, unknown.json().detail);
  });

  test('e-mail addresses match whatever their case', async () => {
    const res = await login(t, { email: `  ${ADMIN_EMAIL.toUpperCase()} ` });
    assert.equal(res.statusCode, 200);
  });

  test('malformed bodies are 400/415, never 500', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { email: ADMIN_EMAIL } });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errors[0].path, 'password');
    const form = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${ADMIN_EMAIL}&password=x`,
    });
    assert.equal(form.statusCode, 415);
  });
});

describe('throttling', () => {
  test('5 failures for an account from one IP within 15 minutes: 429 with Retry-After there, even for the right password', async () => {
    const email = 'throttle@napf.test';
    const ip = '10.2.0.1';
    await t.app.services.admins.createUser(email, 'the-right-password-1');
    for (let i = 0; i < 5; i++) {
      const res = await login(t, { email, password: `wrong-${i}`, ip });
      assert.equal(res.statusCode, 401, `attempt ${i + 1}`);
    }
    const refused = await login(t, { email, password: 'the-right-password-1', ip });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'login_throttled');
    const retry = Number(refused.headers['retry-after']);
    assert.ok(retry > 800 && retry <= 900, `Retry-After ${retry}`);
    assert.equal(refused.headers['set-cookie'], undefined);
    // Other accounts from that IP are not affected.
    assert.equal((await login(t, { ip })).statusCode, 200);

    // When the window of 15 minutes has passed, the right password works again from there.
    const past = new Date(Date.now() - 16 * 60_000).toISOString();
    await db()
      .updateTable('admin_login_attempts')
      .set({ window_started_at: past })
      .where('key', '=', `${ip} ${email}`)
      .execute();
    assert.equal((await login(t, { email, password: 'the-right-password-1', ip })).statusCode, 200);
  });

  test('20 failures from one IP within 15 minutes: 429 for every account from it', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await login(t, { email: `guess${i}@napf.test`, password: 'guess', ip });
      assert.equal(res.statusCode, 401, `attempt ${i + 1}`);
    }
    const refused = await login(t, { ip });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'login_throttled');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // The same account from another address is fine.
    assert.equal((await login(t, { ip: '10.3.0.2' })).statusCode, 200);
  });

  test('a successful login clears the account failures', async () => {
    const email = 'clears@napf.test';
    await t.app.services.admins.createUser(email, 'the-right-password-2');
    for (let i = 0; i < 4; i++) await login(t, { email, password: 'wrong', ip: '10.4.0.1' });
    assert.equal((await login(t, { email, password: 'the-right-password-2', ip: '10.4.0.1' })).statusCode, 200);
    for (let i = 0; i < 4; i++) {
      assert.equal((await login(t, { email, password: 'wrong', ip: '10.4.0.1' })).statusCode, 401);
    }
    assert.equal((await login(t, { email, password: 'the-right-password-2', ip: '10.4.0.1' })).statusCode, 200);
  });
});

describe('sessions', () => {
  test('logout ends the session and clears the cookie', async () => {
    const s = await adminSession(t);
    const res = await asAdmin(t, s, 'POST', '/admin/logout');
    assert.equal(res.statusCode, 204);
    assert.match(String(res.headers['set-cookie']), /^napf_session=; .*Max-Age=0/);
    assertSignedOut(await asAdmin(t, s, 'GET', '/admin/api/session'));
    assert.equal((await asAdmin(t, s, 'GET', '/admin/api/tokens')).statusCode, 401);
    const left = await db()
      .selectFrom('admin_sessions')
      .select('id_hash')
      .where('id_hash', '=', sha256(cookieValue(s.cookie)))
      .execute();
    assert.equal(left.length, 0);
  });

  test('logout without the CSRF token is refused while the session lives', async () => {
    const s = await adminSession(t);
    assert.equal((await asAdmin(t, s, 'POST', '/admin/logout', undefined, { csrf: null })).statusCode, 403);
    assert.equal((await asAdmin(t, s, 'GET', '/admin/api/session')).statusCode, 200);
  });

  test('idle timeout: 30 minutes without a request end the session; activity slides it', async () => {
    const s = await adminSession(t);
    const hash = sha256(cookieValue(s.cookie));
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await db()
      .updateTable('admin_sessions')
      .set({ last_seen_at: ago(20) })
      .where('id_hash', '=', hash)
      .execute();
    assert.equal((await asAdmin(t, s, 'GET', '/admin/api/session')).statusCode, 200);
    const row = await db()
      .selectFrom('admin_sessions')
      .select('last_seen_at')
      .where('id_hash', '=', hash)
      .executeTakeFirstOrThrow();
    assert.ok(Date.parse(row.last_seen_at) > Date.now() - 5000, 'last_seen_at moved forward');

    await db()
      .updateTable('admin_sessions')
      .set({ last_seen_at: ago(31) })
      .where('id_hash', '=', hash)
      .execute();
    const expired = await asAdmin(t, s, 'GET', '/admin/api/session');
    assertSignedOut(expired);
    assert.match(String(expired.headers['set-cookie']), /Max-Age=0/, 'the stale cookie is cleared');
    assert.equal((await asAdmin(t, s, 'GET', '/admin/api/tokens')).statusCode, 401);
  });

  test('absolute timeout: a session ends 12 hours after login however active', async () => {
    const s = await adminSession(t);
    const hash = sha256(cookieValue(s.cookie));
    const row = await db()
      .selectFrom('admin_sessions')
      .selectAll()
      .where('id_hash', '=', hash)
      .executeTakeFirstOrThrow();
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    assert.equal(lifetime, 12 * 3_600_000);
    await db()
      .updateTable('admin_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString(), last_seen_at: new Date().toISOString() })
      .where('id_hash', '=', hash)
      .execute();
    assert.equal((await asAdmin(t, s, 'GET', '/admin/api/tokens')).statusCode, 401);
  });

  test('a forged or malformed cookie is 401', async () => {
    for (const cookie of ['napf_session=abc', `napf_session=${'A'.repeat(43)}`, 'napf_session=%E0%A4%A']) {
      assert.equal((await t.app.inject({ url: '/admin/api/tokens', headers: { cookie } })).statusCode, 401);
    }
  });
});

describe('admin API authentication and CSRF', () => {
  test('a state change with the session but without or with a wrong X-CSRF-Token is 403 and changes nothing', async () => {
    const s = await adminSession(t);
    const before = (await t.app.services.tokens.list()).length;
    // The token with its last character changed (to another one, whatever it was).
    const altered = `${s.csrf.slice(0, -1)}${s.csrf.endsWith('x') ? 'y' : 'x'}`;
    for (const csrf of [null, 'wrong', altered]) {
      const res = await asAdmin(t, s, 'POST', '/admin/api/tokens', { name: 'csrf', kind: 'read' }, { csrf });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().code, 'csrf_failed');
    }
    assert.equal((await t.app.services.tokens.list()).length, before);
    const ok = await asAdmin(t, s, 'POST', '/admin/api/tokens', { name: 'csrf', kind: 'read' });
    assert.equal(ok.statusCode, 201);
    assert.equal((await t.app.services.tokens.list()).length, before + 1);
  });

  test('another session’s CSRF token does not do', async () => {
    const a = await adminSession(t);
    const b = await adminSession(t);
    const res = await asAdmin(t, a, 'POST', '/admin/api/tokens', { name: 'x', kind: 'read' }, { csrf: b.csrf });
    assert.equal(res.statusCode, 403);
  });

  test('an admin:full key works without CSRF; a write key is 403; nothing is 401', async () => {
    const admin = await t.token('admin');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/admin/api/tokens',
      headers: { 'x-api-key': admin },
      payload: { name: 'by key', kind: 'read' },
    });
    assert.equal(ok.statusCode, 201);
    const write = await t.token('write');
    const forbidden = await t.app.inject({ url: '/admin/api/tokens', headers: { 'x-api-key': write } });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().code, 'forbidden');
    const none = await t.app.inject({ url: '/admin/api/tokens' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().code, 'unauthorized');
  });

  test('the session opens the other admin routes too (request log), but not the public API', async () => {
    const s = await adminSession(t);
    assert.equal((await asAdmin(t, s, 'GET', '/admin/api/request-log?limit=5')).statusCode, 200);
    assert.equal((await asAdmin(t, s, 'GET', '/api/v1/products')).statusCode, 401);
  });

  test('the admin routes are in the OpenAPI document under the Admin tag', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/admin/login', 'post'],
      ['/admin/api/session', 'get'],
      ['/admin/api/tokens', 'post'],
      ['/admin/api/tokens/{id}/regenerate', 'post'],
      ['/admin/api/products', 'get'],
      ['/admin/api/products/{slug}/variants/{size}/price', 'post'],
      ['/admin/api/audit', 'get'],
      ['/admin/api/feeds', 'post'],
      ['/admin/api/feeds/{id}', 'delete'],
    ] as const) {
      assert.deepEqual(doc.paths[path]?.[method]?.tags, ['Admin'], `${method} ${path}`);
    }
  });
});

describe('admin accounts', () => {
  test('passwords: scrypt N=2^17 r=8 p=1 with salt and parameters stored', async () => {
    const hash = await hashPassword('a long enough password');
    assert.match(hash, /^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    assert.equal(hashCost(hash), 17);
    assert.equal(await verifyPassword('a long enough password', hash), true);
    assert.equal(await verifyPassword('a long enough passwort', hash), false);
    assert.notEqual(await hashPassword('a long enough password', 10), await hashPassword('a long enough password', 10));
    const stored = await db()
      .selectFrom('admin_users')
      .select('password_hash')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    assert.equal(hashCost(stored.password_hash), 10, 'the configured cost (lowered for tests)');
    assert.ok(!stored.password_hash.includes(ADMIN_PASSWORD));
  });

  test('the default configuration has cost 17 and no admin (no default password)', async () => {
    const plain = await createTestApp();
    try {
      const users = await plain.app.services.store.db.selectFrom('admin_users').selectAll().execute();
      assert.equal(users.length, 0);
      assert.equal((await login(plain)).statusCode, 401);
    } finally {
      await plain.close();
    }
  });

  test('ADMIN_EMAIL/ADMIN_PASSWORD create the admin once and never overwrite it', async () => {
    assert.equal(await t.app.services.admins.ensureUser(ADMIN_EMAIL, 'a-different-password'), false);
    assert.equal((await login(t)).statusCode, 200);
  });

  test('napf admin create: creates, or replaces the password and ends the sessions', async () => {
    const lines: string[] = [];
    const admins = t.app.services.admins;
    await adminCommand(
      ['create', '--email', 'second@napf.test'],
      admins,
      async () => 'second-admin-pass',
      (l) => lines.push(l),
    );
    assert.match(lines[0] as string, /Admin second@napf\.test created/);
    const first = await login(t, { email: 'second@napf.test', password: 'second-admin-pass' });
    assert.equal(first.statusCode, 200);
    await adminCommand(
      ['create', '--email', 'second@napf.test'],
      admins,
      async () => 'second-admin-pass-2',
      (l) => lines.push(l),
    );
    assert.match(lines[1] as string, /replaced/);
    assertSignedOut(await t.app.inject({ url: '/admin/api/session', headers: { cookie: sessionCookie(first) } }));
    assert.equal((await login(t, { email: 'second@napf.test', password: 'second-admin-pass-2' })).statusCode, 200);
    await assert.rejects(
      adminCommand(
        ['create', '--email', 'third@napf.test'],
        admins,
        async () => 'short',
        () => {},
      ),
      /12 to 1024/,
    );
  });
});
