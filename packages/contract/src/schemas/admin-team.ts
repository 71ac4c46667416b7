import { z } from 'zod';
import { reason } from '../refusals';
import { ADMIN_ROLES } from '../rules/admin-roles';
import { EmailField, NewPasswordField, UsernameField } from './auth';

/** The console's team (decision 036): invitations, roles, and the reasons an operator writes. */
export const AdminRoleSchema = z.enum(ADMIN_ROLES);

export const TeamInviteInputSchema = z.object({ email: EmailField, role: AdminRoleSchema });
export type TeamInviteInput = z.infer<typeof TeamInviteInputSchema>;

export const TeamRoleInputSchema = z.object({ role: AdminRoleSchema });

/** The invitee chooses their username and password; the code comes from the invitation link. */
export const AcceptInvitationInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(16, { error: reason('invitation-invalid') })
    .max(128, { error: reason('invitation-invalid') }),
  username: UsernameField,
  password: NewPasswordField,
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInputSchema>;

export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 1000;
/** A reason an operator writes for an exceptional action (funding below goal, suspending, adjusting a balance). */
export const AdminReasonSchema = z
  .string({ error: reason('admin-reason-required') })
  .trim()
  .min(ADMIN_REASON_MIN, { error: reason('admin-reason-required') })
  .max(ADMIN_REASON_MAX, { error: reason('admin-reason-required') });

export const FundBelowGoalInputSchema = z.object({ reason: AdminReasonSchema });
export const SuspendUserInputSchema = z.object({ reason: AdminReasonSchema });

export const BALANCE_ADJUST_MAX = 1_000_000;
export const BalanceAdjustmentInputSchema = z.object({
  currency: z.enum(['diamond', 'vote_ticket']),
  delta: z
    .number({ error: reason('adjustment-invalid') })
    .int({ error: reason('adjustment-invalid') })
    .min(-BALANCE_ADJUST_MAX, { error: reason('adjustment-invalid') })
    .max(BALANCE_ADJUST_MAX, { error: reason('adjustment-invalid') })
    .refine((n) => n !== 0, { error: reason('adjustment-invalid') })
    // The refinement is invisible to JSON Schema: the document says it (decision 064).
    .meta({ not: { enum: [0] } }),
  reason: AdminReasonSchema,
});
export type BalanceAdjustmentInput = z.infer<typeof BalanceAdjustmentInputSchema>;
