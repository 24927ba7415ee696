/** Table types of UCP carts and checkout sessions (see schema.ts for the conventions; migration 013). */
export interface UcpCartsTable {
  id: string;
  owner_token_id: string;
  /** active or canceled. */
  status: string;
  /** JSON: the lines, buyer and context the agent sent (src/ucp/checkout/state.ts). */
  state: string;
  currency: string;
  /** The Idempotency-Key of the create request and the SHA-256 (hex) of its body, when one was sent. */
  create_key: string | null;
  create_hash: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface UcpCheckoutSessionsTable {
  id: string;
  owner_token_id: string;
  owner_name: string;
  /** The stored part of the UCP status: open (derived on read), completed or canceled. */
  status: string;
  state: string;
  currency: string;
  cart_id: string | null;
  /** prepayment or invoice, once the buyer confirmed. */
  payment_method: string | null;
  order_id: string | null;
  create_key: string | null;
  create_hash: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** One hosted checkout page token handed out: only its SHA-256 (hex) is kept. */
export interface UcpCheckoutPageTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
}
