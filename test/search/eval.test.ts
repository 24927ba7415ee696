/**
 * The search evaluation as a guard (docs/search-evaluation.md): the demo shop on the test database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL), every query of bench/search-eval/queries.ts
 * through the running app's search_products service, graded by the written rules. Fails when napf's
 * mean nDCG@10 drops more than 0.02 below the figure recorded in bench/search-eval/recorded.json,
 * when a query falls more than 0.10 below the FTS5 baseline, or a sentence query below 0.6.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { evaluateSearch } from '../../bench/search-eval/evaluate.ts';
import { createTestApp } from '../helpers/app.ts';

const recorded = JSON.parse(
  readFileSync(new URL('../../bench/search-eval/recorded.json', import.meta.url), 'utf8'),
) as {
  queries: number;
  napf: { ndcg10: number };
};

const t = await createTestApp({ seedDemo: true });
after(() => t.close());
const evaluation = await evaluateSearch(t.app.services.search);

describe('search evaluation', () => {
  it('evaluates every query over the active demo products', () => {
    assert.equal(evaluation.products, 61);
    assert.ok(evaluation.results.length >= recorded.queries, 'queries may be added, not dropped');
  });

  it('keeps mean nDCG@10 within 0.02 of the recorded figure', () => {
    assert.ok(
      evaluation.napf.ndcg >= recorded.napf.ndcg10 - 0.02,
      `mean nDCG@10 ${evaluation.napf.ndcg.toFixed(3)} < recorded ${recorded.napf.ndcg10} − 0.02`,
    );
  });

  it('has no query more than 0.10 below the FTS5 baseline', () => {
    const behind = evaluation.results
      .filter((r) => r.napf.ndcg < r.fts5.ndcg - 0.1)
      .map((r) => `${r.query.q}: ${r.napf.ndcg.toFixed(2)} vs FTS5 ${r.fts5.ndcg.toFixed(2)}`);
    assert.deepEqual(behind, []);
  });

  it('answers every sentence query with nDCG@10 of 0.6 or more', () => {
    const sentences = evaluation.results.filter((r) => r.query.kind === 'sentence');
    assert.ok(sentences.length >= 10);
    const weak = sentences.filter((r) => r.napf.ndcg < 0.6).map((r) => `${r.query.q}: ${r.napf.ndcg.toFixed(2)}`);
    assert.deepEqual(weak, []);
  });

  it('returns something whenever some product is relevant', () => {
    assert.equal(evaluation.napf.zeroRate, 0);
  });
});
