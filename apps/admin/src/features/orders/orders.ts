import type { AdminFigurineOrder, AdminSupportOrder } from '@pedestal/contract';
import { api, type Query } from '@admin/lib/api';

/** A figurine order as the console gets it: each line with the units left to ship (`toShip`). */
export type Order = AdminFigurineOrder;
/** A row of `GET admin/order/crowdfunding`: the backer, the tier's name, the ship-to address and refunds (issue 39). */
export type Support = AdminSupportOrder;
/** What the backer was charged: the reward, its shipping and its tax (the answer's total, else their sum). */
export const supportTotal = (s: Support) => s.total ?? s.spec.price + s.shipping + s.tax;
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

/** The lines the warehouse packs: units left after partial refunds; a line with none left is not shipped. */
export const packingList = (order: Order) => order.items.filter((i) => i.toShip > 0);
