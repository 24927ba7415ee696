/** Shared helpers of the dashboard API tests: an app with a first admin, login, session requests. */
import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.ts';
import { SCOPES } from '../../src/tokens/scopes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

export const ADMIN_EMAIL = 'ops@napf.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';

/** A test app with the first admin from config; a low scrypt cost keeps the many logins quick. */
export function adminApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return createTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, adminPasswordCost: 10, ...overrides });
}

export interface Session {
  cookie: string;
  csrf: string;
  res: LightMyRequestResponse;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  assert.ok(first, 'Set-Cookie expected');
  return first.split(';')[0] as string;
}

export async function login(
  t: TestApp,
  options: { email?: string; password?: string; ip?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/admin/login',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { email: options.email ?? ADMIN_EMAIL, password: options.password ?? ADMIN_PASSWORD },
  });
}

export async function adminSession(t: TestApp): Promise<Session> {
  const res = await login(t);
  assert.equal(res.statusCode, 200, res.body);
  return { cookie: sessionCookie(res), csrf: res.json().csrf_token, res };
}

/** An adminApp() for the whole file with a dashboard session: made now, closed after the file's tests. */
export async function signedInAdminApp(): Promise<{ t: TestApp; s: Session }> {
  const t = await adminApp();
  after(() => t.close());
  return { t, s: await adminSession(t) };
}

/**
 * Credentials for every operation of the OpenAPI document on an adminApp(): an admin key (for
 * /admin/…), a key with every scope but admin:full (the document names no scopes, only the ApiKey
 * scheme, so no operation refuses it for one), and a dashboard session.
 */
export async function everyCredential(t: TestApp): Promise<{ keys: { admin: string; api: string }; session: Session }> {
  const keys = {
    admin: await t.token('admin'),
    api: await t.token(
      'write',
      SCOPES.filter((s) => s !== 'admin:full'),
    ),
  };
  return { keys, session: await adminSession(t) };
}

/** A request with the session cookie, and the CSRF token unless told otherwise. */
export function asAdmin(
  t: TestApp,
  s: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: { csrf?: string | null } = {},
) {
  const csrf = options.csrf === undefined ? s.csrf : options.csrf;
  return t.app.inject({
    method,
    url,
    headers: { cookie: s.cookie, ...(csrf === null ? {} : { 'x-csrf-token': csrf }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
