import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateSync, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { sha256 } from '../../platform/security';
import { adminRecoveryCodes, admins } from './schema';
import { forgetCachedSession, revokeAdminSessions } from './sessions';

/**
 * An admin's second factor (decision 030): TOTP (RFC 6238: SHA-1, six digits, 30-second steps, the
 * step before and after accepted for clock drift) and ten one-time recovery codes. A code is
 * accepted once: the step it was accepted for is kept, and a code of that step or an earlier one is
 * refused afterwards.
 */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const stepOf = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/** The step (at most one away from now) whose code this is, or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepOf(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = generateSync({ secret, epoch: step * PERIOD_SECONDS });
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) return step;
  }
  return null;
}

/** `abcde-fghjk`: ten letters and digits without look-alikes, about 50 bits. */
function newRecoveryCode() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

export async function recoveryCodesLeft(db: DbOrTx, adminId: string) {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))) as [{ n: number }];
  return Number(n);
}

/** Replaces the admin's recovery codes with new ones; answers them in clear (shown once, stored hashed). */
async function renewRecoveryCodes(tx: Tx, adminId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await tx.insert(adminRecoveryCodes).values(codes.map((code) => ({ adminId, codeHash: sha256(code) })));
  return codes;
}

/**
 * Checks a sign-in code in the caller's transaction: a TOTP code of a step not used before (the
 * step is then kept), else an unused recovery code (then spent). Answers which one it was, or null.
 */
export async function consumeSecondFactorCode(
  tx: Tx,
  admin: { id: string; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<'totp' | 'recovery-code' | null> {
  const trimmed = code.replace(/\s+/g, '');
  const step = matchingStep(admin.totpSecret, trimmed, now);
  if (step !== null) {
    if (admin.totpLastStep !== null && step <= admin.totpLastStep) return null;
    // Conditional on the last step, so two sign-ins racing with one code cannot both pass.
    const [kept] = await tx
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id });
    return kept ? 'totp' : null;
  }
  const [spent] = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, admin.id),
        eq(adminRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent ? 'recovery-code' : null;
}

async function lockAdmin(tx: Tx, adminId: string) {
  const [admin] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
  if (!admin) throw new AppError('not-logged-in');
  return admin;
}

/**
 * Starts enrolment: a new secret waits for confirmation (a second start replaces it). Answers the
 * secret, its otpauth:// address and that address as a QR code (SVG) for the authenticator app.
 */
export async function startTotpEnrolment(ctx: AppContext, adminId: string) {
  return ctx.db.transaction(async (tx) => {
    const admin = await lockAdmin(tx, adminId);
    if (admin.totpSecret) throw new AppError('second-factor-already-enrolled');
    const secret = generateSecret();
    await tx.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
    const uri = generateURI({ issuer: `${ctx.config.APP_NAME} admin`, label: admin.username, secret });
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, uri, qrSvg };
  });
}

/** Confirms enrolment with a code of the waiting secret; answers the recovery codes (shown once). */
export async function confirmTotpEnrolment(
  ctx: AppContext,
  { adminId, sessionId }: { adminId: string; sessionId: string },
  code: string,
  address: string,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const admin = await lockAdmin(tx, adminId);
    if (admin.totpSecret) throw new AppError('second-factor-already-enrolled');
    if (!admin.totpPendingSecret) throw new AppError('second-factor-not-started');
    const step = matchingStep(admin.totpPendingSecret, code.replace(/\s+/g, ''), now);
    if (step === null) throw new AppError('totp-code-invalid');
    await tx
      .update(admins)
      .set({ totpSecret: admin.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, totpEnrolledAt: now })
      .where(eq(admins.id, adminId));
    const recoveryCodes = await renewRecoveryCodes(tx, adminId);
    // Sessions opened with the password alone end; this one is read again (it now has the factor).
    await revokeAdminSessions(tx, ctx.viewers, adminId, now, sessionId);
    await forgetCachedSession(tx, ctx.viewers, sessionId);
    await ctx.events.emit(tx, {
      type: 'AdminSecondFactorChanged',
      adminId,
      change: 'enrolled',
      address,
      recoveryCodesLeft: recoveryCodes.length,
    });
    return { recoveryCodes };
  });
}

/** A current code (or a recovery code) proves the admin holds the factor before it is changed. */
async function proveFactor(tx: Tx, ctx: AppContext, adminId: string, code: string) {
  const admin = await lockAdmin(tx, adminId);
  if (!admin.totpSecret) throw new AppError('second-factor-not-enrolled');
  const used = await consumeSecondFactorCode(tx, { ...admin, totpSecret: admin.totpSecret }, code, ctx.clock.now());
  if (!used) throw new AppError('totp-code-invalid');
}

/** New recovery codes (the old ones stop working), for a current code; answers them (shown once). */
export async function renewAdminRecoveryCodes(ctx: AppContext, adminId: string, code: string, address: string) {
  return ctx.db.transaction(async (tx) => {
    await proveFactor(tx, ctx, adminId, code);
    const recoveryCodes = await renewRecoveryCodes(tx, adminId);
    await ctx.events.emit(tx, {
      type: 'AdminSecondFactorChanged',
      adminId,
      change: 'recovery-codes-renewed',
      address,
      recoveryCodesLeft: recoveryCodes.length,
    });
    return { recoveryCodes };
  });
}

/** Removes the second factor, for a current code (or a recovery code). */
export async function removeAdminSecondFactor(
  ctx: AppContext,
  { adminId, sessionId }: { adminId: string; sessionId: string },
  code: string,
  address: string,
) {
  await ctx.db.transaction(async (tx) => {
    await proveFactor(tx, ctx, adminId, code);
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnrolledAt: null })
      .where(eq(admins.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await forgetCachedSession(tx, ctx.viewers, sessionId);
    await ctx.events.emit(tx, { type: 'AdminSecondFactorChanged', adminId, change: 'removed', address, recoveryCodesLeft: 0 });
  });
}
