/**
 * One UCP operation, served over both bindings: REST (a method and path under the UCP REST
 * endpoint) and MCP (a tool of the UCP MCP endpoint). The binding turns its request into a UcpInput
 * (REST: path id + JSON body; MCP: `arguments.id` + `arguments[payload]`), runs the operation and
 * wraps the result or the UcpError in the binding's own shape. Operations never see HTTP or JSON-RPC.
 */
import type { CatalogSearch } from '../catalog/search-service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { Clock } from '../core/clock.ts';
import type { AfterCommit, DeliveryDesk } from '../core/commit-signal.ts';
import type { Actor } from '../core/context.ts';
import type { Store } from '../db/connect.ts';
import type { OrderService } from '../orders/service.ts';
import type { ShopInfo } from '../shop/info.ts';
import type { ShippingRule } from '../shop/shipping.ts';
import type { Scope } from '../tokens/scopes.ts';
import { UcpError } from './errors.ts';

/** The protocol release napf implements and advertises. */
export const UCP_VERSION = '2026-08-25';

/** What UCP operations may use; app.ts builds it from the services it composes. */
export interface UcpDeps {
  store: Store;
  clock: Clock;
  catalog: CatalogService;
  search: CatalogSearch;
  orders: OrderService;
  shop: ShopInfo;
  shippingRules: readonly ShippingRule[];
  /** The service's public origin (PUBLIC_URL), for links the protocol hands out. */
  publicUrl: string;
  /** STOREFRONT_CHECKOUT_URL: the shop's own checkout page, or null for napf's hosted page. */
  storefrontCheckoutUrl: string | null;
  /** A product's page with `{slug}` for its slug (FEED_PRODUCT_URL); absent or null: the product's REST resource. */
  productUrlTemplate?: string | null;
  /**
   * The app's notification after a committed write (app.ts: commits.notify): an order placed from
   * a checkout wakes the webhook dispatcher and refreshes the products whose stock it took.
   */
  afterCommit?: AfterCommit;
  /** This instance's webhook dispatcher: an order placed from a checkout claims its deliveries for it. */
  desk?: DeliveryDesk;
}

/** The capabilities both sides support for this request (name → version), from negotiation. */
export type ActiveCapabilities = ReadonlyMap<string, string>;

export interface UcpCall {
  deps: UcpDeps;
  /** The napf token that authenticated the request (X-Api-Key or Bearer). */
  actor: Actor;
  scopes: readonly Scope[];
  requestId: string;
  /** The protocol version this request is processed under. */
  version: string;
  capabilities: ActiveCapabilities;
  /** Text language: from the request's `context.language`, else Accept-Language, else German. */
  language: 'de' | 'en';
  /** Whether the request named a language (context or Accept-Language); reads of a session fall back to its own. */
  languageStated: boolean;
  /** Idempotency-Key (REST header) or `meta["idempotency-key"]` (MCP), when sent. */
  idempotencyKey: string | null;
}

/** REST: the `:id` path parameter and the JSON body; MCP: `arguments.id` and `arguments[payload]`. */
export interface UcpInput {
  id: string | null;
  body: Record<string, unknown>;
}

/** The input's id, or 400 invalid_input naming `$.id`; `what` names the object ("The cart"). */
export function requiredId(input: UcpInput, what: string): string {
  if (!input.id) throw new UcpError('invalid_input', `${what} id is required`, { status: 400, path: '$.id' });
  return input.id;
}

export interface UcpOperation {
  /** The MCP tool name (search_catalog, create_checkout ...). */
  name: string;
  /** The capability it belongs to (dev.ucp.shopping.checkout ...). */
  capability: string;
  /** REST binding, relative to the REST endpoint; `:id` marks the id parameter. */
  rest: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };
  /** The MCP argument that carries the body (catalog, checkout, cart ...); null: none. */
  payload: string | null;
  /** The napf scope the calling token needs. */
  scope: Scope;
  /** One sentence for the MCP tool list. */
  description: string;
  /** The result object (without the `ucp` envelope member, which the binding adds). */
  run(call: UcpCall, input: UcpInput): Promise<Record<string, unknown>>;
}
