/**
 * The request log's batches under steady traffic (docs/contract.md#request-log): entries are written
 * in full batches while traffic keeps coming, and what is left of a batch waits for more entries or
 * for the flush timer, rather than going out as a small batch of its own that pays a whole
 * transaction, its rollups and a commit.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pino from 'pino';
import type { Store } from '../../src/db/connect.ts';
import type { LogColumns, LogRecord } from '../../src/requestlog/columns.ts';
import { BATCHING, type Batching, RequestLogWriter } from '../../src/requestlog/writer.ts';

/** The writer's write, holding each batch until the test lets it be written. */
class HeldWrites {
  readonly sizes: number[] = [];
  #release: (() => void) | null = null;

  readonly write = (batch: LogColumns): Promise<void> => {
    this.sizes.push(batch.length);
    return new Promise((resolve) => {
      this.#release = resolve;
    });
  };

  /** Lets the batch in flight be written. */
  written(): void {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}

const record = (i: number): LogRecord => ({
  ts: Date.now(),
  request_id: `req_${i}`,
  token_id: 'tok_1',
  token_name: 'batching',
  method: 'GET',
  route: '/api/v1/products',
  path: '/api/v1/products',
  tool: null,
  status: 200,
  duration_ms: 0.5,
  error_code: null,
  ip: '127.0.0.1',
  user_agent: null,
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function writerWith(held: HeldWrites, batching: Batching): RequestLogWriter {
  return new RequestLogWriter({} as Store, pino({ level: 'silent' }), { batching, write: held.write });
}

for (const [dialect, batching] of Object.entries(BATCHING)) {
  const { rows: BATCH, flushMs: FLUSH_MS } = batching;

  test(`entries arriving while a batch is written wait for a full batch of their own (${dialect})`, async () => {
    const held = new HeldWrites();
    const writer = writerWith(held, batching);
    let n = 0;
    for (; n < BATCH; n++) writer.add(record(n));
    await nextTurn();
    assert.deepEqual(held.sizes, [BATCH], 'a full batch goes at once');

    // Requests answered while it is in flight, then its write completes in the same turn.
    for (const end = n + 300; n < end; n++) writer.add(record(n));
    held.written();
    await nextTurn();
    await nextTurn();
    assert.deepEqual(held.sizes, [BATCH], 'the 300 newer entries were not sent as a batch of their own');

    for (const end = n + BATCH - 300; n < end; n++) writer.add(record(n));
    await nextTurn();
    assert.deepEqual(held.sizes, [BATCH, BATCH], 'they went with the next full batch');
    held.written();
    await writer.flush();
    assert.equal(writer.pending, 0);
  });

  test(`what is left after a full batch waits; flush and close write it (${dialect})`, async () => {
    const held = new HeldWrites();
    const writer = writerWith(held, batching);
    for (let n = 0; n < BATCH + 300; n++) writer.add(record(n));
    await nextTurn();
    held.written();
    await nextTurn();
    await nextTurn();
    assert.deepEqual(held.sizes, [BATCH], 'the remaining 300 are not written at once');
    assert.equal(writer.pending, 300);

    const flushed = writer.flush();
    await nextTurn();
    held.written();
    await flushed;
    assert.deepEqual(held.sizes, [BATCH, 300], 'flush writes the rest');
    assert.equal(writer.pending, 0);

    writer.add(record(BATCH + 300));
    const closed = writer.close();
    await nextTurn();
    held.written();
    await closed;
    assert.deepEqual(held.sizes, [BATCH, 300, 1], 'close writes the rest');
  });

  test(`the flush timer starts again after each batch, so it never cuts the next one short (${dialect})`, async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const held = new HeldWrites();
    const writer = writerWith(held, batching);
    writer.add(record(0)); // arms the flush timer
    t.mock.timers.tick(FLUSH_MS * 0.8);
    for (let n = 1; n < BATCH; n++) writer.add(record(n));
    await nextTurn();
    held.written();
    await nextTurn();
    for (let n = BATCH; n < BATCH + 100; n++) writer.add(record(n));
    t.mock.timers.tick(FLUSH_MS * 0.4); // the first timer's time has passed
    await nextTurn();
    assert.deepEqual(held.sizes, [BATCH], 'no batch at the first timer’s time');
    t.mock.timers.tick(FLUSH_MS * 0.8); // a full interval after the batch was written
    await nextTurn();
    assert.deepEqual(held.sizes, [BATCH, 100]);
    held.written();
    await writer.flush();
  });

  test(`a stop during a batch in flight also writes the entries that came after it (${dialect})`, async () => {
    const held = new HeldWrites();
    const writer = writerWith(held, batching);
    for (let n = 0; n < 5; n++) writer.add(record(n));
    const flushed = writer.flush();
    await nextTurn();
    assert.deepEqual(held.sizes, [5], 'the first batch is in flight');
    for (let n = 5; n < 8; n++) writer.add(record(n));
    const closed = writer.close();
    held.written();
    await flushed;
    await nextTurn();
    held.written();
    await closed;
    assert.deepEqual(held.sizes, [5, 3], 'the stop wrote the 3 entries that came during the first batch');
    assert.equal(writer.pending, 0);
  });
}
