/**
 * Retries against a real HTTPS receiver on loopback: the schedule with jitter, Retry-After, a retry
 * that succeeds, redelivery, 410 Gone and the 5-day rule.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  api,
  assertSigned,
  changePrice,
  deliveriesOf,
  sleep,
  startDeliverySuite,
  subscribe,
  webhook,
} from './support.ts';

const { t, receiver, admin } = await startDeliverySuite();

describe('retries', () => {
  test('retries follow WEBHOOK_RETRY_SCHEDULE with jitter, then the delivery is failed; every attempt is logged', async () => {
    receiver.respond('/flaky', () => ({ status: 500, body: 'database is down' }));
    const hook = await subscribe(t, admin, receiver.url('/flaky'), ['price.changed']);
    await changePrice();
    const attempts = await receiver.waitForPath('/flaky', 3);
    await sleep(800);
    assert.equal(receiver.on('/flaky').length, 3, 'no attempt after the schedule ran out');
    assert.deepEqual(
      attempts.map((a) => a.headers['x-service-attempt']),
      ['1', '2', '3'],
    );
    assert.equal(
      new Set(attempts.map((a) => a.headers['x-service-delivery'])).size,
      1,
      'one delivery id on every retry',
    );
    assert.equal(new Set(attempts.map((a) => a.headers['webhook-id'])).size, 1);
    for (const a of attempts) assertSigned(a, hook.secret);
    const gap1 = attempts[1]!.at - attempts[0]!.at;
    const gap2 = attempts[2]!.at - attempts[1]!.at;
    assert.ok(gap1 >= 155 && gap1 < 600, `first retry after ${Math.round(gap1)} ms (0.2 s ± 20 %)`);
    assert.ok(gap2 >= 315 && gap2 < 900, `second retry after ${Math.round(gap2)} ms (0.4 s ± 20 %)`);

    const log = await deliveriesOf(hook.id);
    assert.deepEqual(
      log.map((r) => [r.attempt, r.status, r.response_status, r.error]),
      [
        [3, 'failed', 500, 'HTTP 500'],
        [2, 'failed', 500, 'HTTP 500'],
        [1, 'failed', 500, 'HTTP 500'],
      ],
    );
    assert.equal(log[0]!.next_attempt_at, null);
    assert.ok(log[2]!.next_attempt_at, 'the retry planned after attempt 1 is shown');
    assert.ok(log.every((r) => typeof r.duration_ms === 'number' && r.id === log[0]!.id));
    const detail = await api('GET', `/admin/api/deliveries/${log[0]!.id}`);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json().data.status, 'failed');
    assert.equal(detail.json().data.attempt_log[0].response_excerpt, 'database is down');
    assert.equal((await webhook(hook.id)).status, 'active', 'one failed delivery does not disable');

    // Redelivery of the failed delivery: one new attempt now, the same ids, attempt 4.
    receiver.respond('/flaky', () => ({ status: 204 }));
    const redeliver = await api('POST', `/admin/api/deliveries/${log[0]!.id}/redeliver`);
    assert.equal(redeliver.statusCode, 202, redeliver.body);
    const [, , , fourth] = await receiver.waitForPath('/flaky', 4);
    assert.equal(fourth!.headers['x-service-attempt'], '4');
    assert.equal(fourth!.headers['x-service-delivery'], log[0]!.id);
    assert.equal(fourth!.headers['webhook-id'], attempts[0]!.headers['webhook-id']);
    assertSigned(fourth!, hook.secret);
    await t.app.services.dispatcher.idle();
    const after = await deliveriesOf(hook.id);
    assert.deepEqual([after[0]!.attempt, after[0]!.status, after[0]!.response_status], [4, 'succeeded', 204]);

    // Any past delivery can be sent again, a succeeded one included.
    assert.equal((await api('POST', `/admin/api/deliveries/${log[0]!.id}/redeliver`)).statusCode, 202);
    const fifth = (await receiver.waitForPath('/flaky', 5))[4]!;
    assert.equal(fifth.headers['x-service-attempt'], '5');
    assert.equal((await api('POST', '/admin/api/deliveries/dlv_nope/redeliver')).statusCode, 404);
  });

  test('a retry that succeeds marks the delivery succeeded', async () => {
    receiver.respond('/recover', (_r, n) => (n === 1 ? { status: 503 } : { status: 200 }));
    const hook = await subscribe(t, admin, receiver.url('/recover'), ['price.changed']);
    await changePrice();
    await receiver.waitForPath('/recover', 2);
    await t.app.services.dispatcher.idle();
    const log = await deliveriesOf(hook.id);
    assert.deepEqual(
      log.map((r) => [r.attempt, r.status, r.response_status]),
      [
        [2, 'succeeded', 200],
        [1, 'failed', 503],
      ],
    );
  });

  test('Retry-After from the receiver is honoured', async () => {
    receiver.respond('/busy', (_r, n) =>
      n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 },
    );
    await subscribe(t, admin, receiver.url('/busy'), ['price.changed']);
    await changePrice();
    const [a, b] = await receiver.waitForPath('/busy', 2, 5000);
    const gap = b!.at - a!.at;
    assert.ok(gap >= 990, `retried after ${Math.round(gap)} ms although the schedule says 0.2 s and Retry-After 1 s`);
  });

  test('410 Gone disables the subscription at once; it can be re-enabled', async () => {
    receiver.respond('/gone', () => ({ status: 410 }));
    const hook = await subscribe(t, admin, receiver.url('/gone'), ['price.changed']);
    await changePrice();
    await receiver.waitForPath('/gone', 1);
    await t.app.services.dispatcher.idle();
    const disabled = await webhook(hook.id);
    assert.equal(disabled.status, 'disabled');
    assert.match(disabled.disabled_reason!, /410/);
    assert.deepEqual(
      (await deliveriesOf(hook.id)).map((r) => [r.attempt, r.status, r.response_status]),
      [[1, 'failed', 410]],
    );
    await changePrice();
    await sleep(500);
    assert.equal(receiver.on('/gone').length, 1, 'nothing is sent to a disabled subscription');

    receiver.respond('/gone', () => ({ status: 200 }));
    const enabled = await api('POST', `/admin/api/webhooks/${hook.id}/enable`);
    assert.equal(enabled.statusCode, 200, enabled.body);
    assert.equal(enabled.json().data.status, 'active');
    assert.equal(enabled.json().data.disabled_reason, null);
    await changePrice();
    await receiver.waitForPath('/gone', 2);

    const off = await api('POST', `/admin/api/webhooks/${hook.id}/disable`);
    assert.equal(off.json().data.status, 'disabled');
    const audit = await t.app.services.store.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', hook.id)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['webhook.create', 'webhook.enable', 'webhook.disable'],
    );
  });

  test('a subscription that has failed every attempt for 5 days is disabled', async () => {
    receiver.respond('/dead', () => ({ status: 502 }));
    const hook = await subscribe(t, admin, receiver.url('/dead'), ['price.changed']);
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await t.app.services.store.db
      .updateTable('webhook_subscriptions')
      .set({ failing_since: sixDaysAgo })
      .where('id', '=', hook.id)
      .execute();
    await changePrice();
    await receiver.waitForPath('/dead', 1);
    await t.app.services.dispatcher.idle();
    const w = await webhook(hook.id);
    assert.equal(w.status, 'disabled');
    assert.match(w.disabled_reason!, /5 days/);
    await sleep(500);
    assert.equal(receiver.on('/dead').length, 1, 'its queued retry was cancelled');
  });
});
