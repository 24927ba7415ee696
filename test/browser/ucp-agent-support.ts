/**
 * The two ways an AI agent reaches napf's UCP operations, behind one interface so that the flow in
 * ucp-agent-flow.test.ts reads the same on both: the official MCP client at /ucp/mcp with
 * `meta["ucp-agent"].profile`, and fetch on /ucp/v1 with the `UCP-Agent` header. Each answer is
 * checked for the binding's own success signal (no tool error; the REST status) before the flow
 * looks at it. Also the agent's platform profile, built from the shop's discovery profile.
 */
import assert from 'node:assert/strict';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { UCP_VERSION } from '../../src/ucp/operation.ts';
import { ucpMcpClient } from '../ucp/support.ts';

// biome-ignore lint/suspicious/noExplicitAny: the flow reads the protocol's schema-validated JSON freely.
export type Answer = any;

export interface Agent {
  readonly binding: 'mcp' | 'rest';
  search(catalog: Record<string, unknown>): Promise<Answer>;
  product(catalog: Record<string, unknown>): Promise<Answer>;
  createCheckout(checkout: Record<string, unknown>, idempotencyKey: string): Promise<Answer>;
  updateCheckout(id: string, checkout: Record<string, unknown>): Promise<Answer>;
  getCheckout(id: string): Promise<Answer>;
  getOrder(id: string): Promise<Answer>;
  /** create_cart, answered as it comes (no success expected): for a platform without carts. */
  createCart(cart: Record<string, unknown>): Promise<Answer>;
  close(): Promise<void>;
}

/** The official MCP client, Streamable HTTP, every call naming the platform profile in its meta. */
export async function mcpAgent(baseUrl: string, key: string, profile: string): Promise<Agent> {
  const mcp = await ucpMcpClient(baseUrl, key, profile);
  const tools = (await mcp.client.listTools()).tools.map((tool) => tool.name);
  for (const name of ['search_catalog', 'get_product', 'create_checkout', 'update_checkout', 'get_order']) {
    assert.ok(tools.includes(name), `the MCP server lists ${name}`);
  }
  const call = async (name: string, args: Record<string, unknown>, idempotencyKey?: string): Promise<Answer> => {
    const result: CallToolResult = await mcp.call(name, args, idempotencyKey);
    if (name !== 'create_cart') assert.notEqual(result.isError, true, `${name}: ${JSON.stringify(result.content)}`);
    assert.ok(result.structuredContent, `${name} answers structuredContent`);
    const [text] = result.content;
    assert.equal(text?.type, 'text');
    assert.deepEqual(JSON.parse(text.type === 'text' ? text.text : ''), result.structuredContent, 'text = structure');
    return result.structuredContent;
  };
  return {
    binding: 'mcp',
    search: (catalog) => call('search_catalog', { catalog }),
    product: (catalog) => call('get_product', { catalog }),
    createCheckout: (checkout, key) => call('create_checkout', { checkout }, key),
    updateCheckout: (id, checkout) => call('update_checkout', { id, checkout }),
    getCheckout: (id) => call('get_checkout', { id }),
    getOrder: (id) => call('get_order', { id }),
    createCart: (cart) => call('create_cart', { cart }),
    close: () => mcp.close(),
  };
}

/** fetch on the REST binding with `UCP-Agent: profile="…"`; GETs carry the language as Accept-Language. */
export function restAgent(baseUrl: string, key: string, profile: string, acceptLanguage: string): Agent {
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    expected: number,
    body?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<Answer> => {
    const res = await fetch(`${baseUrl}/ucp/v1${path}`, {
      method,
      headers: {
        'x-api-key': key,
        'ucp-agent': `profile="${profile}"`,
        'accept-language': acceptLanguage,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    assert.equal(res.status, expected, `${method} ${path}: ${text}`);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    return JSON.parse(text);
  };
  return {
    binding: 'rest',
    search: (catalog) => call('POST', '/catalog/search', 200, catalog),
    product: (catalog) => call('POST', '/catalog/product', 200, catalog),
    createCheckout: (checkout, key) => call('POST', '/checkout-sessions', 201, checkout, key),
    updateCheckout: (id, checkout) => call('PUT', `/checkout-sessions/${id}`, 200, checkout),
    getCheckout: (id) => call('GET', `/checkout-sessions/${id}`, 200),
    getOrder: (id) => call('GET', `/orders/${id}`, 200),
    // The protocol answers capabilities_incompatible with HTTP 200 and an error_response.
    createCart: (cart) => call('POST', '/carts', 200, cart),
    close: async () => {},
  };
}

/**
 * A platform profile for an agent that supports every capability the shop's discovery profile
 * lists except `left_out`, each at the shop's versions: negotiation must then leave that one out.
 */
export function platformProfileFor(business: Answer, leftOut: string): Record<string, unknown> {
  const capabilities = Object.fromEntries(
    Object.entries(business.ucp.capabilities as Record<string, Answer[]>).filter(([name]) => name !== leftOut),
  );
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [
          {
            version: UCP_VERSION,
            spec: `https://ucp.dev/${UCP_VERSION}/specification/overview`,
            transport: 'mcp',
            schema: `https://ucp.dev/${UCP_VERSION}/services/shopping/mcp.openrpc.json`,
            endpoint: 'https://agent.example/ucp/mcp',
          },
        ],
      },
      capabilities,
      payment_handlers: {},
    },
  };
}
