/**
 * Crash safety with the real service in a child process (`node src/main.ts serve`, a SQLite file):
 * a change committed while the receiver is down survives SIGKILL and arrives exactly once after
 * the restart; after a recorded success, another SIGKILL and restart sends nothing again. The child
 * trusts the receiver's certificate through NODE_EXTRA_CA_CERTS, as an operator would configure it.
 * The child always runs on its own SQLite file (also under TEST_DATABASE_URL: the PostgreSQL claim
 * path is covered by multi-instance.test.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { createNapfToken, killNapfProcesses, sigkill, startNapfProcess } from '../helpers/napf-process.ts';
import { freePort } from '../helpers/net.ts';
import { assertSigned, sleep } from './support.ts';

const ENV = {
  ...process.env,
  DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'napf-crash-')), 'napf.db')}`,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEBHOOK_ALLOW_HOSTS: 'localhost',
  WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5',
  NODE_EXTRA_CA_CERTS: testCertificate().certFile,
};

after(killNapfProcesses);

test('a change committed while the receiver is down survives SIGKILL and arrives exactly once', async () => {
  const token = await createNapfToken(ENV, 'admin', 'crash');
  const headers = { 'x-api-key': token, 'content-type': 'application/json' };
  // A port below the ephemeral range, so no outgoing connection takes it while the receiver is down.
  let receiver: HttpsReceiver | undefined;
  while (!receiver)
    receiver = await HttpsReceiver.start(20_000 + Math.floor(Math.random() * 12_000)).catch(() => undefined);
  const receiverPort = receiver.port;
  await receiver.stop(); // down: connections are refused
  const port = await freePort();

  let napf = await startNapfProcess(ENV, port);
  const call = async (tool: string, parameters: unknown) => {
    const res = await fetch(`${napf.url}/api/mcp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tool, parameters }),
    });
    const body = (await res.json()) as { result: { webhook: { id: string; secret: string } } };
    assert.equal(res.status, 200, JSON.stringify(body));
    return body.result;
  };
  const { webhook } = await call('create_webhook', {
    name: 'crash',
    url: `https://localhost:${receiverPort}/crash`,
    events: ['price.changed'],
  });
  const product = PRODUCTS.find((p) => p.is_active)!;
  await call('update_product_price', { slug: product.slug, size: product.variants[0]!.size, price: 42.42 });
  await sleep(100); // an attempt or two fail against the closed port
  await sigkill(napf.child);

  await receiver.listen(receiverPort);
  napf = await startNapfProcess(ENV, port);
  const [delivered] = await receiver.waitForPath('/crash', 1, 15_000);
  assert.equal(delivered!.json.event, 'price.changed');
  assert.equal(delivered!.json.data.new_price, 42.42);
  assertSigned(delivered!, webhook.secret);

  // Wait until the success is recorded, then crash again: nothing is sent twice.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${napf.url}/admin/api/webhooks/${webhook.id}/deliveries`, { headers });
    const rows = ((await res.json()) as { data: { status: string }[] }).data;
    if (rows[0]?.status === 'succeeded') break;
    if (Date.now() > deadline) throw new Error(`not recorded: ${JSON.stringify(rows)}\n${napf.log()}`);
    await sleep(50);
  }
  await sigkill(napf.child);
  napf = await startNapfProcess(ENV, port);
  await sleep(1500);
  assert.equal(receiver.on('/crash').length, 1, 'delivered exactly once');
  await sigkill(napf.child);
  await receiver.stop();
});
