import { BUSINESS_UTC_OFFSET_MINUTES } from '../constants';

/** The business day (UTC+08:00) a moment falls in, as YYYY-MM-DD. */
export function businessDay(at: Date): string {
  return new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant of hh:00 business time on the business day of `at`. */
export function businessTimeOfDay(at: Date, hour: number): Date {
  const day = businessDay(at);
  return new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);
}
