import { Type } from 'typebox';
import { DomainError } from '../core/errors.ts';
import type { Store } from '../db/connect.ts';
import { pingDatabase } from '../db/maintenance.ts';
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
        description:
          'Liveness: 200 while the process runs, without touching the database (readiness is GET /readyz). Public.',
        security: [],
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
        description:
          'Readiness: 200 when the database answers, else 503 database_unavailable with Retry-After. Public.',
        security: [],
        response: {
          200: jsonResponse('Ready', Type.Object({ status: Type.Literal('ready'), database: Type.String() })),
          ...problemResponses(503),
        },
      },
    },
    async () => {
      try {
        await pingDatabase(store);
      } catch (err) {
        // The problem handler logs it once, with the reason taken from the cause.
        throw new DomainError('database_unavailable', 'The database does not answer', {
          headers: { 'Retry-After': '5' },
          cause: err,
        });
      }
      return { status: 'ready' as const, database: store.dialect };
    },
  );
}
