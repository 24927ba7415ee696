/** Inserts N generated products in batches, reporting progress (used by `napf seed --products N`). */
import type { Kysely } from 'kysely';
import { insertProducts } from '../catalog/insert-repo.ts';
import type { Database } from '../db/schema.ts';
import { generateProduct } from './generate.ts';

const BATCH = 250;

export async function seedGeneratedProducts(
  db: Kysely<Database>,
  count: number,
  now: string,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  // Continue numbering after earlier generated products so repeated runs add, never collide.
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sku', 'like', 'GEN-%')
    .executeTakeFirstOrThrow();
  const start = Number(row.n) + 1;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const products = Array.from({ length: size }, (_, i) => generateProduct(start + done + i));
    await db.transaction().execute((trx) => insertProducts(trx, products, now));
    onProgress(done + size);
  }
}
