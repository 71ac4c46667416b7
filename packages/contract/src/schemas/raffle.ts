import { z } from 'zod';
import { RAFFLE_DEFAULTS } from '../constants';
import { IdSchema } from './common';
import { reason } from '../refusals';

/** The raffle of a figurine spec, as the figurine detail shows it. */
export const FigurineSpecRaffleSchema = z.object({ id: z.string(), costDiamond: z.number() });

export const RaffleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  costDiamond: z.number(),
  winRate: z.number(),
  guaranteeCount: z.number(),
  status: z.enum(['active', 'inactive', 'ended']),
  seedHash: z.string(),
});
export type Raffle = z.infer<typeof RaffleSchema>;

export const RaffleShowSchema = z.object({
  raffle: RaffleSchema,
  spec: z.object({ id: z.string(), title: z.string(), image: z.string().nullable(), description: z.string(), stock: z.number() }),
  character: z.object({ id: z.string(), name: z.string() }),
  guaranteeCountForUser: z.number(),
  availableDiamonds: z.number().nullable(),
  /** What one paid entry's diamonds cost in money at the cheapest support tier (decision 039), in dollars. */
  costMoney: z.number(),
  /** Whether the viewer may still take the free entry (one per account per raffle); null when signed out. */
  freeEntryAvailable: z.boolean().nullable(),
});
export type RaffleShow = z.infer<typeof RaffleShowSchema>;

export const RaffleEntryRecordSchema = z.object({
  id: z.string(),
  isWin: z.boolean(),
  isDistribute: z.boolean(),
  targetType: z.literal('figurine_spec_id'),
  targetId: z.string(),
  userAddressId: z.string().nullable(),
  roll: z.number(),
  drawNumber: z.number(),
  createdAt: z.string(),
  spec: z.object({ id: z.string(), title: z.string(), image: z.string().nullable() }),
  character: z.object({ id: z.string(), name: z.string() }),
});
export type RaffleEntryRecord = z.infer<typeof RaffleEntryRecordSchema>;

export const RaffleEntryAddressInputSchema = z.object({ userAddressId: IdSchema });

export const RaffleVerifySchema = z.object({
  entryId: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  message: z.string(),
  drawNumber: z.number(),
  roll: z.number(),
  pityBefore: z.number(),
  isWin: z.boolean(),
  /** Present once the seed is revealed: the roll and outcome recomputed from it. */
  recomputed: z.object({ roll: z.number(), isWin: z.boolean(), matches: z.boolean() }).nullable(),
});
export type RaffleVerify = z.infer<typeof RaffleVerifySchema>;

const raffleFields = {
  title: z.string().trim().min(1).max(120),
  description: z.string().max(2000),
  image: z.string().max(500).nullable(),
  costDiamond: z.number().int().min(1).max(1_000_000),
  /** 0..1 in steps of 0.0001. */
  winRate: z.number().min(0).max(1),
  guaranteeCount: z.number().int().min(1).max(10_000),
  status: z.enum(['active', 'inactive', 'ended']),
};
export const AdminRaffleInputSchema = z.object({
  ...raffleFields,
  description: raffleFields.description.default(''),
  image: raffleFields.image.default(null),
  costDiamond: raffleFields.costDiamond.default(RAFFLE_DEFAULTS.costDiamond),
  winRate: raffleFields.winRate.default(RAFFLE_DEFAULTS.winRate),
  guaranteeCount: raffleFields.guaranteeCount.default(RAFFLE_DEFAULTS.guaranteeCount),
  status: raffleFields.status.default('inactive'),
});
/** A true partial update: a field left out keeps its value (no defaults fill it in). */
export const AdminRaffleUpdateSchema = z.object(raffleFields).partial();

export const RaffleSpecRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  stock: z.number(),
  characterId: z.string(),
  characterName: z.string(),
});
export type RaffleSpecRef = z.infer<typeof RaffleSpecRefSchema>;

export const AdminRaffleSchema = RaffleSchema.extend({
  /** Only once revealed (ended or deleted). */
  seed: z.string().nullable(),
  specs: z.array(RaffleSpecRefSchema),
  createdAt: z.string(),
});

export const AdminRaffleDetailSchema = AdminRaffleSchema.extend({
  stats: z.object({
    entries: z.number(),
    wins: z.number(),
    /** Wins the guarantee gave (the roll alone would have lost). */
    pityWins: z.number(),
    players: z.number(),
    diamonds: z.number(),
    distributed: z.number(),
  }),
});

export const AdminRaffleSpecInputSchema = z.object({ raffleId: IdSchema, specId: IdSchema });

/** The shopper's raffle settings (decision 039): the date of birth attested, the monthly diamond limit. */
export const RafflePlayerSchema = z.object({
  birthDate: z.string().nullable(),
  /** Whether paid entries are open to the shopper by age: null until a date of birth is given. */
  adult: z.boolean().nullable(),
  monthlyDiamondLimit: z.number().nullable(),
  spentThisMonth: z.number(),
});
export type RafflePlayer = z.infer<typeof RafflePlayerSchema>;
export const RafflePlayerInputSchema = z
  .object({
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: reason('birth-date-invalid') }),
    monthlyDiamondLimit: z
      .number({ error: reason('monthly-limit-invalid') })
      .int({ error: reason('monthly-limit-invalid') })
      .min(0, { error: reason('monthly-limit-invalid') })
      .max(1_000_000, { error: reason('monthly-limit-invalid') })
      .nullable(),
  })
  .partial();
export type RafflePlayerInput = z.infer<typeof RafflePlayerInputSchema>;
