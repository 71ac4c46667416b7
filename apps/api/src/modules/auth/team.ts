import { ADMIN_INVITATION_TTL_HOURS, type AcceptInvitationInput, type AdminRole, type TeamInviteInput } from '@pedestal/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hashPassword, newToken, sha256 } from '../../platform/security';
import { queueEmailTo } from '../notification';
import { adminInvitations, admins } from './schema';
import { createSession, forgetAdminSessions, revokeAllAdminSessions } from './sessions';

/**
 * The console's team (decision 036): the owner invites people by email with a role, changes roles
 * and removes members; each person signs in with their own password (and second factor). Every change
 * is audited under the person who made it (OperatorEdited).
 */

export interface TeamMember {
  id: string;
  username: string;
  email: string | null;
  role: AdminRole;
  secondFactor: boolean;
  createdAt: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: AdminRole;
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}

export async function listTeam(ctx: AppContext): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  const members = await ctx.db
    .select({
      id: admins.id,
      username: admins.username,
      email: admins.email,
      role: admins.role,
      secondFactor: sql<boolean>`${admins.totpSecret} is not null`,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .where(isNull(admins.removedAt))
    .orderBy(asc(admins.createdAt), asc(admins.id));
  const invitations = await ctx.db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      invitedBy: admins.username,
      expiresAt: adminInvitations.expiresAt,
      createdAt: adminInvitations.createdAt,
    })
    .from(adminInvitations)
    .innerJoin(admins, eq(admins.id, adminInvitations.invitedBy))
    .where(and(isNull(adminInvitations.closedAt), gt(adminInvitations.expiresAt, ctx.clock.now())))
    .orderBy(asc(adminInvitations.createdAt));
  return {
    members: members.map((m) => ({ ...m, secondFactor: Boolean(m.secondFactor), createdAt: m.createdAt.toISOString() })),
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() })),
  };
}

/** Serialises team changes: the checks below (an email invited once, one owner at least) hold under it. */
const lockTeam = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-team'))`);

/** The owner is still an owner when the change runs (a concurrent change may have demoted them). */
async function assertStillOwner(tx: Tx, actorId: string) {
  const [actor] = await tx
    .select({ role: admins.role })
    .from(admins)
    .where(and(eq(admins.id, actorId), isNull(admins.removedAt)));
  if (actor?.role !== 'owner') throw new AppError('permission-denied', { role: actor?.role ?? 'none', permission: 'team.manage' });
}

/**
 * Invites `email` with `role`: an invitation row (its code stored hashed) and its email through the
 * outbox, in one transaction. An address already on the team or with an open invitation is refused.
 * Answers the invitation (and, outside production, its link, so a developer can follow it).
 */
export async function inviteAdmin(ctx: AppContext, actorId: string, input: TeamInviteInput) {
  const code = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ADMIN_INVITATION_TTL_HOURS * 3_600_000);
  const url = `${ctx.config.publicUrl}/admin/join?code=${encodeURIComponent(code)}`;
  const id = await ctx.db.transaction(async (tx) => {
    await lockTeam(tx);
    await assertStillOwner(tx, actorId);
    const [member] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(sql`lower(${admins.email}) = ${input.email}`, isNull(admins.removedAt)));
    const [open] = await tx
      .select({ id: adminInvitations.id })
      .from(adminInvitations)
      .where(and(eq(adminInvitations.email, input.email), isNull(adminInvitations.closedAt), gt(adminInvitations.expiresAt, now)));
    if (member || open) throw AppError.field('email', 'admin-email-taken', { email: input.email });
    const [row] = await tx
      .insert(adminInvitations)
      .values({ email: input.email, role: input.role, codeHash: sha256(code), invitedBy: actorId, expiresAt, createdAt: now })
      .returning({ id: adminInvitations.id });
    const [inviter] = await tx.select({ username: admins.username }).from(admins).where(eq(admins.id, actorId));
    await queueEmailTo(ctx, tx, {
      key: `admin_invitation:${row!.id}`,
      kind: 'admin_invitation',
      to: input.email,
      name: input.email,
      data: { url, role: input.role, invitedBy: inviter?.username ?? 'The owner', expiresAt: expiresAt.toISOString() },
    });
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: actorId,
      action: 'team.invite',
      target: { type: 'admin_invitation', id: row!.id },
      detail: { email: input.email, role: input.role },
    });
    return row!.id;
  });
  return { id, email: input.email, role: input.role, expiresAt: expiresAt.toISOString(), url: ctx.config.production ? null : url };
}

