import type { TestApp } from './app.ts';

/** POST /api/mcp with the simple protocol. */
export function callTool(t: TestApp, key: string | undefined, tool: string, parameters?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: key ? { 'x-api-key': key } : {},
    payload: parameters === undefined ? { tool } : { tool, parameters },
  });
}
