/**
 * Checks a live response against what the OpenAPI document says of it, following local `$ref`s:
 * responses, headers and media types may name components (components.responses, .headers), and a
 * schema's references (components.schemas) are inlined before Ajv compiles it, so each schema stands
 * alone and strict mode still applies to every keyword of it.
 */
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { type Json, jsonAjv, mediaType, validator } from '../fuzz/document.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
export const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

/** Header values travel as text: "42" is an integer 42, as a client reads it. */
const headerAjv = addFormats(new Ajv2020({ allErrors: true, strict: false, coerceTypes: true }));

/** The response as received: status, lower-case header names, the body as text. */
export interface LiveResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const pointer = (...segments: string[]) => segments.map((s) => `/${escapeSegment(s)}`).join('');

/** Keywords whose value maps names to schemas, and keywords whose value is data, not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const DATA = new Set(['example', 'examples', 'const', 'enum', 'default']);

export class DocumentResponses {
  readonly #doc: Json;

  constructor(doc: Json) {
    this.#doc = doc;
  }

  #at(at: string): Json {
    return at
      .split('/')
      .slice(1)
      .reduce((n: Json, s) => n?.[s.replaceAll('~1', '/').replaceAll('~0', '~')], this.#doc);
  }

  /** The node at a pointer, following `$ref`s; with the pointer it ends at. */
  #resolve(at: string): { node: Json; at: string } {
    for (let hops = 0; hops < 20; hops++) {
      const node = this.#at(at);
      assert.ok(node !== undefined, `nothing at #${at} of the document`);
      if (typeof node.$ref !== 'string') return { node, at };
      assert.ok(node.$ref.startsWith('#/'), `only local references are followed: ${node.$ref}`);
      at = decodeURIComponent(node.$ref.slice(1));
    }
    throw new Error(`a cycle of references at #${at}`);
  }

  /**
   * The schema with every local `$ref` replaced by what it names, so that it compiles on its own
   * (Ajv would otherwise compile the whole document as a schema to resolve it). Keywords beside a
   * `$ref` apply too, as in JSON Schema 2020-12.
   */
  #inline(schema: Json, seen: string[] = []): Json {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
    const inline = (value: Json): Json =>
      Array.isArray(value) ? value.map((v) => this.#inline(v, seen)) : this.#inline(value, seen);
    const out: Json = {};
    for (const [key, value] of Object.entries<Json>(schema)) {
      if (SCHEMA_MAPS.has(key)) {
        out[key] = Object.fromEntries(Object.entries<Json>(value).map(([name, s]) => [name, inline(s)]));
      } else {
        out[key] = DATA.has(key) ? value : inline(value);
      }
    }
    if (typeof schema.$ref !== 'string') return out;
    const { $ref, ...beside } = out;
    assert.ok($ref.startsWith('#/'), `only local references are followed: ${$ref}`);
    assert.ok(!seen.includes($ref), `a recursive schema cannot be inlined: ${[...seen, $ref].join(' → ')}`);
    const target = this.#inline(this.#at(decodeURIComponent($ref.slice(1))), [...seen, $ref]);
    assert.ok(target !== undefined, `nothing at ${$ref} of the document`);
    return Object.keys(beside).length ? { ...beside, allOf: [...(beside.allOf ?? []), target] } : target;
  }

  /** Asserts that the status, documented headers, content type and body match the operation. */
  check(method: string, path: string, res: LiveResponse): void {
    const where = `${method.toUpperCase()} ${path} → ${res.status} ${res.text.slice(0, 300)}`;
    const operation = this.#doc.paths?.[path]?.[method.toLowerCase()];
    assert.ok(operation, `not in the document: ${where}`);
    assert.ok(operation.responses?.[String(res.status)], `status not documented: ${where}`);
    const response = this.#resolve(pointer('paths', path, method.toLowerCase(), 'responses', String(res.status)));
    for (const name of Object.keys(response.node.headers ?? {})) {
      const value = res.headers[name.toLowerCase()];
      if (value === undefined) continue;
      const header = this.#resolve(`${response.at}${pointer('headers', name)}`);
      if (!header.node.schema) continue;
      const check = headerAjv.compile(this.#inline(header.node.schema));
      assert.ok(check(value), `header ${name}: ${JSON.stringify(check.errors)} ${where}`);
    }
    if (!response.node.content) {
      assert.equal(res.text, '', `a body where the document has no content: ${where}`);
      return;
    }
    const type = mediaType(res.headers['content-type']);
    assert.ok(
      response.node.content[type],
      `content type ${type} not documented (${Object.keys(response.node.content)}): ${where}`,
    );
    const media = this.#resolve(`${response.at}${pointer('content', type)}`);
    const body = type.endsWith('json') ? JSON.parse(res.text) : res.text;
    const check = validator(jsonAjv, this.#inline(media.node.schema));
    assert.ok(check(body), `body does not match the document: ${JSON.stringify(check.errors?.slice(0, 5))} ${where}`);
  }
}
