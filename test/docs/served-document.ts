/**
 * The OpenAPI document as the app serves it, and a copy with every local `$ref` replaced by what it
 * names, for tests that compile a schema of the document on its own (Ajv cannot resolve
 * `#/components/...` outside the document).
 */
import type { App } from '../../src/http/types.ts';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;

const pointer = (doc: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((at: Json, key) => at?.[key], doc);

/** A copy of `doc` without local references (a reference cycle throws: the document has none). */
function dereference(doc: Json): Json {
  const resolve = (node: Json, seen: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      if (seen.includes(node.$ref)) throw new Error(`reference cycle: ${[...seen, node.$ref].join(' → ')}`);
      const target = pointer(doc, node.$ref);
      if (target === undefined) throw new Error(`unresolved reference ${node.$ref}`);
      return resolve(target, [...seen, node.$ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]));
  };
  return resolve(doc, []);
}

async function servedDocument(app: App): Promise<Json> {
  return (await app.inject({ url: '/api/openapi.json' })).json();
}

/** The served document with its references resolved. */
export async function dereferencedDocument(app: App): Promise<Json> {
  return dereference(await servedDocument(app));
}
