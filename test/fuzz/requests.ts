/**
 * Request generators for one operation of the document: valid requests (real slugs, sizes and ids
 * where the shop has them, so they get past the 404s) and requests broken in one place.
 */
import fc from 'fast-check';
import { ean13CheckDigit } from '../../src/catalog/ean.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../admin/support.ts';
import { AUSTRIAN_ADDRESS, BILLING_ADDRESS } from '../helpers/orders.ts';
import { type Breakage, broken, type Hints, valid } from './arbitraries.ts';
import {
  authOptions,
  type Broken,
  brokenOnce,
  documentValid,
  type Operation,
  type Parameter,
  type Request,
} from './document.ts';

const VARIANTS = PRODUCTS.flatMap((p) => p.variants.map((v) => ({ slug: p.slug, size: v.size })));

/** Real ids and values for path and query parameters, made by the fuzz through the API. */
export interface Fixtures {
  orders: string[];
  /**
   * Orders in status created for the operations that move one (by operationId): each its own, so
   * that one operation's cancellations leave the next some orders to move.
   */
  movableOrders: Record<string, string[]>;
  webhooks: string[];
  deliveries: string[];
  tokens: string[];
  feeds: string[];
  newsletterTokens: string[];
  auditCursor: string;
  buyable: { slug: string; size: string }[];
}

