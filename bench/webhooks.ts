/**
 * Webhook fan-out: one price change fanned out to 200 subscriptions on a local HTTPS
 * receiver — time until all 200 arrived (from sending the change, and from its commit), and
 * deliveries per second from the commit on, compared with a bare script POSTing the same bodies to
 * the same receiver with the same concurrency, rounds interleaved in the same run (target ratio
 * ≥ 0.5; medians of 7 rounds after a warm-up, BENCH_WEBHOOK_ROUNDS to change). Receiver, napf and
 * the bare script each run in their own process; both clients keep their 16 connections alive
 * between requests and rounds (node:https agents with keepAlive). On SQLite, and with
 * BENCH_DATABASE_URL on PostgreSQL too, in a fresh database created and dropped for the run.
 * BENCH_WEBHOOK_PROFILE=<dir> runs napf under `node --cpu-prof` and leaves its .cpuprofile there
 * (bench/cpuprofile-top.ts reads it).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './catalog.ts';
import { type BenchDatabase, cpuProfileArgs, fmt, freePort, median, NODE, seedDemoShop, startNapf } from './lib.ts';

const SUBSCRIPTIONS = 200;
const CONCURRENCY = 16;
const ROUNDS = Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 7);
/**
 * Pause between rounds: napf records a burst's attempts after its last delivery (group commit), and
 * that work must not overlap the bare script's round that follows (nor anything the next one).
 */
const SETTLE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An HTTPS receiver that counts POSTs. Told {expect: n} over IPC, it resets and reports
 * {first, last, body, handshakes} (epoch ms, high resolution; TLS handshakes since it started)
 * once the n-th POST has arrived.
 */
const RECEIVER = `
  const https = require('node:https');
  const fs = require('node:fs');
  const now = () => performance.timeOrigin + performance.now();
  let count = 0, expect = Infinity, first = 0, last = 0, body = '', handshakes = 0;
  process.on('message', (m) => { count = 0; expect = m.expect; });
  https.createServer({ cert: fs.readFileSync(process.env.CERT), key: fs.readFileSync(process.env.KEY) }, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const t = now();
      if (count === 0) first = t;
      count++;
      last = t;
      body = Buffer.concat(chunks).toString();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      if (count === expect) process.send({ first, last, body, handshakes });
    });
  }).on('secureConnection', () => handshakes++).listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));`;

/** The baseline: each IPC message runs one round of N POSTs of BODY, CONCURRENCY in flight. */
const BARE = `
  const https = require('node:https');
  const urls = JSON.parse(process.env.URLS);
  const body = Buffer.from(process.env.BODY_B64, 'base64');
  const agent = new https.Agent({ keepAlive: true, maxSockets: Number(process.env.CONCURRENCY) });
  const post = (url) => new Promise((resolve, reject) => {
    const req = https.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error('HTTP ' + res.statusCode))));
    });
    req.on('error', reject);
    req.end(body);
  });
  async function round() {
    const started = performance.now();
    let next = 0;
    const worker = async () => { while (next < urls.length) await post(urls[next++]); };
    await Promise.all(Array.from({ length: Number(process.env.CONCURRENCY) }, worker));
    return performance.now() - started;
  }
  process.on('message', () => round().then((ms) => process.send(ms), (err) => { console.error(err); process.exit(1); }));
  process.send('ready');`;

function certificate(): { cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'napf-bench-cert-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  // biome-ignore format: one openssl argument per pair reads best
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  return { cert, key };
}

async function startReceiver(cert: { cert: string; key: string }, port: number): Promise<ChildProcess> {
  const child = spawn(NODE, ['-e', RECEIVER], {
    env: { ...process.env, CERT: cert.cert, KEY: cert.key, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`receiver exited with ${code}`)));
  });
  return child;
}

/**
 * On the given database; without one, on a fresh SQLite file and, given BENCH_DATABASE_URL, on a
 * fresh PostgreSQL database as well (`webhooks` runs both; `onBoth` in run.ts may pass each).
 */

export async function benchWebhookFanout(db: BenchDatabase): Promise<BenchRow[]> {
  const cert = certificate();
  const receiverPort = await freePort();
  const base = `https://127.0.0.1:${receiverPort}`;
  const receiver = await startReceiver(cert, receiverPort);
  try {
    return await fanOutTo(db, receiver, base, cert);
  } finally {
    receiver.kill('SIGTERM');
  }
}

