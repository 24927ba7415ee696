/** Wire shape of a marketplace connection: the schema is the source, the type derived from it. */
import { type Static, Type } from 'typebox';
import { enumOf } from '../catalog/schema.ts';

export const FEED_FORMATS = ['google', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FeedConnectionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  format: enumOf(FEED_FORMATS, 'google: Google Merchant Center RSS 2.0 (g: namespace); csv: the same columns as CSV'),
  url: Type.String({ format: 'uri', description: 'The secret feed URL to give the marketplace' }),
  created_at: Type.String({ format: 'date-time' }),
  last_fetched_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last_item_count: Type.Union([Type.Integer(), Type.Null()]),
});
export type FeedConnection = Static<typeof FeedConnectionSchema>;
