/**
 * Response serializers are built when their route first answers, not at start-up, and are the ones
 * Fastify would have built (docs/architecture.md#start-up).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lazySerializers } from '../../src/http/serialization.ts';

const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('lazy response serializers', () => {
  it('serialize as Fastify does: only the schema’s properties, with shared schemas resolved', () => {
    const compile = lazySerializers(
      { 'money.json': { $id: 'money.json', type: 'object', properties: { amount: { type: 'number' } } } },
      {},
    );
    const serialize = compile(
      route({ type: 'object', properties: { id: { type: 'integer' }, price: { $ref: 'money.json' } } }),
    );
    assert.equal(
      serialize({ id: 7, secret: 'x', price: { amount: 1.5, currency: 'EUR' } }),
      '{"id":7,"price":{"amount":1.5}}',
    );
  });

  it('are built at their first use: a schema that cannot be built fails then, not at registration', () => {
    const compile = lazySerializers({}, {});
    const serialize = compile(route({ $ref: 'missing.json' }));
    assert.throws(() => serialize({}));
  });
});
