/** subscribe_newsletter over POST /api/mcp: the same double opt-in as REST, consent source "mcp". */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp.ts';
import { callInvalid, callOk, callProblem } from '../helpers/tools.ts';

let t: TestApp;
let smtp: SmtpSink;
let key: string;

before(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 });
  key = await t.token('read', ['newsletter:read']);
});
after(async () => {
  await t.close();
  await smtp.close();
});

const AGENT = { headers: { 'user-agent': 'agent-test' } };
const subscribe = (parameters: unknown, apiKey = key) => callOk(t, apiKey, 'subscribe_newsletter', parameters, AGENT);
const refused = (parameters: unknown, status: number, code: string, apiKey = key) =>
  callProblem(t, apiKey, 'subscribe_newsletter', parameters, status, code, AGENT);

const db = () => t.app.services.store.db;

describe('subscribe_newsletter', () => {
  test('pending, a confirmation mail with a one-time link, consent recorded with source mcp', async () => {
    const email = 'minka.halterin@example.org';
    const result = await subscribe({ email: 'Minka.Halterin@Example.org', pet_types: ['CAT', 'CAT'] });
    assert.deepEqual(result, { status: 'pending' });

    const subscriber = await db()
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(subscriber.status, 'pending');
    assert.deepEqual(JSON.parse(subscriber.pet_types), ['CAT']);
    const consent = await db()
      .selectFrom('newsletter_consents')
      .selectAll()
      .where('subscriber_id', '=', subscriber.id)
      .executeTakeFirstOrThrow();
    assert.equal(consent.action, 'requested');
    assert.equal(consent.source, 'mcp');
    assert.equal(consent.user_agent, 'agent-test');

    const mail = await smtp.waitFor(email);
    const link = /http:\/\/shop\.test(\/api\/v1\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    assert.ok(link);
    const confirm = await t.app.inject({ url: link[1]! });
    assert.equal(confirm.statusCode, 200);
    const after = await db()
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(after.status, 'confirmed');

    // Subscribing a confirmed address again reveals nothing: still pending.
    assert.deepEqual(await subscribe({ email }), { status: 'pending' });
  });

  test('an invalid e-mail → 400 invalid_email naming parameters.email', async () => {
    for (const email of ['kein-at-zeichen', 'a@b', 'zwei@@example.org', 'leer zeichen@example.org']) {
      const problem = await refused({ email }, 400, 'invalid_email');
      assert.deepEqual(problem.errors, [{ path: 'parameters.email', message: 'is not a valid e-mail address' }]);
    }
  });

  test('invalid parameters → 400 invalid_parameters naming them', async () => {
    const cases: [unknown, string][] = [
      [{}, 'parameters.email'],
      [{ email: 42 }, 'parameters.email'],
      [{ email: `${'x'.repeat(250)}@example.org` }, 'parameters.email'],
      [{ email: 'a@example.org', pet_types: ['HORSE'] }, 'parameters.pet_types[0]'],
      [{ email: 'a@example.org', pet_types: 'DOG' }, 'parameters.pet_types'],
      [{ email: 'a@example.org', pet_types: ['DOG', 'CAT', 'BOTH', 'DOG'] }, 'parameters.pet_types'],
      [{ email: 'a@example.org', first_name: 'Jana' }, 'parameters.first_name'],
    ];
    for (const [parameters, path] of cases) {
      await callInvalid(t, key, 'subscribe_newsletter', parameters, path);
    }
  });

  test('needs newsletter:read, which the read preset does not hold; admin may', async () => {
    const preset = await t.token('read');
    await refused({ email: 'x@example.org' }, 403, 'forbidden', preset);
    const admin = await t.token('admin');
    await subscribe({ email: 'y@example.org' }, admin);
  });
});
