/** An identifier of ours (a table or column name) in double quotes, for SQL text built by hand. */
export const quotedIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
