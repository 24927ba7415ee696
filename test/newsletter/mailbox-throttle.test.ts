/**
 * Confirmation mails are throttled per mailbox, not per address: sub-addresses (`+tag`), case
 * variants and Gmail's dot and googlemail.com spellings all reach one inbox, so together they get
 * at most one mail per 5 minutes and 3 per 24 hours. Every request still answers 201 pending, and
 * the subscription keeps the address it was made with.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { App } from '../../src/http/types.ts';
import { pruneMailboxThrottle } from '../../src/newsletter/mailbox-throttle.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp.ts';
import { callOk } from '../helpers/tools.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let base: TestApp;
let app: App;
let smtp: SmtpSink;
let now = Date.now();
const clock = { now: () => new Date(now) };

before(async () => {
  smtp = await startSmtpSink();
  // A fresh database from the helper (SQLite or a PostgreSQL schema of its own); the app under test
  // runs on it with a clock the tests move. Only that app sends mail, so no mail goes out twice.
  base = await createTestApp();
  app = await buildApp(
    testConfig({ publicUrl: 'http://shop.test', smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 }),
    { store: base.app.services.store, clock },
  );
});
after(async () => {
  await app.close();
  await base.close();
  await smtp.close();
});

const subscribe = (email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email }, headers: { 'user-agent': 'test' } });

/** Every mail the outbox holds for these addresses (the mails the service decided to send). */
async function outbox(addresses: RegExp): Promise<string[]> {
  const rows = await app.services.store.db.selectFrom('mail_outbox').select('to_address').execute();
  return rows.map((r) => r.to_address).filter((a) => addresses.test(a));
}

/** Waits until the sender has delivered everything queued, then the SMTP sink's mails to these addresses. */
async function delivered(addresses: RegExp): Promise<string[]> {
  await app.services.mail.kick();
  await app.services.mail.kick();
  const recipient = (m: (typeof smtp.mails)[number]) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;
  return smtp.mails.map(recipient).filter((a): a is string => a !== undefined && addresses.test(a));
}

async function expectPending(email: string): Promise<void> {
  const res = await subscribe(email);
  assert.equal(res.statusCode, 201, `${email}: ${res.body}`);
  assert.deepEqual(res.json(), { data: { status: 'pending' } }, email);
}

test('sub-addresses and case variants of one mailbox get one confirmation mail within 5 minutes', async () => {
  now = Date.parse('2031-03-01T08:00:00.000Z');
  for (const email of [
    'Bello+Shop@Example.org',
    'bello@example.org',
    'BELLO+2@EXAMPLE.ORG',
    'bello+newsletter@example.org',
    'Bello@Example.Org',
  ]) {
    await expectPending(email);
    now += 30_000;
  }
  const key = await base.token('read', ['newsletter:read']);
  const viaTool = await callOk({ app }, key, 'subscribe_newsletter', { email: 'bello+agent@example.org' });
  assert.deepEqual(viaTool, { status: 'pending' });

  const bello = /^bello(\+.*)?@example\.org$/;
  assert.deepEqual(await outbox(bello), ['bello+shop@example.org']);
  assert.deepEqual(await delivered(bello), ['bello+shop@example.org']);
  // The subscription keeps its address, tag and all; the mailbox is only the throttle's key.
  const stored = await app.services.store.db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('email', 'like', 'bello%')
    .execute();
  assert.deepEqual(
    stored.map((s) => s.email),
    ['bello+shop@example.org'],
  );

  // Another mailbox of the same domain is not affected.
  await expectPending('struppi+1@example.org');
  assert.deepEqual(await outbox(/^struppi/), ['struppi+1@example.org']);
});

test('Gmail: dots and googlemail.com are the same mailbox; elsewhere dots make another address', async () => {
  now = Date.parse('2031-03-02T08:00:00.000Z');
  for (const email of ['j.a.n.a@gmail.com', 'jana@googlemail.com', 'Ja.Na+hund@gmail.com', 'jana@gmail.com']) {
    await expectPending(email);
  }
  assert.deepEqual(await outbox(/^[jana.+hud]+@(gmail|googlemail)\.com$/), ['j.a.n.a@gmail.com']);

  await expectPending('m.ax@example.net');
  await expectPending('max@example.net');
  assert.deepEqual((await outbox(/@example\.net$/)).sort(), ['m.ax@example.net', 'max@example.net']);
});

