/**
 * Response serializers made when their route first answers, not when it is registered. Fastify
 * builds one fast-json-stringify function per route and status at start-up, and each build checks
 * its schema and sets up an Ajv instance of its own: with the app's few hundred response schemas
 * that was ~15 % of every start (docs/architecture.md#start-up). The serializer is the one
 * Fastify would have built, from the same shared schemas and options; a route that never answers
 * with a status never builds its serializer. Validators are lazy the same way (validation.ts).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { madeOnFirstUse } from '../util/on-first-use.ts';

const buildEagerly = SerializerSelector();

/** Fastify's `schemaController.compilersFactory.buildSerializer`, building each serializer on first use. */
export const lazySerializers: typeof buildEagerly = (externalSchemas, options) => {
  const compile = buildEagerly(externalSchemas, options);
  return (route) => {
    const serializer = madeOnFirstUse(() => compile(route));
    return (data: unknown) => serializer()(data);
  };
};
