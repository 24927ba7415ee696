/**
 * What the routes need to know of an MCP request before the MCP SDK is involved: whether a body is
 * JSON-RPC, its label in the request log, whether its Origin may reach the tools. Kept apart from
 * mcp.ts, which the routes load only at the first MCP request (docs/architecture.md#start-up).
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A JSON-RPC 2.0 message, or a batch of them: the MCP branch of POST /api/mcp. */
export function isJsonRpcBody(body: unknown): boolean {
  if (Array.isArray(body)) return body.some((message) => isObject(message) && 'jsonrpc' in message);
  return isObject(body) && body.jsonrpc === '2.0';
}

/** For the request log: the tool of a tools/call, otherwise the JSON-RPC method (per batch entry). */
export function mcpCallName(body: unknown): string {
  const label = (message: unknown) => {
    if (!isObject(message)) return 'invalid';
    const params = message.params;
    if (message.method === 'tools/call' && isObject(params) && typeof params.name === 'string') return params.name;
    return typeof message.method === 'string' ? message.method : 'response';
  };
  const name = Array.isArray(body) ? body.map(label).join(',') : label(body);
  return name.slice(0, 200);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers send Origin; a page on another site (or a DNS-rebinding one) must not reach the tools.
 * Absent is fine (non-browser clients); present must be the public origin or a loopback one.
 */
export function originAllowed(origin: string | undefined, publicUrl: string | undefined): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (publicUrl && parsed.origin === new URL(publicUrl).origin) return true;
  return LOOPBACK.has(parsed.hostname) || /^127\.\d+\.\d+\.\d+$/.test(parsed.hostname);
}
