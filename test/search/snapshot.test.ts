/**
 * An index restored from its snapshot answers exactly as the index it was taken of: same hits,
 * scores, totals and explanations, with facets, typos, compounds and negation; and it keeps
 * working as an index (upserts and removals after the restore).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ProductSearchIndex, type SearchDocument, type SearchOptions } from '../../src/search/index.ts';
import { decodeSnapshot, encodeSnapshot } from '../../src/search/snapshot.ts';
import { FIXTURE } from './fixture.ts';
import { syntheticCatalog } from './synthetic.ts';

const QUERIES: [string, SearchOptions][] = [
  ['Huhn', { limit: 20 }],
  ['getreidefreies Katzenfutter', { limit: 20 }],
  ['grain free salmon', { limit: 10 }],
  ['Hundefuter', { limit: 10 }],
  ['chikcen', { limit: 10 }],
  ['Nassfutter ohne Huhn', { limit: 15 }],
  ['senior dog', { limit: 10, facets: { species: ['DOG', 'BOTH'] } }],
  ['Lachs', { limit: 5, facets: { category: ['nassfutter'], tags: ['getreidefrei'] } }],
  ['Welpenfutter Lamm', { limit: 10 }],
  ['Pferd Nassfutter', { limit: 10 }],
  ['Leck', { limit: 10 }],
];

async function roundTrip(index: ProductSearchIndex): Promise<ProductSearchIndex> {
  return ProductSearchIndex.fromSnapshot(await decodeSnapshot(encodeSnapshot(index.toSnapshot())));
}

function assertSameAnswers(a: ProductSearchIndex, b: ProductSearchIndex): void {
  assert.equal(b.size, a.size);
  for (const [query, options] of QUERIES) {
    assert.deepEqual(b.search(query, options), a.search(query, options), `"${query}"`);
  }
}

describe('search index snapshot', () => {
  it('a restored index answers every query exactly as the original', async () => {
    const docs: SearchDocument[] = [...FIXTURE, ...syntheticCatalog(3000, 5)];
    const original = new ProductSearchIndex(docs);
    assertSameAnswers(original, await roundTrip(original));
  });

  it('after upserts and removals (free slots, dropped terms) the snapshot is still exact', async () => {
    const docs = syntheticCatalog(1200, 9);
    const original = new ProductSearchIndex(docs);
    for (const doc of docs.slice(0, 200)) original.remove(doc.id);
    for (const doc of docs.slice(200, 260)) original.upsert({ ...doc, name: `${doc.name} Kaninchenherz` });
    original.upsert({ ...FIXTURE[0]!, id: '000-first' });
    assertSameAnswers(original, await roundTrip(original));
  });

  it('a restored index takes writes like any other', async () => {
    const docs = syntheticCatalog(800, 3);
    const original = new ProductSearchIndex(docs);
    const restored = await roundTrip(original);
    const extra: SearchDocument = { ...FIXTURE[1]!, id: 'zz-new', name: 'Straußenfilet Knabberstange' };
    for (const index of [original, restored]) {
      index.upsert(extra);
      index.remove(docs[5]!.id);
    }
    assertSameAnswers(original, restored);
    assert.equal(restored.search('Straußenfilet', { limit: 5 }).hits[0]?.id, 'zz-new');
  });

  it('bytes that are not a snapshot are refused', async () => {
    const empty = encodeSnapshot(new ProductSearchIndex().toSnapshot());
    assert.equal(ProductSearchIndex.fromSnapshot(await decodeSnapshot(empty)).size, 0);
    await assert.rejects(decodeSnapshot(Buffer.from('nope')));
  });
});
