/** GET /api/mcp: the manifest (docs/contract.md#tools), derived from the registry alone. */
import { TOOLS } from './index.ts';

export const MANIFEST_API_VERSION = '1.1.0';
export const MANIFEST_SCHEMA_VERSION = '1.0';

export function buildManifest() {
  return {
    name: 'napf',
    description:
      'Tools of napf, a German online shop for premium dog and cat food: catalog search, products, feeding calculator, recommendations, Ratgeber articles, ingredient glossary, newsletter, and write tools for images, prices, stock, product details and webhooks. Call with POST /api/mcp {tool, parameters} and an X-Api-Key header, or connect an MCP client (Streamable HTTP) to the same URL.',
    api_version: MANIFEST_API_VERSION,
    schema_version: MANIFEST_SCHEMA_VERSION,
    auth: { header: 'X-Api-Key' },
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      kind: tool.kind,
      permission: tool.scope,
      parameters: tool.input,
      output: tool.output,
      annotations: tool.annotations,
    })),
  };
}
