/**
 * What both bindings do with one request once they have taken it apart: negotiate, run the
 * operation, and turn its result or its UcpError into the protocol's answer. The bindings only
 * translate the Outcome into HTTP or JSON-RPC.
 */
import type { Actor } from '../../core/context.ts';
import type { Scope } from '../../tokens/scopes.ts';
import { errorResponse, protocolError, successEnvelope } from '../envelope.ts';
import { UcpError } from '../errors.ts';
import { type Negotiated, NegotiationError, relevantCapabilities } from '../negotiation.ts';
import type { Negotiator } from '../negotiator.ts';
import type { UcpCall, UcpDeps, UcpInput, UcpOperation } from '../operation.ts';

export interface UcpRuntime {
  deps: UcpDeps;
  negotiator: Negotiator;
  /** Where a buyer can go on in a browser when negotiation fails (the storefront), or null. */
  continueUrl: string | null;
}

/** The request, in binding-neutral terms. */
export interface UcpRequest {
  actor: Actor;
  scopes: readonly string[];
  requestId: string;
  /** The platform profile URL, or null when the request names none. */
  profile: string | null;
  idempotencyKey: string | null;
  acceptLanguage: string | undefined;
}

export type Outcome =
  /** An answer of the operation: its resource, or an error_response (UcpError, capabilities_incompatible). */
  | { kind: 'answer'; status: number; body: Record<string, unknown>; errorCode: string | null }
  /** Discovery failed (the profile could not be had or used): a transport error. */
  | { kind: 'protocol'; status: number; code: string; body: Record<string, unknown> };

/** `context.language` of the request, else the first of de/en in Accept-Language; null when it names neither. */
export function statedLanguage(body: Record<string, unknown>, acceptLanguage: string | undefined): 'de' | 'en' | null {
  const context = body.context;
  const stated = context && typeof context === 'object' ? (context as Record<string, unknown>).language : undefined;
  const candidates = [
    ...(typeof stated === 'string' ? [stated] : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split('-')[0];
    if (primary === 'de' || primary === 'en') return primary;
  }
  return null;
}

async function negotiated(runtime: UcpRuntime, profile: string | null): Promise<Negotiated | Outcome> {
  try {
    return await runtime.negotiator.forProfile(profile);
  } catch (err) {
    if (!(err instanceof NegotiationError)) throw err;
    return {
      kind: 'protocol',
      status: err.status,
      code: err.code,
      body: protocolError(err.code, err.message, runtime.continueUrl),
    };
  }
}

export async function invoke(
  runtime: UcpRuntime,
  op: UcpOperation,
  input: UcpInput,
  request: UcpRequest,
): Promise<Outcome> {
  const negotiation = await negotiated(runtime, request.profile);
  if ('kind' in negotiation) return negotiation;
  let relevant: ReturnType<typeof relevantCapabilities>;
  try {
    relevant = relevantCapabilities(negotiation, op.capability);
  } catch (err) {
    if (!(err instanceof NegotiationError)) throw err;
    const message = {
      type: 'error' as const,
      code: err.code,
      content: err.message,
      severity: 'unrecoverable' as const,
    };
    const body = errorResponse(negotiation.version, new Map(), [message], runtime.continueUrl);
    return { kind: 'answer', status: 200, body, errorCode: err.code };
  }
  const stated = statedLanguage(input.body, request.acceptLanguage);
  const call: UcpCall = {
    deps: runtime.deps,
    actor: request.actor,
    scopes: request.scopes as Scope[],
    requestId: request.requestId,
    version: negotiation.version,
    capabilities: new Map([...negotiation.capabilities].map(([name, c]) => [name, c.version])),
    language: stated ?? 'de',
    languageStated: stated !== null,
    idempotencyKey: request.idempotencyKey,
  };
  try {
    const result = await op.run(call, input);
    const ucp = successEnvelope(negotiation.version, op.capability, relevant);
    const status = op.name.startsWith('create_') ? 201 : 200;
    return { kind: 'answer', status, body: { ucp, ...result }, errorCode: null };
  } catch (err) {
    if (!(err instanceof UcpError)) throw err;
    const body = errorResponse(negotiation.version, relevant, [err.toMessage()], err.options.continueUrl ?? null);
    return { kind: 'answer', status: err.status, body, errorCode: err.code };
  }
}
