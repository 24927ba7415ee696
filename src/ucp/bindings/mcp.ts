/**
 * The MCP binding on POST /ucp/mcp: a stateless Streamable HTTP endpoint of its own (SDK v2, as
 * /api/mcp is), one tool per operation. Arguments are `meta` (`ucp-agent.profile`,
 * `idempotency-key`), `id` for operations on an existing resource and the payload (`checkout`,
 * `cart`, `catalog` ...). Every answer of the operation, a UcpError's error_response and
 * capabilities_incompatible included, is a tool result with `structuredContent` and the same JSON
 * as text; a failed discovery is the JSON-RPC error -32001 and a protocol error (missing scope,
 * invalid arguments) -32000 / -32602, as the protocol's MCP binding says.
 */
import { toNodeHandler } from '@modelcontextprotocol/node';
import {
  type AuthInfo,
  type CallToolResult,
  createMcpHandler,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type Tool,
} from '@modelcontextprotocol/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import { hijackKeepingHeaders } from '../../http/security-headers.ts';
import { holdsScope } from '../../tokens/scopes.ts';
import { originAllowed } from '../../tools/mcp-request.ts';
import { NegotiationError } from '../negotiation.ts';
import { UCP_VERSION, type UcpOperation } from '../operation.ts';
import { invoke, type UcpRequest, type UcpRuntime } from './invoke.ts';
import { checkIdempotencyKey, headerProfile, refuseNul, ucpRequest } from './request.ts';
import { transportError } from './transport-errors.ts';

/** The JSON-RPC error code of a failed UCP discovery (profile URL, fetch, content, version). */
export const DISCOVERY_FAILED = -32001;
const PROTOCOL_ERROR = -32000;

const CALL_KEY = 'napf-ucp';

interface McpCall {
  request: FastifyRequest;
  /** The UCP-Agent header's profile, for arguments without `meta["ucp-agent"]`; a header error is kept for later. */
  headerProfile: () => string | null;
}

const INSTRUCTIONS =
  'Universal Commerce Protocol (UCP) tools of napf, a German online shop for premium dog and cat food: catalog search and lookup, carts, checkout sessions and orders. Send meta: {"ucp-agent": {"profile": "<your platform profile URL>"}} with every call; results carry the protocol\'s `ucp` envelope. A ready checkout is completed by the buyer on the page named by continue_url.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function inputSchema(op: UcpOperation): Tool['inputSchema'] {
  const takesId = op.rest.path.includes(':id');
  const properties: Record<string, object> = {
    meta: {
      type: 'object',
      description: 'UCP request metadata',
      properties: {
        'ucp-agent': {
          type: 'object',
          properties: { profile: { type: 'string', description: 'The platform profile URL' } },
          required: ['profile'],
        },
        'idempotency-key': { type: 'string', description: 'Retry safety for operations that change state' },
      },
    },
  };
  if (takesId) properties.id = { type: 'string', description: 'The id of the resource' };
  if (op.payload) properties[op.payload] = { type: 'object', description: `The ${op.payload} payload` };
  return {
    type: 'object',
    properties: properties as Tool['inputSchema']['properties'],
    required: takesId ? ['id'] : [],
  };
}

/** Reads: GET operations and the catalog's, which POST only to carry their query. */
const readOnly = (op: UcpOperation) => op.rest.method === 'GET' || /^(search|lookup|get)_/.test(op.name);

function tools(operations: readonly UcpOperation[]): Tool[] {
  return operations.map((op) => ({
    name: op.name,
    description: op.description,
    inputSchema: inputSchema(op),
    annotations: { readOnlyHint: readOnly(op) },
  }));
}

const invalidParams = (message: string) => new ProtocolError(ProtocolErrorCode.InvalidParams, message);

/** The profile: `meta["ucp-agent"].profile`, else the UCP-Agent header, else none. */
function argumentProfile(meta: Record<string, unknown>, call: McpCall): string | null {
  const agent = meta['ucp-agent'];
  if (agent === undefined) return call.headerProfile();
  if (!isObject(agent) || typeof agent.profile !== 'string') {
    throw new NegotiationError('invalid_profile_url', 'meta["ucp-agent"].profile must be the platform profile URL');
  }
  return agent.profile;
}

