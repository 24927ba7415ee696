/** /llms.txt after llmstxt.org: an H1, a summary quote, then sections of links with notes. */
export function llmsTxt(base: string): string {
  return `# napf

> napf is the API of a German online shop for premium dog and cat food (Hunde- und Katzenfutter). It serves the catalog (products with variants, prices in EUR, stock, EAN, analytical constituents, feeding tables, reviews), feeding calculations, recommendations, advice articles (Ratgeber) and an ingredient glossary, as JSON REST (v1) and as tools for AI agents over the Model Context Protocol.

Texts are German with English counterparts (fields ending in \`_en\`). Prices are consumer prices in EUR including VAT (\`vat_rate\` on each product: 7 % for food, snacks and supplements, 19 % for care products), numbers with two decimals; every variant carries its \`net_quantity\` (g, ml or piece, the whole pack) and its \`unit_price\` per 1 kg or 1 l (null for goods sold by the piece), and \`lowest_price_30_days\` (a crossed-out \`compare_price\` is never above the lowest price of the 30 days before its reduction). Feed products carry their EU feed label: \`feed_type\` (complete or complementary), \`dietetic_purpose\`, \`additives\`, \`operator\` and \`operator_registration\`, besides \`ingredients\` and \`analytical_constituents\`. Timestamps are ISO 8601 UTC.

Authentication: send an API token in the \`X-Api-Key\` header (\`napf_read_...\`, \`napf_write_...\` or \`napf_admin_...\`), or as \`Authorization: Bearer <token>\` (the same key; both headers with different keys are 401). Read tokens hold products:read, categories:read, articles:read and glossary:read; write tokens add products:write, prices:write, images:write and inventory:write; admin tokens hold admin:full. Orders and webhook subscriptions belong to the token that made them: orders:read reads a token's own orders (another token's order is 404), all_orders:read every order; a webhook subscription needs the scope that reads its events' data (products:read, or all_orders:read for order.created and order.updated). A missing or invalid token gets 401 \`unauthorized\`, a missing scope 403 \`forbidden\`. The limit is 60 requests per minute per token; over it the API answers **401** with code \`rate_limited\` and a \`Retry-After\` header (not 429). Errors are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\`, the offending field paths in \`errors\`, and a \`request_id\`.

## API

- [OpenAPI 3.1 document](${base}/api/openapi.json): every endpoint, parameter, response and error
- [API reference](${base}/docs): the same, readable in a browser
- [Product list](${base}/api/v1/products): GET with species (DOG, CAT, BOTH), category, line, tags, bestseller, page, limit (max 100); needs products:read
- [Category tree](${base}/api/v1/categories): dog, cat and product lines with counts and list links; no token needed
- [Shop information](${base}/api/v1/shop): GET the shop terms: operator and contact, prices include VAT (the rate per category), shipping costs and free-shipping threshold per country, the 14-day right of withdrawal; no token needed (the get_categories tool returns the same as \`shop\`)
- [Orders](${base}/api/v1/orders): place an order for a customer: POST {items: [{slug, size, quantity}], customer: {email, name}, billing_address: {name, street, house_number, postal_code, city, country}, shipping_address?, phone?} with orders:write and an Idempotency-Key; countries are those the shop ships to (DE, AT; postal code five digits for DE, four for AT). The answer holds the lines with VAT, shipping, the VAT table and the total. Then GET /api/v1/orders/{id} to follow its status (created, paid, shipped with tracking, delivered, cancelled, returned) and POST /api/v1/orders/{id}/cancel to cancel it before it ships. napf takes no payment: the customer pays the shop by the shop's means, and the shop marks the order paid. 409 insufficient_stock names the line and the units available.
- [UCP business profile](${base}/.well-known/ucp): the Universal Commerce Protocol (release 2026-08-25) for shopping agents: catalog, cart, checkout and order over REST (${base}/ucp/v1) and MCP (${base}/ucp/mcp), with the same API key (products:read for the catalog, ucp:checkout for the rest); a ready checkout is confirmed by the buyer on the page of its continue_url. Guide: docs/ucp.md in the repository
- [Tool manifest](${base}/api/mcp): the tools for agents and their JSON Schemas; call them with POST {tool, parameters} or as an MCP client (Streamable HTTP) at the same URL. MCP clients also get resources (napf://shop, napf://glossary, napf://ratgeber/{slug}, napf://products/{slug}; paged resources/list, each needing the scope of its REST route) and the prompts feeding_plan and allergy_aware_recommendation

## Optional

- [Newsletter](${base}/api/v1/newsletter): POST {email, first_name?, pet_types?}; double opt-in by mail
- [Health](${base}/healthz): process up; [readiness](${base}/readyz): database reachable
`;
}
