/**
 * The real Model Context Protocol on POST /api/mcp (Streamable HTTP, stateless, SDK v2): every
 * JSON-RPC body the route receives is served here by a fresh McpServer built from the tool registry,
 * for both protocol eras (2025-03-26..2025-11-25 with `initialize`, 2026-07-28 with
 * `server/discover`). The auth hook has already checked the API key (X-Api-Key or Bearer); each
 * tools/call runs the shared execute path (scope check, parameter validation, run), so MCP and the
 * simple protocol can never disagree. Business errors (DomainError) become `isError: true` results carrying the problem.
 * Resources (mcp-resources.ts) and prompts (mcp-prompts.ts) are served alongside the tools.
 *
 * Capabilities say only what is true: no `listChanged` and no resource `subscribe`, because a
 * stateless server without an event stream can never send those notifications.
 */
import { toNodeHandler } from '@modelcontextprotocol/node';
import {
  type AuthInfo,
  type CallToolResult,
  createMcpHandler,
  fromJsonSchema,
  type JsonSchemaType,
  type JsonSchemaValidator,
  type jsonSchemaValidator,
  McpServer,
  type StandardSchemaWithJSON,
  type ToolAnnotations,
} from '@modelcontextprotocol/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../core/errors.ts';
import { problemBody } from '../http/problem-handler.ts';
import { hijackKeepingHeaders } from '../http/security-headers.ts';
import { executeTool } from './execute.ts';
import { TOOLS } from './index.ts';
import { MANIFEST_API_VERSION } from './manifest.ts';
import { registerPrompts } from './mcp-prompts.ts';
import { originAllowed } from './mcp-request.ts';
import { type ResourceCall, registerResources } from './mcp-resources.ts';
import type { Tool, ToolContext } from './types.ts';

/** What one HTTP request hands to the tools, resources and prompts of its McpServer (through the SDK's authInfo). */
type McpCall = ResourceCall;

const CALL_KEY = 'napf';

const INSTRUCTIONS =
  'Tools of napf, a German online shop for premium dog and cat food: catalog search, products, feeding calculator, recommendations, Ratgeber articles, ingredient glossary, newsletter, and write tools for images, prices, stock, product details and webhooks. Each tool needs its scope on the API key; a business error (unknown slug, invalid parameters, missing scope) is a tool result with isError and a problem {code, detail, errors}. Resources: napf://shop, napf://glossary, napf://ratgeber/{slug} and napf://products/{slug}; prompts: feeding_plan and allergy_aware_recommendation.';

/**
 * Arguments are validated by the shared execute path (after the scope check, with the same paths
 * and messages as the simple protocol), so the SDK's own input check lets everything through.
 */
const passThrough: jsonSchemaValidator = {
  getValidator<T>(): JsonSchemaValidator<T> {
    return (input) => ({ valid: true, data: input as T, errorMessage: undefined });
  },
};

/** The JSON Schema as plain JSON (TypeBox keeps non-enumerable markers on its schema objects). */
const plainJson = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as JsonSchemaType;

/** Read tools never change anything; write tools are additive unless they say otherwise. */
export function mcpAnnotations(tool: Tool): ToolAnnotations {
  const { title: _title, ...hints } = tool.annotations;
  return tool.kind === 'read'
    ? { ...hints, readOnlyHint: true }
    : { ...hints, readOnlyHint: false, destructiveHint: hints.destructiveHint ?? false };
}

interface ToolDefinition {
  tool: Tool;
  inputSchema: StandardSchemaWithJSON;
  outputSchema: StandardSchemaWithJSON;
  annotations: ToolAnnotations;
}

/** Built once per bridge: the schemas are converted (and the output validators compiled) here. */
function toolDefinitions(tools: readonly Tool[]): ToolDefinition[] {
  return tools.map((tool) => ({
    tool,
    inputSchema: fromJsonSchema(plainJson(tool.input), passThrough),
    // The SDK checks structuredContent against it before answering (its default Ajv, draft 2020-12).
    outputSchema: fromJsonSchema(plainJson(tool.output)),
    annotations: mcpAnnotations(tool),
  }));
}

