import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { DomainEvent, DomainSubscription } from '../../domain/events';
import { queueEmailTo } from '../notification';
import { admins } from './schema';
import { revokeUserSessions } from './sessions';

/** The team members who answer chargebacks (decision 032): owners and operators with an address, still on the team. */
const DISPUTE_ROLES = ['owner', 'operator'] as const;

/**
 * A new dispute is emailed to every owner and operator (through the outbox, once per dispute and
 * person: the key), in the dispute's transaction.
 */
async function emailTeamOfDispute(ctx: AppContext, tx: Tx, e: Extract<DomainEvent, { type: 'DisputeOpened' }>) {
  const team = await tx
    .select({ id: admins.id, username: admins.username, email: admins.email })
    .from(admins)
    .where(and(inArray(admins.role, [...DISPUTE_ROLES]), isNotNull(admins.email), isNull(admins.removedAt)));
  for (const member of team)
    await queueEmailTo(ctx, tx, {
      key: `dispute_opened:${e.dispute.id}:${member.id}`,
      kind: 'dispute_opened',
      to: member.email!,
      name: member.username,
      data: {
        disputeId: e.dispute.id,
        provider: e.dispute.provider,
        orderNo: e.orderNo,
        amountCents: e.dispute.amountCents,
        reason: e.dispute.reason,
        evidenceDueBy: e.dispute.evidenceDueBy?.toISOString() ?? null,
      },
    });
}

/** A deleted account is signed out everywhere, on every instance, in the deleting transaction; the team hears of disputes. */
export function authSubscriptions(ctx: AppContext): DomainSubscription {
  return {
    subscriber: 'auth',
    on: {
      AccountDeleted: (tx, e) => revokeUserSessions(tx, ctx.viewers, e.userId, e.at),
      DisputeOpened: (tx, e) => emailTeamOfDispute(ctx, tx, e),
    },
  };
}
