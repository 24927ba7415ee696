/** The dashboard's vocabularies come from the server's constants, as the module /admin/assets/enums.js. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from '../../src/catalog/enums.ts';
import { EVENT_TYPES } from '../../src/events/schemas.ts';
import { ORDER_STATUSES, ORDER_TRANSITIONS, PAYMENT_METHODS } from '../../src/orders/lifecycle.ts';
import { KIND_PRESETS, SCOPES, TOKEN_KINDS } from '../../src/tokens/scopes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('enums.js is served under the assets version like the files, and holds the server constants', async () => {
  const shell = (await t.app.inject({ url: '/admin' })).body;
  const base = shell.match(/src="(\/admin\/assets\/[0-9a-f]{12})\/app\.js"/)?.[1];
  assert.ok(base);
  const res = await t.app.inject({ url: `${base}/enums.js` });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/javascript/);
  assert.match(String(res.headers['cache-control']), /immutable/);
  const enums = await import(`data:text/javascript;base64,${Buffer.from(res.body).toString('base64')}`);
  assert.deepEqual(
    { ...enums },
    {
      SCOPES,
      TOKEN_KINDS,
      KIND_PRESETS,
      EVENT_TYPES,
      SPECIES,
      CATEGORIES,
      LINES,
      STOCK_STATUSES,
      ORDER_STATUSES,
      ORDER_TRANSITIONS,
      PAYMENT_METHODS,
    },
  );
  assert.ok(Object.isFrozen(enums.SCOPES));
});
