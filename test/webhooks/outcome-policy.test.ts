/** The outcome policy, as a table: an attempt's result and the schedule → the delivery's fate; a batch → the subscription's health. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type AttemptInput,
  decideAttempt,
  decideHealth,
  type HealthDecision,
  type SentAttempt,
} from '../../src/webhooks/delivery/outcome-policy.ts';
import type { PostResult } from '../../src/webhooks/http-client.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const SCHEDULE = [10, 60];
/** Jitter source at the middle of the range: no jitter. */
const MIDDLE = () => 0.5;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function result(status: number | null, headers: PostResult['headers'] = {}): PostResult {
  return { status, headers, excerpt: null, error: status === null ? 'refused' : null, durationMs: 250 };
}

const attempts: [string, Partial<AttemptInput> & { result: PostResult }, [string, string | null]][] = [
  ['2xx succeeds', { result: result(200) }, ['succeeded', null]],
  ['204 succeeds', { result: result(204) }, ['succeeded', null]],
  ['500 is retried after the first step', { result: result(500) }, ['pending', at(10_000)]],
  ['no response is retried', { result: result(null) }, ['pending', at(10_000)]],
  ['a 3xx is a failure, retried', { result: result(302) }, ['pending', at(10_000)]],
  ['the second failure waits the second step', { attempt: 2, result: result(503) }, ['pending', at(60_000)]],
  ['the schedule ran out: failed', { attempt: 3, result: result(500) }, ['failed', null]],
  [
    'Retry-After further out than the step wins',
    { result: result(429, { 'retry-after': '120' }) },
    ['pending', at(120_000)],
  ],
  [
    'a shorter Retry-After does not shorten the step',
    { result: result(429, { 'retry-after': '1' }) },
    ['pending', at(10_000)],
  ],
  ['410 Gone is not retried', { result: result(410) }, ['failed', null]],
  ['an explicit delivery is not retried', { manual: true, result: result(500) }, ['failed', null]],
  ['an unsent delivery is not retried', { sent: false, result: result(null) }, ['failed', null]],
];

for (const [name, input, [status, nextAt]] of attempts) {
  test(`attempt: ${name}`, () => {
    const decision = decideAttempt({ attempt: 1, manual: false, sent: true, now: NOW, ...input }, SCHEDULE, MIDDLE);
    assert.deepEqual([decision.status, decision.nextAt], [status, nextAt]);
    assert.equal(decision.ok, status === 'succeeded');
    assert.equal(decision.gone, input.result.status === 410);
    assert.equal(decision.attemptAt, at(-250), 'the attempt started its duration before it ended');
  });
}

test('attempt: jitter keeps the retry within ±20 % of the step', () => {
  const low = decideAttempt(
    { attempt: 1, manual: false, sent: true, now: NOW, result: result(500) },
    SCHEDULE,
    () => 0,
  );
  const high = decideAttempt(
    { attempt: 1, manual: false, sent: true, now: NOW, result: result(500) },
    SCHEDULE,
    () => 0.999,
  );
  assert.equal(low.nextAt, at(8_000));
  assert.ok(Date.parse(high.nextAt!) - NOW.getTime() < 12_000);
});

const DAY = 86_400_000;
const failed = (startedMsAgo: number): SentAttempt => ({
  ok: false,
  gone: false,
  attemptAt: at(-startedMsAgo),
  now: NOW,
});
const succeeded: SentAttempt = { ok: true, gone: false, attemptAt: at(-100), now: NOW };
const gone: SentAttempt = { ok: false, gone: true, attemptAt: at(-100), now: NOW };
const healthy = { status: 'active', failing_since: null };
const failingFor = (ms: number, status = 'active') => ({ status, failing_since: at(-ms) });

const health: [string, Parameters<typeof decideHealth>[0], SentAttempt[], HealthDecision][] = [
  ['nothing sent: unchanged', failingFor(6 * DAY), [], { kind: 'unchanged' }],
  ['a success of a healthy one: unchanged', healthy, [succeeded], { kind: 'unchanged' }],
  ['a success ends a run of failures', failingFor(DAY), [failed(100), succeeded], { kind: 'recovered' }],
  [
    'the first failure starts a run at the earliest attempt',
    healthy,
    [failed(100), failed(900)],
    {
      kind: 'failing',
      since: at(-900),
    },
  ],
  ['failing for less than 5 days: unchanged', failingFor(4 * DAY), [failed(100)], { kind: 'unchanged' }],
  [
    'failing for 5 days: disabled',
    failingFor(5 * DAY),
    [failed(100)],
    {
      kind: 'disable',
      reason: `Every delivery attempt failed since ${at(-5 * DAY)} (5 days)`,
    },
  ],
  [
    'a paused one failing for 5 days is left as it is',
    failingFor(6 * DAY, 'paused'),
    [failed(100)],
    {
      kind: 'unchanged',
    },
  ],
  [
    '410 disables at once, even among successes',
    healthy,
    [succeeded, gone],
    {
      kind: 'disable',
      reason: `The endpoint answered 410 Gone at ${NOW.toISOString()}`,
    },
  ],
  [
    'a subscription that no longer exists: a run starts (it updates nothing)',
    undefined,
    [failed(100)],
    {
      kind: 'failing',
      since: at(-100),
    },
  ],
];

for (const [name, subscription, list, expected] of health) {
  test(`health: ${name}`, () => {
    assert.deepEqual(decideHealth(subscription, list, NOW), expected);
  });
}