test('after 5 minutes the mailbox gets the next mail, and at most 3 within any 24 hours', async () => {
  const start = Date.parse('2031-03-03T08:00:00.000Z');
  const mailbox = /^rex(\+.*)?@example\.com$/;
  const mailsAt = async (offset: number, email: string) => {
    now = start + offset;
    await expectPending(email);
    return (await outbox(mailbox)).length;
  };
  assert.equal(await mailsAt(0, 'rex+a@example.com'), 1);
  assert.equal(await mailsAt(5 * MINUTE - 1, 'rex+b@example.com'), 1, 'within 5 minutes: no mail');
  assert.equal(await mailsAt(5 * MINUTE, 'rex+c@example.com'), 2, 'after 5 minutes: a mail');
  assert.equal(await mailsAt(5 * MINUTE + 1, 'rex+c@example.com'), 2, 'the same address again: no mail');
  assert.equal(await mailsAt(10 * MINUTE, 'rex@example.com'), 3);
  assert.equal(await mailsAt(15 * MINUTE, 'rex+d@example.com'), 3, 'the daily cap');
  assert.equal(await mailsAt(12 * HOUR, 'rex+e@example.com'), 3, 'the daily cap');
  assert.equal(await mailsAt(24 * HOUR - 1, 'rex+f@example.com'), 3, 'the daily cap');
  // 24 hours after the first mail, one of the three leaves the window: one more.
  assert.equal(await mailsAt(24 * HOUR, 'rex+g@example.com'), 4);
  assert.equal(await mailsAt(24 * HOUR + 5 * MINUTE, 'rex+h@example.com'), 5);
  assert.equal(await mailsAt(24 * HOUR + 10 * MINUTE, 'rex+i@example.com'), 6);
  assert.equal(await mailsAt(24 * HOUR + 15 * MINUTE, 'rex+j@example.com'), 6, 'the daily cap, a day later');
  assert.equal((await delivered(mailbox)).length, 6);
});

test('a concurrent burst of 20 sub-addressed subscriptions sends one mail, every answer alike', async () => {
  const burst = /^burst\+\d+@example\.com$/;
  const burstOf20 = () => Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(`burst+${i}@example.com`)));
  // What a caller sees is the same whether its request sent the mail or was throttled.
  const visible = (res: Awaited<ReturnType<typeof subscribe>>) => {
    const { 'x-request-id': _id, date: _date, ratelimit: _left, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  // A mailbox never mailed before, and (the harder case) one whose last mail is 5 minutes old.
  for (const [at, mails] of [
    ['2031-03-05T08:00:00.000Z', 1],
    ['2031-03-05T08:05:00.000Z', 2],
  ] as const) {
    now = Date.parse(at);
    const answers = await burstOf20();
    for (const res of answers) assert.deepEqual(visible(res), visible(answers[0] as (typeof answers)[number]));
    assert.equal(answers[0]?.statusCode, 201);
    assert.deepEqual(answers[0]?.json(), { data: { status: 'pending' } });
    assert.equal((await outbox(burst)).length, mails, at);
  }
  assert.equal((await delivered(burst)).length, 2);
});

test('upkeep deletes the throttle rows of mailboxes whose last mail is a day old', async () => {
  const db = app.services.store.db;
  const rows = async () => (await db.selectFrom('newsletter_mailboxes').select('last_mail_at').execute()).length;
  const before = await rows();
  assert.ok(before > 0);
  // The newest mail of these tests went out at 2031-03-05T08:05Z, the others at least a day earlier.
  await pruneMailboxThrottle(db, new Date('2031-03-06T08:04:59.999Z'));
  assert.equal(await rows(), 1);
  await pruneMailboxThrottle(db, new Date('2031-03-06T08:05:00.000Z'));
  assert.equal(await rows(), 0);
  // Nothing throttled is lost: that mailbox may be mailed again.
  now = Date.parse('2031-03-06T08:05:00.000Z');
  await expectPending('burst+99@example.com');
  assert.equal((await outbox(/^burst\+\d+@example\.com$/)).length, 3);
});
