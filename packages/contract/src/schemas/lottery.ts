import { z } from 'zod';
import { DateTimeInputSchema, IdSchema } from './common';

/** Issue 25: a lottery drop of one figurine spec (decision 041). */
export const LOTTERY_CLAIM_HOURS = 48;

export const LotteryApplicationStatusSchema = z.enum(['applied', 'won', 'waiting', 'purchased', 'lapsed', 'not_drawn']);
export type LotteryApplicationStatus = z.infer<typeof LotteryApplicationStatusSchema>;

/** The shopper's own application, when they have one. */
export const LotteryApplicationSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  status: LotteryApplicationStatusSchema,
  rank: z.number().nullable(),
  allocated: z.number(),
  windowEndsAt: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type LotteryApplication = z.infer<typeof LotteryApplicationSchema>;

/** A lottery as the shopper sees it: its window, its committed seed (revealed after the draw), theirs. */
export const LotterySchema = z.object({
  id: z.string(),
  specId: z.string(),
  characterId: z.string(),
  specTitle: z.string(),
  characterName: z.string(),
  units: z.number(),
  maxPerApplication: z.number(),
  supporterWeight: z.number(),
  claimHours: z.number(),
  applyStartAt: z.string(),
  applyEndAt: z.string(),
  status: z.enum(['open', 'drawn']),
  seedHash: z.string(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  applications: z.number(),
  mine: LotteryApplicationSchema.nullable(),
});
export type Lottery = z.infer<typeof LotterySchema>;

export const LotteryApplyInputSchema = z.object({
  quantity: z.coerce.number({ error: 'quantity-required' }).int({ error: 'quantity-whole' }).min(1, { error: 'quantity-too-small' }),
});
export type LotteryApplyInput = z.infer<typeof LotteryApplyInputSchema>;

export const AdminLotteryInputSchema = z
  .object({
    specId: IdSchema,
    units: z.coerce.number().int().min(1, { error: 'lottery-units-invalid' }).max(100_000, { error: 'lottery-units-invalid' }),
    maxPerApplication: z.coerce.number().int().min(1).max(99).default(1),
    /** 1: every account alike; 2-10: accounts that voted for or backed the character count that many times. */
    supporterWeight: z.coerce.number().int().min(1).max(10).default(1),
    claimHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .default(LOTTERY_CLAIM_HOURS),
    applyStartAt: DateTimeInputSchema,
    applyEndAt: DateTimeInputSchema,
  })
  .refine((v) => Date.parse(v.applyEndAt) > Date.parse(v.applyStartAt), { error: 'lottery-window-invalid', path: ['applyEndAt'] });
export type AdminLotteryInput = z.infer<typeof AdminLotteryInputSchema>;

/** One application as the console and the public draw record list it (in drawn order after the draw). */
export const LotteryEntrySchema = z.object({
  userId: z.string(),
  quantity: z.number(),
  weight: z.number(),
  rank: z.number().nullable(),
  status: LotteryApplicationStatusSchema,
  allocated: z.number(),
});
export const LotteryDrawRecordSchema = z.object({
  lottery: LotterySchema.omit({ mine: true }),
  unitsLeft: z.number(),
  entries: z.array(LotteryEntrySchema),
});
export type LotteryDrawRecord = z.infer<typeof LotteryDrawRecordSchema>;
/** The console's draw record: each applicant also by name (issue 41: names, never bare ids); null for a deleted account. */
export const AdminLotteryDrawRecordSchema = LotteryDrawRecordSchema.extend({
  entries: z.array(LotteryEntrySchema.extend({ username: z.string().nullable().default(null) })),
});
export type AdminLotteryDrawRecord = z.infer<typeof AdminLotteryDrawRecordSchema>;

export const LotteryPathParamsSchema = z.object({ id: IdSchema });
