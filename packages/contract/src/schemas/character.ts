import { z } from 'zod';
import { COUNT_MAX, COUNT_TARGET_MIN, DESCRIPTION_MAX, DESCRIPTION_MIN } from '../constants';
import {
  ChargeMode,
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
import { reason, type RefusalReason } from '../refusals';
import { IdSchema, PageQuerySchema } from './common';
import { SaleSpecDetailsSchema } from './spec-details';

export const REJECT_REASON_MAX = 2000;

/** Copyright talks with the creator after a vote reaches its target. */
export const VoteNegotiation = ['in_progress', 'succeeded', 'failed'] as const;
export type VoteNegotiation = (typeof VoteNegotiation)[number];

/** A required text: its reasons when missing and when too long (their texts name the form's labels, for people). */
const text = (max: number, missing: RefusalReason, tooLong: RefusalReason) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });
const url = (invalid: RefusalReason, tooLong: RefusalReason) =>
  z.url({ protocol: /^https?$/, error: invalid }).max(2000, { error: tooLong });
/** Optional text where an empty string means "none". */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

const characterFields = {
  name: text(255, 'character-name-required', 'character-name-too-long'),
  gender: z.enum(Gender, { error: reason('gender-required') }),
  // SPEC §5: 20 to 2000. The message names those numbers (the original said 200, which the counter and the limit contradicted: issue 41 item 8).
  description: z
    .string({ error: reason('description-length') })
    .trim()
    .min(DESCRIPTION_MIN, { error: reason('description-length') })
    .max(DESCRIPTION_MAX, { error: reason('description-length') }),
  creatorName: text(255, 'creator-name-required', 'creator-name-too-long'),
  creatorWebsite: z
    .string({ error: reason('creator-website-required') })
    .trim()
    .min(1, { error: reason('creator-website-required') })
    .pipe(url('creator-website-invalid', 'creator-website-too-long')),
  illustration: optional(z.string().max(500, { error: reason('illustration-invalid') })),
  website: optional(z.string().trim().pipe(url('website-invalid', 'website-too-long'))),
  /** Comma-separated genres (tags). */
  genre: text(400, 'genre-required', 'genre-too-long'),
  note: text(2000, 'note-required', 'note-too-long'),
};

export const CreateCharacterInputSchema = z.object({
  ...characterFields,
  agreement: z.literal(true, { error: reason('agreement-required') }),
});
export type CreateCharacterInput = z.infer<typeof CreateCharacterInputSchema>;

/** Edit sends the same form; every field is optional and the agreement may be repeated. */
export const UpdateCharacterInputSchema = z
  .object(characterFields)
  .partial()
  .extend({
    agreement: z.literal(true, { error: reason('agreement-required') }).optional(),
  });
export type UpdateCharacterInput = z.infer<typeof UpdateCharacterInputSchema>;

/** Control characters (C0, DEL, C1): no genre or name holds one, and PostgreSQL text cannot hold NUL. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const filterText = (max: number, tooLong: RefusalReason, invalidText: RefusalReason) =>
  z
    .string()
    .refine((v) => !CONTROL_CHARACTER.test(v), { error: invalidText })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => v || undefined);
const nameFilter = filterText(255, 'name-filter-too-long', 'name-filter-invalid');

export const CharacterListQuerySchema = PageQuerySchema.extend({
  orderBy: z.enum(OrderBy, { error: reason('order-by-invalid') }).default('latest'),
  genre: filterText(100, 'genre-filter-too-long', 'genre-filter-invalid'),
  name: nameFilter,
  /**
   * Keyset pagination: the `nextCursor` of the previous page; the page starts after it (in the
   * same order and filters) and `page` is ignored. Deep pages cost what the first one does.
   */
  cursor: z.union([z.literal(''), IdSchema]).optional(),
});
export type CharacterListQuery = z.infer<typeof CharacterListQuerySchema>;

export const CrowdfundingListQuerySchema = CharacterListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(CrowdfundingStatus, { error: reason('crowdfunding-status-invalid') })])
    .optional()
    .transform((v) => v || undefined),
});
export type CrowdfundingListQuery = z.infer<typeof CrowdfundingListQuerySchema>;

