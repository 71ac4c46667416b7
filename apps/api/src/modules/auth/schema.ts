import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES } from '@pedestal/contract';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../account/schema';

/** Administrators sign in separately from shoppers. */
export const admins = pgTable('admins', {
  id: id(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** The TOTP secret (base32) once enrolment is confirmed; a code is then required at every sign-in. */
  totpSecret: text('totp_secret'),
  /** A secret shown for enrolment and not yet confirmed with a code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last 30-second step a code was accepted for: a code is good once (no replay). */
  totpLastStep: integer('totp_last_step'),
  totpEnrolledAt: ts('totp_enrolled_at'),
  /** What this person may do in the console (decision 036; packages/contract's permission table). */
  role: text('role', { enum: ADMIN_ROLES }).notNull().default('read-only'),
  /** Where their invitation was sent (null for the configured owner). */
  email: text('email'),
  /** Removed from the team by the owner: cannot sign in; the row stays so audit rows keep their name. */
  removedAt: ts('removed_at'),
  createdAt: createdAt(),
});

/** An invitation to join the console's team, sent by email; only the SHA-256 of its code is stored. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull(),
    codeHash: text('code_hash').notNull(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => admins.id),
    expiresAt: ts('expires_at').notNull(),
    /** Set when it was used (the admin it made) or withdrawn. */
    acceptedAdminId: text('accepted_admin_id').references(() => admins.id),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_invitations_code_hash_key').on(t.codeHash), index('admin_invitations_email_idx').on(t.email)],
);

/** One-time recovery codes of an admin's second factor: only their SHA-256 is stored; each is used once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_admin_code_key').on(t.adminId, t.codeHash)],
);

/** Opaque bearer tokens: only their SHA-256 is stored. One of userId / adminId is set. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by mail or SMS; stored hashed with a try counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt)],
);

/** State of an OpenID Connect sign-in between the redirect and the callback (PKCE). */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /**
     * Set by the callback: the account signed in and the SHA-256 of the one-time code the web app
     * exchanges (by POST, from the browser holding the flow's cookie) for its session.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oidc_flows_code_hash_key').on(t.codeHash)],
);