function errorResult(call: McpCall, tool: Tool, error: unknown): CallToolResult {
  let problem: DomainError;
  if (error instanceof DomainError) {
    problem = error;
  } else {
    call.request.log.error({ err: error, tool: tool.name }, 'MCP tool call failed');
    problem = new DomainError('internal_error', 'An unexpected error occurred; quote the request id when reporting it');
  }
  // HTTP says 200 for an MCP tool error: the request log reads the code from here.
  call.request.errorCode = problem.code;
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(problemBody(call.request, problem)) }] };
}

/** Registered before the SDK's own `?? true` defaults could apply (see the file comment). */
const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false, subscribe: false },
  prompts: { listChanged: false },
};

function buildServer(definitions: ToolDefinition[], call: McpCall): McpServer {
  const server = new McpServer(
    { name: 'napf', version: MANIFEST_API_VERSION },
    { instructions: INSTRUCTIONS, capabilities: CAPABILITIES },
  );
  for (const { tool, inputSchema, outputSchema, annotations } of definitions) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema, outputSchema, annotations },
      async (args: unknown): Promise<CallToolResult> => {
        try {
          const result = (await executeTool(call.ctx, tool, call.token, args)) as Record<string, unknown>;
          return { structuredContent: result, content: [{ type: 'text', text: JSON.stringify(result) }] };
        } catch (error) {
          return errorResult(call, tool, error);
        }
      },
    );
  }
  registerResources(server.server, call);
  registerPrompts(server);
  return server;
}

export interface McpBridgeOptions {
  /** PUBLIC_URL: its origin is allowed in an Origin header besides loopback origins. */
  publicUrl?: string;
  tools?: readonly Tool[];
  log?: FastifyBaseLogger;
}

export interface McpBridge {
  /** Serves one JSON-RPC POST whose body Fastify has already parsed; answers 403 for a foreign Origin. */
  handle(request: FastifyRequest, reply: FastifyReply, ctx: ToolContext): Promise<void>;
  /** Ends in-flight 2026-07-28 exchanges and subscription streams (on app close). */
  close(): Promise<void>;
}

export function createMcpBridge(options: McpBridgeOptions = {}): McpBridge {
  // Built on the first MCP request, not at start: the output validators take a while to compile.
  let definitions: ToolDefinition[] | undefined;
  const log = options.log;
  // responseMode 'auto' (the default): the tools emit no notifications, so every answer is one JSON
  // body in the 2026-07-28 era; the legacy stateless leg frames its answer as SSE.
  const handler = createMcpHandler(
    ({ authInfo }) => {
      const call = authInfo?.extra?.[CALL_KEY] as McpCall | undefined;
      if (!call) throw new Error('MCP request without the napf call context');
      definitions ??= toolDefinitions(options.tools ?? TOOLS);
      return buildServer(definitions, call);
    },
    {
      onerror: (error) => {
        if (error.message.startsWith('Rejected')) log?.debug({ err: error }, 'MCP request rejected');
        else log?.warn({ err: error }, 'MCP handler error');
      },
    },
  );
  const serve = toNodeHandler(handler, { onerror: (error) => log?.error({ err: error }, 'MCP request failed') });

  return {
    async handle(request, reply, ctx) {
      const token = request.token;
      if (!token) throw new DomainError('unauthorized', 'An API key is required');
      const origin = request.headers.origin;
      if (!originAllowed(origin, options.publicUrl)) {
        throw new DomainError('forbidden', `Requests from the origin ${JSON.stringify(origin)} are not allowed`);
      }
      const call: McpCall = { ctx, token, request };
      const auth: AuthInfo = { token: token.id, clientId: token.id, scopes: token.scopes, extra: { [CALL_KEY]: call } };
      hijackKeepingHeaders(reply);
      await serve(Object.assign(request.raw, { auth }), reply.raw, request.body);
    },
    close: () => handler.close(),
  };
}
