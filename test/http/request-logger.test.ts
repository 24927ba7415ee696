/**
 * request.log: a pino child bound to the request id, made only when the request logs something.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { lazyChildLogger } from '../../src/http/request-logger.ts';

function appWithLines(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  let children = 0;
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof logger.child>) => {
    children++;
    return child(...args);
  }) as typeof logger.child;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    disableRequestLogging: true,
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/quiet', async () => 'ok');
  app.get('/chatty', async (request) => {
    request.log.debug('not at this level');
    request.log.warn({ detail: 7 }, 'something to say');
    request.log.error('and more');
    return 'ok';
  });
  return {
    app,
    lines,
    /** Child loggers made since the app became ready (Fastify makes its own at start). */
    children: () => children,
    ready: async () => {
      await app.ready();
      children = 0;
    },
  };
}

test('a request that logs nothing makes no child logger', async () => {
  const { app, children, ready } = appWithLines('info');
  await ready();
  for (let i = 0; i < 5; i++) assert.equal((await app.inject({ url: '/quiet' })).statusCode, 200);
  assert.equal(children(), 0);
  await app.close();
});

test('a request that logs gets one child with its request id; levels the logger skips cost none', async () => {
  const { app, lines, children, ready } = appWithLines('warn');
  await ready();
  const res = await app.inject({ url: '/chatty', headers: { 'x-request-id': 'abc' } });
  assert.equal(res.statusCode, 200);
  assert.equal(children(), 1);
  assert.deepEqual(
    lines.map((l) => [l.msg, l.level, typeof l.reqId]),
    [
      ['something to say', 40, 'string'],
      ['and more', 50, 'string'],
    ],
  );
  assert.equal(lines[0]?.detail, 7);
  assert.equal(lines[0]?.reqId, lines[1]?.reqId);
  await app.close();
});
