/**
 * The Spectral rulesets the OpenAPI lint test runs: spectral:oas as it is, and the OWASP API Security
 * ruleset with the rules napf accepts switched off. Each switched-off rule says why; docs/contract.md
 * ("OpenAPI lint") states the same for readers of the API. The OWASP limit rules are replaced by
 * napf-request-limits, which checks what a client sends (parameters and request bodies) and not
 * what napf answers or delivers (responses, webhooks), where a limit protects nothing.
 *
 * A TypeScript module, not a YAML file: the Spectral CLI cannot load the OWASP ruleset (its
 * no-numeric-ids rule uses a JSONPath filter the CLI's JSONPath engine refuses), so the test uses
 * Spectral's programmatic API with this object.
 */
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

// biome-ignore lint/suspicious/noExplicitAny: schemas are plain JSON walked by key.
type Json = any;

interface Finding {
  message: string;
  path: (string | number)[];
}

/** Where a string, number or array of a request has no bound, below `schema`. */
function unbounded(schema: Json, path: (string | number)[], out: Finding[]): void {
  if (schema === null || typeof schema !== 'object') return;
  // The MCP branch of POST /api/mcp: the MCP SDK validates JSON-RPC messages, not this document.
  if (schema.title === 'MCP JSON-RPC message') return;
  const bounded = 'enum' in schema || 'const' in schema;
  if (schema.type === 'string' && !bounded && !('maxLength' in schema || 'format' in schema || 'pattern' in schema)) {
    out.push({ message: 'a request string needs maxLength (or enum, format, pattern)', path });
  }
  if (
    (schema.type === 'integer' || schema.type === 'number') &&
    !bounded &&
    !('maximum' in schema || 'exclusiveMaximum' in schema)
  ) {
    out.push({ message: 'a request number needs maximum', path });
  }
  if (schema.type === 'array' && !('maxItems' in schema)) out.push({ message: 'a request array needs maxItems', path });
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (typeof schema[key] === 'object') unbounded(schema[key], [...path, key], out);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    for (const [i, sub] of (schema[key] ?? []).entries()) unbounded(sub, [...path, key, i], out);
  }
  for (const [name, sub] of Object.entries(schema.properties ?? {})) unbounded(sub, [...path, 'properties', name], out);
}

function requestLimits(operation: Json, _options: unknown, context: { path: (string | number)[] }): Finding[] {
  const out: Finding[] = [];
  for (const [i, p] of (operation?.parameters ?? []).entries()) {
    unbounded(p.schema, [...context.path, 'parameters', i, 'schema'], out);
  }
  for (const [type, media] of Object.entries<Json>(operation?.requestBody?.content ?? {})) {
    unbounded(media.schema, [...context.path, 'requestBody', 'content', type, 'schema'], out);
  }
  return out;
}

export const OAS_RULESET = { extends: [[oas, 'recommended']] };

/** OWASP rules napf accepts, each with its reason. */
const ACCEPTED = {
  // Replaced by napf-request-limits (requests only; responses and webhook bodies are napf's own output).
  'owasp:api4:2023-string-limit': 'off',
  'owasp:api4:2023-integer-limit': 'off',
  'owasp:api4:2023-array-limit': 'off',
  // JSON has one number type; integers are bounded by minimum/maximum, a format adds nothing.
  'owasp:api4:2023-integer-format': 'off',
  // Free text (names, notes, search) has no pattern to state; its length is bounded.
  'owasp:api4:2023-string-restricted': 'off',
  // Over the limit the API answers 401 rate_limited, not 429: the shop's interface description.
  'owasp:api4:2023-rate-limit-responses-429': 'off',
  // RateLimit headers come with requests that carry an API key, not on public or error answers.
  'owasp:api4:2023-rate-limit': 'off',
  // Public operations (health, categories, shop, newsletter, login) have no credentials to refuse.
  'owasp:api8:2023-define-error-responses-401': 'off',
  'owasp:api2:2023-read-restricted': 'off',
  'owasp:api2:2023-write-restricted': 'off',
  // Newsletter mail links carry their one-time token in the URL: a link in an e-mail cannot send a header.
  'owasp:api2:2023-no-credentials-in-url': 'off',
  // Validation errors are 400 invalid_parameters; 422 means a valid request the shop cannot carry out.
  'owasp:api8:2023-define-error-validation': 'off',
  // No CORS: the API is for servers and agents, the dashboard and /docs are same-origin.
  'owasp:api8:2023-define-cors-origin': 'off',
  // One public server per deployment; whether it is internal is the operator's business.
  'owasp:api9:2023-inventory-access': 'off',
  // The CLI's JSONPath engine cannot evaluate this rule (see above); ids are prefixed strings (ord_..., tok_...).
  'owasp:api1:2023-no-numeric-ids': 'off',
} as const;

export const OWASP_RULESET = {
  extends: [[owasp, 'recommended']],
  rules: {
    ...ACCEPTED,
    'napf-request-limits': {
      description: 'Every string, number and array a client sends has an upper bound',
      severity: 'error',
      given: '$.paths[*][get,put,post,delete,patch]',
      // biome-ignore lint/suspicious/noThenProperty: Spectral's rule format names its action `then`.
      then: {
        // biome-ignore lint/suspicious/noExplicitAny: Spectral's function type is generic over its options.
        function: requestLimits as any,
      },
    },
  },
};