async function fanOutTo(
  db: BenchDatabase,
  receiver: ChildProcess,
  base: string,
  cert: { cert: string; key: string },
): Promise<BenchRow[]> {
  const env = {
    DATABASE_URL: db.url,
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
    WEBHOOK_CONCURRENCY: String(CONCURRENCY),
    NODE_EXTRA_CA_CERTS: cert.cert,
  };
  const token = seedDemoShop(env, 'admin');
  const server = await startNapf(env, undefined, cpuProfileArgs(process.env.BENCH_WEBHOOK_PROFILE));
  let bare: ChildProcess | undefined;
  /** Resolves with the receiver's report once `n` more POSTs have arrived. */
  const arrivals = (n: number) => {
    const report = new Promise<{ first: number; last: number; body: string; handshakes: number }>((resolve) =>
      receiver.once('message', resolve),
    );
    receiver.send({ expect: n });
    return report;
  };
  try {
    const tool = async (name: string, parameters: unknown) => {
      const res = await fetch(`${server.url}/api/mcp`, {
        method: 'POST',
        headers: { 'x-api-key': token, 'content-type': 'application/json' },
        body: JSON.stringify({ tool: name, parameters }),
      });
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { result: unknown }).result;
    };
    const urls = Array.from({ length: SUBSCRIPTIONS }, (_, i) => `${base}/hook/${i}`);
    for (const url of urls) await tool('create_webhook', { name: url, url, events: ['price.changed'] });
    const list = await fetch(`${server.url}/api/v1/products?limit=1`, { headers: { 'x-api-key': token } });
    const product = ((await list.json()) as { data: { slug: string; product_variants: { size: string }[] }[] })
      .data[0]!;
    const size = product.product_variants[0]!.size;

    let body = '';
    let handshakes = 0;
    /** `total`: from sending the change until the last delivery arrived; `dispatch`: from its commit (the API's answer). */
    const fanOut = async (i: number): Promise<{ total: number; dispatch: number }> => {
      const arrived = arrivals(SUBSCRIPTIONS);
      const started = performance.timeOrigin + performance.now();
      await tool('update_product_price', { slug: product.slug, size, price: 10 + i / 100 });
      const committed = performance.timeOrigin + performance.now();
      const report = await arrived;
      body = report.body;
      handshakes = report.handshakes;
      return { total: report.last - started, dispatch: report.last - committed };
    };
    await fanOut(0); // warm-up: TLS sessions, JIT
    receiver.send({ expect: -1 }); // the baseline's POSTs are not reported

    bare = spawn(NODE, ['-e', BARE], {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: cert.cert,
        URLS: JSON.stringify(urls),
        BODY_B64: Buffer.from(body).toString('base64'),
        CONCURRENCY: String(CONCURRENCY),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const child = bare;
    const message = () => new Promise<unknown>((resolve) => child.once('message', resolve));
    await message();
    const bareRound = async () => {
      const done = message();
      child.send('round');
      return (await done) as number;
    };
    await bareRound(); // warm-up

    // Rounds interleaved, so both sides see the same machine; each starts on a settled one.
    const napfTimes: { total: number; dispatch: number }[] = [];
    const bareTimes: number[] = [];
    let warmHandshakes = 0;
    for (let i = 1; i <= ROUNDS; i++) {
      await sleep(SETTLE_MS);
      napfTimes.push(await fanOut(i));
      if (i === 1) warmHandshakes = handshakes;
      receiver.send({ expect: -1 });
      await sleep(SETTLE_MS);
      bareTimes.push(await bareRound());
    }
    const totalMs = median(napfTimes.map((t) => t.total));
    const dispatchMs = median(napfTimes.map((t) => t.dispatch));
    const bareMs = median(bareTimes);
    // Deliveries per second from the commit on, the moment the bare script's equivalent starts.
    const napfRate = (SUBSCRIPTIONS / dispatchMs) * 1000;
    const bareRate = (SUBSCRIPTIONS / bareMs) * 1000;
    const ratio = napfRate / bareRate;
    const ms = (xs: number[]) => xs.map((x) => fmt(x)).join(', ');
    console.log(
      `webhook fan-out on ${db.backend} (${SUBSCRIPTIONS} subscriptions, ${fmt(Buffer.byteLength(body))}-byte bodies, ${CONCURRENCY} in flight): ` +
        `all arrived ${fmt(totalMs)} ms after the change was sent (rounds ${ms(napfTimes.map((t) => t.total))}), ` +
        `${fmt(dispatchMs)} ms after its commit (rounds ${ms(napfTimes.map((t) => t.dispatch))}); ` +
        `bare ${fmt(bareMs)} ms (rounds ${ms(bareTimes)}); ratio ${fmt(ratio, 2)}; TLS handshakes at the ` +
        `receiver: ${warmHandshakes} by the first round, ${handshakes} by the last (connections kept alive)`,
    );
    return [
      {
        name: `Webhook fan-out: 1 price change → ${SUBSCRIPTIONS} subscriptions (${db.backend})`,
        value: `${fmt(napfRate)} deliveries/s (all ${SUBSCRIPTIONS} arrived ${fmt(dispatchMs)} ms after the commit, ${fmt(totalMs)} ms after the change was sent)`,
        baseline: `${fmt(bareRate)} POSTs/s (bare https script, ${CONCURRENCY} in flight, same bodies)`,
        ratio,
        target: '≥ 0.50',
      },
    ];
  } finally {
    bare?.kill('SIGTERM');
    await server.stop();
  }
}
