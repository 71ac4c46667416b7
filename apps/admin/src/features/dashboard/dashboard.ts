/** GET admin/dashboard: what needs doing and today's figures. */
export interface Dashboard {
  pendingReviews: { count: number; oldest: { id: string; name: string; createdAt: string }[] };
  votesNearTarget: {
    id: string;
    name: string;
    countCurrent: number;
    countTarget: number;
    progress: number;
    reached: boolean;
    negotiation: string | null;
  }[];
  campaigns: {
    id: string;
    name: string;
    current: number;
    target: number;
    progress: number;
    endAt: string | null;
    daysLeft: number | null;
  }[];
  ordersToShip: number;
  refundsInProgress: { figurineOrders: number; supports: number };
  today: {
    since: string;
    revenue: number;
    figurineRevenue: number;
    figurineOrders: number;
    supportRevenue: number;
    supports: number;
    raffleEntries: number;
    raffleDiamonds: number;
  };
  raffleEntries: number;
}