async function callTool(
  runtime: UcpRuntime,
  op: UcpOperation,
  args: Record<string, unknown>,
  call: McpCall,
): Promise<CallToolResult> {
  const { request } = call;
  const token = request.token;
  if (!token || !holdsScope(token.scopes, op.scope)) {
    request.errorCode = 'forbidden';
    throw new ProtocolError(PROTOCOL_ERROR, `This token lacks the scope ${op.scope}`, {
      code: 'forbidden',
      content: `This token lacks the scope ${op.scope}`,
    });
  }
  const meta = args.meta ?? {};
  if (!isObject(meta)) throw invalidParams('meta must be an object');
  const takesId = op.rest.path.includes(':id');
  if (takesId && (typeof args.id !== 'string' || args.id === '')) throw invalidParams('id is required (a string)');
  const payload = op.payload ? (args[op.payload] ?? {}) : {};
  if (!isObject(payload)) throw invalidParams(`${op.payload} must be an object`);
  let ucp: UcpRequest;
  try {
    refuseNul(args);
    const key = checkIdempotencyKey(meta['idempotency-key'], 'meta.idempotency-key');
    ucp = ucpRequest(request, argumentProfile(meta, call), key);
  } catch (err) {
    if (err instanceof DomainError) throw invalidParams(err.message);
    if (err instanceof NegotiationError) {
      request.errorCode = err.code;
      throw new ProtocolError(DISCOVERY_FAILED, 'UCP discovery failed', { code: err.code, content: err.message });
    }
    throw err;
  }
  const id = takesId ? (args.id as string) : null;
  const outcome = await invoke(runtime, op, { id, body: payload }, ucp);
  if (outcome.kind === 'protocol') {
    request.errorCode = outcome.code;
    const message = outcome.code === 'version_unsupported' ? 'Protocol version not supported' : 'UCP discovery failed';
    throw new ProtocolError(DISCOVERY_FAILED, message, outcome.body);
  }
  request.errorCode = outcome.errorCode;
  return { structuredContent: outcome.body, content: [{ type: 'text', text: JSON.stringify(outcome.body) }] };
}

/** A napf error an operation let through (bad input a service refused, the database away): a protocol error. */
function fromDomainError(error: DomainError, request: FastifyRequest): ProtocolError {
  const failure = transportError(error, request);
  request.errorCode = failure.code;
  const code =
    failure.code === 'invalid_parameters'
      ? ProtocolErrorCode.InvalidParams
      : failure.status >= 500
        ? ProtocolErrorCode.InternalError
        : PROTOCOL_ERROR;
  return new ProtocolError(code, failure.content, { code: failure.code, content: failure.content });
}

function buildServer(runtime: UcpRuntime, operations: readonly UcpOperation[], list: Tool[], call: McpCall): Server {
  const server = new Server(
    { name: 'napf-ucp', version: UCP_VERSION },
    { instructions: INSTRUCTIONS, capabilities: { tools: { listChanged: false } } },
  );
  server.setRequestHandler('tools/list', async () => ({ tools: list }));
  server.setRequestHandler('tools/call', async (message) => {
    const op = operations.find((candidate) => candidate.name === message.params.name);
    if (!op) throw invalidParams(`Unknown tool ${message.params.name}`);
    const args = message.params.arguments ?? {};
    if (!isObject(args)) throw invalidParams('arguments must be an object');
    try {
      return await callTool(runtime, op, args, call);
    } catch (err) {
      if (err instanceof ProtocolError) throw err;
      if (err instanceof DomainError) throw fromDomainError(err, call.request);
      call.request.log.error({ err, tool: op.name }, 'UCP tool call failed');
      call.request.errorCode = 'internal_error';
      throw new ProtocolError(ProtocolErrorCode.InternalError, 'An unexpected error occurred; quote the request id');
    }
  });
  return server;
}

export interface UcpMcp {
  handle(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  close(): Promise<void>;
}

export function createUcpMcp(runtime: UcpRuntime, operations: readonly UcpOperation[], log: FastifyBaseLogger): UcpMcp {
  const list = tools(operations);
  const handler = createMcpHandler(
    ({ authInfo }) => {
      const call = authInfo?.extra?.[CALL_KEY] as McpCall | undefined;
      if (!call) throw new Error('UCP MCP request without its call context');
      return buildServer(runtime, operations, list, call);
    },
    { onerror: (error) => log.debug({ err: error }, 'UCP MCP handler error') },
  );
  const serve = toNodeHandler(handler, { onerror: (error) => log.error({ err: error }, 'UCP MCP request failed') });
  return {
    async handle(request, reply) {
      const token = request.token;
      if (!token) throw new DomainError('unauthorized', 'An API key is required');
      const origin = request.headers.origin;
      if (!originAllowed(origin, runtime.deps.publicUrl)) {
        throw new DomainError('forbidden', `Requests from the origin ${JSON.stringify(origin)} are not allowed`);
      }
      const call: McpCall = { request, headerProfile: () => headerProfile(request) };
      const auth: AuthInfo = { token: token.id, clientId: token.id, scopes: token.scopes, extra: { [CALL_KEY]: call } };
      hijackKeepingHeaders(reply);
      await serve(Object.assign(request.raw, { auth }), reply.raw, request.body);
    },
    close: () => handler.close(),
  };
}
