import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Store } from '../db/connect.ts';
import { ApiError } from './errors.ts';
import { jsonResponse, problemResponses } from './schemas.ts';
import type { App } from './types.ts';

export function healthRoutes(app: App, store: Store): void {
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'health',
        tags: ['Operations'],
        summary: 'The process is up',
        response: { 200: jsonResponse('Up', Type.Object({ status: Type.Literal('ok') })) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'ready',
        tags: ['Operations'],
        summary: 'The database answers',
        response: {
          200: jsonResponse('Ready', Type.Object({ status: Type.Literal('ready'), database: Type.String() })),
          ...problemResponses(503),
        },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(store.db);
      } catch (err) {
        // The problem handler logs it once, with the reason taken from the cause.
        throw Object.assign(
          new ApiError(503, 'database_unavailable', 'The database does not answer', {
            headers: { 'Retry-After': '5' },
          }),
          { cause: err },
        );
      }
      return { status: 'ready' as const, database: store.dialect };
    },
  );
}