export const MyCharactersQuerySchema = PageQuerySchema.extend({ name: nameFilter });

export const AdminCharacterListQuerySchema = PageQuerySchema.extend({
  status: z.enum(ReviewStatus, { error: reason('review-status-invalid') }).optional(),
  phase: z.enum(CharacterPhase, { error: reason('phase-invalid') }).optional(),
  name: nameFilter,
});
export type AdminCharacterListQuery = z.infer<typeof AdminCharacterListQuerySchema>;

export const RejectCharacterQuerySchema = z.object({
  rejectReason: text(REJECT_REASON_MAX, 'reject-reason-required', 'reject-reason-too-long'),
});

export const CastVoteInputSchema = z.object({
  targetCount: z
    .number({ error: reason('vote-count-whole') })
    .int({ error: reason('vote-count-whole') })
    .min(1, { error: reason('vote-count-too-small') })
    .max(COUNT_MAX),
  targetId: IdSchema.optional(),
});
export type CastVoteInput = z.infer<typeof CastVoteInputSchema>;

export const AdminVoteInputSchema = z
  .object({
    countTarget: z
      .number()
      .int()
      .min(COUNT_TARGET_MIN, { error: reason('count-target-too-small') })
      .max(COUNT_MAX, { error: reason('count-target-too-large') })
      .optional(),
    status: z.enum(VoteStatus).optional(),
    negotiation: z.enum(VoteNegotiation).nullable().optional(),
  })
  .refine((v) => v.countTarget !== undefined || v.status !== undefined || v.negotiation !== undefined, {
    error: reason('nothing-to-update'),
  });
export type AdminVoteInput = z.infer<typeof AdminVoteInputSchema>;

// Responses. Money is in dollars, dates are ISO strings.

const iso = z.string();
export const VoteSummarySchema = z.object({
  status: z.enum(VoteStatus),
  countCurrent: z.number(),
  countTarget: z.number(),
  progress: z.number(),
});
/** A campaign tier: its name and rewards as the operator wrote them ('' when not given: the price names it). */
export const CrowdfundingSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  rewards: z.string(),
  price: z.number(),
  diamond: z.number(),
  /** The reward is a parcel (shipping and tax are added for the supporter's address, decision 049). */
  ships: z.boolean().default(false),
});
export type CrowdfundingSpec = z.infer<typeof CrowdfundingSpecSchema>;
export const CrowdfundingSummarySchema = z.object({
  status: z.enum(CrowdfundingStatus),
  countCurrent: z.number(),
  countTarget: z.number(),
  progress: z.number(),
  endAt: iso.nullable(),
  images: z.array(z.string()),
  /** Paid at once, or pledged and charged when funded (decision 040); PayPal only on `now`. */
  chargeMode: z.enum(ChargeMode),
});
export const SaleSpecSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  price: z.number(),
  preSalePrice: z.number().nullable(),
  stock: z.number(),
  limitPerAccount: z.number().nullable(),
  details: SaleSpecDetailsSchema,
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

/** A page of a public card list: its cards and the cursor of the next page (null on the last one). */
export const CharacterCardPageSchema = z.object({
  data: z.array(CharacterCardSchema),
  /** Pass as `cursor` for the next page (keyset pagination); null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type CharacterCardPage = z.infer<typeof CharacterCardPageSchema>;

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
  sale: SaleSummarySchema.extend({
    content: z.string(),
    specs: z.array(SaleSpecSchema),
    /** The console's view only: the description's Markdown per language ('' when not written). */
    descriptions: z.object({ en: z.string(), 'zh-CN': z.string() }).optional(),
  }).nullable(),
  journey: z.array(z.object({ stage: z.enum(JourneyStage), at: iso })),
  /** Issue 29: when the figurine ships (its latest spec's estimated month) and the dated delays that moved it. */
  shipping: z
    .object({
      shipMonth: z.string().nullable(),
      delays: z.array(z.object({ at: iso, specTitle: z.string(), fromMonth: z.string(), toMonth: z.string(), reason: z.string() })),
    })
    .nullable()
    .default(null),
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
