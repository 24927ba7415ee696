import type { Tool } from '../types.ts';

/** Read tools in manifest order (SPEC.md §4). */
export const READ_TOOLS: Tool[] = [];
