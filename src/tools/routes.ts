/**
 * /api/mcp: GET serves the manifest; POST takes either the simple protocol `{tool, parameters}` or a
 * JSON-RPC 2.0 message of the Model Context Protocol (see mcp.ts). The auth hook has already checked
 * the X-Api-Key (route config `auth: 'token'`); the tool's own scope is checked per call.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError, invalidParameters } from '../core/errors.ts';
import { MAX_JSON_DEPTH } from '../http/json-depth.ts';
import { toFieldPath } from '../http/problem-handler.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { NUL_MESSAGE, nulPointers } from '../http/validation.ts';
import { onFirstUse } from '../util/on-first-use.ts';
import { executeTool, resolveTool } from './execute.ts';
import { TOOLS } from './index.ts';
import { buildManifest } from './manifest.ts';
import { isJsonRpcBody, mcpCallName } from './mcp-request.ts';
import type { ToolContext, ToolDeps } from './types.ts';

const accepts = (request: FastifyRequest, type: string) => String(request.headers.accept ?? '').includes(type);

function toolContext(deps: ToolDeps, request: FastifyRequest): ToolContext {
  const token = request.token;
  if (!token) throw new DomainError('unauthorized', 'An API key is required');
  return {
    services: deps,
    actor: { type: 'token', id: token.id, name: token.name },
    scopes: token.scopes,
    request: { id: String(request.id), ip: request.ip, userAgent: request.headers['user-agent'] },
  };
}

/** The documented request body: one object per tool (a `oneOf`), or a JSON-RPC message. */
function requestBodySchema() {
  // oneOf: the `tool` constant makes exactly one variant match. Left out, parameters are {}: they
  // are required only where the tool requires some.
  return Type.Unsafe<unknown>({
    oneOf: [
      ...TOOLS.map((tool) =>
        Type.Object(
          {
            tool: Type.Literal(tool.name),
            parameters: (tool.input as { required?: string[] }).required?.length
              ? tool.input
              : Type.Optional(tool.input),
          },
          { title: tool.name, description: `${tool.title} (scope ${tool.scope})`, additionalProperties: false },
        ),
      ),
      Type.Object(
        {
          jsonrpc: Type.Literal('2.0'),
          method: Type.String(),
          id: Type.Optional(Type.Union([Type.String(), Type.Number()])),
          params: Type.Optional(Type.Object({})),
        },
        { title: 'MCP JSON-RPC message', description: 'Model Context Protocol over Streamable HTTP (stateless)' },
      ),
    ],
  });
}

/** A JSON-RPC response of the MCP branch: a result, or an error (also for a message it cannot take). */
const JsonRpcResponseSchema = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    result: Type.Optional(Type.Object({}, { additionalProperties: true })),
    error: Type.Optional(
      Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) }),
    ),
  },
  { title: 'MCP JSON-RPC response' },
);

function responseSchema() {
  return Type.Unsafe<unknown>({
    oneOf: [
      ...TOOLS.map((tool) =>
        Type.Object({ tool: Type.Literal(tool.name), result: tool.output }, { title: `${tool.name} result` }),
      ),
      JsonRpcResponseSchema,
    ],
  });
}

/**
 * The MCP branch answers as the MCP SDK does (Streamable HTTP): JSON-RPC bodies, not problems; its
 * 200 may be server-sent events, 202 takes a notification, 406 wants Accept with both media types.
 */
const mcpResponses = () => {
  const problems = problemResponses(400, 401, 403, 404, 413, 415, 422);
  return {
    200: {
      description: 'The tool result; for an MCP message its JSON-RPC response, as JSON or as server-sent events',
      content: {
        'application/json': { schema: responseSchema() },
        'text/event-stream': { schema: Type.String({ description: 'event: message, data: a JSON-RPC response' }) },
      },
    },
    202: { description: 'MCP: a notification or response was accepted', type: 'null' },
    ...problems,
    400: {
      // Parsing comes before the protocol is known: a body that is not JSON, or nests deeper than
      // the limit, is a problem on both protocols; a JSON-RPC message the SDK refuses is its error.
      description: `${problems[400]?.description}; for an MCP message a JSON-RPC error, except for a body that is not JSON or nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep (invalid_json, json_too_deep: a problem on both protocols)`,
      content: { ...problems[400]?.content, 'application/json': { schema: JsonRpcResponseSchema } },
    },
    406: {
      description: 'MCP: the Accept header must name both application/json and text/event-stream',
      content: { 'application/json': { schema: JsonRpcResponseSchema } },
    },
  };
};