/** Withdraws an open invitation (its link stops working). */
export async function withdrawInvitation(ctx: AppContext, actorId: string, invitationId: string) {
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx);
    await assertStillOwner(tx, actorId);
    const [closed] = await tx
      .update(adminInvitations)
      .set({ closedAt: ctx.clock.now() })
      .where(and(eq(adminInvitations.id, invitationId), isNull(adminInvitations.closedAt)))
      .returning({ email: adminInvitations.email });
    if (!closed) throw new AppError('invitation-invalid');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: actorId,
      action: 'team.withdraw_invitation',
      target: { type: 'admin_invitation', id: invitationId },
      detail: { email: closed.email },
    });
  });
}

/** What the join page shows before the invitee chooses a username: the address and the role. */
export async function showInvitation(ctx: AppContext, code: string) {
  const [row] = await ctx.db
    .select({ email: adminInvitations.email, role: adminInvitations.role, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .where(
      and(eq(adminInvitations.codeHash, sha256(code)), isNull(adminInvitations.closedAt), gt(adminInvitations.expiresAt, ctx.clock.now())),
    );
  if (!row) throw new AppError('invitation-invalid');
  return { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The invitee accepts: their admin account is made with the invitation's role, the invitation is
 * closed (a link is good once: the conditional update lets one of two racing uses through), and
 * they are signed in. Setting up their second factor comes next, as for the owner.
 */
export async function acceptInvitation(ctx: AppContext, input: AcceptInvitationInput) {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(adminInvitations)
      .set({ closedAt: now })
      .where(and(eq(adminInvitations.codeHash, sha256(input.code)), isNull(adminInvitations.closedAt), gt(adminInvitations.expiresAt, now)))
      .returning();
    if (!invitation) throw new AppError('invitation-invalid');
    const [admin] = await tx
      .insert(admins)
      .values({ username: input.username, passwordHash, role: invitation.role, email: invitation.email, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (!admin) throw AppError.field('username', 'admin-username-taken');
    await tx.update(adminInvitations).set({ acceptedAdminId: admin.id }).where(eq(adminInvitations.id, invitation.id));
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: admin.id,
      action: 'team.join',
      target: { type: 'admin', id: admin.id },
      detail: { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedBy },
    });
    const { token } = await createSession(tx, { adminId: admin.id }, now);
    return { adminId: admin.id, token };
  });
}

/** Owners left if `adminId` stopped being one; the team never goes without an owner. */
async function assertOwnerRemains(tx: Tx, adminId: string) {
  const owners = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.removedAt)));
  if (owners.filter((o) => o.id !== adminId).length === 0) throw new AppError('last-owner');
}

async function memberFor(tx: Tx, actorId: string, adminId: string) {
  if (actorId === adminId) throw new AppError('own-team-account');
  const [member] = await tx
    .select({ id: admins.id, role: admins.role, username: admins.username })
    .from(admins)
    .where(and(eq(admins.id, adminId), isNull(admins.removedAt)));
  if (!member) throw new AppError('admin-not-found');
  return member;
}

/** Changes a member's role; their sessions read it again at once (every instance's cache forgets them). */
export async function changeAdminRole(ctx: AppContext, actorId: string, adminId: string, role: AdminRole) {
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx);
    await assertStillOwner(tx, actorId);
    const member = await memberFor(tx, actorId, adminId);
    if (member.role === role) return;
    if (member.role === 'owner') await assertOwnerRemains(tx, adminId);
    await tx.update(admins).set({ role }).where(eq(admins.id, adminId));
    await forgetAdminSessions(tx, ctx.viewers, adminId);
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: actorId,
      action: 'team.change_role',
      target: { type: 'admin', id: adminId },
      detail: { username: member.username, before: member.role, after: role },
    });
  });
}

/** Removes a member: they cannot sign in, their sessions end; their audit rows keep their name. */
export async function removeAdmin(ctx: AppContext, actorId: string, adminId: string) {
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx);
    await assertStillOwner(tx, actorId);
    const member = await memberFor(tx, actorId, adminId);
    if (member.role === 'owner') await assertOwnerRemains(tx, adminId);
    const now = ctx.clock.now();
    await tx.update(admins).set({ removedAt: now }).where(eq(admins.id, adminId));
    await revokeAllAdminSessions(tx, ctx.viewers, adminId, now);
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: actorId,
      action: 'team.remove',
      target: { type: 'admin', id: adminId },
      detail: { username: member.username, role: member.role },
    });
  });
}
