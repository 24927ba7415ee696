/**
 * npm run check:cycles: fails when src/ has an import cycle. Type-only imports count: a cycle made of
 * `import type` still ties the modules together for whoever reads or moves them.
 */
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

// madge parses TypeScript through typescript-estree, which needs the compiler API of TypeScript 5;
// the project's TypeScript 7 ships none. madge's dependency tree brings its own TypeScript 5.
function typescript5(): string {
  for (const owner of ['dependency-tree', 'precinct', 'filing-cabinet']) {
    try {
      return createRequire(require.resolve(`${owner}/package.json`)).resolve('typescript');
    } catch {
      // not installed below this package: try the next one
    }
  }
  throw new Error('no TypeScript 5 found below madge');
}
const ts5 = pathToFileURL(typescript5()).href;
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'typescript' ? { url: ts5, format: 'commonjs', shortCircuit: true } : next(specifier, context),
});

const madge = require('madge');
const result = await madge(['src'], {
  fileExtensions: ['ts'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: {
    ts: { skipTypeImports: false, mixedImports: true },
    es6: { skipTypeImports: false, mixedImports: true },
  },
});
const cycles: string[][] = result.circular();
for (const [i, cycle] of cycles.entries()) console.log(`${i + 1}) ${cycle.join(' > ')}`);
console.log(cycles.length ? `${cycles.length} import cycles in src/` : 'no import cycles in src/');
process.exitCode = cycles.length ? 1 : 0;
