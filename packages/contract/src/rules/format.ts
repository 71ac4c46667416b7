/** Counter badge: counts over 1000 show as a one-decimal value followed by k. */
export function formatCounter(count: number | null | undefined): string {
  const n = Number(count ?? 0);
  if (n > 1000) return `${(Math.floor(n / 100) / 10).toFixed(1)}k`;
  return String(n);
}

/** Completion percentage: countCurrent / countTarget × 100, one decimal. */
export function completionPercent(current: number | null | undefined, target: number | null | undefined): string {
  const t = Number(target ?? 0);
  if (!(t > 0)) return '0.0';
  return ((Number(current ?? 0) / t) * 100).toFixed(1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/dd/yyyy HH:mm in the viewer's local time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Days, hours, minutes, seconds from now until the date; zeros once passed. */
export function countdown(until: string | number | Date, now: number | Date = Date.now()): Countdown {
  const ms = Math.max(0, new Date(until).getTime() - new Date(now).getTime());
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Image sources that are not absolute http(s) or data:image URLs get the API base address. */
export function resolveImageUrl(src: string | null | undefined, baseUrl: string): string | null {
  if (!src) return null;
  if (/^https?:\/\//i.test(src) || /^data:image\//i.test(src)) return src;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${src.startsWith('/') ? '' : '/'}${src}`;
}