/** The generators for requests, given the fixtures the app holds. */
export function requestArbitraries(fixtures: Fixtures) {
  const slugs = fc.constantFrom(...PRODUCTS.map((p) => p.slug));
  const sizes = fc.constantFrom(...new Set(VARIANTS.map((v) => v.size)));
  const validEan = fc.stringMatching(/^\d{12}$/).map((first12) => `${first12}${ean13CheckDigit(first12)}`);

  /** Body property hints: real slugs, sizes and item lists, the admin's credentials, valid EANs. */
  function bodyHints(o: Operation): Hints {
    const hints: Hints = {
      slug: slugs,
      product_slug: slugs,
      size: sizes,
      weight_kg: fc.constantFrom(2, 4, 7.5, 12, 30),
      ean: validEan,
    };
    // A new draft needs a new slug: the seed's would all be 409.
    if (o.doc.operationId === 'adminCreateDraftProduct') delete hints.slug;
    // JSON-RPC methods the MCP server has, besides generated ones it answers "method not found".
    if (o.doc.operationId === 'callTool') hints.method = fc.constantFrom('tools/list', 'ping', 'tools/call');
    if (o.doc.operationId === 'createOrder') {
      hints.items = fc
        .uniqueArray(fc.constantFrom(...fixtures.buyable), {
          minLength: 1,
          maxLength: 3,
          selector: (v) => `${v.slug} ${v.size}`,
        })
        .chain((items) =>
          // A few units each: the counted stock (20 to 99 units in the seed) lasts the whole run.
          fc.tuple(...items.map((item) => fc.integer({ min: 1, max: 3 }).map((quantity) => ({ ...item, quantity })))),
        );
      // Served addresses (DE, AT) with valid postal codes; generated ones are mostly refused.
      hints.billing_address = fc.constantFrom(BILLING_ADDRESS, AUSTRIAN_ADDRESS);
      hints.shipping_address = fc.constantFrom(BILLING_ADDRESS, AUSTRIAN_ADDRESS, null);
    }
    // Status changes that can follow created (the fixtures' orders), with what paying needs.
    if (['changeOrderStatus', 'adminChangeOrderStatus'].includes(o.doc.operationId)) {
      hints.status = fc.constantFrom('paid', 'cancelled');
      hints.payment_method = fc.constantFrom('invoice', 'paypal');
    }
    if (o.doc.operationId === 'adminLogin') {
      hints.email = fc.constant(ADMIN_EMAIL);
      hints.password = fc.constant(ADMIN_PASSWORD);
    }
    return hints;
  }

  /** Real values for a path or query parameter, where the shop has them. */
  function parameterHint(o: Operation, p: Parameter): fc.Arbitrary<string> | undefined {
    switch (p.name) {
      case 'slug':
      case 'entity_id':
        return slugs;
      case 'size':
        return sizes;
      case 'token':
        return fc.constantFrom(...fixtures.newsletterTokens);
      case 'token_id':
        return fc.constantFrom(...fixtures.tokens);
      case 'entity_type':
        return fc.constantFrom('product', 'token', 'webhook', 'order');
      case 'cursor':
        return o.doc.operationId === 'adminListAudit' ? fc.constant(fixtures.auditCursor) : undefined;
      // A few keys used again and again: replays (201 with Idempotent-Replayed) and reuse with another body (422).
      case 'idempotency-key':
        return fc.constantFrom('fuzz-order-1', 'fuzz-order-2');
      case 'id': {
        const kinds = [
          ['/api/v1/orders/', fixtures.orders],
          ['/admin/api/orders/', fixtures.orders],
          ['/admin/api/webhooks/', fixtures.webhooks],
          ['/admin/api/deliveries/', fixtures.deliveries],
          ['/admin/api/tokens/', fixtures.tokens],
          ['/admin/api/feeds/', fixtures.feeds],
        ] as const;
        const movable = fixtures.movableOrders[o.doc.operationId];
        if (movable) return fc.constantFrom(...movable);
        const ids = kinds.find(([prefix]) => o.path.startsWith(prefix))?.[1];
        return ids ? fc.constantFrom(...ids) : undefined;
      }
    }
    return undefined;
  }

  /** Parameters travel as text: numbers and booleans as they print, strings as they are. */
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

  function parameterValue(o: Operation, p: Parameter): fc.Arbitrary<string> {
    const generated = valid(p.schema).map(asText);
    const hint = parameterHint(o, p);
    return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generated }) : generated;
  }

  function parametersIn(o: Operation, place: Parameter['in']): fc.Arbitrary<Record<string, string>> {
    const params = o.parameters.filter((p) => p.in === place);
    const record = fc.record(Object.fromEntries(params.map((p) => [p.name, parameterValue(o, p)])), {
      requiredKeys: params.filter((p) => p.required).map((p) => p.name),
    }) as fc.Arbitrary<Record<string, string>>;
    // A variant's slug and size belong together: mostly a real pair, so the request gets past the 404.
    if (place === 'path' && params.some((p) => p.name === 'slug') && params.some((p) => p.name === 'size')) {
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...VARIANTS) }, { weight: 1, arbitrary: record });
    }
    return record;
  }

  function validRequest(o: Operation): fc.Arbitrary<Request> {
    return fc
      .record({
        path: parametersIn(o, 'path'),
        query: parametersIn(o, 'query'),
        headers: parametersIn(o, 'header'),
        body: o.body ? valid(o.body, bodyHints(o)) : fc.constant(undefined),
        auth: fc.constantFrom(...authOptions(o)),
      })
      .filter((r) => documentValid(o, r));
  }

  /** Requests broken in one place: one parameter, the body, or the credentials. */
  function invalidRequest(o: Operation): fc.Arbitrary<Broken> | undefined {
    const base = validRequest(o);
    const breakers: fc.Arbitrary<Broken>[] = [];
    for (const p of o.parameters) {
      const place = p.in === 'header' ? 'headers' : p.in;
      const values = broken(p.schema, {}, p.name)
        .map((b) => asText(b.value))
        // An empty path segment is another URL (a 404 without a route), not a bad parameter; HTTP
        // cannot carry a NUL in a header.
        .filter((text) => !(p.in === 'path' && text === '') && !(p.in === 'header' && text.includes('\u0000')));
      breakers.push(
        fc
          .tuple(base, values)
          .map(([r, value]) => ({ request: { ...r, [place]: { ...r[place], [p.name]: value } }, field: p.name })),
      );
      // A path without one of its parameters is another URL, not this operation.
      if (p.required && p.in !== 'path') {
        breakers.push(
          base.map((r) => {
            const { [p.name]: _, ...rest } = r[place];
            return { request: { ...r, [place]: rest }, field: p.name };
          }),
        );
      }
    }
    if (o.body) {
      breakers.push(
        fc.tuple(base, broken(o.body, bodyHints(o))).map(([r, b]: [Request, Breakage]) => ({
          request: { ...r, body: b.value },
          field: b.path || 'body',
        })),
      );
    }
    const schemaBreakers = breakers.length ? [fc.oneof(...breakers).filter((b) => brokenOnce(o, b.request))] : [];
    const auth = authOptions(o).includes('none')
      ? []
      : [base.map((r): Broken => ({ request: { ...r, auth: 'none' }, field: 'X-Api-Key', credentials: true }))];
    const all = [...schemaBreakers, ...auth];
    return all.length ? fc.oneof(...all) : undefined;
  }

  return { validRequest, invalidRequest };
}
