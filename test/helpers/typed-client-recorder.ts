/**
 * The middleware the typed client (test/helpers/typed-client.ts) records its calls with: every
 * response with the path template openapi-fetch matched (`schemaPath`), so the test sees exactly the
 * calls the type-checked module made. It imports nothing but openapi-fetch's types, so the compiler
 * checks it alongside the generated client without the rest of the test helpers.
 */
import type { Middleware } from 'openapi-fetch';

/** One response as the server sent it, under the document's path template. */
export interface Recorded {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  text: string;
}

export function recorder(recorded: Recorded[]): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      recorded.push({
        method: request.method,
        path: schemaPath,
        status: response.status,
        headers: Object.fromEntries(response.headers),
        text: await response.clone().text(),
      });
      return undefined;
    },
  };
}
