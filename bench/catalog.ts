/**
 * Catalog throughput against a bare node:http server returning the same bytes, each pair measured
 * in alternating rounds of the same run with the same autocannon settings, its ratio the median of
 * the rounds' (loadPair in lib.ts; targets: list ≥ 0.70, detail ≥ 0.60): the list page GET
 * /api/v1/products?limit=24 and the detail GET /api/v1/products/<slug> of the demo product with the
 * most reviews (it has variants and a feeding guide too). On SQLite, and on PostgreSQL given
 * BENCH_DATABASE_URL.
 */
import {
  type BenchDatabase,
  fmt,
  loadPair,
  type PairResult,
  roundRatios,
  type Served,
  seedDemoShop,
  startBareServer,
  startNapf,
} from './lib.ts';

export interface BenchRow {
  name: string;
  value: string;
  baseline: string;
  ratio: number;
  target: string;
}

interface DetailBody {
  data: { slug: string; product_variants: unknown[]; reviews: unknown[]; feeding_guide: unknown };
}

/** The demo product whose detail page carries the most: reviews first, then variants; with a feeding guide. */
async function richestProduct(
  server: Served,
  headers: Record<string, string>,
): Promise<{ slug: string; reviews: number; variants: number }> {
  const list = (await (await fetch(`${server.url}/api/v1/products?limit=100`, { headers })).json()) as {
    data: { slug: string }[];
  };
  let best: { slug: string; score: [number, number] } | null = null;
  for (const { slug } of list.data) {
    const res = await fetch(`${server.url}/api/v1/products/${encodeURIComponent(slug)}`, { headers });
    const { data } = (await res.json()) as DetailBody;
    if (!data.feeding_guide || data.product_variants.length < 2 || data.reviews.length === 0) continue;
    const score: [number, number] = [data.reviews.length, data.product_variants.length];
    if (!best || score[0] > best.score[0] || (score[0] === best.score[0] && score[1] > best.score[1]))
      best = { slug, score };
  }
  if (!best) throw new Error('no demo product with variants, reviews and a feeding guide');
  return { slug: best.slug, reviews: best.score[0], variants: best.score[1] };
}

async function againstBare(
  server: Served,
  path: string,
  headers: Record<string, string>,
): Promise<{ pair: PairResult; bytes: number }> {
  const sample = await fetch(server.url + path, { headers });
  if (!sample.ok) throw new Error(`GET ${path}: HTTP ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    const pair = await loadPair({ url: server.url + path, headers }, { url: bare.url + path });
    return { pair, bytes: body.length };
  } finally {
    await bare.stop();
  }
}

export async function benchCatalog(db: BenchDatabase): Promise<BenchRow[]> {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '100000000' };
  const token = seedDemoShop(env);
  const server = await startNapf(env);
  try {
    const headers = { 'x-api-key': token };
    const product = await richestProduct(server, headers);
    const rows: BenchRow[] = [];
    for (const [label, path, target] of [
      ['GET /api/v1/products?limit=24', '/api/v1/products?limit=24', '≥ 0.70'],
      [
        `GET /api/v1/products/:slug (${product.variants} variants, ${product.reviews} reviews, feeding guide)`,
        `/api/v1/products/${product.slug}`,
        '≥ 0.60',
      ],
    ] as const) {
      const { pair, bytes } = await againstBare(server, path, headers);
      const { subject: napfLoad, baseline: bareLoad } = pair;
      console.log(
        `${db.backend} ${path} (${fmt(bytes)} bytes): napf ${fmt(napfLoad.requestsPerSecond)} req/s ` +
          `(p50 ${napfLoad.latencyP50} ms, non-2xx ${napfLoad.non2xx}), bare ${fmt(bareLoad.requestsPerSecond)} req/s, ` +
          `ratio ${fmt(pair.ratio, 2)} (rounds ${roundRatios(pair)})`,
      );
      if (napfLoad.non2xx > 0) throw new Error(`${path}: ${napfLoad.non2xx} non-2xx answers under load`);
      rows.push({
        name: `${label} (${db.backend})`,
        value: `${fmt(napfLoad.requestsPerSecond)} req/s`,
        baseline: `${fmt(bareLoad.requestsPerSecond)} req/s (bare node:http, same ${fmt(bytes)} bytes)`,
        ratio: pair.ratio,
        target,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
