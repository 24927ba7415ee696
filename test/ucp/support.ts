/**
 * Helpers for tests of UCP operations through the real bindings:
 *
 *   const res = await ucpRest(app, '/checkout-sessions', { line_items: [...] }, { key });
 *   const mcp = await ucpMcpClient(baseUrl, key, profileUrl);
 *   const result = await mcp.call('create_checkout', { checkout: { line_items: [...] } });
 *
 * Without `agent` the REST request sends no UCP-Agent header and the MCP call no meta["ucp-agent"]:
 * napf then serves its own version and capabilities (docs/ucp.md#negotiation). With a profile URL
 * napf fetches it, which needs an https server it may reach (see negotiation.test.ts).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { type CallToolResult, Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { App } from '../../src/http/types.ts';

export interface UcpRestOptions {
  key?: string;
  /** The platform profile URL, sent as `UCP-Agent: profile="<agent>"`. */
  agent?: string;
  /** GET without a body, POST with one, unless given. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** The REST endpoint's path (default /ucp/v1). */
  base?: string;
}

export interface UcpRestResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Record<string, unknown>;
}

/** One REST call to `/ucp/v1<path>` (or `<base><path>`) through app.inject(). */
export async function ucpRest(
  app: App,
  path: string,
  body: Record<string, unknown> | undefined,
  options: UcpRestOptions = {},
): Promise<UcpRestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['x-api-key'] = options.key;
  if (options.agent) headers['ucp-agent'] = `profile="${options.agent}"`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const res = await app.inject({
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    url: `${options.base ?? '/ucp/v1'}${path}`,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.body ? JSON.parse(res.body) : {} };
}

export interface UcpMcpClient {
  client: Client;
  /** tools/call with `meta` (the profile, and `idempotency-key` when given) added to the arguments. */
  call(name: string, args?: Record<string, unknown>, idempotencyKey?: string): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** The official MCP client connected to `<baseUrl>/ucp/mcp` (or `<baseUrl><path>`) with the key as X-Api-Key. */
export async function ucpMcpClient(
  baseUrl: string,
  key: string,
  agentProfile?: string,
  path = '/ucp/mcp',
): Promise<UcpMcpClient> {
  const client = new Client({ name: 'napf-ucp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}${path}`), {
    requestInit: { headers: { 'X-Api-Key': key } },
  });
  await client.connect(transport);
  return {
    client,
    async call(name, args = {}, idempotencyKey) {
      const meta = {
        ...(agentProfile ? { 'ucp-agent': { profile: agentProfile } } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      };
      return (await client.callTool({ name, arguments: { meta, ...args } })) as CallToolResult;
    },
    close: () => client.close(),
  };
}
