/** A LIKE / ILIKE pattern matching `keyword` anywhere: its own `%`, `_` and `\` match only themselves. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
