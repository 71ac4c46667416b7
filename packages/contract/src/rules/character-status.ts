import type { CrowdfundingStatus, ReviewStatus, SaleStatus, VoteStatus } from '../enums';
import { paths } from '../paths';

/** The parts of a character its displayed status and kind depend on. */
export interface CharacterStateInput {
  status: ReviewStatus;
  vote?: { status: VoteStatus } | null;
  crowdfunding?: { status: CrowdfundingStatus } | null;
  sale?: { status: SaleStatus; salePrice?: number | null; preSaleEndAt?: string | Date | null } | null;
}

export const DisplayStatus = {
  rejected: 'Rejected',
  preSale: 'On Pre-sale',
  onSale: 'On Sale',
  crowdfunding: 'On Crowdfunding',
  crowdfundingSuccess: 'Crowdfunding Success',
  crowdfundingFailed: 'Crowdfunding Failed',
  crowdfundingEnded: 'Crowdfunding Ended',
  voting: 'On Voting',
  votingEnded: 'Voting Ended',
  pendingReview: 'Waiting for op review',
  unknown: 'Not available',
} as const;
export type DisplayStatus = (typeof DisplayStatus)[keyof typeof DisplayStatus];

const isFuture = (d: string | Date | null | undefined, now: number) => !!d && new Date(d).getTime() > now;

/** SPEC §4 displayed status, checked in the order given there. */
export function displayStatus(c: CharacterStateInput, now: number = Date.now()): DisplayStatus {
  if (c.status === 'rejected') return DisplayStatus.rejected;
  if (c.sale?.status === 'active' && isFuture(c.sale.preSaleEndAt, now)) return DisplayStatus.preSale;
  if (c.sale?.status === 'active' && c.sale.salePrice) return DisplayStatus.onSale;
  switch (c.crowdfunding?.status) {
    case 'active':
      return DisplayStatus.crowdfunding;
    case 'success_pending':
      return DisplayStatus.crowdfundingSuccess;
    case 'failed':
      return DisplayStatus.crowdfundingFailed;
    case 'ended':
      return DisplayStatus.crowdfundingEnded;
  }
  if (c.vote?.status === 'active') return DisplayStatus.voting;
  if (c.vote?.status === 'ended') return DisplayStatus.votingEnded;
  if (c.status === 'pending') return DisplayStatus.pendingReview;
  return DisplayStatus.unknown;
}

export type CharacterKind = 'sale' | 'crowdfunding' | 'vote';

/** SPEC §4 kind: decides which detail page a card opens. */
export function characterKind(c: CharacterStateInput, now: number = Date.now()): CharacterKind {
  const sale = c.sale;
  if (c.status !== 'rejected' && sale?.status === 'active' && (isFuture(sale.preSaleEndAt, now) || !!sale.salePrice)) {
    return 'sale';
  }
  if (c.crowdfunding && ['active', 'success_pending', 'failed', 'ended'].includes(c.crowdfunding.status)) {
    return 'crowdfunding';
  }
  return 'vote';
}

export function isPreSale(sale: { preSaleEndAt?: string | Date | null } | null | undefined, now: number = Date.now()) {
  return isFuture(sale?.preSaleEndAt, now);
}

/** Card link for a character of a kind. */
export function characterPath(kind: CharacterKind, id: string): string {
  if (kind === 'sale') return paths.figurineShow(id);
  if (kind === 'crowdfunding') return paths.crowdfundingShow(id);
  return paths.voteShow(id);
}
