/**
 * onFirstUse (src/util/on-first-use.ts), behind the lazily loaded MCP SDK, nodemailer transport, API
 * reference bundle and content: made once and shared, made again after a failure, and handed to
 * close only when a call made it. madeOnFirstUse, its synchronous kind behind the validators and
 * serializers, the same.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { madeOnFirstUse, onFirstUse } from '../../src/util/on-first-use.ts';

test('nothing is made before the first call; calls at once share one make', async () => {
  let makes = 0;
  const thing = onFirstUse(async () => ({ n: ++makes }));
  assert.equal(makes, 0);
  assert.equal(await thing.ifMade(), null);
  const [a, b] = await Promise.all([thing.get(), thing.get()]);
  assert.equal(makes, 1);
  assert.equal(a, b);
  assert.equal(await thing.ifMade(), a);
});

test('a failed make is made again at the next call, and there is nothing to close meanwhile', async () => {
  let makes = 0;
  const thing = onFirstUse(async () => {
    makes++;
    if (makes === 1) throw new Error('database away');
    return 'made';
  });
  await assert.rejects(thing.get(), /database away/);
  assert.equal(await thing.ifMade(), null);
  assert.equal(await thing.get(), 'made');
  assert.equal(await thing.get(), 'made');
  assert.equal(makes, 2);
});

test('ifMade waits for a make in progress', async () => {
  let finish: (value: string) => void = () => {};
  const thing = onFirstUse(() => new Promise<string>((resolve) => (finish = resolve)));
  const pending = thing.get();
  const closing = thing.ifMade();
  finish('made');
  assert.equal(await closing, 'made');
  assert.equal(await pending, 'made');
});

test('madeOnFirstUse: made at the first call only, shared, and made again after a throw', () => {
  let makes = 0;
  const thing = madeOnFirstUse(() => {
    makes++;
    if (makes === 1) throw new Error('first make fails');
    return { n: makes };
  });
  assert.equal(makes, 0, 'nothing made before the first call');
  assert.throws(() => thing(), /first make fails/);
  const made = thing();
  assert.deepEqual(made, { n: 2 });
  assert.equal(thing(), made, 'later calls share it');
  assert.equal(makes, 2);
});
