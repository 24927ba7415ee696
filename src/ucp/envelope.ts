/**
 * The `ucp` member of every answer (ucp.json `$defs/response_*_schema`, `error`) and the bodies of
 * the binding-independent outcomes: a result, a business error (error_response) and a protocol
 * error of discovery (`{code, content, continue_url}`).
 */
import type { UcpMessage } from './errors.ts';
import type { ActiveCapability } from './negotiation.ts';

export const CHECKOUT_CAPABILITY = 'dev.ucp.shopping.checkout';

type CapabilityRegistry = Record<string, { version: string }[]>;

function registry(capabilities: ReadonlyMap<string, ActiveCapability>): CapabilityRegistry {
  const out: CapabilityRegistry = {};
  for (const [name, capability] of capabilities) out[name] = [{ version: capability.version }];
  return out;
}

/**
 * The envelope of a successful answer. Checkout answers carry the (required) payment handler
 * registry: empty, because napf takes no payment in the protocol (the buyer pays on the hosted page).
 */
export function successEnvelope(
  version: string,
  root: string,
  capabilities: ReadonlyMap<string, ActiveCapability>,
): Record<string, unknown> {
  return {
    version,
    status: 'success',
    capabilities: registry(capabilities),
    ...(root === CHECKOUT_CAPABILITY ? { payment_handlers: {} } : {}),
  };
}

/** common/types/error_response.json: no valid resource exists, one or more error messages say why. */
export function errorResponse(
  version: string,
  capabilities: ReadonlyMap<string, ActiveCapability>,
  messages: UcpMessage[],
  continueUrl: string | null,
): Record<string, unknown> {
  return {
    ucp: { version, status: 'error', capabilities: registry(capabilities) },
    messages,
    ...(continueUrl ? { continue_url: continueUrl } : {}),
  };
}

/** A transport-level error body of the REST binding (and the `data` of the MCP binding's JSON-RPC error). */
export function protocolError(code: string, content: string, continueUrl: string | null): Record<string, unknown> {
  return { code, content, ...(continueUrl ? { continue_url: continueUrl } : {}) };
}
