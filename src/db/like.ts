import { type Expression, type SqlBool, sql } from 'kysely';
import { foldText } from '../util/text.ts';

/** LIKE patterns: `%text%` with `%`, `_` and `\` matching themselves (used with ESCAPE '\'). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column LIKE pattern`, the pattern made by likePattern. */
const like = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;

/**
 * Whether `text` occurs in the folded column (a sort key: umlauts, accents and case folded) or,
 * lower-cased, in any of the other columns.
 */
export function containsText(text: string, foldedColumn: string, columns: readonly string[]): Expression<SqlBool> {
  const lower = likePattern(text.toLowerCase());
  const tests = [
    like(foldedColumn, likePattern(foldText(text))),
    ...columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${lower} escape '\\'`),
  ];
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
