/** LIKE patterns: `%text%` with `%`, `_` and `\` matching themselves (used with ESCAPE '\'). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
