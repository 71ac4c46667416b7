import type { FigurineOrder, SupportOrder } from '@pedestal/contract';
import { api, type Query } from '@admin/lib/api';

export type Order = FigurineOrder & {
  userId: string;
  paymentId: string | null;
  disputed?: boolean;
  user?: { username: string; email: string | null } | null;
};
export type Support = SupportOrder & {
  userId: string;
  paymentId: string | null;
  user?: { username: string; email: string | null } | null;
};
export const PAGE_SIZE = 20;
export const orderKeys = { all: ['admin', 'orders'] as const };

/** Fetches every page of a list (for the CSV export), 100 at a time. */
export async function fetchAll<T>(path: string, query: Query) {
  const rows: T[] = [];
  for (let page = 1; page <= 100; page++) {
    const batch = await api.get<T[]>(path, { ...query, page, pageSize: 100 });
    rows.push(...batch);
    if (batch.length < 100) break;
  }
  return rows;
}
