/**
 * Starts an app from createTestApp on a real loopback port, for clients that speak HTTP themselves
 * (the MCP SDK client, fetch) instead of app.inject().
 */
import type { Config } from '../../src/config.ts';
import type { App } from '../../src/http/types.ts';
import { createTestApp, type TestApp } from './app.ts';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  baseUrl: string;
}

/** `setup` runs before the app listens (e.g. to add a hook, which a started app refuses). */
export async function listenTestApp(
  overrides: Partial<Config> = {},
  setup?: (app: App) => void,
): Promise<ListeningApp> {
  const testApp = await createTestApp(overrides);
  setup?.(testApp.app);
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const address = testApp.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The test app is not listening on a TCP port');
  return { ...testApp, baseUrl: `http://127.0.0.1:${address.port}` };
}
