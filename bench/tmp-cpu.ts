// temporary: CPU µs per detail request of napf (server process utime+stime over N requests)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { napf, startBareServer, startNapf, withDatabase } from './lib.ts';

const N = Number(process.env.N ?? 60000);
const cpu = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000; // µs (CLK_TCK 100)
};
import { readdirSync } from 'node:fs';
const pgCpu = () => { let t = 0; for (const d of readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const s = readFileSync(`/proc/${d}/stat`, 'utf8'); if (!s.includes('(postgres)')) continue; const f = s.split(') ')[1]!.split(' '); t += (Number(f[11]) + Number(f[12])) * 10_000; } catch {} } return t; };
async function measure(pid: number, url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections: 10, amount: 5000 });
  await new Promise((r) => setTimeout(r, 600));
  const c0 = cpu(pid); const p0 = pgCpu();
  const r = await autocannon({ url, headers, connections: 10, amount: N });
  await new Promise((r) => setTimeout(r, 600));
  const c1 = cpu(pid); const p1 = pgCpu();
  return { us: (c1 - c0) / N, pg: (p1 - p0) / N, rps: Math.round(r.requests.average) };
}
await withDatabase(process.env.PGURL, async (db) => {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '100000000', ...JSON.parse(process.env.EXTRA ?? '{}') };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));
  const server = await startNapf(env, 120_000, process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cpu'] : []);
  const path = process.env.P ?? '/api/v1/products/adult-huhn-und-reis-vital-trockenfutter';
  const res = await fetch(server.url + path, { headers: { 'x-api-key': token } });
  const body = Buffer.from(await res.arrayBuffer());
  const bare = await startBareServer(body, 'application/json');
  try {
    for (let i = 0; i < Number(process.env.R ?? 3); i++) {
      const a = await measure(server.child.pid!, server.url + path, { 'x-api-key': token });
      const b = await measure(bare.child.pid!, bare.url + path, {});
      console.log(
        `napf ${a.us.toFixed(1)} µs pg ${a.pg.toFixed(1)} µs ${a.rps} rps | bare ${b.us.toFixed(1)} µs ${b.rps} rps | ratio ${(a.rps / b.rps).toFixed(2)}`,
      );
    }
  } finally {
    await server.stop();
    await bare.stop();
  }
});
