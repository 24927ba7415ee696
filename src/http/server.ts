/**
 * The Fastify instance and the HTTP server under it. The server hands each request to the fast path
 * of cached catalog answers first (fast-path.ts) and to Fastify when that declines; it is set up as
 * Fastify sets up its own (keep-alive, request and connection timeouts).
 */
import { createServer } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { DomainError } from '../core/errors.ts';
import type { FastPath } from './fast-path.ts';
import { registerJsonBodyParser } from './json-depth.ts';
import { sendProblem } from './problem-handler.ts';
import { requestIdOf } from './request-id.ts';
import { lazyChildLogger } from './request-logger.ts';
import { setBaselineHeaders } from './security-headers.ts';
import { lazySerializers } from './serialization.ts';
import type { App } from './types.ts';
import { validatorCompiler } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fastPath: FastPath;
  }
}

/** How long an idle keep-alive connection stays open (Fastify's default, longer than common proxies'). */
const KEEP_ALIVE_MS = 72_000;

/** The problem for an error the router raises before any route runs. */
function frameworkProblem(code: string): DomainError {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new DomainError('uri_too_long', 'A path segment is too long');
  }
  if (code === 'FST_ERR_BAD_URL') return new DomainError('invalid_url', 'The URL is not valid (percent-encoding)');
  return new DomainError('internal_error', 'An unexpected error occurred; quote the request id when reporting it');
}

export function createApp(config: Pick<Config, 'bodyLimit' | 'trustProxy'>, logger: Logger, fastPath: FastPath): App {
  const app: App = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // The request log records every API call; per-request info lines would only repeat it.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Path parameters are checked by their schemas (slugs up to 200 characters, as much as 2400 when
    // percent-encoded); the router's default limit of 100 answered 414 before them, without a problem.
    routerOptions: { maxParamLength: 2400 },
    // A URL the router cannot take apart (bad percent-encoding, an overlong segment) gets a problem
    // body too; Fastify's own answer is JSON of another shape. No hook has run: add the request id.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-Id', request.id);
      setBaselineHeaders(reply);
      sendProblem(request, reply, frameworkProblem(error.code));
    },
    genReqId: requestIdOf,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    serverFactory: (handler) => {
      const server = createServer((req, res) => fastPath.handle(req, res, handler));
      // What Fastify does with a server it makes itself: with a server factory it leaves it alone.
      // Its request timeout is off (Node's default would end a request after 5 minutes).
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.requestTimeout = 0;
      return server;
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // API bodies are JSON only; Fastify's built-in text/plain parser would let text reach validation.
  app.removeContentTypeParser('text/plain');
  // Every JSON body is refused beyond a fixed nesting depth before anything walks it.
  registerJsonBodyParser(app);
  fastPath.register(app);
  app.decorate('fastPath', fastPath);
  return app;
}
