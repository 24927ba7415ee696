/**
 * `npm run eval:search`: nDCG@10, P@5 and the zero-result rate of napf's search and of the FTS5
 * baseline over the evaluation set, with a per-query table (docs/search-evaluation.md).
 * `--json` prints the evaluation as JSON instead.
 */
import { evaluate } from './evaluate.ts';

const evaluation = await evaluate();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(evaluation, null, 2));
} else {
  const f = (n: number) => n.toFixed(2);
  console.log(`Search evaluation: ${evaluation.results.length} queries over ${evaluation.products} active products\n`);
  console.log('| query | lang | kind | napf nDCG@10 | FTS5 nDCG@10 | napf P@5 | FTS5 P@5 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of evaluation.results) {
    const flag = r.napf.ndcg < r.fts5.ndcg - 0.1 ? ' ⚠' : '';
    console.log(
      `| ${r.query.q} | ${r.query.lang} | ${r.query.kind} | ${f(r.napf.ndcg)}${flag} | ${f(r.fts5.ndcg)} | ${f(r.napf.p5)} | ${f(r.fts5.p5)} |`,
    );
  }
  console.log('\n| engine | mean nDCG@10 | mean P@5 | zero-result rate |');
  console.log('|---|---|---|---|');
  for (const [name, s] of [
    ['napf', evaluation.napf],
    ['FTS5 BM25', evaluation.fts5],
  ] as const) {
    console.log(`| ${name} | ${f(s.ndcg)} | ${f(s.p5)} | ${f(s.zeroRate)} |`);
  }
}
