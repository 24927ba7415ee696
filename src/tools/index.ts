/** The tool registry: the 14 tools in manifest order. */
import { READ_TOOLS } from './read/index.ts';
import type { Tool } from './types.ts';
import { WRITE_TOOLS } from './write/index.ts';

export const TOOLS: readonly Tool[] = [...READ_TOOLS, ...WRITE_TOOLS];

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

export function findTool(name: string): Tool | undefined {
  return BY_NAME.get(name);
}
