/**
 * The baseline of the order benchmark (bench/orders.ts): a bare node:http server, run as its own
 * process, placing the same orders on the same napf database with the driver alone — no framework,
 * no validation, no authentication. Each POST is one transaction with the least SQL an order needs:
 * the lines' prices and VAT rates read (one SELECT), the order row, its item rows, the stock of each
 * line's variant taken with a check (`stock_quantity >= wanted`), one event row. Answers 201 with
 * the order, 409 when a line lacks stock, 422 for an unknown line.
 *
 * Env: DATABASE_URL (`sqlite:<path>` or `postgres://…`), PORT. Run: `node bench/order-bare-server.ts`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

interface Line {
  slug: string;
  size: string;
  quantity: number;
}

interface Body {
  items: Line[];
  customer: { email: string; name: string };
  billing_address: unknown;
  shipping_address?: unknown;
}

interface Priced {
  id: string;
  product_id: string;
  slug: string;
  size: string;
  price_cents: number;
  vat_rate: number;
}

/** What a refused order answers: the status and the message. */
class Refused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const ORDER_SQL =
  'insert into orders (id, status, customer_email, customer_name, channel, currency, total_cents, token_id, ' +
  'created_at, updated_at, billing_address, shipping_address, subtotal_cents, shipping_cents, vat, payment) ' +
  "values ($1, 'created', $2, $3, 'api', 'EUR', $4, null, $5, $5, $6, $7, $8, 0, '[]', $9)";
const TAKE_SQL =
  'update product_variants set stock_quantity = stock_quantity - $1 where id = $2 and stock_quantity >= $1';
const EVENT_SQL = "insert into events (id, type, data, created_at) values ($1, 'order.created', $2, $3)";
const itemsSql = (n: number) =>
  'insert into order_items (order_id, position, product_id, slug, size, quantity, unit_price_cents, ' +
  'line_total_cents, vat_rate, line_net_cents, line_vat_cents) values ' +
  Array.from({ length: n }, (_, i) => {
    const p = i * 11;
    return `(${Array.from({ length: 11 }, (_, k) => `$${p + k + 1}`).join(', ')})`;
  }).join(', ');

/** The rows of an order from its priced lines (the money as plain gross sums: a baseline, not an invoice). */
function build(body: Body, priced: Priced[]) {
  const id = `ord_${randomUUID()}`;
  const now = new Date().toISOString();
  const items = body.items.map((line, position) => {
    const v = priced[position] as Priced;
    const total = v.price_cents * line.quantity;
    const net = Math.round((total * 100) / (100 + v.vat_rate));
    return [
      id,
      position,
      v.product_id,
      v.slug,
      v.size,
      line.quantity,
      v.price_cents,
      total,
      v.vat_rate,
      net,
      total - net,
    ];
  });
  const subtotal = items.reduce((s, i) => s + (i[7] as number), 0);
  const billing = JSON.stringify(body.billing_address);
  const order = [
    id,
    body.customer.email,
    body.customer.name,
    subtotal,
    now,
    billing,
    body.shipping_address ? JSON.stringify(body.shipping_address) : billing,
    subtotal,
    '{"method":null,"status":"pending"}',
  ];
  const event = JSON.stringify({ order_id: id, items: body.items, total_cents: subtotal, created_at: now });
  return { id, now, items, order, event, response: { data: { id, status: 'created', total_cents: subtotal } } };
}

/** Puts each line's variant in line order, or refuses the order for an unknown one. */
function inLineOrder(body: Body, rows: Priced[]): Priced[] {
  const byKey = new Map(rows.map((r) => [`${r.slug}\u0000${r.size}`, r]));
  return body.items.map((line, i) => {
    const v = byKey.get(`${line.slug}\u0000${line.size}`);
    if (!v) throw new Refused(422, `items[${i}]: no variant ${line.slug} ${line.size}`);
    return v;
  });
}

type Place = (body: Body) => Promise<unknown>;

function sqlitePlace(path: string): Place {
  const db = new DatabaseSync(path);
  // The pragmas napf opens its SQLite database with (src/db/connect.ts).
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const q = (s: string) => s.replace(/\$\d+/g, (m) => `?${m.slice(1)}`);
  const priceOne = db.prepare(
    'select v.id, v.product_id, p.slug, v.size, v.price_cents, p.vat_rate from product_variants v ' +
      'join products p on p.id = v.product_id where p.slug = ? and v.size = ?',
  );
  const insertOrder = db.prepare(q(ORDER_SQL));
  const take = db.prepare(q(TAKE_SQL));
  const insertEvent = db.prepare(q(EVENT_SQL));
  const itemStatements = new Map<number, ReturnType<DatabaseSync['prepare']>>();
  const begin = db.prepare('begin immediate');
  const commit = db.prepare('commit');
  const rollback = db.prepare('rollback');
  return async (body) => {
    begin.run();
    try {
      const rows = body.items.flatMap((l) => priceOne.all(l.slug, l.size) as unknown as Priced[]);
      const o = build(body, inLineOrder(body, rows));
      insertOrder.run(...(o.order as (string | number)[]));
      let items = itemStatements.get(o.items.length);
      if (!items) {
        items = db.prepare(q(itemsSql(o.items.length)));
        itemStatements.set(o.items.length, items);
      }
      items.run(...(o.items.flat() as (string | number)[]));
      body.items.forEach((line, i) => {
        const taken = take.run(line.quantity, (rows[i] as Priced).id);
        if (taken.changes !== 1) throw new Refused(409, `items[${i}]: insufficient stock`);
      });
      insertEvent.run(`evt_${randomUUID()}`, o.event, o.now);
      commit.run();
      return o.response;
    } catch (err) {
      rollback.run();
      throw err;
    }
  };
}

function postgresPlace(url: string): Place {
  // The pool size napf uses (src/db/connect.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  return async (body) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<Priced>(
        'select v.id, v.product_id, p.slug, v.size, v.price_cents, p.vat_rate from product_variants v ' +
          'join products p on p.id = v.product_id join unnest($1::text[], $2::text[]) l(slug, size) ' +
          'on p.slug = l.slug and v.size = l.size',
        [body.items.map((l) => l.slug), body.items.map((l) => l.size)],
      );
      const priced = inLineOrder(body, rows);
      const o = build(body, priced);
      await client.query(ORDER_SQL, o.order);
      await client.query(itemsSql(o.items.length), o.items.flat());
      for (const [i, line] of body.items.entries()) {
        const taken = await client.query(TAKE_SQL, [line.quantity, (priced[i] as Priced).id]);
        if (taken.rowCount !== 1) throw new Refused(409, `items[${i}]: insufficient stock`);
      }
      await client.query(EVENT_SQL, [`evt_${randomUUID()}`, o.event, o.now]);
      await client.query('commit');
      return o.response;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  };
}

const url = process.env.DATABASE_URL ?? '';
const place = url.startsWith('sqlite:') ? sqlitePlace(url.slice('sqlite:'.length)) : postgresPlace(url);

function answer(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return answer(res, 200, { ok: true });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    answer(res, 201, await place(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body));
  } catch (err) {
    answer(res, err instanceof Refused ? err.status : 500, { error: (err as Error).message });
  }
}

createServer((req, res) => void handle(req, res)).listen(Number(process.env.PORT), '127.0.0.1');
