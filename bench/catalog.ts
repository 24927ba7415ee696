/**
 * GET /api/v1/products?limit=24 against a bare node:http server returning the same bytes, measured
 * one after the other in the same run (issue 2: target ratio ≥ 0.5).
 */
import { fmt, load, napf, startBareServer, startNapf, tempDatabaseUrl } from './lib.ts';

export interface BenchRow {
  name: string;
  value: string;
  baseline: string;
  ratio: number;
  target: string;
}

export async function benchCatalogList(): Promise<BenchRow[]> {
  const env = { DATABASE_URL: tempDatabaseUrl(), RATE_LIMIT_PER_MINUTE: '100000000' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));
  const server = await startNapf(env);
  try {
    const path = '/api/v1/products?limit=24';
    const headers = { 'x-api-key': token };
    const sample = await fetch(server.url + path, { headers });
    const body = Buffer.from(await sample.arrayBuffer());
    const napfResult = await load(server.url + path, headers);
    const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
    try {
      const bareResult = await load(bare.url + path);
      const ratio = napfResult.requestsPerSecond / bareResult.requestsPerSecond;
      console.log(
        `catalog list (limit=24, ${fmt(body.length)} bytes): napf ${fmt(napfResult.requestsPerSecond)} req/s ` +
          `(p50 ${napfResult.latencyP50} ms, non-2xx ${napfResult.non2xx}), bare ${fmt(bareResult.requestsPerSecond)} req/s, ratio ${fmt(ratio, 2)}`,
      );
      return [
        {
          name: 'GET /api/v1/products?limit=24 (SQLite)',
          value: `${fmt(napfResult.requestsPerSecond)} req/s`,
          baseline: `${fmt(bareResult.requestsPerSecond)} req/s (bare node:http, same bytes)`,
          ratio,
          target: '≥ 0.50',
        },
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
}
