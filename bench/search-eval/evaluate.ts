/**
 * Runs the evaluation set against napf's search_products and the FTS5 baseline over the demo
 * shop's active products, in one process and one run (docs/search-evaluation.md).
 */
import { buildApp } from '../../src/app.ts';
import type { Product } from '../../src/catalog/schema.ts';
import type { CatalogSearch } from '../../src/catalog/search-service.ts';
import { testConfig } from '../../src/config.ts';
import { Fts5Baseline } from './fts5.ts';
import { type Grade, grade } from './grading.ts';
import { mean, ndcg, precisionAt } from './metrics.ts';
import { EVAL_QUERIES, type EvalQuery } from './queries.ts';

export interface EngineScore {
  ndcg: number;
  p5: number;
  /** Nothing returned although some product is relevant. */
  zero: boolean;
}

export interface QueryResult {
  query: EvalQuery;
  napf: EngineScore;
  fts5: EngineScore;
}

export interface Summary {
  ndcg: number;
  p5: number;
  zeroRate: number;
}

export interface Evaluation {
  products: number;
  results: QueryResult[];
  napf: Summary;
  fts5: Summary;
}

const K = 10;

function score(ids: readonly string[], byId: Map<string, Product>, all: readonly Grade[], q: EvalQuery): EngineScore {
  const ranked = ids.map((id) => grade(byId.get(id) as Product, q.criteria));
  return { ndcg: ndcg(ranked, all, K), p5: precisionAt(ranked, 5), zero: ids.length === 0 && all.some((g) => g > 0) };
}

const summary = (scores: EngineScore[]): Summary => ({
  ndcg: mean(scores.map((s) => s.ndcg)),
  p5: mean(scores.map((s) => s.p5)),
  zeroRate: mean(scores.map((s) => (s.zero ? 1 : 0))),
});

/** Evaluates the search of a running app (a test app on SQLite or PostgreSQL, say) seeded with the demo shop. */
export async function evaluateSearch(
  search: CatalogSearch,
  queries: readonly EvalQuery[] = EVAL_QUERIES,
): Promise<Evaluation> {
  const products = (await search.search({ limit: 100_000 })).products;
  const byId = new Map(products.map((p) => [p.id, p]));
  const baseline = new Fts5Baseline(products);
  const results: QueryResult[] = [];
  for (const query of queries) {
    const all = products.map((p) => grade(p, query.criteria));
    const napfIds = (await search.search({ query: query.q, limit: K })).products.map((p) => p.id);
    results.push({
      query,
      napf: score(napfIds, byId, all, query),
      fts5: score(baseline.search(query.q, K), byId, all, query),
    });
  }
  return {
    products: products.length,
    results,
    napf: summary(results.map((r) => r.napf)),
    fts5: summary(results.map((r) => r.fts5)),
  };
}

/** Evaluates over an in-memory SQLite demo shop of its own. */
export async function evaluate(queries: readonly EvalQuery[] = EVAL_QUERIES): Promise<Evaluation> {
  const app = await buildApp(
    testConfig({ databaseUrl: 'sqlite::memory:', seedDemo: true, requestLogEnabled: false, rateLimitEnabled: false }),
  );
  try {
    return await evaluateSearch(app.services.search, queries);
  } finally {
    await app.close();
  }
}
