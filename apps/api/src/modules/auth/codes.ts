import {
  SEND_CODE_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
  type RefusalReason,
} from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { newNumericCode, safeEqual, sha256 } from '../../platform/security';
import { sendVerificationEmail, verificationSms } from '../notification';
import { verificationCodes } from './schema';

type Channel = 'email' | 'phone';
const hashCode = (channel: Channel, target: string, code: string) => sha256(`${channel}:${target}:${code}`);

/** Issues a code for the target and sends it; refused within the cooldown of the previous one. */
/** `language` is the requester's (Accept-Language): there is no account yet to read it from. */
export async function sendVerificationCode(ctx: AppContext, channel: Channel, target: string, language: Language = 'en') {
  const now = ctx.clock.now();
  const code = newNumericCode(VERIFICATION_CODE_LENGTH);
  const codeId = await ctx.db.transaction(async (tx) => {
    // Serialise concurrent sends for one target so the cooldown cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${channel}:${target}`}))`);
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + SEND_CODE_COOLDOWN_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('code-cooldown', { count: seconds });
    }
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        channel,
        target,
        codeHash: hashCode(channel, target, code),
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });
  try {
    if (channel === 'email') await sendVerificationEmail(ctx, target, code, language);
    else {
      const text = verificationSms(language, ctx.config.APP_NAME, code, VERIFICATION_CODE_TTL_MINUTES);
      // The subject stays free of the code: transports log subjects, and production logs must not hold codes.
      await ctx.sms.send({ to: target, subject: `Your ${ctx.config.APP_NAME} verification code`, text });
    }
  } catch (err) {
    // Undelivered: drop the code so the cooldown does not block an immediate retry.
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw err;
  }
}

const codeError = (reason: RefusalReason) => AppError.field('code', reason);
const WRONG = Symbol('wrong code');

/**
 * Runs `work` in one transaction with the target's latest code checked and consumed. When the work
 * fails the code stays usable; a wrong code counts against the try limit.
 */
export async function withVerifiedCode<T>(
  ctx: AppContext,
  channel: Channel,
  target: string,
  code: string,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      // Only the newest code counts: an older one stays dead even after the newest is used.
      .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) throw codeError('code-not-requested');
    if (row.consumedAt) throw codeError('code-used');
    if (row.expiresAt.getTime() <= now.getTime()) throw codeError('code-expired');
    if (row.attempts >= VERIFICATION_CODE_MAX_TRIES) throw codeError('code-tries-exhausted');
    if (!safeEqual(row.codeHash, hashCode(channel, target, code))) {
      // Counted and committed under the row lock, so parallel guesses queue up and each one counts.
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return WRONG;
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
    return { value: await work(tx) };
  });
  if (outcome === WRONG) throw codeError('code-incorrect');
  return outcome.value;
}
