import { z } from 'zod';
import { COUNT_MAX, COUNT_TARGET_MIN, DESCRIPTION_MAX, DESCRIPTION_MIN } from '../constants';
import {
  CharacterPhase,
  CrowdfundingStatus,
  Gender,
  MessageKind,
  OrderBy,
  ReviewStatus,
  SaleStatus,
  SpecStatus,
  VoteStatus,
} from '../enums';
import { IdSchema, PageQuerySchema } from './common';

/** SPEC §5 keeps the original wording (200) although the limit is 2000. */
export const DESCRIPTION_MESSAGE = 'Description must be between 20 and 200 characters';
export const AGREEMENT_MESSAGE = 'Please agree to the submission rules and terms of service.';
export const REJECT_REASON_MAX = 2000;
export const NO_VOTES_LEFT_MESSAGE = "You have no votes left. You'll receive 3 votes each day.";

/** Copyright talks with the creator after a vote reaches its target. */
export const VoteNegotiation = ['in_progress', 'succeeded', 'failed'] as const;
export type VoteNegotiation = (typeof VoteNegotiation)[number];

/** Messages name the form's labels, for people (SPEC §5 gives no wording for these fields). */
const text = (label: string, max: number, missing = `${label} is required`) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} must be at most ${max} characters` });
const url = (label: string) =>
  z
    .url({ protocol: /^https?$/, error: `${label} must be a web address starting with http:// or https://` })
    .max(2000, { error: `${label} is too long` });
/** Optional text where an empty string means "none". */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

const characterFields = {
  name: text('Character name', 255),
  gender: z.enum(Gender, { error: 'Please select a gender' }),
  description: z
    .string({ error: DESCRIPTION_MESSAGE })
    .trim()
    .min(DESCRIPTION_MIN, { error: DESCRIPTION_MESSAGE })
    .max(DESCRIPTION_MAX, { error: DESCRIPTION_MESSAGE }),
  creatorName: text('Creator name', 255),
  creatorWebsite: z
    .string({ error: 'Creator website is required' })
    .trim()
    .min(1, { error: 'Creator website is required' })
    .pipe(url('Creator website')),
  illustration: optional(z.string().max(500, { error: 'The illustration could not be used, please upload it again' })),
  website: optional(z.string().trim().pipe(url('Official website'))),
  /** Comma-separated genres (tags). */
  genre: text('Genre', 400, 'Please add at least one genre'),
  note: text('Note', 2000, 'Please add a note for the review team'),
};

export const CreateCharacterInputSchema = z.object({
  ...characterFields,
  agreement: z.literal(true, { error: AGREEMENT_MESSAGE }),
});
export type CreateCharacterInput = z.infer<typeof CreateCharacterInputSchema>;

/** Edit sends the same form; every field is optional and the agreement may be repeated. */
export const UpdateCharacterInputSchema = z
  .object(characterFields)
  .partial()
  .extend({
    agreement: z.literal(true, { error: AGREEMENT_MESSAGE }).optional(),
  });
export type UpdateCharacterInput = z.infer<typeof UpdateCharacterInputSchema>;

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `search text must be at most ${max} characters` })
    .optional()
    .transform((v) => v || undefined);

export const CharacterListQuerySchema = PageQuerySchema.extend({
  orderBy: z.enum(OrderBy, { error: 'orderBy must be latest or mostView' }).default('latest'),
  genre: filterText(100),
  name: filterText(255),
});
export type CharacterListQuery = z.infer<typeof CharacterListQuerySchema>;

export const CrowdfundingListQuerySchema = CharacterListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(CrowdfundingStatus, { error: 'status is not a crowdfunding status' })])
    .optional()
    .transform((v) => v || undefined),
});
export type CrowdfundingListQuery = z.infer<typeof CrowdfundingListQuerySchema>;

export const MyCharactersQuerySchema = PageQuerySchema.extend({ name: filterText(255) });

export const AdminCharacterListQuerySchema = PageQuerySchema.extend({
  status: z.enum(ReviewStatus, { error: 'status must be pending, approved or rejected' }).optional(),
  phase: z.enum(CharacterPhase, { error: 'phase is not a character phase' }).optional(),
  name: filterText(255),
});
export type AdminCharacterListQuery = z.infer<typeof AdminCharacterListQuerySchema>;

export const RejectCharacterQuerySchema = z.object({
  rejectReason: text('rejectReason', REJECT_REASON_MAX),
});

export const CastVoteInputSchema = z.object({
  targetCount: z
    .number({ error: 'targetCount must be a whole number' })
    .int({ error: 'targetCount must be a whole number' })
    .min(1, { error: 'Vote at least once' })
    .max(COUNT_MAX),
  targetId: IdSchema.optional(),
});
export type CastVoteInput = z.infer<typeof CastVoteInputSchema>;

