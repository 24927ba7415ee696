import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp.ts';

let t: TestApp;
let smtp: SmtpSink;

before(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url });
});
after(async () => {
  await t.close();
  await smtp.close();
});

const subscribe = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter',
    payload: body as object,
    headers: { 'user-agent': 'test' },
  });

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`http://shop\\.test(/api/v1/newsletter/${kind}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  assert.ok(match, `no ${kind} link in mail`);
  return match[1]!;
};

const subscriber = (email: string) =>
  t.app.services.store.db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

test('double opt-in end to end: mail through SMTP, link confirms, unsubscribe works, consent recorded', async () => {
  const email = 'bello.halter@example.org';
  const res = await subscribe({ email: 'Bello.Halter@Example.org', first_name: 'Jana', pet_types: ['DOG'] });
  assert.equal(res.statusCode, 201);
  assert.deepEqual(res.json(), { data: { status: 'pending' } });
  assert.equal((await subscriber(email)).status, 'pending');

  const mail = await smtp.waitFor(email);
  assert.match(mail.subject ?? '', /bestätige/);
  assert.match(mail.text ?? '', /Hallo Jana/);
  const unsubscribe = linkIn(mail.text ?? '', 'unsubscribe');
  // mailparser folds the List-* headers into one structured `list` header.
  const list = mail.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
  assert.equal(list['unsubscribe-post'].name, 'List-Unsubscribe=One-Click');
  assert.equal(list.unsubscribe.url, `http://shop.test${unsubscribe}`);

  const confirm = await t.app.inject({ url: linkIn(mail.text ?? '', 'confirm') });
  assert.equal(confirm.statusCode, 200);
  assert.deepEqual(confirm.json(), { data: { status: 'confirmed' } });
  assert.equal((await subscriber(email)).status, 'confirmed');
  // The link is one-time.
  const again = await t.app.inject({ url: linkIn(mail.text ?? '', 'confirm') });
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().code, 'invalid_token');

  // The mail link opens a page that asks; the RFC 8058 one-click POST unsubscribes.
  const pageRes = await t.app.inject({ url: unsubscribe, headers: { accept: 'text/html' } });
  assert.equal(pageRes.statusCode, 200);
  assert.match(pageRes.body, /<form method="post"/);
  assert.equal((await subscriber(email)).status, 'confirmed');
  const oneClick = await t.app.inject({
    method: 'POST',
    url: unsubscribe,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(oneClick.statusCode, 200);
  assert.deepEqual(oneClick.json(), { data: { status: 'unsubscribed' } });
  assert.equal((await subscriber(email)).status, 'unsubscribed');

  const consents = await t.app.services.store.db
    .selectFrom('newsletter_consents')
    .selectAll()
    .where('subscriber_id', '=', (await subscriber(email)).id)
    .orderBy('created_at')
    .execute();
  assert.deepEqual(
    consents.map((c) => c.action),
    ['requested', 'confirmed', 'withdrawn'],
  );
  assert.ok(consents.every((c) => c.consent_text_version.startsWith('newsletter-consent-')));
  assert.equal(consents[0]!.source, 'rest');
  assert.equal(consents[0]!.user_agent, 'test');
});

test('no address enumeration: a confirmed address gets the same 201 pending and no new mail', async () => {
  const email = 'mieze@example.org';
  await subscribe({ email });
  const mail = await smtp.waitFor(email);
  await t.app.inject({ url: linkIn(mail.text ?? '', 'confirm') });
  const before = smtp.mails.length;
  const res = await subscribe({ email });
  assert.equal(res.statusCode, 201);
  assert.deepEqual(res.json(), { data: { status: 'pending' } });
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(smtp.mails.length, before);
});

test('invalid e-mail → 400 invalid_email; bad pet_types → 400', async () => {
  for (const email of ['', 'no-at-sign', 'a@b', 'a b@c.de', `${'x'.repeat(250)}@example.org`]) {
    const res = await subscribe({ email });
    assert.equal(res.statusCode, 400, email);
    assert.equal(res.json().code, 'invalid_email', email);
    assert.equal(res.json().errors[0].path, 'email');
  }
  const missing = await subscribe({});
  assert.equal(missing.json().code, 'invalid_email');
  const pets = await subscribe({ email: 'ok@example.org', pet_types: ['HAMSTER'] });
  assert.equal(pets.statusCode, 400);
  assert.equal(pets.json().code, 'invalid_parameters');
});

test('unknown or expired link tokens → 400 invalid_token (HTML for browsers)', async () => {
  const res = await t.app.inject({ url: '/api/v1/newsletter/confirm?token=nope' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'invalid_token');
  const html = await t.app.inject({ url: '/api/v1/newsletter/confirm?token=nope', headers: { accept: 'text/html' } });
  assert.equal(html.statusCode, 400);
  assert.match(String(html.headers['content-type']), /text\/html/);
});

test('without SMTP the mail is kept in the outbox table', async () => {
  const local = await createTestApp();
  try {
    await local.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'outbox@example.org' } });
    const rows = await local.app.services.store.db.selectFrom('mail_outbox').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.status, 'stored');
    assert.match(rows[0]!.text_body, /newsletter\/confirm\?token=/);
  } finally {
    await local.close();
  }
});
