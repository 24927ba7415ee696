/**
 * Validation of a fetched platform profile. The rules are those of the protocol's profile.json
 * `platform_schema` (with ucp.json, service.json, capability.json, payment_handler.json), written
 * out here because napf reads no schema files at run time; test/ucp/negotiation.test.ts checks
 * that this schema and the official one agree on valid and invalid profiles.
 */
import type { ErrorObject } from 'ajv';
import { bodyAjv } from '../http/validation.ts';
import { madeOnFirstUse } from '../util/on-first-use.ts';
import type { PlatformUcp } from './negotiation.ts';

const VERSION = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const REVERSE_DOMAIN = {
  type: 'string',
  pattern: '^[a-z](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9_])?)+$',
};
const URI = { type: 'string', format: 'uri' };

/** ucp.json `entity`: what every service, capability and payment handler carries. */
const ENTITY = {
  version: VERSION,
  spec: URI,
  schema: URI,
  id: { type: 'string' },
  config: { type: 'object' },
};

const registry = (entry: object) => ({
  type: 'object',
  propertyNames: REVERSE_DOMAIN,
  additionalProperties: { type: 'array', items: entry },
});

const SERVICE = {
  type: 'object',
  required: ['version', 'spec', 'transport'],
  properties: { ...ENTITY, transport: { enum: ['rest', 'mcp', 'a2a', 'embedded'] }, endpoint: URI },
  // REST, MCP and embedded bindings name their OpenAPI / OpenRPC document; A2A has its agent card.
  anyOf: [{ properties: { transport: { const: 'a2a' } } }, { required: ['schema'] }],
};

const CAPABILITY = {
  type: 'object',
  required: ['version', 'spec', 'schema'],
  properties: {
    ...ENTITY,
    extends: { anyOf: [REVERSE_DOMAIN, { type: 'array', items: REVERSE_DOMAIN, minItems: 1 }] },
  },
};

const PAYMENT_HANDLER = {
  type: 'object',
  required: ['version', 'id', 'spec', 'schema'],
  properties: { ...ENTITY, available_instruments: { type: 'array', items: { type: 'object' }, minItems: 1 } },
};

const JWK = {
  type: 'object',
  required: ['kid', 'kty'],
  properties: { kid: { type: 'string' }, kty: { type: 'string' } },
  // A profile publishes public keys only.
  not: { anyOf: ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'].map((member) => ({ required: [member] })) },
};

export const PLATFORM_PROFILE_SCHEMA = {
  type: 'object',
  required: ['ucp'],
  properties: {
    ucp: {
      type: 'object',
      required: ['version', 'services', 'payment_handlers'],
      properties: {
        version: VERSION,
        status: { enum: ['success', 'error'] },
        services: registry(SERVICE),
        capabilities: registry(CAPABILITY),
        payment_handlers: registry(PAYMENT_HANDLER),
      },
    },
    keys: { type: 'array', items: JWK },
  },
};

const validator = madeOnFirstUse(() => bodyAjv.compile(PLATFORM_PROFILE_SCHEMA));

const describe = (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;

/** The profile's `ucp` member, or the violations (JSON pointers with messages) when it is not a valid platform profile. */
export function checkPlatformProfile(profile: unknown): { ucp: PlatformUcp } | { problems: string[] } {
  const validate = validator();
  if (validate(profile)) return { ucp: (profile as { ucp: PlatformUcp }).ucp };
  return { problems: (validate.errors ?? []).slice(0, 5).map(describe) };
}
