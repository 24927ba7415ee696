/**
 * Catalog throughput against a bare node:http server returning the same bytes, each pair measured
 * in alternating rounds of the same run with the same autocannon settings (targets: list ≥ 0.70,
 * detail ≥ 0.60): the list page GET /api/v1/products?limit=24 and the detail GET
 * /api/v1/products/<slug> of the demo product with the most reviews (it has variants and a
 * feeding guide too). On SQLite, and on PostgreSQL given BENCH_DATABASE_URL.
 */
import {
  type BenchDatabase,
  fmt,
  type LoadResult,
  loadPair,
  napf,
  type Served,
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
): Promise<{ napf: LoadResult; bare: LoadResult; bytes: number }> {
  const sample = await fetch(server.url + path, { headers });
  if (!sample.ok) throw new Error(`GET ${path}: HTTP ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    const [napfResult, bareResult] = await loadPair({ url: server.url + path, headers }, { url: bare.url + path });
    return { napf: napfResult, bare: bareResult, bytes: body.length };
  } finally {
    await bare.stop();
  }
}

export async function benchCatalog(db: BenchDatabase): Promise<BenchRow[]> {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '100000000' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));
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
      const result = await againstBare(server, path, headers);
      const ratio = result.napf.requestsPerSecond / result.bare.requestsPerSecond;
      console.log(
        `${db.backend} ${path} (${fmt(result.bytes)} bytes): napf ${fmt(result.napf.requestsPerSecond)} req/s ` +
          `(p50 ${result.napf.latencyP50} ms, non-2xx ${result.napf.non2xx}), bare ${fmt(result.bare.requestsPerSecond)} req/s, ratio ${fmt(ratio, 2)}`,
      );
      if (result.napf.non2xx > 0) throw new Error(`${path}: ${result.napf.non2xx} non-2xx answers under load`);
      rows.push({
        name: `${label} (${db.backend})`,
        value: `${fmt(result.napf.requestsPerSecond)} req/s`,
        baseline: `${fmt(result.bare.requestsPerSecond)} req/s (bare node:http, same ${fmt(result.bytes)} bytes)`,
        ratio,
        target,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
