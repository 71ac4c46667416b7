import {
  SEND_CODE_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@pedestal/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { newNumericCode, safeEqual, sha256 } from '../../platform/security';
import { verificationCodes } from './schema';

type Channel = 'email' | 'phone';
const hashCode = (channel: Channel, target: string, code: string) => sha256(`${channel}:${target}:${code}`);

/** Issues a code for the target and sends it; refused within the cooldown of the previous one. */
export async function sendVerificationCode(ctx: AppContext, channel: Channel, target: string) {
  const now = ctx.clock.now();
  const code = newNumericCode(VERIFICATION_CODE_LENGTH);
  await ctx.db.transaction(async (tx) => {
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
      throw AppError.tooManyRequests(`Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new code`);
    }
    await tx.insert(verificationCodes).values({
      channel,
      target,
      codeHash: hashCode(channel, target, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  const text = `Your ${ctx.config.APP_NAME} verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;
  const transport = channel === 'email' ? ctx.mail : ctx.sms;
  await transport.send({ to: target, subject: `${ctx.config.APP_NAME} verification code: ${code}`, text });
}

class WrongCode extends Error {
  constructor(readonly codeId: string) {
    super('wrong code');
  }
}

const codeError = (message: string) => AppError.validation(message, [{ path: 'code', message }]);

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
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row || row.expiresAt.getTime() <= now.getTime()) throw codeError('verification code has expired, please request a new one');
      if (row.attempts >= VERIFICATION_CODE_MAX_TRIES) throw codeError('too many wrong tries, please request a new code');
      if (!safeEqual(row.codeHash, hashCode(channel, target, code))) throw new WrongCode(row.id);
      await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
      return work(tx);
    });
  } catch (err) {
    if (!(err instanceof WrongCode)) throw err;
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, err.codeId));
    throw codeError('verification code is incorrect');
  }
}
