/**
 * The price history per variant (table price_history). A variant's price in force at time t is its
 * row with the latest valid_from at or before t; the lowest price of a window is the lowest of the
 * prices in force at any moment of it, so the row in force when the window opens counts too.
 */
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../core/ids.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How far back the crossed-out price rule and lowest_price_30_days look. */
export const PRICE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export function windowStart(end: Date): string {
  return new Date(end.getTime() - PRICE_WINDOW_DAYS * DAY_MS).toISOString();
}

export interface PriceRecord {
  variant_id: string;
  price_cents: number;
  valid_from: string;
}

export class PriceHistoryRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async record(rows: PriceRecord[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db
      .insertInto('price_history')
      .values(rows.map((r) => ({ id: newId('prh'), ...r })))
      .execute();
  }

  /**
   * The lowest price in force at any moment from `from` until before `to`, per variant, in one query
   * for all of them; a variant without a price in that span is missing from the map.
   */
  async lowest(variantIds: readonly string[], from: string, to: string): Promise<Map<string, number>> {
    if (variantIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('price_history as h')
      .select(['h.variant_id', (eb) => eb.fn.min<number>('h.price_cents').as('lowest')])
      .where('h.variant_id', 'in', variantIds)
      .where('h.valid_from', '<', to)
      .where((eb) =>
        eb.or([
          eb('h.valid_from', '>', from),
          eb(
            'h.valid_from',
            '=',
            eb
              .selectFrom('price_history as o')
              .select((o) => o.fn.max('o.valid_from').as('at'))
              .whereRef('o.variant_id', '=', 'h.variant_id')
              .where('o.valid_from', '<=', from),
          ),
        ]),
      )
      .groupBy('h.variant_id')
      .execute();
    return new Map(rows.map((r) => [r.variant_id, Number(r.lowest)]));
  }

  /** When the variant's price in force at `at` came into force (null without history). */
  async inForceSince(variantId: string, at: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('price_history')
      .select((eb) => eb.fn.max('valid_from').as('at'))
      .where('variant_id', '=', variantId)
      .where('valid_from', '<=', at)
      .executeTakeFirst();
    return (row?.at as string | null | undefined) ?? null;
  }
}
