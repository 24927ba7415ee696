import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { tokenCommand, UsageError } from '../../src/cli/token.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function create(rate: string): Promise<string[]> {
  const lines: string[] = [];
  await tokenCommand(
    ['create', '--kind', 'read', '--name', 'cli', `--rate-limit=${rate}`, '--json'],
    t.app.services.tokens,
    (line) => lines.push(line),
  );
  return lines;
}

test('--rate-limit outside 1 … 9999999 is refused with a message that names the bound', async () => {
  for (const rate of ['0', '-5', '1.5', 'abc', '007', '10000000']) {
    await assert.rejects(create(rate), (error: unknown) => {
      assert.ok(error instanceof UsageError, rate);
      assert.match(error.message, /--rate-limit must be a whole number from 1 to 9999999/);
      return true;
    });
  }
});

test('--rate-limit within the bound is stored on the token', async () => {
  for (const rate of ['1', '9999999']) {
    const [line] = await create(rate);
    const { id } = JSON.parse(line ?? '{}') as { id: string };
    const listed = (await t.app.services.tokens.list()).find((token) => token.id === id);
    assert.equal(listed?.rate_limit_per_minute, Number(rate));
  }
});
