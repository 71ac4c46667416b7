import { byKind, type DomainSubscription } from '../../domain/events';
import { recordAudit } from './service';

/**
 * Operators' sign-ins, failed guesses at an operator's password or code, and changes to their
 * second factor are audited too (the actor is the account itself).
 * Every change an operator makes is audited in its transaction: who, what, which record, and what
 * it was before where that matters. Changes nobody made by hand (a vote reaching its target, a
 * campaign meeting its goal at its end) are not operator changes and write nothing here.
 */
export function auditSubscriptions(): DomainSubscription {
  return {
    subscriber: 'audit',
    on: {
      CharacterApproved: (tx, e) =>
        recordAudit(tx, e.by, { action: 'character.approve', targetType: 'character', targetId: e.character.id }),
      CharacterRejected: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'character.reject',
          targetType: 'character',
          targetId: e.character.id,
          detail: { rejectReason: e.reason },
        }),
      VoteChanged: async (tx, e) => {
        if (e.by)
          await recordAudit(tx, e.by, {
            action: 'vote.update',
            targetType: 'vote',
            targetId: e.characterId,
            detail: { input: e.input, before: e.before },
          });
      },
      CampaignStarted: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'crowdfunding.start',
          targetType: 'character',
          targetId: e.character.id,
          detail: { countTarget: e.countTarget, endAt: e.endAt.toISOString() },
        }),
      CampaignChanged: (tx, e) =>
        recordAudit(tx, e.by, { action: 'crowdfunding.update', targetType: 'crowdfunding', targetId: e.characterId, detail: e.detail }),
      CampaignAmended: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'crowdfunding.amend',
          targetType: 'crowdfunding',
          targetId: e.characterId,
          detail: { reason: e.reason, changes: e.changes },
        }),
      CampaignFunded: async (tx, e) => {
        if (!e.by) return;
        if (e.belowGoal)
          await recordAudit(tx, e.by, {
            action: 'crowdfunding.fund_below_goal',
            targetType: 'character',
            targetId: e.character.id,
            detail: { reason: e.belowGoal.reason, current: e.belowGoal.currentCents / 100, target: e.belowGoal.targetCents / 100 },
          });
        else await recordAudit(tx, e.by, { action: 'crowdfunding.finish_success', targetType: 'character', targetId: e.character.id });
      },
      CampaignFailed: async (tx, e) => {
        if (e.by)
          await recordAudit(tx, e.by, {
            action: 'crowdfunding.finish_failed',
            targetType: 'character',
            targetId: e.character.id,
            detail: { refunds: e.refunds, current: e.progress.currentCents / 100, target: e.progress.targetCents / 100 },
          });
      },
      PreSaleOpened: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'sale.start_pre_sale',
          targetType: 'character',
          targetId: e.character.id,
          detail: {
            salePrice: e.salePriceCents / 100,
            preSalePrice: e.preSalePriceCents / 100,
            preSaleEndAt: e.preSaleEndAt.toISOString(),
          },
        }),
      SaleChanged: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'sale.update',
          targetType: 'character',
          targetId: e.characterId,
          detail: { input: e.input, before: e.before },
        }),
      OrderShipped: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'figurine_order.ship',
          targetType: 'figurine_order',
          targetId: e.order.id,
          detail: { trackingNo: e.trackingNo, carrier: e.carrier },
        }),
      OrderDelayed: byKind({
        purchase: (tx, e) =>
          recordAudit(tx, e.by, {
            action: 'sale_spec.delay',
            targetType: 'sale_spec',
            targetId: e.delay.id,
            detail: { ...e.delay, answerBy: e.delay.answerBy?.toISOString() ?? null, orders: e.orders.length },
          }),
        reward: (tx, e) =>
          recordAudit(tx, e.by, {
            action: 'crowdfunding.delay',
            targetType: 'crowdfunding',
            targetId: e.character.id,
            detail: { ...e.delay, answerBy: e.delay.answerBy?.toISOString() ?? null, supports: e.orders.length },
          }),
      }),
      OrderTrackingCorrected: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'figurine_order.correct_tracking',
          targetType: 'figurine_order',
          targetId: e.order.id,
          detail: { before: e.before, trackingNo: e.trackingNo, carrier: e.carrier },
        }),
      // Every money movement's row names its amount, units, reason and (as the row's admin) its operator.
      OrderRefundRequested: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'figurine_order.refund',
          targetType: 'figurine_order',
          targetId: e.orderId,
          detail: { from: e.from, amountCents: e.amountCents, full: e.full, lines: e.lines, reason: e.reason },
        }),
      DisputeEvidenceSubmitted: (tx, e) =>
        recordAudit(tx, e.by, {
          action: 'dispute.submit_evidence',
          targetType: 'dispute',
          targetId: e.dispute.id,
          detail: { provider: e.dispute.provider, providerRef: e.dispute.providerRef, attempt: e.attempt },
        }),
      UserSessionsRevoked: (tx, e) => recordAudit(tx, e.by, { action: 'user.revoke_sessions', targetType: 'user', targetId: e.userId }),
      AdminSignedIn: (tx, e) =>
        recordAudit(tx, e.adminId, {
          action: 'admin.sign_in',
          targetType: 'admin',
          targetId: e.adminId,
          detail: { address: e.address, secondFactor: e.secondFactor },
        }),
      AdminSignInFailed: (tx, e) =>
        recordAudit(tx, e.adminId, {
          action: 'admin.sign_in_failed',
          targetType: 'admin',
          targetId: e.adminId,
          detail: { address: e.address, stage: e.stage },
        }),
      AdminSecondFactorChanged: (tx, e) =>
        recordAudit(tx, e.adminId, {
          action: `admin.second_factor.${e.change.replaceAll('-', '_')}`,
          targetType: 'admin',
          targetId: e.adminId,
          detail: { address: e.address, recoveryCodesLeft: e.recoveryCodesLeft },
        }),
      OperatorEdited: (tx, e) =>
        recordAudit(tx, e.by, { action: e.action, targetType: e.target.type, targetId: e.target.id, detail: e.detail }),
    },
  };
}
