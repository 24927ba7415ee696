/** /llms.txt after llmstxt.org: an H1, a summary quote, then sections of links with notes. */
export function llmsTxt(base: string): string {
  return `# napf

> napf is the API of a German online shop for premium dog and cat food (Hunde- und Katzenfutter). It serves the catalog (products with variants, prices in EUR, stock, EAN, analytical constituents, feeding tables, reviews), feeding calculations, recommendations, advice articles (Ratgeber) and an ingredient glossary, as JSON REST (v1) and as tools for AI agents over the Model Context Protocol.

Texts are German with English counterparts (fields ending in \`_en\`). Prices are consumer prices in EUR including VAT (\`vat_rate\` on each product: 7 % for food, snacks and supplements, 19 % for care products), numbers with two decimals; every variant carries its \`net_quantity\` (g, ml or piece, the whole pack) and its \`unit_price\` per 1 kg or 1 l (null for goods sold by the piece). Timestamps are ISO 8601 UTC.

Authentication: send an API token in the \`X-Api-Key\` header (\`napf_read_...\`, \`napf_write_...\` or \`napf_admin_...\`). Read tokens hold products:read, categories:read, articles:read and glossary:read; write tokens add products:write, prices:write, images:write and inventory:write; admin tokens hold admin:full. Orders and webhook subscriptions belong to the token that made them: orders:read reads a token's own orders (another token's order is 404), all_orders:read every order; a webhook subscription needs the scope that reads its events' data (products:read, or all_orders:read for order.created). A missing or invalid token gets 401 \`unauthorized\`, a missing scope 403 \`forbidden\`. The limit is 60 requests per minute per token; over it the API answers **401** with code \`rate_limited\` and a \`Retry-After\` header (not 429). Errors are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\`, the offending field paths in \`errors\`, and a \`request_id\`.

## API

- [OpenAPI 3.1 document](${base}/api/openapi.json): every endpoint, parameter, response and error
- [API reference](${base}/docs): the same, readable in a browser
- [Product list](${base}/api/v1/products): GET with species (DOG, CAT, BOTH), category, line, tags, bestseller, page, limit (max 100); needs products:read
- [Category tree](${base}/api/v1/categories): dog, cat and product lines with counts and list links; no token needed
- [Tool manifest](${base}/api/mcp): the tools for agents and their JSON Schemas; call them with POST {tool, parameters} or as an MCP client (Streamable HTTP) at the same URL

## Optional

- [Newsletter](${base}/api/v1/newsletter): POST {email, first_name?, pet_types?}; double opt-in by mail
- [Health](${base}/healthz): process up; [readiness](${base}/readyz): database reachable
`;
}
