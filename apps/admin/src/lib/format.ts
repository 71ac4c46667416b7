import { formatDateTime, formatPrice } from '@pedestal/contract';

export const money = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? '—' : formatPrice(dollars));
export const dateTime = (v: string | null | undefined) => (v ? formatDateTime(v) : '—');
export const label = (v: string) => v.replace(/[_-]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** CSV text for a spreadsheet: every cell quoted, quotes doubled, a formula prefix neutralised. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]) {
  const cell = (v: string | number | null | undefined) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@]/.test(s) && typeof v === 'string') s = `'${s}`;
    return `"${s.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}

export function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
