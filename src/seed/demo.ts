/** The demo shop: seeded on the first start of an empty database unless SEED_DEMO=false. */
import type { Kysely } from 'kysely';
import { insertProducts } from '../catalog/insert-repo.ts';
import { newId } from '../core/ids.ts';
import type { Database } from '../db/schema.ts';
import { ARTICLES } from './data/articles.ts';
import { GLOSSARY, NEVER_LIST } from './data/glossary.ts';
import { PRODUCTS } from './data/products.ts';
import { demoPriceHistory } from './price-history.ts';

export async function isEmptyShop(db: Kysely<Database>): Promise<boolean> {
  const [products, articles] = await Promise.all([
    db.selectFrom('products').select('id').limit(1).execute(),
    db.selectFrom('articles').select('id').limit(1).execute(),
  ]);
  return products.length === 0 && articles.length === 0;
}

// SQLite allows at most 32766 bound parameters per statement; chunks keep every insert below it.
function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function seedDemoShop(db: Kysely<Database>, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(PRODUCTS, 100)) await insertProducts(trx, part, now, demoPriceHistory);
    await trx
      .insertInto('articles')
      .values(ARTICLES.map((a) => ({ id: newId('art'), ...a, tags: JSON.stringify(a.tags) })))
      .execute();
    await trx
      .insertInto('glossary_entries')
      .values(GLOSSARY.map((g) => ({ id: newId('gls'), ...g, aliases: JSON.stringify(g.aliases) })))
      .execute();
    await trx
      .insertInto('never_list')
      .values(NEVER_LIST.map((n, position) => ({ id: newId('nev'), position, ...n })))
      .execute();
  });
}
