import { type Kysely, sql } from 'kysely';

/**
 * Orders a shop can fulfil (docs/orders.md): addresses, the invoice's money per line and per VAT
 * rate, shipping, payment, an invoice number, a status history; stock as a count per variant.
 * Orders from before keep what they had: no addresses, no shipping, their lines taxed at their
 * product's rate, one history entry for their creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const orders = () => db.schema.alterTable('orders');
  await orders().addColumn('billing_address', 'text').execute();
  await orders().addColumn('shipping_address', 'text').execute();
  await orders().addColumn('phone', 'text').execute();
  await orders()
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await orders()
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await orders()
    .addColumn('vat', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await orders().addColumn('payment', 'text').execute();
  await orders().addColumn('tracking', 'text').execute();
  await orders().addColumn('invoice_number', 'text').execute();
  await orders().addColumn('updated_at', 'text').execute();
  await db.schema.createIndex('orders_invoice_number').unique().on('orders').column('invoice_number').execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute();

  const items = () => db.schema.alterTable('order_items');
  await items()
    .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(19))
    .execute();
  await items()
    .addColumn('line_net_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await items()
    .addColumn('line_vat_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // 1, 2, ... per order: the history's order even when two changes share a millisecond.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('order_status_history_order')
    .on('order_status_history')
    .columns(['order_id', 'at'])
    .execute();

  // One row per year: the last invoice number handed out, raised in the paying transaction.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  const variants = () => db.schema.alterTable('product_variants');
  await variants().addColumn('stock_quantity', 'integer').execute();
  await variants()
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();

  // Earlier orders: lines at their product's rate, the total as subtotal, a creation entry.
  await sql`
    update order_items set vat_rate = coalesce(
      (select p.vat_rate from products p where p.id = order_items.product_id), 19)
  `.execute(db);
  await sql`
    update order_items set
      line_net_cents = (line_total_cents * 200 + (100 + vat_rate)) / (2 * (100 + vat_rate)),
      line_vat_cents = line_total_cents - (line_total_cents * 200 + (100 + vat_rate)) / (2 * (100 + vat_rate))
  `.execute(db);
  await sql`update orders set subtotal_cents = total_cents, updated_at = created_at`.execute(db);
  await sql`
    insert into order_status_history (id, order_id, seq, status, at, actor_type, actor_id, actor_name, note)
    select 'osh_' || id, id, 1, 'created', created_at, 'token', coalesce(token_id, ''), '', null from orders
  `.execute(db);
}
