/** `npm run bench`: every benchmark, each against its baseline measured in the same run. */
import { type BenchRow, benchCatalogList } from './catalog.ts';
import { fmt } from './lib.ts';

const rows: BenchRow[] = [];
rows.push(...(await benchCatalogList()));

console.log('\n| benchmark | napf | baseline | ratio | target |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.baseline} | ${fmt(r.ratio, 2)} | ${r.target} |`);
