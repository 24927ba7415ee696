#!/usr/bin/env node
// `npx napf` entry: the CLI is TypeScript run natively by the project's Node 24.
import '../src/main.ts';
