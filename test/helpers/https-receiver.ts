/**
 * A real HTTPS webhook receiver on loopback with a self-signed certificate (CN=localhost, SANs
 * localhost and 127.0.0.1) made by openssl once per test process. Apps in the test process trust
 * it through `webhookCaFile` (Node reads NODE_EXTRA_CA_CERTS only at process start); child
 * processes get NODE_EXTRA_CA_CERTS=certFile. Responses are programmable per path.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
}

let certificate: TestCertificate | undefined;

export function testCertificate(): TestCertificate {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'napf-cert-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  // biome-ignore format: one openssl argument per pair reads best
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  certificate = { certFile, keyFile };
  return certificate;
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
  json: { id: string; event: string; type: string; timestamp: string; data: Record<string, unknown> };
  /** performance.now() when the request arrived. */
  at: number;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export type Responder = (request: Received, countOnPath: number) => Reply | undefined;

export class HttpsReceiver {
  readonly received: Received[] = [];
  #server: Server | null = null;
  #sockets = new Set<Socket>();
  #responders = new Map<string, Responder>();
  #port = 0;

  static async start(port = 0): Promise<HttpsReceiver> {
    const receiver = new HttpsReceiver();
    await receiver.listen(port);
    return receiver;
  }

  get port(): number {
    return this.#port;
  }

  /** https://127.0.0.1:<port><path> (or another host name of loopback, e.g. localhost). */
  url(path: string, host = '127.0.0.1'): string {
    return `https://${host}:${this.#port}${path}`;
  }

  /** How to answer requests to a path (default: 200 "ok"). */
  respond(path: string, responder: Responder): void {
    this.#responders.set(path, responder);
  }

  on(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async listen(port = this.#port): Promise<void> {
    const { certFile, keyFile } = testCertificate();
    const server = createServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = (req.url ?? '/').split('?')[0] as string;
        let json: Received['json'];
        try {
          json = JSON.parse(body);
        } catch {
          json = { id: '', event: '', type: '', timestamp: '', data: {} };
        }
        const request: Received = { path, headers: req.headers, body, json, at: performance.now() };
        this.received.push(request);
        const reply = this.#responders.get(path)?.(request, this.on(path).length) ?? {};
        res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
        res.end(reply.body ?? 'ok');
      });
    });
    server.on('connection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.address() as { port: number }).port;
    this.#server = server;
  }

  /** Closes the server and every connection (a receiver that is down refuses connections). */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `check` holds for the requests received so far. */
  async waitFor(check: (all: Received[]) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this.received)) {
      if (Date.now() > deadline) {
        throw new Error(
          `timed out waiting for ${what}; received: ${this.received.map((r) => `${r.path} ${r.json.event}`).join(', ')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Waits for `count` requests on a path and returns them. */
  async waitForPath(path: string, count: number, timeoutMs = 10_000): Promise<Received[]> {
    await this.waitFor(
      (all) => all.filter((r) => r.path === path).length >= count,
      `${count} request(s) on ${path}`,
      timeoutMs,
    );
    return this.on(path);
  }
}
