/**
 * The SQL of stock counts taken and given back by orders, inside the order's transaction. Taking is
 * one conditional UPDATE (`stock_quantity >= wanted`): on PostgreSQL a concurrent order for the same
 * variant waits for the row and then re-checks the condition against the committed count, on
 * SQLite write transactions are serial, so two orders can never take the same last unit.
 */
import { sql } from 'kysely';
import type { Db, DialectCapabilities } from '../db/capabilities.ts';
import { runCompiledOnce } from '../db/compiled-once.ts';
import type { StockStatus } from './enums.ts';

export interface CountedStock {
  stock_quantity: number;
  low_stock_threshold: number;
  stock_status: StockStatus;
}

export class StockRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Takes `wanted` units; the count after it, or null when fewer are there (nothing taken). */
  async take(variantId: string, wanted: number): Promise<CountedStock | null> {
    const row = await this.#db
      .updateTable('product_variants')
      .set({ stock_quantity: sql`stock_quantity - ${wanted}` })
      .where('id', '=', variantId)
      .where('stock_quantity', '>=', wanted)
      .returning(['stock_quantity', 'low_stock_threshold', 'stock_status'])
      .executeTakeFirst();
    return row ? (row as CountedStock) : null;
  }

  /**
   * Takes each variant's units in one statement; the counts after it by variant id. A variant with
   * fewer units than wanted (or uncounted) is not in the map and nothing is taken from it; the
   * caller rolls back the others. Each variant appears once. The rows are locked first in the
   * order of their ids (PostgreSQL; SQLite writers are serial), so two orders sharing variants
   * cannot deadlock whatever order the UPDATE's plan visits them in.
   */
  async takeAll(
    wanted: { variantId: string; units: number }[],
    locks: Pick<DialectCapabilities, 'lockForUpdate'>,
  ): Promise<Map<string, CountedStock>> {
    if (wanted.length === 0) return new Map();
    const ids = wanted.map((w) => w.variantId);
    // The CASE binds (id, units) per variant, once in SET and once in the WHERE; the ids between them.
    const cases = wanted.flatMap((w) => [w.variantId, w.units]);
    const rows = await runCompiledOnce(this.#db, `take stock × ${wanted.length}`, [...cases, ...ids, ...cases], () => {
      // CAST: PostgreSQL cannot infer a type for parameters that are only the branches of a CASE.
      const units = sql<number>`case id ${sql.join(
        wanted.map((w) => sql`when ${w.variantId} then cast(${w.units} as integer)`),
        sql` `,
      )} end`;
      return this.#db
        .updateTable('product_variants')
        .set({ stock_quantity: sql`stock_quantity - ${units}` })
        .where('id', 'in', (eb) =>
          locks.lockForUpdate(eb.selectFrom('product_variants').select('id').where('id', 'in', ids).orderBy('id')),
        )
        .where('stock_quantity', '>=', units)
        .returning(['id', 'stock_quantity', 'low_stock_threshold', 'stock_status']);
    });
    return new Map(rows.map(({ id, ...after }) => [id, after as CountedStock]));
  }

  /** Gives `units` back to a counted variant; the count after it, or null for an uncounted one. */
  async giveBack(variantId: string, units: number): Promise<CountedStock | null> {
    const row = await this.#db
      .updateTable('product_variants')
      .set({ stock_quantity: sql`stock_quantity + ${units}` })
      .where('id', '=', variantId)
      .where('stock_quantity', 'is not', null)
      .returning(['stock_quantity', 'low_stock_threshold', 'stock_status'])
      .executeTakeFirst();
    return row ? (row as CountedStock) : null;
  }

  /** The count now (null: not counted), for the answer to an order that wanted more. */
  async quantity(variantId: string): Promise<number | null> {
    const row = await this.#db
      .selectFrom('product_variants')
      .select('stock_quantity')
      .where('id', '=', variantId)
      .executeTakeFirst();
    return row?.stock_quantity ?? null;
  }

  async setStatus(variantId: string, status: StockStatus): Promise<void> {
    await this.#db.updateTable('product_variants').set({ stock_status: status }).where('id', '=', variantId).execute();
  }
}
