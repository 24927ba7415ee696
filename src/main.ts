/**
 * The entry of the napf command line (`npm start`, `npx napf`, `node src/main.ts <command>`; the
 * commands are in cli/main.ts). Before any other module loads, it turns on Node's compile cache: a
 * start reuses the modules compiled (and stripped of their types) by the one before, instead of
 * compiling ~300 files again. The cache lives in the system's temporary folder (or NODE_COMPILE_CACHE)
 * and is keyed by each file's contents and the Node version, so an edited file is compiled afresh.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./cli/main.ts');