export function toolRoutes(app: App, deps: ToolDeps, options: { publicUrl?: string } = {}): void {
  app.decorateRequest('toolName', null);
  // The MCP SDK (with zod, some 120 modules) is loaded at the first MCP request, not at every start.
  const mcp = onFirstUse(async () =>
    (await import('./mcp.ts')).createMcpBridge({ publicUrl: options.publicUrl, log: app.log }),
  );
  app.addHook('onClose', async () => (await mcp.ifMade())?.close());

  app.get(
    '/api/mcp',
    {
      schema: {
        operationId: 'getToolManifest',
        tags: ['Tools'],
        summary: 'The manifest: every tool with its permission, JSON Schema parameters and annotations',
        description:
          'A GET that accepts only text/event-stream (an MCP client opening a stream) gets 405: the server is stateless.',
        security: [],
        response: {
          200: jsonResponse('The manifest', Type.Object({}, { additionalProperties: true })),
          ...problemResponses(405),
        },
      },
    },
    async (request, reply) => {
      if (accepts(request, 'text/event-stream') && !accepts(request, 'application/json')) {
        throw new DomainError('method_not_allowed', 'This MCP server is stateless: POST JSON-RPC messages instead', {
          headers: { Allow: 'POST' },
        });
      }
      return reply.send(buildManifest());
    },
  );

  app.post(
    '/api/mcp',
    {
      config: { auth: 'token' },
      // The body is validated per tool (execute.ts) for precise error paths; the schema documents it.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      // Results are built by the tools and checked against their output schemas in tests; a 14-way
      // anyOf serializer would only slow every call down.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      schema: {
        operationId: 'callTool',
        tags: ['Tools'],
        summary: 'Call a tool: {tool, parameters} → {tool, result}; or send an MCP JSON-RPC message',
        description:
          'Each tool needs its own scope (see the manifest). A JSON-RPC body is handled as Model Context Protocol (Streamable HTTP, stateless); any other body as the simple protocol.',
        security: [{ ApiKey: [] }],
        body: requestBodySchema(),
        response: mcpResponses(),
      },
    },
    async (request, reply) => {
      // No route validator runs here (see above), so the NUL check of http/validation.ts is made here.
      const nul = nulPointers(request.body);
      if (nul.length > 0) {
        throw invalidParameters(nul.map((pointer) => ({ path: toFieldPath(pointer) || 'body', message: NUL_MESSAGE })));
      }
      if (isJsonRpcBody(request.body)) {
        request.toolName = mcpCallName(request.body);
        return (await mcp.get()).handle(request, reply, toolContext(deps, request));
      }
      const body = request.body as { tool?: unknown; parameters?: unknown } | null;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new DomainError('invalid_parameters', 'The body must be a JSON object {tool, parameters}', {
          errors: [{ path: 'body', message: 'must be an object' }],
        });
      }
      const extra = Object.keys(body).filter((k) => k !== 'tool' && k !== 'parameters');
      if (extra.length > 0) {
        throw new DomainError('invalid_parameters', `Unknown field ${extra.join(', ')}`, {
          errors: extra.map((path) => ({ path, message: 'is not a known field' })),
        });
      }
      const tool = resolveTool(body.tool);
      request.toolName = tool.name;
      const result = await executeTool(toolContext(deps, request), tool, request.token!, body.parameters);
      return reply.send({ tool: tool.name, result });
    },
  );
}
