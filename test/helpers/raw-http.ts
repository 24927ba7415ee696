/**
 * One HTTP/1.1 request over a plain socket, with the request target sent exactly as given. fetch and
 * app.inject rewrite targets (resolve them against a base, drop the absolute form), so requests that
 * test how the server reads an unusual target (`GET http://host/api/… HTTP/1.1`, `/%61pi/…`) go here.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  /** The request target, verbatim: origin form (`/api/…`) or absolute form (`http://host/api/…`). */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function parseRawResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error(`Not an HTTP response: ${raw.toString('latin1').slice(0, 200)}`);
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rawBody = raw.subarray(headEnd + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? decodeChunked(rawBody) : rawBody;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/** `baseUrl`: where the server listens (`http://127.0.0.1:<port>`); the Host header defaults to it. */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body ?? '';
  const headers: Record<string, string> = {
    host: `${hostname}:${port}`,
    connection: 'close',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(parseRawResponse(Buffer.concat(chunks)));
      } catch (err) {
        reject(err);
      }
    });
    socket.write(`${head}\r\n\r\n${body}`);
  });
}
