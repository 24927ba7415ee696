import type { Kysely } from 'kysely';
import { parseNetQuantity } from '../../catalog/net-quantity.ts';
import { VAT_RATE_BY_CATEGORY } from '../../catalog/vat.ts';

interface Tables {
  products: { id: string; category: string; vat_rate: number };
  product_variants: { id: string; size: string; net_quantity_value: number | null; net_quantity_unit: string | null };
}

/**
 * The net quantity of every variant (the base of its unit price) and the VAT rate of every product
 * are stored, not derived from labels at request time. Existing variants get the quantity their
 * size label states where it parses ("400g", "6x400g", "2kg", "100ml", "30 Stück"); any other label
 * leaves it null, which shows as no unit price until an operator sets it. Existing products get
 * the rate of their category; an unknown category gets the standard rate.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  await db.schema.alterTable('product_variants').addColumn('net_quantity_value', 'integer').execute();
  await db.schema.alterTable('product_variants').addColumn('net_quantity_unit', 'text').execute();
  await db.schema
    .alterTable('products')
    .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(19))
    .execute();
  for (const [category, rate] of Object.entries(VAT_RATE_BY_CATEGORY)) {
    await db.updateTable('products').set({ vat_rate: rate }).where('category', '=', category).execute();
  }
  const variants = await db.selectFrom('product_variants').select(['id', 'size']).execute();
  for (const v of variants) {
    const net = parseNetQuantity(v.size);
    if (net === null) continue;
    await db
      .updateTable('product_variants')
      .set({ net_quantity_value: net.value, net_quantity_unit: net.unit })
      .where('id', '=', v.id)
      .execute();
  }
}
