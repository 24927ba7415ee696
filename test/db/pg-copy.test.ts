/**
 * Bulk rows by COPY on PostgreSQL (src/db/pg-copy.ts): every character a log field may hold comes
 * back as written (NUL as U+FFFD), and the COPY is part of the caller's transaction.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore, type Store } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { copyData } from '../../src/db/pg-copy.ts';
import { PG_URL } from '../helpers/app.ts';

const copyText = (values: readonly ArrayLike<unknown>[], width: number) => copyData(values, width).toString();

const COLUMNS = ['ts', 'request_id', 'token_id', 'method', 'path', 'status', 'duration_ms', 'user_agent'] as const;
const AWKWARD = 'tab\there, line\nbreak, cr\r, back\\slash, \\N, \\., nul\0, "quoted", ümlaut 🐕';

test("COPY text: fields tab-separated, NULL as \\N, the format's special characters escaped", () => {
  // Two rows, column by column; the last column is missing: its values are NULL, as SQLite's
  // inserter binds them.
  const text = copyText(
    [
      [1.5, 2],
      [null, undefined],
      ['x\ty\\z\n', '\0'],
    ],
    4,
  );
  assert.equal(text, '1.50\t\\N\tx\\ty\\\\z\\n\t\\N\n2\t\\N\t\uFFFD\t\\N\n');
  assert.equal(copyText([[true], [false]], 2), 't\tf\n');
  // A value repeated from the row before, in the first, a middle and the last column.
  assert.equal(
    copyText(
      [
        ['a', 'a', 'b'],
        ['m', 'm', 'm'],
        [7, 7, null],
      ],
      3,
    ),
    'a\tm\t7\na\tm\t7\nb\tm\t\\N\n',
  );
  assert.equal(copyText([[1, 1, 2]], 1), '1\n1\n2\n');
});

test('COPY text: numbers as PostgreSQL reads them back, whether written digit by digit or by String()', () => {
  const numbers = [
    0,
    7,
    1_764_000_000_123,
    Number.MAX_SAFE_INTEGER,
    0.07,
    0.25,
    12.3,
    99.99,
    0.125,
    0.1 + 0.2,
    -3,
    -0.5,
    1e21,
    1.5e-7,
    Number.NaN,
  ];
  const lines = copyText([numbers], 1).trimEnd().split('\n');
  assert.deepEqual(lines, [
    '0',
    '7',
    '1764000000123',
    '9007199254740991',
    '0.07',
    '0.25',
    '12.30',
    '99.99',
    '0.125',
    '0.30000000000000004',
    '-3',
    '-0.5',
    '1e+21',
    '1.5e-7',
    'NaN',
  ]);
  assert.deepEqual(lines.map(Number), numbers);
});

test('COPY text: plain ASCII as it is; text that turns out to need escaping or encoding midway is written again whole', () => {
  const texts = ['req_0123abcdef', '/api/v1/products', 'abc\\def', 'Napf ümlaut', `${'x'.repeat(40)}\t`, '~ !"#', ''];
  assert.equal(
    copyText([texts], 1),
    `req_0123abcdef\n/api/v1/products\nabc\\\\def\nNapf ümlaut\n${'x'.repeat(40)}\\t\n~ !"#\n\n`,
  );
});

test('COPY data: cells longer than the first buffer guessed, multi-byte text, repeated from the row before', () => {
  const long = `${'ü'.repeat(300)}🐕\t`;
  const escaped = `${'ü'.repeat(300)}🐕\\t`;
  const data = copyData(
    [
      [long, long, 'x', long],
      [1, 1, 1, 2],
    ],
    2,
  );
  assert.equal(data.toString(), `${escaped}\t1\n${escaped}\t1\nx\t1\n${escaped}\t2\n`);
  assert.equal(data.length, Buffer.byteLength(data.toString()));
  assert.equal(copyData([[]], 1).length, 0);
});

const skip = !PG_URL && 'TEST_DATABASE_URL not set';
const schema = `t_${randomBase62(12).toLowerCase()}`;
let store: Store;

before(async () => {
  if (!PG_URL) return;
  store = await openStore(PG_URL, { schema });
  await migrateToLatest(store);
});
after(async () => {
  if (!PG_URL) return;
  await store.close();
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

/** Rows (each its values in the order of COLUMNS) column by column, as insertColumns takes them. */
const columnsOf = (rows: unknown[][]) => COLUMNS.map((_, c) => rows.map((row) => row[c]));

/** A row's values in the order of COLUMNS. */
const row = (id: string, userAgent: string | null) => [
  1_764_000_000_123,
  id,
  null,
  'GET',
  '/api/v1/products',
  200,
  0.25,
  userAgent,
];

const stored = (id: string) =>
  store.db.selectFrom('request_log').selectAll().where('request_id', '=', id).executeTakeFirst();

test('rows written by COPY read back as written', { skip }, async () => {
  await store.db
    .transaction()
    .execute((trx) =>
      store.insertColumns(trx, 'request_log', COLUMNS, columnsOf([row('req_copy1', AWKWARD), row('req_copy2', null)])),
    );
  const first = await stored('req_copy1');
  assert.equal(first?.user_agent, AWKWARD.replace('\0', '\uFFFD'));
  assert.equal(Number(first?.ts), 1_764_000_000_123);
  assert.equal(first?.duration_ms, 0.25);
  assert.equal(first?.token_id, null);
  assert.equal((await stored('req_copy2'))?.user_agent, null);
});

test('a COPY is undone with the transaction it ran in', { skip }, async () => {
  await assert.rejects(
    store.db.transaction().execute(async (trx) => {
      await store.insertColumns(trx, 'request_log', COLUMNS, columnsOf([row('req_copy3', 'rolled back')]));
      assert.ok(
        await trx
          .selectFrom('request_log')
          .select('request_id')
          .where('request_id', '=', 'req_copy3')
          .executeTakeFirst(),
      );
      throw new Error('abort');
    }),
    /abort/,
  );
  assert.equal(await stored('req_copy3'), undefined);
});
