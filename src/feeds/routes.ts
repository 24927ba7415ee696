/**
 * Marketplace connections in the dashboard's API, and the public feed URLs they hand out. A feed
 * URL needs no key (marketplaces fetch it as it is): its secret is the credential, so an unknown or
 * rotated secret is a plain 404.
 */
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { adminRoute } from '../admin/api/common.ts';
import { enumOf } from '../catalog/schema.ts';
import { notFound } from '../core/errors.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { FEED_FORMATS, FeedConnectionSchema } from './schema.ts';
import type { FeedService } from './service.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** The dashboard's part, registered inside the admin plugin (prefix /admin). */
export function feedAdminRoutes(admin: App, feeds: FeedService): void {
  admin.get(
    '/api/feeds',
    adminRoute({
      operationId: 'adminListFeeds',
      summary: 'Marketplace connections (product feeds) with their URLs and last fetch',
      response: {
        200: jsonResponse('Connections', Type.Object({ data: Type.Array(FeedConnectionSchema) })),
        ...problemResponses(401, 403),
      },
    }),
    async () => ({ data: await feeds.list() }),
  );

  admin.post(
    '/api/feeds',
    adminRoute({
      operationId: 'adminCreateFeed',
      summary: 'Create a marketplace connection with its own secret feed URL',
      body: Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
          format: enumOf(FEED_FORMATS),
        },
        { additionalProperties: false },
      ),
      response: {
        201: jsonResponse('The connection', Type.Object({ data: FeedConnectionSchema })),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request, reply) =>
      reply.code(201).send({ data: await feeds.create(request.body.name, request.body.format) }),
  );

  admin.post(
    '/api/feeds/:id/rotate',
    adminRoute({
      operationId: 'adminRotateFeed',
      summary: 'A new secret feed URL; the old one answers 404 at once',
      params: IdParams,
      response: {
        200: jsonResponse('The connection with its new URL', Type.Object({ data: FeedConnectionSchema })),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request) => ({ data: await feeds.rotate(request.params.id) }),
  );

  admin.delete(
    '/api/feeds/:id',
    adminRoute({
      operationId: 'adminDeleteFeed',
      summary: 'Delete a marketplace connection (its URL answers 404 at once)',
      params: IdParams,
      // type null: a 204 has no body (without it the document would promise JSON content).
      response: { 204: { description: 'Deleted', type: 'null' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await feeds.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** The public feed URLs the marketplaces fetch. */
export function feedRoutes(app: App, feeds: FeedService): void {
  app.get(
    '/feeds/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 200 }) }) } },
    async (request, reply) => {
      const connection = await feeds.resolve(request.params.file);
      if (!connection) throw notFound('Feed');
      return reply
        .type(
          connection.format === 'google'
            ? 'application/rss+xml; charset=utf-8'
            : 'text/csv; charset=utf-8; header=present',
        )
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Readable.from(feeds.render(connection)));
    },
  );
}
