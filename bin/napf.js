#!/usr/bin/env -S node --max-semi-space-size=4
// `npx napf` entry: the CLI is TypeScript run natively by the project's Node 24.
import '../src/main.ts';
