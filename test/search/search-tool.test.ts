/**
 * search_products over POST /api/mcp on the demo shop: concepts across languages, a species in
 * the query as a filter, negations read from the ingredients, partial matches below full ones, and
 * `matches` saying why each product was returned (checked against the output schema by callOk).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findAllergens } from '../../src/nutrition/index.ts';
import { appWithToken } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';

const { t, key } = await appWithToken('read');

interface Found {
  products: { slug: string; species: string; category: string; tags: string[]; ingredients: string }[];
  total: number;
  matches?: { slug: string; concepts: string[]; fields: string[]; missing: string[] }[];
}

const search = (parameters: Record<string, unknown>) => callOk<Found>(t, key, 'search_products', parameters);

describe('search_products understands shoppers and agents', () => {
  it('finds German data for English concept words and explains the match', async () => {
    const found = await search({ query: 'grain free cat food', limit: 10 });
    assert.equal(found.products.length, 10);
    for (const p of found.products) {
      assert.ok(p.species === 'CAT' || p.species === 'BOTH', p.slug);
      assert.ok(['nassfutter', 'trockenfutter'].includes(p.category), p.slug);
      assert.ok(p.tags.includes('getreidefrei'), p.slug);
    }
    assert.deepEqual(
      found.matches?.map((m) => m.slug),
      found.products.map((p) => p.slug),
    );
    for (const m of found.matches ?? []) {
      assert.deepEqual(m.concepts.toSorted(), ['food', 'grain-free']);
      assert.ok(m.fields.includes('tags') && m.fields.includes('category'), m.fields.join());
      assert.deepEqual(m.missing, []);
    }
  });

  it('leaves out products whose ingredients contain what the query negates', async () => {
    for (const query of ['Hundefutter ohne Huhn', 'chicken-free dog food']) {
      const found = await search({ query, limit: 50 });
      assert.ok(found.products.length > 5, query);
      for (const p of found.products) {
        const chicken = findAllergens(p.ingredients, ['chicken']).some((m) => m.certainty === 'contains');
        assert.ok(!chicken, `${query}: ${p.slug}`);
        assert.notEqual(p.species, 'CAT', p.slug);
      }
    }
  });

  it('forgives a typo inside a compound without losing its species', async () => {
    const found = await search({ query: 'Hundefuter', limit: 10 });
    assert.equal(found.products.length, 10);
    for (const p of found.products) {
      assert.notEqual(p.species, 'CAT', p.slug);
      assert.ok(['nassfutter', 'trockenfutter'].includes(p.category), p.slug);
    }
  });

  it('ranks full matches first and keeps partial ones below, marked by missing', async () => {
    const found = await search({ query: 'Kauartikel Rind', limit: 20 });
    const missing = found.matches?.map((m) => m.missing.length) ?? [];
    assert.equal(missing[0], 0);
    assert.ok(
      missing.some((n) => n > 0),
      'some partial matches follow',
    );
    assert.deepEqual(
      missing,
      missing.toSorted((a, b) => a - b),
      'no partial match above a full one',
    );
    assert.ok(found.total >= found.products.length);
  });

  it('keeps the caller’s species filter over the one in the query', async () => {
    const found = await search({ query: 'Katzenfutter', species: 'DOG', limit: 50 });
    for (const p of found.products) assert.ok(p.species === 'DOG' || p.species === 'BOTH', p.slug);
  });

  it('lists without a query as before, without matches', async () => {
    const found = await search({ limit: 5 });
    assert.equal(found.products.length, 5);
    assert.equal(found.matches, undefined);
  });
});
