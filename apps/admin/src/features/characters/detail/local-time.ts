/** An ISO instant as a `datetime-local` input's value, in the operator's time zone ('' for none). */
export const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A `datetime-local` input's value as an ISO instant (undefined when empty). */
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : undefined);
