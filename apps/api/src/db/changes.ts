/**
 * The columns a partial update sets: the keys whose value is given (undefined = keep; null = clear).
 * So an admin PUT that names one field changes that field only.
 */
export function changes<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** Dollars to cents for a partial update: undefined stays undefined, null stays null. */
export const centsOf = (dollars: number | null | undefined) =>
  dollars === undefined ? undefined : dollars === null ? null : Math.round(dollars * 100);
