/**
 * The last pass over the generated document (@fastify/swagger's transformObject): public operations
 * say so, shared responses and headers, named schemas. It works on a JSON copy: parts of the
 * generated object are the routes' own schema objects, which must not change.
 */
import { nameComponents } from './openapi-components.ts';
import { addSharedResponses } from './openapi-responses.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON walked by key.
type Json = any;

export function finishDocument(generated: unknown): Json {
  const doc: Json = JSON.parse(JSON.stringify(generated));
  // napf sends the webhooks: the receiver checks the signature headers, no key of napf's.
  for (const item of Object.values<Json>(doc.webhooks ?? {})) {
    for (const operation of Object.values<Json>(item)) operation.security = [];
  }
  addSharedResponses(doc);
  nameComponents(doc);
  return doc;
}
