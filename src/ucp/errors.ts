/**
 * Errors of UCP operations. A UcpError is a business outcome in which no valid resource exists
 * (unknown checkout, expired session, nothing to buy): the bindings answer it with the protocol's
 * error_response — `ucp.status: "error"` and one error message — never with napf's problem+json.
 * Conditions on a resource that does exist (an address we do not ship to, a line out of stock) are
 * not thrown: they are messages on the returned checkout or cart.
 */

export type UcpSeverity = 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';

export interface UcpMessage {
  type: 'error' | 'warning' | 'info';
  code: string;
  content: string;
  /** RFC 9535 JSONPath of the part the message is about, e.g. $.line_items[0]. */
  path?: string;
  /** Errors only. */
  severity?: UcpSeverity;
}

export interface UcpErrorOptions {
  /** The REST status (MCP answers the same body as the tool's result); 400 unless given. */
  status?: number;
  path?: string;
  severity?: UcpSeverity;
  /** Where a buyer can go on in a browser (the storefront, the product, the checkout page). */
  continueUrl?: string;
}

export class UcpError extends Error {
  readonly code: string;
  readonly options: UcpErrorOptions;

  constructor(code: string, message: string, options: UcpErrorOptions = {}) {
    super(message);
    this.name = 'UcpError';
    this.code = code;
    this.options = options;
  }

  get status(): number {
    return this.options.status ?? 400;
  }

  toMessage(): UcpMessage {
    return {
      type: 'error',
      code: this.code,
      content: this.message,
      ...(this.options.path ? { path: this.options.path } : {}),
      severity: this.options.severity ?? 'unrecoverable',
    };
  }
}
