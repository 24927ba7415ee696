/**
 * openapi-typescript builds its output with the TypeScript 5 compiler API. The project compiles with
 * TypeScript 7, whose package has no JavaScript API, so TypeScript 5 lives in a workspace of its own
 * (tools/typescript5, which keeps its tsc out of node_modules/.bin) and this resolve hook hands it
 * to openapi-typescript's own `import ts from 'typescript'` only.
 */
import { register } from 'node:module';

const WORKSPACE = new URL('../../tools/typescript5/package.json', import.meta.url).href;

const HOOK = `
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) {
    return next('typescript', { ...context, parentURL: ${JSON.stringify(WORKSPACE)} });
  }
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(HOOK)}`, import.meta.url);

const generator = await import('openapi-typescript');

/** openapi-typescript's generator and printer, running on the TypeScript 5 compiler. */
export const openapiTS = generator.default;
export const astToString = generator.astToString;