export const AdminVoteInputSchema = z
  .object({
    countTarget: z
      .number()
      .int()
      .min(COUNT_TARGET_MIN, { error: `countTarget must be at least ${COUNT_TARGET_MIN}` })
      .max(COUNT_MAX, { error: `countTarget must be at most ${COUNT_MAX}` })
      .optional(),
    status: z.enum(VoteStatus).optional(),
    negotiation: z.enum(VoteNegotiation).nullable().optional(),
  })
  .refine((v) => v.countTarget !== undefined || v.status !== undefined || v.negotiation !== undefined, { error: 'Nothing to update' });
export type AdminVoteInput = z.infer<typeof AdminVoteInputSchema>;

// Responses. Money is in dollars, dates are ISO strings.

const iso = z.string();
export const VoteSummarySchema = z.object({
  status: z.enum(VoteStatus),
  countCurrent: z.number(),
  countTarget: z.number(),
  progress: z.number(),
});
export const CrowdfundingSpecSchema = z.object({ id: z.string(), price: z.number(), diamond: z.number() });
export type CrowdfundingSpec = z.infer<typeof CrowdfundingSpecSchema>;
export const CrowdfundingSummarySchema = z.object({
  status: z.enum(CrowdfundingStatus),
  countCurrent: z.number(),
  countTarget: z.number(),
  progress: z.number(),
  endAt: iso.nullable(),
  images: z.array(z.string()),
});
export const SaleSpecSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  price: z.number(),
  preSalePrice: z.number().nullable(),
  stock: z.number(),
  status: z.enum(SpecStatus),
});
export const SaleSummarySchema = z.object({
  status: z.enum(SaleStatus),
  salePrice: z.number(),
  preSalePrice: z.number().nullable(),
  preSaleCount: z.number(),
  preSaleEndAt: iso.nullable(),
  saleCount: z.number(),
  images: z.array(z.string()),
});

export const CharacterCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  illustration: z.string().nullable(),
  genre: z.string(),
  gender: z.enum(Gender),
  countView: z.number(),
  countCollect: z.number(),
  countLike: z.number(),
  countShare: z.number(),
  countComment: z.number(),
  createdAt: iso,
  status: z.enum(ReviewStatus),
  phase: z.enum(CharacterPhase).nullable(),
  kind: z.enum(['vote', 'crowdfunding', 'sale']),
  displayStatus: z.string(),
  vote: VoteSummarySchema.nullable(),
  crowdfunding: CrowdfundingSummarySchema.nullable(),
  sale: SaleSummarySchema.nullable(),
});
export type CharacterCard = z.infer<typeof CharacterCardSchema>;

export const JourneyStage = ['submitted', 'approved', 'voting', 'negotiation', 'crowdfunding', 'production', 'pre-sale', 'sale'] as const;
export type JourneyStage = (typeof JourneyStage)[number];

export const UserRefSchema = z.object({ id: z.string(), profile: z.object({ nickname: z.string(), avatar: z.string().nullable() }) });

export const CharacterDetailSchema = CharacterCardSchema.extend({
  description: z.string(),
  creatorName: z.string(),
  creatorWebsite: z.string(),
  website: z.string().nullable(),
  note: z.string(),
  rejectReason: z.string().nullable(),
  user: UserRefSchema,
  isOwner: z.boolean(),
  isCollectedForCurrentUser: z.boolean(),
  vote: VoteSummarySchema.extend({ negotiation: z.enum(VoteNegotiation).nullable() }).nullable(),
  crowdfunding: CrowdfundingSummarySchema.extend({ specs: z.array(CrowdfundingSpecSchema) }).nullable(),
  sale: SaleSummarySchema.extend({ content: z.string(), specs: z.array(SaleSpecSchema) }).nullable(),
  journey: z.array(z.object({ stage: z.enum(JourneyStage), at: iso })),
});
export type CharacterDetail = z.infer<typeof CharacterDetailSchema>;

export const CollectionItemSchema = z.object({ id: z.string(), createdAt: iso, character: CharacterCardSchema });
export type CollectionItem = z.infer<typeof CollectionItemSchema>;

export const CastVoteResultSchema = z.object({
  countCast: z.number(),
  voteToken: z.number(),
  vote: VoteSummarySchema,
});
export type CastVoteResult = z.infer<typeof CastVoteResultSchema>;

/** countSupport: votes in the voting tab, dollars in the crowdfunding tab. */
export const ContributorRowSchema = z.object({
  id: z.string(),
  rank: z.number(),
  user: UserRefSchema,
  countSupport: z.number(),
  refreshedAt: iso,
});
export type ContributorRow = z.infer<typeof ContributorRowSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MessageKind),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: iso,
});
export type Message = z.infer<typeof MessageSchema>;

/** How many of the user's messages are unread (the badge on the User tab and the account hub). */
export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * The user's switches for marketing-like emails. Transactional mail (codes, receipts, shipping,
 * refunds, security notices) always goes.
 */
export const NotificationPreferencesSchema = z.object({
  /** A character the user voted for or collected opens its pre-sale. */
  preSaleOpening: z.boolean(),
  /** A character the user voted for starts crowdfunding. */
  campaignUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const UpdateNotificationPreferencesSchema = NotificationPreferencesSchema.partial();
export type UpdateNotificationPreferencesInput = z.infer<typeof UpdateNotificationPreferencesSchema>;
