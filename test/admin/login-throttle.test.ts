/**
 * The dashboard login throttle under concurrency and abuse. A login attempt takes its place in the
 * counters before the password is checked, so a burst cannot outrun the limit; the limits are
 * 5 failures per account and address, 20 per address and 50 per account within 15 minutes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createTwinApps, type TestApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminApp, login } from './support.ts';

const PER_ACCOUNT_AND_ADDRESS = 5;
const PER_ACCOUNT = 50;
const BURST = 30;
const PASSWORD = 'the right password for the burst';

let t: TestApp;
before(async () => {
  t = await adminApp();
});
after(() => t.close());

async function account(app: TestApp, email: string): Promise<string> {
  await app.app.services.admins.createUser(email, PASSWORD);
  return email;
}

/** How many answers of each kind: 401 means the password was checked and found wrong. */
function tally(answers: LightMyRequestResponse[]): { wrong: number; throttled: number; loggedIn: number } {
  const count = (status: number) => answers.filter((res) => res.statusCode === status).length;
  for (const res of answers) {
    assert.ok([200, 401, 429].includes(res.statusCode), `unexpected ${res.statusCode}: ${res.body}`);
    if (res.statusCode === 429) {
      assert.equal(res.json().code, 'login_throttled');
      assert.ok(Number(res.headers['retry-after']) > 0, 'Retry-After');
    }
  }
  return { wrong: count(401), throttled: count(429), loggedIn: count(200) };
}

function wrongBurst(app: TestApp, email: string, ip: string, size = BURST) {
  return Promise.all(Array.from({ length: size }, (_, i) => login(app, { email, password: `wrong-${i}`, ip })));
}

describe('a concurrent burst of logins for one account', () => {
  test('checks at most 5 passwords; the rest are refused with 429 unchecked', async () => {
    const email = await account(t, 'burst@napf.test');
    const { wrong, throttled } = tally(await wrongBurst(t, email, '10.20.0.1'));
    assert.ok(wrong <= PER_ACCOUNT_AND_ADDRESS, `${wrong} passwords were checked, the limit is 5`);
    assert.equal(wrong, PER_ACCOUNT_AND_ADDRESS);
    assert.equal(throttled, BURST - PER_ACCOUNT_AND_ADDRESS);
  });

  test('the right password inside the burst, after the limit, does not log in', async () => {
    const email = await account(t, 'burst-right@napf.test');
    const ip = '10.20.0.2';
    const attempts = Array.from({ length: BURST }, (_, i) =>
      login(t, { email, password: i === BURST - 1 ? PASSWORD : `wrong-${i}`, ip }),
    );
    const answers = await Promise.all(attempts);
    const right = answers[BURST - 1] as LightMyRequestResponse;
    assert.equal(right.statusCode, 429, 'the right password was let in past the limit');
    assert.equal(right.headers['set-cookie'], undefined);
    const { wrong, loggedIn } = tally(answers);
    assert.equal(loggedIn, 0);
    assert.ok(wrong <= PER_ACCOUNT_AND_ADDRESS, `${wrong} passwords were checked, the limit is 5`);
  });
});

describe('lock-out from one address', () => {
  test('does not stop the same account logging in from another address', async () => {
    const email = await account(t, 'two-places@napf.test');
    // The attacker keeps hammering from A long after the limit.
    tally(await wrongBurst(t, email, '10.21.0.1'));
    tally(await wrongBurst(t, email, '10.21.0.1'));
    const fromA = await login(t, { email, password: PASSWORD, ip: '10.21.0.1' });
    assert.equal(fromA.statusCode, 429, 'A is throttled for this account, the right password too');
    const fromB = await login(t, { email, password: PASSWORD, ip: '10.21.0.2' });
    assert.equal(fromB.statusCode, 200, fromB.body);
    // Other accounts from A are not affected by A's failures for this one.
    assert.equal((await login(t, { ip: '10.21.0.1' })).statusCode, 200);
  });

  test('the account-wide cap of 50 counts checked passwords only, from every address', async () => {
    const email = await account(t, 'cap@napf.test');
    // 60 attempts from A: only the 5 that were checked count towards the account.
    tally(await wrongBurst(t, email, '10.22.0.1'));
    tally(await wrongBurst(t, email, '10.22.0.1'));
    // 9 more addresses, 5 failures each: 50 checked failures in all, each one a 401.
    for (let address = 2; address <= PER_ACCOUNT / PER_ACCOUNT_AND_ADDRESS; address++) {
      const { wrong, throttled } = tally(await wrongBurst(t, email, `10.22.0.${address}`, PER_ACCOUNT_AND_ADDRESS));
      assert.deepEqual({ wrong, throttled }, { wrong: PER_ACCOUNT_AND_ADDRESS, throttled: 0 }, `address ${address}`);
    }
    // Now the account is closed from everywhere, the right password too.
    const refused = await login(t, { email, password: PASSWORD, ip: '10.22.1.1' });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'login_throttled');
    const retry = Number(refused.headers['retry-after']);
    assert.ok(retry > 800 && retry <= 900, `Retry-After ${retry}`);
    // Until the window has passed.
    const past = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.app.services.store.db
      .updateTable('admin_login_attempts')
      .set({ window_started_at: past })
      .where('scope', '=', 'account')
      .where('key', '=', email)
      .execute();
    assert.equal((await login(t, { email, password: PASSWORD, ip: '10.22.1.1' })).statusCode, 200);
  });
});

describe('two instances on one database', () => {
  // On PostgreSQL (TEST_DATABASE_URL) the two share one schema; on SQLite one database file.
  test('a burst split across both checks at most 5 passwords', async () => {
    const twins = await createTwinApps({
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      adminPasswordCost: 10,
    });
    try {
      const ip = '10.23.0.1';
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          login(twins[i % 2] as TestApp, { password: i === BURST - 1 ? ADMIN_PASSWORD : `wrong-${i}`, ip }),
        ),
      );
      const { wrong, throttled, loggedIn } = tally(answers);
      assert.ok(wrong <= PER_ACCOUNT_AND_ADDRESS, `${wrong} passwords were checked, the limit is 5`);
      assert.equal(loggedIn, 0, 'the right password was let in past the limit');
      assert.equal(wrong + throttled, BURST);
    } finally {
      await Promise.all(twins.map((twin) => twin.close()));
    }
  });
});
