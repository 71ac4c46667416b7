// src/app.ts
import { existsSync as existsSync2, readFileSync } from "node:fs";
import { dirname as dirname2, join as join3, resolve as resolve3 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

// ../../packages/contract/src/errors.ts
var ErrorCode = {
  clientError: "400000",
  badRequest: "40003",
  unauthorized: "40101",
  forbidden: "40104",
  notFound: "40401",
  serverError: "50000"
};
function messageForStatus(status) {
  if (status === void 0) return "Internal Server Error, please try again later";
  if (status === 404) return "Resource not found";
  if (status === 401) return "Account not logged in";
  if (status === 403) return "Access not authorized";
  if (status === 400 || status === 422) return "Request parameter error";
  if (status >= 400 && status < 500) return "Unknown client error";
  if (status === 503) return "Server is under maintenance";
  if (status >= 500 && status < 600) return "Unknown server error, please try again later";
  return "Unknown error, please try again later";
}

// ../../packages/contract/src/enums.ts
var Gender = ["male", "female", "other"];
var ReviewStatus = ["pending", "approved", "rejected"];
var VoteStatus = ["inactive", "active", "ended"];
var CrowdfundingStatus = ["inactive", "active", "success_pending", "failed", "ended"];
var SaleStatus = ["inactive", "active"];
var PaymentStatus = ["pending", "success", "failed", "disputed", "canceled"];
var PaymentMethod = ["stripe", "paypal"];
var PaymentOrderType = ["crowdfunding_support", "figurine"];
var SpecStatus = ["inactive", "active"];
var FigurineOrderStatus = [
  "unpaid",
  "undelivered",
  "unreceived",
  "uncommented",
  "completed",
  "cancelled",
  "refunding",
  "refunded"
];
var OrderKind = ["checkout", "raffle"];
var CharacterPhase = [
  "vote-active",
  "vote-negotiation",
  "vote-failed",
  "crowdfunding-active",
  "crowdfunding-success",
  "crowdfunding-failed",
  "pre-sale",
  "sale"
];
var OrderBy = ["latest", "mostView"];
var AddressTag = ["home", "office", "other"];
var LedgerReason = [
  "daily_votes",
  "vote",
  "vote_reward",
  "welcome_bonus",
  "crowdfunding_support",
  "crowdfunding_release",
  "crowdfunding_failed",
  "crowdfunding_reward",
  "crowdfunding_started",
  "raffle_entry",
  "admin_adjustment"
];
var WalletCurrency = ["vote_ticket", "diamond", "frozen_diamond"];
var MessageKind = [
  "character_approved",
  "character_rejected",
  "vote_target_reached",
  "vote_reward",
  "crowdfunding_started",
  "support_paid",
  "crowdfunding_success",
  "crowdfunding_reward",
  "crowdfunding_failed",
  "figurine_order_paid",
  "figurine_order_shipped",
  "figurine_order_refunded",
  "figurine_order_expired",
  "raffle_win",
  "raffle_distributed",
  "crowdfunding_opened",
  "pre_sale_opened"
];
var PaymentProviderName = ["sandbox", "stripe", "paypal"];

// ../../packages/contract/src/constants.ts
var AUTH_TOKEN_DAYS = 7;
var BUSINESS_UTC_OFFSET_MINUTES = 8 * 60;
var LOGIN_PATH = "/auth/login";
var UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
var IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
var DAILY_VOTES = 3;
var SEND_CODE_COOLDOWN_SECONDS = 60;
var VERIFICATION_CODE_LENGTH = 6;
var VERIFICATION_CODE_TTL_MINUTES = 10;
var VERIFICATION_CODE_MAX_TRIES = 5;
var PASSWORD_MIN = 6;
var NICKNAME_MAX = 30;
var BIO_MAX = 200;
var DESCRIPTION_MIN = 20;
var DESCRIPTION_MAX = 2e3;
var COUNT_MAX = 1e6;
var COUNT_TARGET_MIN = 100;
var CROWDFUNDING_DAYS = 60;
var RAFFLE_DEFAULTS = { costDiamond: 160, winRate: 0.06, guaranteeCount: 80 };
var SUBMITTER_REWARD_DIAMONDS = 500;
var TOP_SUPPORTER_REWARDS = [500, 400, 300, 200, 200, 200, 200, 200, 200, 200];
var TOP_VOTER_REWARDS = [50, 40, 30, 20, 20, 20, 20, 20, 20, 20];
var CROWDFUNDING_TIERS = [
  { price: 30, diamond: 10 },
  { price: 50, diamond: 20 },
  { price: 100, diamond: 50 }
];
var DEFAULT_SETTINGS = {
  defaultVoteCountTarget: 1e3,
  defaultCrowdfundingCountTarget: 1e4,
  unpaidExpiryMinutes: 30,
  shippingFee: 8
};
var PRE_SALE_DEFAULTS = { salePrice: 99, preSaleDiscount: 0.8, preSaleDays: 30 };
var AUTO_RECEIVE_DAYS = 14;
var CONTRIBUTOR_REFRESH_HOUR = 3;
var DEFAULT_PAGE_SIZE = 20;
var MAX_PAGE_SIZE = 100;
var CURRENCY_SYMBOL = "$";
var COMMENT_MAX_LENGTH = 1e3;
var COMMENT_EDIT_WINDOW_MINUTES = 15;
var COMMENT_REPORTS_TO_HIDE = 3;
var COMMENT_POSTS_PER_MINUTE = 5;
var COMMENT_PAGE_SIZE = 10;

// ../../packages/contract/src/schemas/common.ts
import { z } from "zod";
var ID_FORMAT_MESSAGE = "resource ID format is incorrect";
var CUID2_PATTERN = /^[a-z][a-z0-9]{1,31}$/;
var IdSchema = z.string({ error: ID_FORMAT_MESSAGE }).regex(CUID2_PATTERN, ID_FORMAT_MESSAGE);
var IdParamsSchema = z.object({ id: IdSchema });
var PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)
});
var dataOf = (schema) => z.object({ data: schema });
var listOf = (schema) => z.object({ data: z.array(schema) });
var OkSchema = dataOf(z.boolean());

// ../../packages/contract/src/schemas/auth.ts
import { z as z2 } from "zod";
var EMAIL_MESSAGE = "email format is incorrect";
var CODE_MESSAGE = "verification code must be 6 digits";
var PHONE_MESSAGE = "phone number format is incorrect";
var PASSWORDS_DONT_MATCH = "Passwords don't match";
var PHONE_PATTERN = /^1[3-9]\d{9}$/;
var EMAIL_MAX = 254;
var email = z2.string({ error: EMAIL_MESSAGE }).trim().toLowerCase().max(EMAIL_MAX, { error: `email must be at most ${EMAIL_MAX} characters` }).pipe(z2.email({ error: EMAIL_MESSAGE }));
var code = z2.string({ error: CODE_MESSAGE }).length(VERIFICATION_CODE_LENGTH, { error: CODE_MESSAGE }).regex(/^\d+$/, { error: CODE_MESSAGE });
var phone = z2.string({ error: PHONE_MESSAGE }).trim().regex(PHONE_PATTERN, { error: PHONE_MESSAGE });
var username = z2.string({ error: "username is required" }).trim().min(1, { error: "username is required" }).max(64, { error: "username is too long" });
var newPassword = z2.string({ error: "password is required" }).min(PASSWORD_MIN, { error: `password must be at least ${PASSWORD_MIN} characters` }).max(128, { error: "password is too long" });
var LoginInputSchema = z2.object({
  username: z2.string({ error: "username is required" }).trim().min(1, { error: "username is required" }),
  password: z2.string({ error: "password is required" }).min(1, { error: "password is required" })
});
var withConfirm = (shape, field) => z2.object({
  ...shape,
  confirmPassword: z2.string({ error: "Please confirm the password" }).min(1, { error: "Please confirm the password" })
}).refine((v) => v[field] === v.confirmPassword, {
  path: ["confirmPassword"],
  error: PASSWORDS_DONT_MATCH
});
var RegisterByEmailInputSchema = withConfirm({ email, code, username, password: newPassword }, "password");
var SendEmailCodeInputSchema = z2.object({
  email: z2.string({ error: "Please enter your email first" }).trim().min(1, { error: "Please enter your email first" }).pipe(email)
});
var SendPhoneCodeInputSchema = z2.object({ phone });
var RegisterByPhoneInputSchema = withConfirm({ phone, code, username, password: newPassword }, "password");
var LoginByPhoneInputSchema = z2.object({ phone, code });
var GoogleTokenInputSchema = z2.object({
  idToken: z2.string({ error: "idToken is required" }).min(1, { error: "idToken is required" }),
  username: username.optional()
});
var ChangePasswordInputSchema = withConfirm(
  {
    oldPassword: z2.string({ error: "Current password is required" }).min(1, { error: "Current password is required" }),
    newPassword: z2.string({ error: "New password is required" }).min(1, { error: "New password is required" }).min(PASSWORD_MIN, { error: `New password must be at least ${PASSWORD_MIN} characters` }).max(128, { error: "New password is too long" })
  },
  "newPassword"
);
var NicknameSchema = z2.string({ error: "Nickname is required" }).trim().min(1, { error: "Nickname is required" }).max(NICKNAME_MAX, { error: "Nickname is too long" });
var BioSchema = z2.string({ error: "Bio is too long" }).trim().max(BIO_MAX, { error: "Bio is too long" });
var Language = ["en", "zh-CN"];
var LanguageSchema = z2.enum(Language, { error: "language must be en or zh-CN" });
function languageOf(acceptLanguage) {
  const first = (acceptLanguage ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("zh") ? "zh-CN" : "en";
}
var UpdateProfileInputSchema = z2.object({
  nickname: NicknameSchema.optional(),
  language: LanguageSchema.optional(),
  bio: BioSchema.optional(),
  avatar: z2.string().max(500, { error: "avatar is invalid" }).optional()
});
var UserSnapshotSchema = z2.object({
  id: z2.string(),
  username: z2.string(),
  profileNickname: z2.string(),
  profileAvatar: z2.string().nullable(),
  voteToken: z2.number().int(),
  diamond: z2.number().int(),
  frozenDiamond: z2.number().int()
});
var UserStateSchema = UserSnapshotSchema.extend({
  isDistributedVoteToken: z2.boolean(),
  votingReminder: z2.boolean(),
  email: z2.string().nullable(),
  phone: z2.string().nullable()
});
var ProfileSchema = z2.object({
  nickname: z2.string(),
  avatar: z2.string().nullable(),
  bio: z2.string().nullable()
});
var AuthResponseSchema = z2.object({
  data: UserSnapshotSchema,
  meta: z2.object({ token: z2.string(), type: z2.literal("Bearer") })
});
var VotingMemberInputSchema = z2.object({ reminder: z2.boolean({ error: "reminder must be true or false" }) });
var SignInMethodsSchema = z2.object({
  password: z2.boolean(),
  email: z2.boolean().describe("Registration with an emailed code"),
  phone: z2.boolean().describe("Registration and sign-in with a texted code"),
  google: z2.boolean()
});

// ../../packages/contract/src/rules/money.ts
function centsToDollars(cents) {
  return Math.round(cents) / 100;
}
function dollarsToCents(dollars) {
  return Math.round(dollars * 100);
}
function formatPrice(dollars, symbol = CURRENCY_SYMBOL) {
  const value = Number(dollars ?? 0);
  return `${symbol}${(Number.isFinite(value) ? value : 0).toFixed(2)}`;
}

// ../../packages/contract/src/rules/format.ts
function completionPercent(current, target) {
  const t = Number(target ?? 0);
  if (!(t > 0)) return "0.0";
  return (Number(current ?? 0) / t * 100).toFixed(1);
}

// ../../packages/contract/src/rules/business-day.ts
function businessDay(at) {
  return new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 6e4).toISOString().slice(0, 10);
}
function businessTimeOfDay(at, hour) {
  const day2 = businessDay(at);
  return new Date(Date.parse(`${day2}T${String(hour).padStart(2, "0")}:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 6e4);
}

// ../../packages/contract/src/paths.ts
var paths = {
  home: "/",
  explore: "/explore",
  user: "/user",
  faq: "/faq",
  aboutUs: "/about-us",
  contactSupport: "/contact-support",
  feedback: "/feedback",
  login: LOGIN_PATH,
  register: "/auth/register",
  googleSuccess: "/auth/google/success",
  googleError: "/auth/google/error",
  settings: "/account/settings",
  profile: "/account/profile",
  changePassword: "/account/change-password",
  deleteAccount: "/account/delete-account",
  collections: "/account/collections",
  campaigns: "/account/campaigns",
  messages: "/account/messages",
  orders: "/account/orders",
  raffleRecords: "/account/raffle-records",
  wallet: "/account/wallet",
  cart: "/account/shopping-cart",
  /** Account hub → Payment Methods (SPEC §2 names the entry, not its path). */
  paymentMethods: "/account/payment-methods",
  characterCreate: "/character/create",
  characterEdit: (id2) => `/character/edit/${id2}`,
  voteList: "/vote/list",
  voteShow: (id2) => `/vote/show/${id2}`,
  crowdfundingList: "/crowdfunding/list",
  crowdfundingShow: (characterId) => `/crowdfunding/show/${characterId}`,
  figurines: "/figurines",
  figurineList: "/figurines/list",
  figurineShow: (characterId) => `/figurines/show/${characterId}`,
  contributors: (characterId) => `/contributors/${characterId}`,
  raffleShow: (specId) => `/raffle/show/${specId}`,
  raffleEntry: (id2) => `/raffle/entry-record/${id2}`,
  raffleVerify: (id2) => `/raffle/verify/${id2}`,
  orderList: "/order/list",
  orderShow: (id2) => `/order/show/${id2}`,
  checkout: (id2, type) => `/pay/check-out/${id2}/${type}`,
  paySuccess: (id2, type) => `/pay/success/${id2}/${type}`,
  addressCreate: "/user-address/create",
  addressList: "/user-address/list",
  addressEdit: (id2) => `/user-address/edit/${id2}`,
  termsOfUse: "/docs/terms-of-use",
  privacyPolicy: "/docs/privacy-policy",
  submissionRules: "/docs/submission-rules",
  customService: "/docs/custom-service"
};

// ../../packages/contract/src/rules/character-status.ts
var DisplayStatus = {
  rejected: "Rejected",
  preSale: "On Pre-sale",
  onSale: "On Sale",
  crowdfunding: "On Crowdfunding",
  crowdfundingSuccess: "Crowdfunding Success",
  crowdfundingFailed: "Crowdfunding Failed",
  crowdfundingEnded: "Crowdfunding Ended",
  voting: "On Voting",
  votingEnded: "Voting Ended",
  pendingReview: "Waiting for op review",
  unknown: "Not available"
};
var isFuture = (d, now) => !!d && new Date(d).getTime() > now;
function displayStatus(c, now = Date.now()) {
  if (c.status === "rejected") return DisplayStatus.rejected;
  if (c.sale?.status === "active" && isFuture(c.sale.preSaleEndAt, now)) return DisplayStatus.preSale;
  if (c.sale?.status === "active" && c.sale.salePrice) return DisplayStatus.onSale;
  switch (c.crowdfunding?.status) {
    case "active":
      return DisplayStatus.crowdfunding;
    case "success_pending":
      return DisplayStatus.crowdfundingSuccess;
    case "failed":
      return DisplayStatus.crowdfundingFailed;
    case "ended":
      return DisplayStatus.crowdfundingEnded;
  }
  if (c.vote?.status === "active") return DisplayStatus.voting;
  if (c.vote?.status === "ended") return DisplayStatus.votingEnded;
  if (c.status === "pending") return DisplayStatus.pendingReview;
  return DisplayStatus.unknown;
}
function characterKind(c, now = Date.now()) {
  const sale = c.sale;
  if (c.status !== "rejected" && sale?.status === "active" && (isFuture(sale.preSaleEndAt, now) || !!sale.salePrice)) {
    return "sale";
  }
  if (c.crowdfunding && ["active", "success_pending", "failed", "ended"].includes(c.crowdfunding.status)) {
    return "crowdfunding";
  }
  return "vote";
}
function isPreSale(sale, now = Date.now()) {
  return isFuture(sale?.preSaleEndAt, now);
}

// ../../packages/contract/src/schemas/character.ts
import { z as z3 } from "zod";
var DESCRIPTION_MESSAGE = "Description must be between 20 and 200 characters";
var AGREEMENT_MESSAGE = "Please agree to the submission rules and terms of service.";
var REJECT_REASON_MAX = 2e3;
var NO_VOTES_LEFT_MESSAGE = "You have no votes left. You'll receive 3 votes each day.";
var VoteNegotiation = ["in_progress", "succeeded", "failed"];
var text = (label, max, missing = `${label} is required`) => z3.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: `${label} must be at most ${max} characters` });
var url = (label) => z3.url({ protocol: /^https?$/, error: `${label} must be a web address starting with http:// or https://` }).max(2e3, { error: `${label} is too long` });
var optional = (schema) => z3.union([z3.literal(""), schema]).optional();
var characterFields = {
  name: text("Character name", 255),
  gender: z3.enum(Gender, { error: "Please select a gender" }),
  description: z3.string({ error: DESCRIPTION_MESSAGE }).trim().min(DESCRIPTION_MIN, { error: DESCRIPTION_MESSAGE }).max(DESCRIPTION_MAX, { error: DESCRIPTION_MESSAGE }),
  creatorName: text("Creator name", 255),
  creatorWebsite: z3.string({ error: "Creator website is required" }).trim().min(1, { error: "Creator website is required" }).pipe(url("Creator website")),
  illustration: optional(z3.string().max(500, { error: "The illustration could not be used, please upload it again" })),
  website: optional(z3.string().trim().pipe(url("Official website"))),
  /** Comma-separated genres (tags). */
  genre: text("Genre", 400, "Please add at least one genre"),
  note: text("Note", 2e3, "Please add a note for the review team")
};
var CreateCharacterInputSchema = z3.object({
  ...characterFields,
  agreement: z3.literal(true, { error: AGREEMENT_MESSAGE })
});
var UpdateCharacterInputSchema = z3.object(characterFields).partial().extend({
  agreement: z3.literal(true, { error: AGREEMENT_MESSAGE }).optional()
});
var filterText = (max) => z3.string().trim().max(max, { error: `search text must be at most ${max} characters` }).optional().transform((v) => v || void 0);
var CharacterListQuerySchema = PageQuerySchema.extend({
  orderBy: z3.enum(OrderBy, { error: "orderBy must be latest or mostView" }).default("latest"),
  genre: filterText(100),
  name: filterText(255)
});
var CrowdfundingListQuerySchema = CharacterListQuerySchema.extend({
  status: z3.union([z3.literal(""), z3.enum(CrowdfundingStatus, { error: "status is not a crowdfunding status" })]).optional().transform((v) => v || void 0)
});
var MyCharactersQuerySchema = PageQuerySchema.extend({ name: filterText(255) });
var AdminCharacterListQuerySchema = PageQuerySchema.extend({
  status: z3.enum(ReviewStatus, { error: "status must be pending, approved or rejected" }).optional(),
  phase: z3.enum(CharacterPhase, { error: "phase is not a character phase" }).optional(),
  name: filterText(255)
});
var RejectCharacterQuerySchema = z3.object({
  rejectReason: text("rejectReason", REJECT_REASON_MAX)
});
var CastVoteInputSchema = z3.object({
  targetCount: z3.number({ error: "targetCount must be a whole number" }).int({ error: "targetCount must be a whole number" }).min(1, { error: "Vote at least once" }).max(COUNT_MAX),
  targetId: IdSchema.optional()
});
var AdminVoteInputSchema = z3.object({
  countTarget: z3.number().int().min(COUNT_TARGET_MIN, { error: `countTarget must be at least ${COUNT_TARGET_MIN}` }).max(COUNT_MAX, { error: `countTarget must be at most ${COUNT_MAX}` }).optional(),
  status: z3.enum(VoteStatus).optional(),
  negotiation: z3.enum(VoteNegotiation).nullable().optional()
}).refine((v) => v.countTarget !== void 0 || v.status !== void 0 || v.negotiation !== void 0, { error: "Nothing to update" });
var iso = z3.string();
var VoteSummarySchema = z3.object({
  status: z3.enum(VoteStatus),
  countCurrent: z3.number(),
  countTarget: z3.number(),
  progress: z3.number()
});
var CrowdfundingSpecSchema = z3.object({ id: z3.string(), price: z3.number(), diamond: z3.number() });
var CrowdfundingSummarySchema = z3.object({
  status: z3.enum(CrowdfundingStatus),
  countCurrent: z3.number(),
  countTarget: z3.number(),
  progress: z3.number(),
  endAt: iso.nullable(),
  images: z3.array(z3.string())
});
var SaleSpecSchema = z3.object({
  id: z3.string(),
  title: z3.string(),
  image: z3.string().nullable(),
  description: z3.string(),
  price: z3.number(),
  preSalePrice: z3.number().nullable(),
  stock: z3.number(),
  status: z3.enum(SpecStatus)
});
var SaleSummarySchema = z3.object({
  status: z3.enum(SaleStatus),
  salePrice: z3.number(),
  preSalePrice: z3.number().nullable(),
  preSaleCount: z3.number(),
  preSaleEndAt: iso.nullable(),
  saleCount: z3.number(),
  images: z3.array(z3.string())
});
var CharacterCardSchema = z3.object({
  id: z3.string(),
  name: z3.string(),
  illustration: z3.string().nullable(),
  genre: z3.string(),
  gender: z3.enum(Gender),
  countView: z3.number(),
  countCollect: z3.number(),
  countLike: z3.number(),
  countShare: z3.number(),
  countComment: z3.number(),
  createdAt: iso,
  status: z3.enum(ReviewStatus),
  phase: z3.enum(CharacterPhase).nullable(),
  kind: z3.enum(["vote", "crowdfunding", "sale"]),
  displayStatus: z3.string(),
  vote: VoteSummarySchema.nullable(),
  crowdfunding: CrowdfundingSummarySchema.nullable(),
  sale: SaleSummarySchema.nullable()
});
var JourneyStage = ["submitted", "approved", "voting", "negotiation", "crowdfunding", "production", "pre-sale", "sale"];
var UserRefSchema = z3.object({ id: z3.string(), profile: z3.object({ nickname: z3.string(), avatar: z3.string().nullable() }) });
var CharacterDetailSchema = CharacterCardSchema.extend({
  description: z3.string(),
  creatorName: z3.string(),
  creatorWebsite: z3.string(),
  website: z3.string().nullable(),
  note: z3.string(),
  rejectReason: z3.string().nullable(),
  user: UserRefSchema,
  isOwner: z3.boolean(),
  isCollectedForCurrentUser: z3.boolean(),
  vote: VoteSummarySchema.extend({ negotiation: z3.enum(VoteNegotiation).nullable() }).nullable(),
  crowdfunding: CrowdfundingSummarySchema.extend({ specs: z3.array(CrowdfundingSpecSchema) }).nullable(),
  sale: SaleSummarySchema.extend({ content: z3.string(), specs: z3.array(SaleSpecSchema) }).nullable(),
  journey: z3.array(z3.object({ stage: z3.enum(JourneyStage), at: iso }))
});
var CollectionItemSchema = z3.object({ id: z3.string(), createdAt: iso, character: CharacterCardSchema });
var CastVoteResultSchema = z3.object({
  countCast: z3.number(),
  voteToken: z3.number(),
  vote: VoteSummarySchema
});
var ContributorRowSchema = z3.object({
  id: z3.string(),
  rank: z3.number(),
  user: UserRefSchema,
  countSupport: z3.number(),
  refreshedAt: iso
});
var MessageSchema = z3.object({
  id: z3.string(),
  kind: z3.enum(MessageKind),
  title: z3.string(),
  body: z3.string(),
  link: z3.string().nullable(),
  isRead: z3.boolean(),
  createdAt: iso
});
var UnreadCountSchema = z3.object({ unread: z3.number().int().min(0) });
var NotificationPreferencesSchema = z3.object({
  /** A character the user voted for or collected opens its pre-sale. */
  preSaleOpening: z3.boolean(),
  /** A character the user voted for starts crowdfunding. */
  campaignUpdates: z3.boolean()
});
var UpdateNotificationPreferencesSchema = NotificationPreferencesSchema.partial();

// ../../packages/contract/src/rules/character-phase.ts
var VOTE_PHASES = ["vote-active", "vote-negotiation", "vote-failed"];
var CROWDFUNDING_PHASES = [
  "crowdfunding-active",
  "crowdfunding-success",
  "crowdfunding-failed"
];
var SALE_PHASES = ["pre-sale", "sale"];
function characterPhase(c, now = Date.now()) {
  if (c.status !== "approved") return null;
  if (c.sale?.status === "active") return isPreSale(c.sale, now) ? "pre-sale" : "sale";
  switch (c.crowdfunding?.status) {
    case "active":
      return "crowdfunding-active";
    case "success_pending":
    case "ended":
      return "crowdfunding-success";
    case "failed":
      return "crowdfunding-failed";
  }
  const vote = c.vote;
  if (vote?.status === "active") return "vote-active";
  if (vote?.status === "ended") {
    return vote.countCurrent >= vote.countTarget && vote.negotiation !== "failed" ? "vote-negotiation" : "vote-failed";
  }
  return null;
}

// ../../packages/contract/src/schemas/crowdfunding.ts
import { z as z4 } from "zod";
var CreateSupportInputSchema = z4.object({ characterId: IdSchema, specId: IdSchema });
var amount = (field) => z4.number({ error: `${field} is required` }).min(1, { error: `${field} must be at least 1` }).max(COUNT_MAX, { error: `${field} must be at most ${COUNT_MAX}` });
var CreateCrowdfundingSpecInputSchema = z4.object({
  characterId: IdSchema,
  price: amount("price"),
  diamond: amount("diamond").int()
});
var UpdateCrowdfundingSpecInputSchema = CreateCrowdfundingSpecInputSchema.omit({ characterId: true }).partial();
var AdminCrowdfundingInputSchema = z4.object({
  countTarget: z4.number({ error: "countTarget is required" }).min(COUNT_TARGET_MIN, { error: `countTarget must be at least ${COUNT_TARGET_MIN}` }).max(COUNT_MAX, { error: `countTarget must be at most ${COUNT_MAX}` }),
  images: z4.array(z4.string().min(1)).min(1, { error: "images must have at least 1 item" }).max(8, { error: "images must have at most 8 items" }),
  endAt: z4.iso.datetime({ offset: true, error: "endAt must be a date" }).refine((v) => Date.parse(v) > Date.now(), { error: "endAt must be in the future" })
}).partial();
var statusFilter = (values) => z4.union([z4.literal(""), z4.enum(values, { error: "status is not valid" })]).optional().transform((v) => v || void 0);
var SupportOrderListQuerySchema = PageQuerySchema.extend({
  searchKeyword: z4.string().trim().max(64).optional(),
  status: statusFilter(PaymentStatus)
});
var AdminSupportOrderListQuerySchema = SupportOrderListQuerySchema.extend({
  characterId: IdSchema.optional(),
  userId: IdSchema.optional()
});
var UpdateSettingsInputSchema = z4.object({
  defaultVoteCountTarget: z4.number().int().min(COUNT_TARGET_MIN, { error: `defaultVoteCountTarget must be at least ${COUNT_TARGET_MIN}` }).max(COUNT_MAX, { error: `defaultVoteCountTarget must be at most ${COUNT_MAX}` }),
  defaultCrowdfundingCountTarget: z4.number().min(COUNT_TARGET_MIN, { error: `defaultCrowdfundingCountTarget must be at least ${COUNT_TARGET_MIN}` }).max(COUNT_MAX, { error: `defaultCrowdfundingCountTarget must be at most ${COUNT_MAX}` }),
  unpaidExpiryMinutes: z4.number().int().min(1, { error: "unpaidExpiryMinutes must be at least 1" }).max(10080, { error: "unpaidExpiryMinutes must be at most 10080" }),
  shippingFee: z4.number().min(0, { error: "shippingFee must not be negative" }).max(COUNT_MAX, { error: `shippingFee must be at most ${COUNT_MAX}` })
}).partial();
var iso2 = z4.string();
var SupportRefundStatus = ["pending", "succeeded", "failed"];
var SupportOrderSchema = z4.object({
  id: z4.string(),
  no: z4.string(),
  status: z4.enum(PaymentStatus),
  createdAt: iso2,
  expiredAt: iso2,
  paidAt: iso2.nullable(),
  characterId: z4.string(),
  character: z4.object({ name: z4.string(), illustration: z4.string().nullable(), gender: z4.enum(Gender) }),
  spec: z4.object({ id: z4.string(), price: z4.number(), diamond: z4.number() }),
  crowdfunding: z4.object({ status: z4.enum(CrowdfundingStatus), countCurrent: z4.number(), countTarget: z4.number() }),
  refundStatus: z4.enum(SupportRefundStatus).nullable()
});
var AdminSupportOrderSchema = SupportOrderSchema.extend({ userId: z4.string(), paymentId: z4.string().nullable() });
var CrowdfundingShowSchema = CharacterDetailSchema.extend({ mySupports: z4.array(SupportOrderSchema) });
var SettingsSchema = z4.object({
  defaultVoteCountTarget: z4.number(),
  defaultCrowdfundingCountTarget: z4.number(),
  unpaidExpiryMinutes: z4.number(),
  shippingFee: z4.number()
});
var AdminCrowdfundingSpecSchema = z4.object({
  id: z4.string(),
  price: z4.number(),
  diamond: z4.number(),
  status: z4.enum(["inactive", "active"])
});
var WalletHistoryRowSchema = z4.object({
  id: z4.string(),
  currency: z4.enum(WalletCurrency),
  delta: z4.number(),
  reason: z4.enum(LedgerReason),
  createdAt: iso2
});

// ../../packages/contract/src/schemas/address.ts
import { z as z5 } from "zod";

// ../../packages/contract/src/rules/address.ts
import { isValidPhoneNumber } from "libphonenumber-js/min";
var COUNTRY_CODES = {
  china: "CN",
  "mainland china": "CN",
  \u4E2D\u56FD: "CN",
  "hong kong": "HK",
  taiwan: "TW",
  japan: "JP",
  "south korea": "KR",
  korea: "KR",
  singapore: "SG",
  "united states": "US",
  "united states of america": "US",
  usa: "US",
  us: "US",
  canada: "CA",
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  germany: "DE",
  france: "FR",
  italy: "IT",
  spain: "ES",
  netherlands: "NL",
  australia: "AU",
  "new zealand": "NZ",
  brazil: "BR",
  mexico: "MX",
  india: "IN"
};
function countryCode(country) {
  const key = (country ?? "").trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase();
  return COUNTRY_CODES[key];
}
function isValidAddressPhone(phone2, country) {
  const value = phone2.trim();
  const mainland = value.startsWith("+86") ? value.slice(3).replace(/[\s-]/g, "") : value;
  if (value.startsWith("+86") || !value.startsWith("+") && (countryCode(country) ?? "CN") === "CN") return PHONE_PATTERN.test(mainland);
  if (value.startsWith("+")) return isValidPhoneNumber(value);
  return isValidPhoneNumber(value, countryCode(country));
}
function addressLines(a) {
  return [a.area, a.address, [a.city, a.province, a.zipCode].filter(Boolean).join(", "), a.country].map((l) => l.trim()).filter(Boolean);
}

// ../../packages/contract/src/schemas/address.ts
var ADDRESS_PHONE_MESSAGE = "Please enter a valid phone number, with the country code if it is not in the country of the address";
var BUSINESS_NAME_MESSAGE = "Full Name must not be a business or company name";
var BUSINESS_NAME_PATTERN = /\b(inc|ltd|llc|llp|plc|corp|company|corporation|gmbh|limited|incorporated)\b|\bco\.|公司/i;
var text2 = (label, max) => z5.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` }).max(max, { error: `${label} must be at most ${max} characters` });
var AddressInputSchema = z5.object({
  name: text2("Full Name", 60).refine((v) => !BUSINESS_NAME_PATTERN.test(v), { error: BUSINESS_NAME_MESSAGE }),
  phone: z5.string({ error: "Phone is required" }).trim().min(1, { error: "Phone is required" }).max(40, { error: ADDRESS_PHONE_MESSAGE }),
  zipCode: z5.string({ error: "Zip Code is required" }).trim().min(1, { error: "Zip Code is required" }).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, { error: "Zip Code must be 3 to 10 letters, digits, spaces or dashes" }),
  country: text2("Country", 60),
  province: text2("Province / State", 60),
  city: text2("City", 60),
  area: text2("Address Line 1", 200),
  /** Address line 2 (apartment, suite, floor) is optional. */
  address: z5.string().trim().max(200, { error: "Address Line 2 must be at most 200 characters" }).default(""),
  tag: z5.enum(AddressTag, { error: "Please choose a tag" }).default("home"),
  isDefault: z5.boolean({ error: "isDefault must be true or false" })
}).superRefine((a, issues) => {
  if (a.phone && !isValidAddressPhone(a.phone, a.country))
    issues.addIssue({ code: "custom", path: ["phone"], message: ADDRESS_PHONE_MESSAGE });
});
var AddressSchema = z5.object({
  id: z5.string(),
  name: z5.string(),
  phone: z5.string(),
  zipCode: z5.string(),
  country: z5.string(),
  province: z5.string(),
  city: z5.string(),
  area: z5.string(),
  address: z5.string(),
  tag: z5.enum(AddressTag),
  isDefault: z5.boolean()
});

// ../../packages/contract/src/schemas/shop.ts
import { z as z7 } from "zod";

// ../../packages/contract/src/schemas/raffle.ts
import { z as z6 } from "zod";
var FigurineSpecRaffleSchema = z6.object({ id: z6.string(), costDiamond: z6.number() });
var RaffleSchema = z6.object({
  id: z6.string(),
  title: z6.string(),
  description: z6.string(),
  image: z6.string().nullable(),
  costDiamond: z6.number(),
  winRate: z6.number(),
  guaranteeCount: z6.number(),
  status: z6.enum(["active", "inactive", "ended"]),
  seedHash: z6.string()
});
var RaffleShowSchema = z6.object({
  raffle: RaffleSchema,
  spec: z6.object({ id: z6.string(), title: z6.string(), image: z6.string().nullable(), description: z6.string(), stock: z6.number() }),
  character: z6.object({ id: z6.string(), name: z6.string() }),
  guaranteeCountForUser: z6.number(),
  availableDiamonds: z6.number().nullable()
});
var RaffleEntryRecordSchema = z6.object({
  id: z6.string(),
  isWin: z6.boolean(),
  isDistribute: z6.boolean(),
  targetType: z6.literal("figurine_spec_id"),
  targetId: z6.string(),
  userAddressId: z6.string().nullable(),
  roll: z6.number(),
  drawNumber: z6.number(),
  createdAt: z6.string(),
  spec: z6.object({ id: z6.string(), title: z6.string(), image: z6.string().nullable() }),
  character: z6.object({ id: z6.string(), name: z6.string() })
});
var RaffleEntryAddressInputSchema = z6.object({ userAddressId: IdSchema });
var RaffleVerifySchema = z6.object({
  entryId: z6.string(),
  seedHash: z6.string(),
  seed: z6.string().nullable(),
  message: z6.string(),
  drawNumber: z6.number(),
  roll: z6.number(),
  pityBefore: z6.number(),
  isWin: z6.boolean(),
  /** Present once the seed is revealed: the roll and outcome recomputed from it. */
  recomputed: z6.object({ roll: z6.number(), isWin: z6.boolean(), matches: z6.boolean() }).nullable()
});
var raffleFields = {
  title: z6.string().trim().min(1).max(120),
  description: z6.string().max(2e3),
  image: z6.string().max(500).nullable(),
  costDiamond: z6.number().int().min(1).max(1e6),
  /** 0..1 in steps of 0.0001. */
  winRate: z6.number().min(0).max(1),
  guaranteeCount: z6.number().int().min(1).max(1e4),
  status: z6.enum(["active", "inactive", "ended"])
};
var AdminRaffleInputSchema = z6.object({
  ...raffleFields,
  description: raffleFields.description.default(""),
  image: raffleFields.image.default(null),
  costDiamond: raffleFields.costDiamond.default(RAFFLE_DEFAULTS.costDiamond),
  winRate: raffleFields.winRate.default(RAFFLE_DEFAULTS.winRate),
  guaranteeCount: raffleFields.guaranteeCount.default(RAFFLE_DEFAULTS.guaranteeCount),
  status: raffleFields.status.default("inactive")
});
var AdminRaffleUpdateSchema = z6.object(raffleFields).partial();
var RaffleSpecRefSchema = z6.object({
  id: z6.string(),
  title: z6.string(),
  image: z6.string().nullable(),
  stock: z6.number(),
  characterId: z6.string(),
  characterName: z6.string()
});
var AdminRaffleSchema = RaffleSchema.extend({
  /** Only once revealed (ended or deleted). */
  seed: z6.string().nullable(),
  specs: z6.array(RaffleSpecRefSchema),
  createdAt: z6.string()
});
var AdminRaffleDetailSchema = AdminRaffleSchema.extend({
  stats: z6.object({
    entries: z6.number(),
    wins: z6.number(),
    /** Wins the guarantee gave (the roll alone would have lost). */
    pityWins: z6.number(),
    players: z6.number(),
    diamonds: z6.number(),
    distributed: z6.number()
  })
});
var AdminRaffleSpecInputSchema = z6.object({ raffleId: IdSchema, specId: IdSchema });

// ../../packages/contract/src/schemas/shop.ts
var quantity = z7.number({ error: "quantity is required" }).int({ error: "quantity must be a whole number" }).min(1, { error: "quantity must be at least 1" }).max(COUNT_MAX, { error: `quantity must be at most ${COUNT_MAX}` });
var PurchaseItemSchema = z7.object({
  characterSaleSpecId: IdSchema,
  quantity,
  price: z7.number().optional(),
  characterSaleSpecTitle: z7.string().optional(),
  characterSaleSpecImage: z7.string().nullable().optional(),
  characterName: z7.string().optional()
});
var BuyInputSchema = z7.array(PurchaseItemSchema).min(1, { error: "Please select items to checkout" }).max(50);
var CartPutInputSchema = z7.object({ targetId: IdSchema, targetCount: quantity, mode: z7.enum(["add", "set"]).default("add") });
var CartCheckoutInputSchema = z7.object({
  cartItemIds: z7.array(IdSchema).min(1, { error: "Please select items to checkout" }).max(50)
});
var SetOrderAddressInputSchema = z7.object({ userAddressId: IdSchema });
var ReviewOrderInputSchema = z7.object({
  comment: z7.string().trim().min(1, { error: "comment is required" }).max(500, { error: "comment must be at most 500 characters" })
});
var ShipOrderInputSchema = z7.object({ trackingNo: z7.string().trim().min(1, { error: "trackingNo is required" }).max(100) });
var statusFilter2 = z7.union([z7.literal(""), z7.enum(FigurineOrderStatus, { error: "status is not valid" })]).optional().transform((v) => v || void 0);
var FigurineOrderListQuerySchema = PageQuerySchema.extend({
  searchKeyword: z7.string().trim().max(64).optional(),
  status: statusFilter2
});
var AdminFigurineOrderListQuerySchema = FigurineOrderListQuerySchema.extend({ userId: IdSchema.optional() });
var price = (field) => z7.number({ error: `${field} is required` }).min(1, { error: `${field} must be at least 1` }).max(COUNT_MAX, { error: `${field} must be at most ${COUNT_MAX}` });
var images = z7.array(z7.string().min(1)).min(1, { error: "images must have at least 1 item" }).max(8, { error: "images must have at most 8 items" });
var AdminSaleInputSchema = z7.object({
  salePrice: price("salePrice"),
  preSalePrice: price("preSalePrice").nullable(),
  preSaleEndAt: z7.iso.datetime({ offset: true, error: "preSaleEndAt must be a date" }).nullable(),
  content: z7.string().max(2e4),
  images
}).partial();
var StartPreSaleQuerySchema = z7.object({
  salePrice: z7.coerce.number().min(1).max(COUNT_MAX).optional(),
  preSalePrice: z7.coerce.number().min(1).max(COUNT_MAX).optional(),
  preSaleDays: z7.coerce.number().int().min(1).max(365).optional()
});
var saleSpecFields = {
  title: z7.string().trim().min(1, { error: "title is required" }).max(255, { error: "title must be at most 255 characters" }),
  image: z7.string().min(1).nullable(),
  description: z7.string().max(2e3),
  price: price("price"),
  preSalePrice: price("preSalePrice").nullable(),
  stock: z7.number({ error: "stock is required" }).int().min(1, { error: "stock must be at least 1" }).max(COUNT_MAX, { error: `stock must be at most ${COUNT_MAX}` })
};
var CreateSaleSpecInputSchema = z7.object({
  ...saleSpecFields,
  image: saleSpecFields.image.optional(),
  description: saleSpecFields.description.default(""),
  preSalePrice: saleSpecFields.preSalePrice.optional(),
  characterId: IdSchema
});
var SaleSpecInputSchema = z7.object(saleSpecFields).partial();
var iso3 = z7.string();
var FigurineOrderSchema = z7.object({
  id: z7.string(),
  no: z7.string(),
  status: z7.enum(FigurineOrderStatus),
  kind: z7.enum(OrderKind),
  createdAt: iso3,
  expiredAt: iso3,
  totalPrice: z7.number(),
  shippingFee: z7.number(),
  subtotal: z7.number(),
  items: z7.array(
    z7.object({
      characterSaleSpecId: z7.string(),
      characterId: z7.string(),
      characterSaleSpecImage: z7.string().nullable(),
      characterSaleSpecTitle: z7.string(),
      characterName: z7.string(),
      quantity: z7.number(),
      price: z7.number()
    })
  ),
  address: AddressSchema.nullable(),
  trackingNo: z7.string().nullable(),
  paidAt: iso3.nullable(),
  shippedAt: iso3.nullable(),
  receivedAt: iso3.nullable(),
  reviewComment: z7.string().nullable()
});
var AdminFigurineOrderSchema = FigurineOrderSchema.extend({ userId: z7.string(), paymentId: z7.string().nullable() });
var CartItemSchema = z7.object({
  id: z7.string(),
  targetCount: z7.number(),
  spec: z7.object({
    id: z7.string(),
    price: z7.number(),
    preSalePrice: z7.number().nullable(),
    stock: z7.number(),
    image: z7.string().nullable(),
    title: z7.string(),
    /** preSaleEndAt decides, with the spec's preSalePrice, the price checkout charges (rules/pricing). */
    sale: z7.object({
      images: z7.array(z7.string()),
      preSaleEndAt: iso3.nullable(),
      character: z7.object({ id: z7.string(), name: z7.string() })
    })
  })
});
var FigurineSpecSchema = z7.object({
  id: z7.string(),
  title: z7.string(),
  image: z7.string().nullable(),
  description: z7.string(),
  price: z7.number(),
  preSalePrice: z7.number().nullable(),
  stock: z7.number(),
  raffle: FigurineSpecRaffleSchema.nullable()
});
var FigurineShowSchema = z7.object({
  character: z7.object({
    id: z7.string(),
    name: z7.string(),
    illustration: z7.string().nullable(),
    description: z7.string(),
    genre: z7.string(),
    creatorName: z7.string(),
    countCollect: z7.number(),
    isCollectedForCurrentUser: z7.boolean()
  }),
  sale: z7.object({
    status: z7.enum(["inactive", "active"]),
    salePrice: z7.number(),
    preSalePrice: z7.number().nullable(),
    preSaleCount: z7.number(),
    preSaleEndAt: iso3.nullable(),
    saleCount: z7.number(),
    content: z7.string(),
    images: z7.array(z7.string())
  }),
  specs: z7.array(FigurineSpecSchema),
  crowdfundingImages: z7.array(z7.string()),
  voteIllustration: z7.string().nullable()
});
var AdminSaleSpecSchema = FigurineSpecSchema.omit({ raffle: true }).extend({ status: z7.enum(["inactive", "active"]) });

// ../../packages/contract/src/schemas/payment-methods.ts
import { z as z8 } from "zod";
var SavedCardMessage = {
  notFound: "Card not found",
  notSaved: "This store\u2019s payment provider does not save cards",
  unavailable: "Your saved cards cannot be reached right now. Please try again."
};
var SavedCardParamsSchema = z8.object({
  id: z8.string({ error: SavedCardMessage.notFound }).regex(/^[A-Za-z0-9_]{3,255}$/, { error: SavedCardMessage.notFound })
});
var SavedCardSchema = z8.object({
  id: z8.string(),
  /** The card network as the provider names it: visa, mastercard, amex, discover, jcb, diners, unionpay, unknown… */
  brand: z8.string(),
  last4: z8.string(),
  expMonth: z8.number().int(),
  expYear: z8.number().int(),
  /** Offered first at checkout. */
  isDefault: z8.boolean()
});
var SavedCardsSchema = z8.object({
  /** The provider card payments go to (null: this store takes no cards). */
  provider: z8.enum(PaymentProviderName).nullable(),
  /** False for the sandbox and PayPal: they keep nothing, so the list is always empty. */
  savesCards: z8.boolean(),
  cards: z8.array(SavedCardSchema)
});

// ../../packages/contract/src/rules/pricing.ts
function isPreSalePriced(spec, sale, now = Date.now()) {
  return spec.preSalePrice !== null && isPreSale(sale, now);
}
function unitPrice(spec, sale, now = Date.now()) {
  return isPreSalePriced(spec, sale, now) ? spec.preSalePrice : spec.price;
}

// ../../packages/contract/src/rules/order-status.ts
var FIGURINE_ORDER_TRANSITIONS = {
  unpaid: ["undelivered", "cancelled"],
  undelivered: ["unreceived", "refunding"],
  unreceived: ["uncommented", "refunding"],
  uncommented: ["completed", "refunding"],
  completed: ["refunding"],
  refunding: ["refunded"],
  cancelled: [],
  refunded: []
};
var canMoveOrder = (from, to) => FIGURINE_ORDER_TRANSITIONS[from].includes(to);
var orderStatusesBefore = (to) => Object.keys(FIGURINE_ORDER_TRANSITIONS).filter((from) => canMoveOrder(from, to));

// ../../packages/contract/src/schemas/community.ts
import { z as z9 } from "zod";

// ../../packages/contract/src/rules/comment.ts
var commentEditableUntil = (createdAt2) => new Date(new Date(createdAt2).getTime() + COMMENT_EDIT_WINDOW_MINUTES * 6e4);

// ../../packages/contract/src/schemas/community.ts
var iso4 = z9.string();
var InteractionStateSchema = z9.object({
  countCollect: z9.number(),
  countComment: z9.number(),
  countLike: z9.number(),
  countShare: z9.number(),
  isCollect: z9.boolean(),
  isLike: z9.boolean()
});
var LikeStateSchema = z9.object({ countLike: z9.number(), isLike: z9.boolean() });
var ShareStateSchema = z9.object({ countShare: z9.number(), counted: z9.boolean() });
function normaliseCommentBody(body) {
  return body.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "").replace(/\n{3,}/g, "\n\n").trim();
}
var COMMENT_EMPTY_MESSAGE = "Write something before posting";
var COMMENT_TOO_LONG_MESSAGE = `A comment can be at most ${COMMENT_MAX_LENGTH} characters`;
var COMMENT_EDIT_EXPIRED_MESSAGE = `A comment can only be edited within ${COMMENT_EDIT_WINDOW_MINUTES} minutes of posting`;
var CommentBodySchema = z9.string({ error: COMMENT_EMPTY_MESSAGE }).transform(normaliseCommentBody).pipe(z9.string().min(1, COMMENT_EMPTY_MESSAGE).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE));
var CreateCommentInputSchema = z9.object({
  body: CommentBodySchema,
  /** Replying to a top-level comment (threads are one level deep). */
  parentId: IdSchema.optional()
});
var UpdateCommentInputSchema = z9.object({ body: CommentBodySchema });
var CommentSort = ["newest", "top"];
var CommentListQuerySchema = z9.object({
  sort: z9.enum(CommentSort).default("newest"),
  page: z9.coerce.number().int().min(1).default(1),
  pageSize: z9.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COMMENT_PAGE_SIZE)
});
var CommentAuthorSchema = z9.object({ id: z9.string(), nickname: z9.string(), avatar: z9.string().nullable() });
var ReplySchema = z9.object({
  id: z9.string(),
  parentId: z9.string().nullable(),
  body: z9.string(),
  createdAt: iso4,
  editedAt: iso4.nullable(),
  author: CommentAuthorSchema,
  /** The author submitted the character. */
  isCreator: z9.boolean(),
  isMine: z9.boolean(),
  /** Hidden from everyone else (reports or a moderator); only its author still sees it, marked. */
  isHidden: z9.boolean()
});
var CommentSchema = ReplySchema.extend({ replies: z9.array(ReplySchema) });
var CommentPageSchema = z9.object({
  items: z9.array(CommentSchema),
  hasMore: z9.boolean(),
  /** Visible comments and replies of the character (countComment). */
  countComment: z9.number()
});
var ReportCommentInputSchema = z9.object({ reason: z9.string().trim().max(200).optional() });
var CommentModerationFilter = ["reported", "hidden", "all"];
var AdminCommentListQuerySchema = z9.object({
  filter: z9.enum(CommentModerationFilter).default("reported"),
  page: z9.coerce.number().int().min(1).default(1),
  pageSize: z9.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)
});
var AdminCommentSchema = z9.object({
  id: z9.string(),
  body: z9.string(),
  createdAt: iso4,
  parentId: z9.string().nullable(),
  character: z9.object({ id: z9.string(), name: z9.string() }),
  author: CommentAuthorSchema,
  reportCount: z9.number(),
  reasons: z9.array(z9.string()),
  hiddenAt: iso4.nullable(),
  hiddenBy: z9.enum(["reports", "admin"]).nullable()
});

// src/app.ts
import Fastify from "fastify";
import helmet from "helmet";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";

// src/modules/account/routes.ts
import { z as z10 } from "zod";

// src/app-types.ts
var limit = (max, windowSeconds = 60) => ({ rateLimit: { max, windowSeconds } });

// src/platform/errors.ts
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
var AppError = class _AppError extends Error {
  constructor(status, code2, message, errors) {
    super(message);
    this.status = status;
    this.code = code2;
    this.errors = errors;
  }
  status;
  code;
  errors;
  /** Input that fails validation (fields named in `errors`). */
  static validation(detail4, errors) {
    return new _AppError(400, ErrorCode.badRequest, detail4, errors ?? []);
  }
  /** A well-formed request that the rules refuse (no votes left, out of stock...). */
  static rejected(detail4, status = 400) {
    return new _AppError(status, ErrorCode.clientError, detail4);
  }
  static unauthorized(detail4 = "Account not logged in") {
    return new _AppError(401, ErrorCode.unauthorized, detail4);
  }
  static forbidden(detail4 = "Access not authorized") {
    return new _AppError(403, ErrorCode.forbidden, detail4);
  }
  static notFound(detail4 = "Resource not found") {
    return new _AppError(404, ErrorCode.notFound, detail4);
  }
  static tooManyRequests(detail4 = "Too many requests, please try again later") {
    return new _AppError(429, ErrorCode.clientError, detail4);
  }
  /** A feature this server is not set up for (e.g. Google sign-in without credentials). */
  static unavailable(detail4) {
    return new _AppError(503, ErrorCode.serverError, detail4);
  }
};
var INPUT_DATA_EXCEPTIONS = /* @__PURE__ */ new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);
function sqlState(err) {
  for (let e = err, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return void 0;
}
function problem(status, code2, detail4, errors) {
  return { status, code: code2, title: messageForStatus(status), ...detail4 ? { detail: detail4 } : {}, ...errors ? { errors } : {} };
}
function registerErrorHandler(app) {
  app.setErrorHandler((err, request, reply) => {
    let body;
    if (err instanceof AppError) {
      body = problem(err.status, err.code, err.message, err.errors);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: String(v.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".") || String(v.params?.issue && v.params.issue.path?.join(".") || ""),
        message: v.message ?? "invalid value"
      }));
      body = problem(400, ErrorCode.badRequest, errors[0]?.message ?? "Request parameter error", errors);
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err }, "response did not match its schema");
      body = problem(500, ErrorCode.serverError, "Unknown server error, please try again later");
    } else if (INPUT_DATA_EXCEPTIONS.has(sqlState(err) ?? "")) {
      request.log.warn({ err }, "database refused a value of the request");
      body = problem(400, ErrorCode.badRequest, "Request contains an invalid value");
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const status = err.statusCode;
      const detail4 = status === 429 ? "Too many requests, please try again later" : status === 413 ? "File or request body is too large" : status === 415 ? "Unsupported content type" : err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ? "Request body is not valid JSON" : messageForStatus(status);
      body = problem(status, status === 400 ? ErrorCode.badRequest : ErrorCode.clientError, detail4);
    } else {
      request.log.error({ err }, "unhandled error");
      body = problem(500, ErrorCode.serverError, "Unknown server error, please try again later");
    }
    reply.status(body.status).type("application/problem+json").send(body);
  });
}

// src/platform/auth-hook.ts
function registerAuthHook(app, findViewer2) {
  app.decorateRequest("viewer", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) return;
    const token2 = match[1];
    const now = app.ctx.clock.now();
    request.viewer = await app.ctx.viewers.resolve(token2, now.getTime(), () => findViewer2(app.ctx.db, token2, now));
  });
}
function requireUser(request) {
  const viewer = request.viewer;
  if (viewer?.kind !== "user") throw AppError.unauthorized();
  return viewer.userId;
}
function requireUserSession(request) {
  const viewer = request.viewer;
  if (viewer?.kind !== "user") throw AppError.unauthorized();
  return { userId: viewer.userId, sessionId: viewer.sessionId };
}
function requireAdmin(request) {
  const viewer = request.viewer;
  if (!viewer) throw AppError.unauthorized();
  if (viewer.kind !== "admin") throw AppError.forbidden();
  return viewer.adminId;
}
var optionalUserId = (request) => request.viewer?.kind === "user" ? request.viewer.userId : null;

// src/platform/storage/upload.ts
var NOT_AN_IMAGE = "The file given is not an image";
var notAnImage = (detail4 = NOT_AN_IMAGE) => AppError.validation(detail4, [{ path: "file", message: NOT_AN_IMAGE }]);
async function readUploadedFile(request) {
  if (!request.isMultipart()) throw notAnImage("Upload the image as multipart form data");
  try {
    const file = await request.file();
    if (!file) throw notAnImage();
    const body = await file.toBuffer();
    if (file.file.truncated) throw AppError.rejected("File or request body is too large", 413);
    return body;
  } catch (err) {
    if (err instanceof AppError || err.statusCode) throw err;
    throw notAnImage("The upload could not be read, please try again");
  }
}

// src/modules/account/service.ts
import { and as and2, eq as eq2, inArray as inArray2, isNotNull, isNull as isNull2, or as or2, sql as sql4 } from "drizzle-orm";

// src/platform/storage/images.ts
import { createId } from "@paralleldrive/cuid2";

// ../../packages/contract/src/rules/image-variants.ts
var IMAGE_WIDTHS = [240, 480, 960, 1920];
var SIZED = /\.w(\d+)\.webp$/;
var variantWidths = (width) => IMAGE_WIDTHS.filter((w) => w < width);
var sizedImageKey = (base, width) => `${base}.w${width}.webp`;
var variantKey = (sized, variant) => sized.replace(SIZED, (_, w) => `.w${w}.${variant}.webp`);
function imageWidth(path) {
  const match = SIZED.exec(path.split("?")[0]);
  return match ? Number(match[1]) : null;
}
function imageSrcSet(url2) {
  if (!url2) return null;
  const width = imageWidth(url2);
  if (!width) return null;
  return [...variantWidths(width).map((w) => `${variantKey(url2, w)} ${w}w`), `${url2} ${width}w`].join(", ");
}

// src/platform/storage/images.ts
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
var UNSUPPORTED_IMAGE_MESSAGE = "Unsupported file type, please select png, jpeg, jpg, webp, gif format image";
async function putImageWithVariants(storage, base, full, width, webp) {
  const key = sizedImageKey(base, width);
  const copies = await Promise.all(
    variantWidths(width).map(async (w) => ({
      key: variantKey(key, w),
      body: await sharp(full).resize({ width: w }).webp(webp).toBuffer()
    }))
  );
  for (const copy of copies) await storage.put(copy.key, copy.body);
  return storage.put(key, full);
}
var UPLOAD_WEBP = { quality: 82 };
async function storeImage(storage, folder, body, maxSide = 1920) {
  if (body.length === 0)
    throw AppError.validation("The file given is not an image", [{ path: "file", message: "The file given is not an image" }]);
  if (body.length > UPLOAD_LIMIT_BYTES) throw AppError.rejected("File or request body is too large", 413);
  const type = await fileTypeFromBuffer(body);
  if (!type || !IMAGE_MIME_TYPES.includes(type.mime)) {
    throw AppError.validation(UNSUPPORTED_IMAGE_MESSAGE, [{ path: "file", message: UNSUPPORTED_IMAGE_MESSAGE }]);
  }
  let output;
  try {
    output = await sharp(body, { limitInputPixels: 4e7 }).rotate().resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true }).webp(UPLOAD_WEBP).toBuffer({ resolveWithObject: true });
  } catch {
    throw AppError.validation("Error processing file, please try again", [
      { path: "file", message: "Error processing file, please try again" }
    ]);
  }
  return putImageWithVariants(storage, `${folder}/${createId()}`, output.data, output.info.width, UPLOAD_WEBP);
}

// src/modules/wallet/service.ts
import { createId as createId3 } from "@paralleldrive/cuid2";
import { and, desc, eq, inArray, isNull, ne, or, sql as sql3 } from "drizzle-orm";

// src/modules/wallet/schema.ts
import { sql as sql2 } from "drizzle-orm";
import { check, index, integer, pgTable as pgTable2, text as text5 } from "drizzle-orm/pg-core";

// src/db/columns.ts
import { createId as createId2 } from "@paralleldrive/cuid2";
import { text as text3, timestamp } from "drizzle-orm/pg-core";
var id = () => text3("id").primaryKey().$defaultFn(() => createId2());
var createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
var ts = (name) => timestamp(name, { withTimezone: true, mode: "date" });

// src/modules/account/schema.ts
import { sql } from "drizzle-orm";
import { boolean, pgTable, text as text4, uniqueIndex } from "drizzle-orm/pg-core";
var users = pgTable(
  "users",
  {
    id: id(),
    username: text4("username"),
    email: text4("email"),
    phone: text4("phone"),
    passwordHash: text4("password_hash"),
    googleSub: text4("google_sub"),
    nickname: text4("nickname").notNull(),
    avatar: text4("avatar"),
    bio: text4("bio"),
    votingReminder: boolean("voting_reminder").notNull().default(true),
    /** The language of the emails this user receives (decision 022). */
    language: text4("language").notNull().default("en"),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    uniqueIndex("users_google_sub_key").on(t.googleSub)
  ]
);

// src/modules/wallet/schema.ts
var walletBalances = pgTable2(
  "wallet_balances",
  {
    userId: text5("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    voteTickets: integer("vote_tickets").notNull().default(0),
    diamonds: integer("diamonds").notNull().default(0),
    frozenDiamonds: integer("frozen_diamonds").notNull().default(0),
    /** Business day (UTC+08:00) of the last daily vote top-up, YYYY-MM-DD. */
    lastVoteGrantDay: text5("last_vote_grant_day")
  },
  (t) => [
    check("wallet_vote_tickets_nonneg", sql2`${t.voteTickets} >= 0`),
    check("wallet_diamonds_nonneg", sql2`${t.diamonds} >= 0`),
    check("wallet_frozen_nonneg", sql2`${t.frozenDiamonds} >= 0`)
  ]
);
var walletLedger = pgTable2(
  "wallet_ledger",
  {
    id: id(),
    userId: text5("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    currency: text5("currency", { enum: WalletCurrency }).notNull(),
    delta: integer("delta").notNull(),
    reason: text5("reason", { enum: LedgerReason }).notNull(),
    referenceType: text5("reference_type"),
    referenceId: text5("reference_id"),
    createdAt: createdAt()
  },
  (t) => [index("wallet_ledger_user_idx").on(t.userId, t.createdAt)]
);

// src/modules/wallet/service.ts
var EMPTY = { voteTickets: 0, diamonds: 0, frozenDiamonds: 0 };
var balanceColumns = {
  voteTickets: walletBalances.voteTickets,
  diamonds: walletBalances.diamonds,
  frozenDiamonds: walletBalances.frozenDiamonds
};
async function openWallet(tx, userId) {
  await tx.insert(walletBalances).values({ userId }).onConflictDoNothing();
}
async function getBalances(db, userId) {
  const [row] = await db.select(balanceColumns).from(walletBalances).where(eq(walletBalances.userId, userId));
  return row ?? EMPTY;
}
async function getBalancesOf(db, userIds) {
  if (userIds.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ userId: walletBalances.userId, ...balanceColumns }).from(walletBalances).where(inArray(walletBalances.userId, userIds));
  return new Map(userIds.map((id2) => [id2, rows.find((r) => r.userId === id2) ?? EMPTY]));
}
var balanceColumn = { vote_ticket: "vote_tickets", diamond: "diamonds", frozen_diamond: "frozen_diamonds" };
function ledgerEntryCtes(entry, name, guard = sql3`true`) {
  const column = sql3.raw(balanceColumn[entry.currency]);
  const moved = sql3.identifier(name);
  return sql3`${moved} as (
      update wallet_balances set ${column} = ${column} + ${entry.delta}
      where user_id = ${entry.userId} and ${entry.delta < 0 ? sql3`${column} >= ${-entry.delta}` : sql3`true`} and ${guard}
      returning ${column} as balance
    ), ${sql3.identifier(`${name}_ledger`)} as (
      insert into wallet_ledger (id, user_id, currency, delta, reason, reference_type, reference_id)
      select ${createId3()}, ${entry.userId}, ${entry.currency}, ${entry.delta}, ${entry.reason},
        ${entry.referenceType ?? null}, ${entry.referenceId ?? null}
      from ${moved}
    )`;
}
async function applyLedgerEntry(tx, entry, insufficientMessage = "Insufficient balance") {
  if (!Number.isInteger(entry.delta) || entry.delta === 0) return null;
  const move = async () => {
    const result = await tx.execute(sql3`with ${ledgerEntryCtes(entry, "moved")} select balance from moved`);
    return result.rows[0];
  };
  let moved = await move();
  if (!moved && entry.delta > 0) {
    await openWallet(tx, entry.userId);
    moved = await move();
  }
  if (!moved) throw AppError.rejected(insufficientMessage);
  return Number(moved.balance);
}
async function grantDailyVotes(tx, userId, now) {
  const today = businessDay(now);
  await openWallet(tx, userId);
  const [claimed] = await tx.update(walletBalances).set({ lastVoteGrantDay: today }).where(and(eq(walletBalances.userId, userId), or(isNull(walletBalances.lastVoteGrantDay), ne(walletBalances.lastVoteGrantDay, today)))).returning({ voteTickets: walletBalances.voteTickets });
  if (!claimed) return false;
  const delta = DAILY_VOTES - claimed.voteTickets;
  if (delta > 0)
    await applyLedgerEntry(tx, { userId, currency: "vote_ticket", delta, reason: "daily_votes", referenceType: "day", referenceId: today });
  return true;
}
var votesGrantedOnSql = (userId, day2) => sql3`coalesce((select ${walletBalances.lastVoteGrantDay} = ${day2} from ${walletBalances} where ${walletBalances.userId} = ${userId}), false)`;
var votesGrantedOnGuard = (day2) => sql3`last_vote_grant_day = ${day2}`;
var voteTicketsSql = (userId) => sql3`coalesce((select ${walletBalances.voteTickets} from ${walletBalances} where ${walletBalances.userId} = ${userId}), 0)`;
async function listLedger(db, userId, page2) {
  const rows = await db.select({
    id: walletLedger.id,
    currency: walletLedger.currency,
    delta: walletLedger.delta,
    reason: walletLedger.reason,
    createdAt: walletLedger.createdAt
  }).from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(desc(walletLedger.createdAt), desc(walletLedger.id)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// src/modules/account/service.ts
var isUniqueViolation = (err) => {
  const e = err;
  return e?.code === "23505" || e?.cause?.code === "23505";
};
var fieldError = (path, message) => AppError.validation(message, [{ path, message }]);
var active = (userId) => and2(eq2(users.id, userId), isNull2(users.deletedAt));
async function createUser(tx, input) {
  const taken = await tx.select({ username: users.username, email: users.email, phone: users.phone }).from(users).where(
    sql4`lower(${users.username}) = lower(${input.username})
        or (${input.email ?? null}::text is not null and ${users.email} = ${input.email ?? null})
        or (${input.phone ?? null}::text is not null and ${users.phone} = ${input.phone ?? null})`
  ).limit(3);
  for (const row of taken) {
    if (input.email && row.email === input.email) throw fieldError("email", "This email is already registered");
    if (input.phone && row.phone === input.phone) throw fieldError("phone", "This phone number is already registered");
    throw fieldError("username", "This username is already taken");
  }
  try {
    const [created] = await tx.insert(users).values({
      username: input.username,
      email: input.email ?? null,
      phone: input.phone ?? null,
      passwordHash: input.passwordHash ?? null,
      language: input.language ?? "en",
      googleSub: input.googleSub ?? null,
      nickname: (input.nickname ?? input.username).slice(0, 30)
    }).returning({ id: users.id });
    return created.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError("username", "This account is already registered");
    throw err;
  }
}
async function activeUser(db, userId) {
  const [user] = await db.select().from(users).where(active(userId));
  if (!user) throw AppError.unauthorized();
  return user;
}
async function getUserSnapshot(db, userId) {
  const user = await activeUser(db, userId);
  const balances = await getBalances(db, userId);
  return {
    id: user.id,
    username: user.username ?? "",
    profileNickname: user.nickname,
    profileAvatar: user.avatar,
    voteToken: balances.voteTickets,
    diamond: balances.diamonds,
    frozenDiamond: balances.frozenDiamonds
  };
}
async function getUserState(ctx, userId) {
  return ctx.db.transaction(async (tx) => {
    const user = await activeUser(tx, userId);
    const granted = await grantDailyVotes(tx, userId, ctx.clock.now());
    const snapshot = await getUserSnapshot(tx, userId);
    return { ...snapshot, isDistributedVoteToken: granted, votingReminder: user.votingReminder, email: user.email, phone: user.phone };
  });
}
async function getProfile(db, userId) {
  const user = await activeUser(db, userId);
  return { nickname: user.nickname, avatar: user.avatar, bio: user.bio };
}
async function updateProfile(ctx, userId, input) {
  if (input.avatar !== void 0 && input.avatar !== "" && !input.avatar.startsWith(`${ctx.storage.publicPrefix}/avatars/`)) {
    throw fieldError("avatar", "The avatar must be an image uploaded here");
  }
  await ctx.db.update(users).set({
    ...input.nickname !== void 0 ? { nickname: input.nickname } : {},
    ...input.bio !== void 0 ? { bio: input.bio === "" ? null : input.bio } : {},
    ...input.avatar !== void 0 ? { avatar: input.avatar === "" ? null : input.avatar } : {},
    ...input.language !== void 0 ? { language: input.language } : {},
    updatedAt: ctx.clock.now()
  }).where(active(userId));
  return getProfile(ctx.db, userId);
}
async function uploadAvatar(ctx, userId, file) {
  const path = await storeImage(ctx.storage, "avatars", file, 512);
  await ctx.db.update(users).set({ avatar: path, updatedAt: ctx.clock.now() }).where(active(userId));
  return path;
}
async function setVotingReminder(ctx, userId, reminder) {
  await ctx.db.update(users).set({ votingReminder: reminder, updatedAt: ctx.clock.now() }).where(active(userId));
}
async function findUserForLogin(db, login) {
  const name = login.trim().toLowerCase();
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(and2(isNull2(users.deletedAt), or2(sql4`lower(${users.username}) = ${name}`, eq2(users.email, name)))).limit(1);
  return user ?? null;
}
async function findUserIdBy(db, by) {
  const where2 = "email" in by ? eq2(users.email, by.email) : "phone" in by ? eq2(users.phone, by.phone) : eq2(users.googleSub, by.googleSub);
  const [user] = await db.select({ id: users.id }).from(users).where(and2(where2, isNull2(users.deletedAt))).limit(1);
  return user?.id ?? null;
}
async function isContactTaken(db, contact) {
  const where2 = "email" in contact ? eq2(users.email, contact.email) : eq2(users.phone, contact.phone);
  const [row] = await db.select({ id: users.id }).from(users).where(where2).limit(1);
  return !!row;
}
async function isUsernameTaken(db, username2) {
  const [row] = await db.select({ id: users.id }).from(users).where(sql4`lower(${users.username}) = lower(${username2})`).limit(1);
  return !!row;
}
async function findGoogleLinkByEmail(db, email2) {
  const [user] = await db.select({ id: users.id, googleSub: users.googleSub }).from(users).where(and2(eq2(users.email, email2), isNull2(users.deletedAt)));
  return user ?? null;
}
async function linkGoogleIdentity(tx, userId, googleSub) {
  await tx.update(users).set({ googleSub }).where(active(userId));
}
async function getPasswordHash(db, userId) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(active(userId));
  return user?.passwordHash ?? null;
}
async function setPasswordHash(tx, userId, passwordHash, now) {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(active(userId));
}
async function getMailContacts(db, userIds) {
  if (userIds.length === 0) return [];
  const rows = await db.select({ userId: users.id, email: users.email, nickname: users.nickname, username: users.username, language: users.language }).from(users).where(and2(inArray2(users.id, [...new Set(userIds)]), isNull2(users.deletedAt), isNotNull(users.email)));
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    name: r.nickname || r.username || "there",
    language: r.language === "zh-CN" ? "zh-CN" : "en"
  }));
}
async function anonymiseUser(tx, userId, now) {
  await tx.update(users).set({
    username: null,
    email: null,
    phone: null,
    passwordHash: null,
    googleSub: null,
    nickname: "Deleted user",
    avatar: null,
    bio: null,
    deletedAt: now,
    updatedAt: now
  }).where(eq2(users.id, userId));
}

// src/modules/account/routes.ts
var tags = ["account"];
async function accountRoutes(app) {
  const { ctx } = app;
  app.get("/user/check-login", { schema: { tags, response: { 200: OkSchema } } }, async (request) => ({
    data: request.viewer?.kind === "user"
  }));
  app.get("/user/state", { schema: { tags, response: { 200: dataOf(UserStateSchema.nullable()) } } }, async (request) => {
    if (request.viewer?.kind !== "user") return { data: null };
    return { data: await getUserState(ctx, request.viewer.userId) };
  });
  app.get("/user/profile", { schema: { tags, response: { 200: dataOf(ProfileSchema) } } }, async (request) => ({
    data: await getProfile(ctx.db, requireUser(request))
  }));
  app.put(
    "/user/profile",
    {
      schema: { tags, body: UpdateProfileInputSchema, response: { 200: dataOf(ProfileSchema) } }
    },
    async (request) => ({ data: await updateProfile(ctx, requireUser(request), request.body) })
  );
  app.post(
    "/upload/user/avatar",
    {
      schema: { tags, consumes: ["multipart/form-data"], response: { 200: dataOf(z10.object({ avatar: z10.string() })) } },
      config: limit(20)
    },
    async (request) => {
      const userId = requireUser(request);
      return { data: { avatar: await uploadAvatar(ctx, userId, await readUploadedFile(request)) } };
    }
  );
  app.put(
    "/voting-member/:id",
    {
      schema: { tags, params: z10.object({ id: IdSchema }), body: VotingMemberInputSchema, response: { 200: OkSchema } }
    },
    async (request) => {
      const userId = requireUser(request);
      if (request.params.id !== userId) throw AppError.notFound("Voting member not found");
      await setVotingReminder(ctx, userId, request.body.reminder);
      return { data: true };
    }
  );
}

// src/modules/address/routes.ts
import { z as z11 } from "zod";

// src/modules/address/service.ts
import { and as and3, asc, desc as desc2, eq as eq3, ne as ne2, sql as sql6 } from "drizzle-orm";

// src/modules/address/schema.ts
import { sql as sql5 } from "drizzle-orm";
import { boolean as boolean2, index as index2, pgTable as pgTable3, text as text6, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";
var userAddresses = pgTable3(
  "user_addresses",
  {
    id: id(),
    userId: text6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text6("name").notNull(),
    phone: text6("phone").notNull(),
    zipCode: text6("zip_code").notNull(),
    country: text6("country").notNull(),
    province: text6("province").notNull(),
    city: text6("city").notNull(),
    /** Address line 1. */
    area: text6("area").notNull(),
    /** Address line 2. */
    address: text6("address").notNull(),
    tag: text6("tag", { enum: AddressTag }).notNull().default("home"),
    isDefault: boolean2("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index2("user_addresses_user_idx").on(t.userId, t.createdAt),
    uniqueIndex2("user_addresses_one_default_key").on(t.userId).where(sql5`${t.isDefault}`)
  ]
);

// src/modules/address/service.ts
var columns = {
  id: userAddresses.id,
  name: userAddresses.name,
  phone: userAddresses.phone,
  zipCode: userAddresses.zipCode,
  country: userAddresses.country,
  province: userAddresses.province,
  city: userAddresses.city,
  area: userAddresses.area,
  address: userAddresses.address,
  tag: userAddresses.tag,
  isDefault: userAddresses.isDefault
};
var notFound = () => AppError.notFound("Address not found");
var lockUserAddresses = (tx, userId) => tx.execute(sql6`select pg_advisory_xact_lock(hashtextextended(${`user_addresses:${userId}`}, 0))`);
var own = (userId, id2) => and3(eq3(userAddresses.id, id2), eq3(userAddresses.userId, userId));
async function getAddressSnapshot(tx, userId, addressId) {
  const [row] = await tx.select(columns).from(userAddresses).where(own(userId, addressId));
  return row ?? null;
}
async function getDefaultAddress(db, userId) {
  const [row] = await db.select(columns).from(userAddresses).where(and3(eq3(userAddresses.userId, userId), eq3(userAddresses.isDefault, true)));
  return row ?? null;
}
function listAddresses(db, userId) {
  return db.select(columns).from(userAddresses).where(eq3(userAddresses.userId, userId)).orderBy(desc2(userAddresses.isDefault), desc2(userAddresses.createdAt), asc(userAddresses.id));
}
async function makeDefault(tx, userId, id2, now) {
  await tx.update(userAddresses).set({ isDefault: false, updatedAt: now }).where(and3(eq3(userAddresses.userId, userId), eq3(userAddresses.isDefault, true), ne2(userAddresses.id, id2)));
  await tx.update(userAddresses).set({ isDefault: true, updatedAt: now }).where(own(userId, id2));
}
async function promoteNewest(tx, userId, now) {
  const [next] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(eq3(userAddresses.userId, userId)).orderBy(desc2(userAddresses.createdAt), desc2(userAddresses.id)).limit(1);
  if (next) await makeDefault(tx, userId, next.id, now);
}
function createAddress(ctx, userId, input) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUserAddresses(tx, userId);
    const [existing] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(eq3(userAddresses.userId, userId)).limit(1);
    const [row] = await tx.insert(userAddresses).values({ ...input, userId, isDefault: false, createdAt: now, updatedAt: now }).returning({ id: userAddresses.id });
    if (input.isDefault || !existing) await makeDefault(tx, userId, row.id, now);
    return row.id;
  });
}
function updateAddress(ctx, userId, id2, input) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUserAddresses(tx, userId);
    const before = await getAddressSnapshot(tx, userId, id2);
    if (!before) throw notFound();
    const { isDefault, ...fields } = input;
    await tx.update(userAddresses).set({ ...fields, updatedAt: now }).where(own(userId, id2));
    if (isDefault && !before.isDefault) await makeDefault(tx, userId, id2, now);
    if (!isDefault && before.isDefault) {
      const [other] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(and3(eq3(userAddresses.userId, userId), ne2(userAddresses.id, id2))).orderBy(desc2(userAddresses.createdAt), desc2(userAddresses.id)).limit(1);
      if (other) await makeDefault(tx, userId, other.id, now);
    }
    return await getAddressSnapshot(tx, userId, id2);
  });
}
function setDefaultAddress(ctx, userId, id2) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUserAddresses(tx, userId);
    if (!await getAddressSnapshot(tx, userId, id2)) throw notFound();
    await makeDefault(tx, userId, id2, now);
  });
}
function deleteAddress(ctx, userId, id2) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUserAddresses(tx, userId);
    const [gone] = await tx.delete(userAddresses).where(own(userId, id2)).returning({ isDefault: userAddresses.isDefault });
    if (!gone) throw notFound();
    if (gone.isDefault) await promoteNewest(tx, userId, now);
  });
}
async function deleteUserAddresses(tx, userId) {
  await tx.delete(userAddresses).where(eq3(userAddresses.userId, userId));
}

// src/modules/address/routes.ts
var tags2 = ["address"];
async function addressRoutes(app) {
  const { ctx } = app;
  app.post(
    "/user-address",
    {
      schema: { tags: tags2, body: AddressInputSchema, response: { 200: dataOf(z11.object({ userAddressId: z11.string() })) } },
      config: limit(60)
    },
    async (request) => ({ data: { userAddressId: await createAddress(ctx, requireUser(request), request.body) } })
  );
  app.get(
    "/user-address/show/:id",
    { schema: { tags: tags2, params: IdParamsSchema, response: { 200: dataOf(AddressSchema) } } },
    async (request) => {
      const address = await getAddressSnapshot(ctx.db, requireUser(request), request.params.id);
      if (!address) throw AppError.notFound("Address not found");
      return { data: address };
    }
  );
  app.get("/user-address/default", { schema: { tags: tags2, response: { 200: dataOf(AddressSchema.nullable()) } } }, async (request) => ({
    data: await getDefaultAddress(ctx.db, requireUser(request))
  }));
  app.get("/user-address/listForMine", { schema: { tags: tags2, response: { 200: listOf(AddressSchema) } } }, async (request) => ({
    data: await listAddresses(ctx.db, requireUser(request))
  }));
  app.put(
    "/user-address/:id",
    { schema: { tags: tags2, params: IdParamsSchema, body: AddressInputSchema, response: { 200: dataOf(AddressSchema) } } },
    async (request) => ({
      data: await updateAddress(ctx, requireUser(request), request.params.id, request.body)
    })
  );
  app.delete("/user-address/:id", { schema: { tags: tags2, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteAddress(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
  app.post("/user-address/setDefault/:id", { schema: { tags: tags2, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await setDefaultAddress(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
}

// src/modules/admin/routes.ts
import { z as z12 } from "zod";

// src/modules/audit/schema.ts
import { index as index4, jsonb, pgTable as pgTable5, text as text8 } from "drizzle-orm/pg-core";

// src/modules/auth/schema.ts
import { index as index3, integer as integer2, pgTable as pgTable4, text as text7, uniqueIndex as uniqueIndex3 } from "drizzle-orm/pg-core";
var admins = pgTable4("admins", {
  id: id(),
  username: text7("username").notNull().unique(),
  passwordHash: text7("password_hash").notNull(),
  createdAt: createdAt()
});
var sessions = pgTable4(
  "sessions",
  {
    id: id(),
    tokenHash: text7("token_hash").notNull(),
    userId: text7("user_id").references(() => users.id, { onDelete: "cascade" }),
    adminId: text7("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex3("sessions_token_hash_key").on(t.tokenHash), index3("sessions_user_idx").on(t.userId)]
);
var verificationCodes = pgTable4(
  "verification_codes",
  {
    id: id(),
    channel: text7("channel", { enum: ["email", "phone"] }).notNull(),
    target: text7("target").notNull(),
    codeHash: text7("code_hash").notNull(),
    attempts: integer2("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    createdAt: createdAt()
  },
  (t) => [index3("verification_codes_target_idx").on(t.channel, t.target, t.createdAt)]
);
var oidcFlows = pgTable4("oidc_flows", {
  state: text7("state").primaryKey(),
  codeVerifier: text7("code_verifier").notNull(),
  nonce: text7("nonce").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt()
});

// src/modules/audit/schema.ts
var auditLogs = pgTable5(
  "audit_logs",
  {
    id: id(),
    adminId: text8("admin_id").notNull().references(() => admins.id),
    action: text8("action").notNull(),
    targetType: text8("target_type").notNull(),
    targetId: text8("target_id").notNull(),
    detail: jsonb("detail").$type().notNull().default({}),
    createdAt: createdAt()
  },
  (t) => [index4("audit_logs_target_idx").on(t.targetType, t.targetId), index4("audit_logs_created_idx").on(t.createdAt)]
);

// src/modules/audit/service.ts
async function recordAudit(tx, adminId, entry) {
  await tx.insert(auditLogs).values({ adminId, ...entry, detail: entry.detail ?? {} });
}

// src/modules/character/jobs.ts
import { lt } from "drizzle-orm";

// src/platform/jobs/queue.ts
import { sql as sql7 } from "drizzle-orm";
import PgBoss from "pg-boss";
var DEFAULTS = { retryLimit: 20, retryDelaySeconds: 5, leaseSeconds: 300 };
var SCHEDULED = { retryLimit: 2, retryDelaySeconds: 10, leaseSeconds: 600 };
var JobQueue = class {
  constructor(options) {
    this.options = options;
    this.boss = new PgBoss({
      db: options.executor,
      schedule: options.work,
      supervise: options.work,
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60
    });
    this.boss.on("error", (err) => options.log.error({ err }, "job queue error"));
  }
  options;
  boss;
  queues = /* @__PURE__ */ new Map();
  started = false;
  working = false;
  define(definition) {
    if (this.started) throw new Error(`Queue ${definition.name} defined after the job queue started`);
    this.queues.set(definition.name, definition);
  }
  /** Creates pg-boss's tables and every defined queue; a working instance also starts schedules and workers. */
  async start() {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    for (const q of this.queues.values()) {
      const settings2 = {
        ...q.cron ? SCHEDULED : { ...DEFAULTS, leaseSeconds: this.options.leaseSeconds ?? DEFAULTS.leaseSeconds },
        ...q
      };
      const queue = {
        name: q.name,
        // A scheduled job never piles up: one waiting and one running at most.
        policy: q.cron ? "stately" : "standard",
        retryLimit: settings2.retryLimit,
        retryDelay: settings2.retryDelaySeconds,
        retryBackoff: !q.cron,
        expireInSeconds: settings2.leaseSeconds
      };
      if (await this.boss.getQueue(q.name)) await this.boss.updateQueue(q.name, queue);
      else await this.boss.createQueue(q.name, queue);
    }
    if (this.options.work) await this.work();
  }
  async work() {
    this.working = true;
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    for (const q of this.queues.values()) {
      if (q.cron) await this.boss.schedule(q.name, q.cron, {}, { tz: "UTC" });
      else await this.boss.unschedule(q.name).catch(() => void 0);
      await this.boss.work(q.name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (job) await this.execute(q, job);
      });
    }
  }
  async execute(q, job) {
    const startedAt = Date.now();
    try {
      await q.run(job.data ?? {});
      this.options.log.debug({ job: q.name, jobId: job.id, ms: Date.now() - startedAt }, "job done");
    } catch (err) {
      this.options.log.error({ err, job: q.name, jobId: job.id }, "job failed, will retry");
      throw err;
    }
  }
  /**
   * Sends a job in the caller's transaction: it is committed (and later run) only if the change
   * that caused it is. Answers the job id.
   */
  async enqueue(tx, name, data, options = {}) {
    if (!this.queues.has(name)) throw new Error(`Unknown queue ${name}`);
    const id2 = await this.boss.send(name, data, {
      db: inTransaction(tx),
      ...options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}
    });
    if (!id2) throw new Error(`Job for ${name} was not created`);
    return id2;
  }
  /** Runs the scheduled jobs now, here (tests and operators); answers their names. */
  async runScheduled(names) {
    const ran = [];
    for (const q of this.queues.values()) {
      if (!q.cron || names && !names.includes(q.name)) continue;
      await q.run({});
      ran.push(q.name);
    }
    return ran;
  }
  /**
   * Runs every job waiting in the given queues (all when omitted) here, until none is left; a failing
   * job is failed and left to its retry. For tests and for an instance that does not work queues.
   */
  async drain(names) {
    let done = 0;
    for (let progress = true; progress; ) {
      progress = false;
      for (const q of this.queues.values()) {
        if (q.cron || names && !names.includes(q.name)) continue;
        for (const job of await this.boss.fetch(q.name, { batchSize: 20 })) {
          progress = true;
          try {
            await q.run(job.data ?? {});
            await this.boss.complete(q.name, job.id);
            done++;
          } catch (err) {
            await this.boss.fail(q.name, job.id, { message: err.message });
          }
        }
      }
    }
    return done;
  }
  /** Jobs not yet done (waiting, retrying or running) per queue. */
  async pending(name) {
    return this.boss.getQueueSize(name);
  }
  async stop() {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: this.working, wait: true, close: false, timeout: 1e4 });
  }
};
function inTransaction(tx) {
  return {
    async executeSql(text24, values = []) {
      const chunks = [];
      let last = 0;
      for (const match of text24.matchAll(/\$(\d+)/g)) {
        chunks.push(sql7.raw(text24.slice(last, match.index)));
        chunks.push(sql7`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql7.raw(text24.slice(last)));
      const result = await tx.execute(sql7.join(chunks));
      return { rows: result.rows };
    }
  };
}
function dailyAtBusinessTime(hour, minute = 0, offsetMinutes = 8 * 60) {
  const utc = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440;
  return `${utc % 60} ${Math.floor(utc / 60)} * * *`;
}

// src/modules/character/schema.ts
import { sql as sql8 } from "drizzle-orm";
import { check as check2, index as index5, integer as integer3, pgTable as pgTable6, primaryKey, text as text9, uniqueIndex as uniqueIndex4 } from "drizzle-orm/pg-core";
var CharacterStage = ["vote", "crowdfunding", "sale"];
var inList = (phases) => phases.map((p) => `'${p}'`).join(", ");
var stageOf = sql8.raw(
  `case when phase in (${inList(VOTE_PHASES)}) then 'vote' when phase in (${inList(CROWDFUNDING_PHASES)}) then 'crowdfunding' when phase in (${inList(SALE_PHASES)}) then 'sale' end`
);
var characters = pgTable6(
  "characters",
  {
    id: id(),
    userId: text9("user_id").notNull().references(() => users.id),
    name: text9("name").notNull(),
    gender: text9("gender", { enum: Gender }).notNull(),
    description: text9("description").notNull(),
    creatorName: text9("creator_name").notNull(),
    creatorWebsite: text9("creator_website").notNull(),
    illustration: text9("illustration"),
    website: text9("website"),
    /** Comma-separated, trimmed genres ("Manga,Anime"). */
    genre: text9("genre").notNull(),
    /** Lower-cased genres as an array: containment has per-genre statistics, so filtered lists still walk the ordered index. */
    genres: text9("genres").array().generatedAlwaysAs(sql8`string_to_array(lower(genre), ',')`),
    note: text9("note").notNull(),
    status: text9("status", { enum: ReviewStatus }).notNull().default("pending"),
    rejectReason: text9("reject_reason"),
    phase: text9("phase", { enum: CharacterPhase }),
    stage: text9("stage", { enum: CharacterStage }).generatedAlwaysAs(stageOf),
    countView: integer3("count_view").notNull().default(0),
    countCollect: integer3("count_collect").notNull().default(0),
    approvedAt: ts("approved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index5("characters_user_created_idx").on(t.userId, t.createdAt),
    index5("characters_stage_created_idx").on(t.stage, t.createdAt, t.id),
    index5("characters_stage_views_idx").on(t.stage, t.countView, t.id),
    // Explore spans two stages: it walks these and filters.
    index5("characters_created_idx").on(t.createdAt, t.id),
    index5("characters_views_idx").on(t.countView, t.id),
    index5("characters_status_created_idx").on(t.status, t.createdAt),
    check2("characters_count_view_nonneg", sql8`${t.countView} >= 0`),
    check2("characters_count_collect_nonneg", sql8`${t.countCollect} >= 0`)
  ]
);
var characterCollects = pgTable6(
  "character_collects",
  {
    id: id(),
    characterId: text9("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    userId: text9("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex4("character_collects_user_character_key").on(t.userId, t.characterId),
    index5("character_collects_user_created_idx").on(t.userId, t.createdAt)
  ]
);
var characterViews = pgTable6(
  "character_views",
  {
    characterId: text9("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    /** `u:<userId>` or a hash of a visitor's address and browser. */
    viewerKey: text9("viewer_key").notNull(),
    day: text9("day").notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.characterId, t.viewerKey, t.day] }), index5("character_views_day_idx").on(t.day)]
);

// src/modules/character/jobs.ts
function viewsCleanupJob(ctx) {
  return {
    name: "character.views-cleanup",
    cron: dailyAtBusinessTime(0, 5),
    async run() {
      await ctx.db.delete(characterViews).where(lt(characterViews.day, businessDay(ctx.clock.now())));
    }
  };
}

// src/modules/character/phase.ts
import { eq as eq4 } from "drizzle-orm";
var sources = /* @__PURE__ */ new Set();
function registerPhaseSources(...list) {
  for (const source of list) sources.add(source);
}
async function refreshCharacterPhase(tx, characterId, now) {
  if (sources.size === 0) throw new Error("No phase sources registered (app.ts registers them)");
  const [row] = await tx.select({ status: characters.status }).from(characters).where(eq4(characters.id, characterId));
  if (!row) return;
  const parts = {};
  for (const source of sources) Object.assign(parts, await source(tx, characterId));
  const phase = characterPhase({ status: row.status, ...parts }, now.getTime());
  await tx.update(characters).set({ phase, updatedAt: now }).where(eq4(characters.id, characterId));
}

// src/modules/character/queries.ts
import { eq as eq5 } from "drizzle-orm";
var normaliseGenre = (genre) => [
  ...new Set(
    genre.split(",").map((g) => g.trim()).filter(Boolean)
  )
].join(",");
async function getCharacterRef(db, id2) {
  const [row] = await db.select({
    id: characters.id,
    name: characters.name,
    userId: characters.userId,
    status: characters.status,
    illustration: characters.illustration
  }).from(characters).where(eq5(characters.id, id2));
  return row ?? null;
}
async function isCharacterVisible(db, id2, viewerUserId) {
  const ref = await getCharacterRef(db, id2);
  return !!ref && (ref.status === "approved" || ref.userId === viewerUserId);
}
async function listCollectorIds(db, characterId) {
  const rows = await db.select({ userId: characterCollects.userId }).from(characterCollects).where(eq5(characterCollects.characterId, characterId)).orderBy(characterCollects.userId);
  return rows.map((r) => r.userId);
}

// src/modules/character/service.ts
import { and as and5, eq as eq7, inArray as inArray3, sql as sql9 } from "drizzle-orm";

// src/modules/message/service.ts
import { and as and4, count, desc as desc3, eq as eq6, isNull as isNull3 } from "drizzle-orm";

// src/modules/message/schema.ts
import { index as index6, pgTable as pgTable7, text as text10 } from "drizzle-orm/pg-core";
var messages = pgTable7(
  "messages",
  {
    id: id(),
    userId: text10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text10("kind", { enum: MessageKind }).notNull(),
    title: text10("title").notNull(),
    body: text10("body").notNull(),
    link: text10("link"),
    readAt: ts("read_at"),
    createdAt: createdAt()
  },
  (t) => [index6("messages_user_created_idx").on(t.userId, t.createdAt)]
);

// src/modules/message/service.ts
async function sendMessages(tx, list) {
  if (list.length > 0) await tx.insert(messages).values(list);
}
async function listMyMessages(db, userId, page2) {
  const rows = await db.select().from(messages).where(eq6(messages.userId, userId)).orderBy(desc3(messages.createdAt), desc3(messages.id)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    title: m.title,
    body: m.body,
    link: m.link,
    isRead: m.readAt !== null,
    createdAt: m.createdAt.toISOString()
  }));
}
async function countUnreadMessages(db, userId) {
  const [row] = await db.select({ n: count() }).from(messages).where(and4(eq6(messages.userId, userId), isNull3(messages.readAt)));
  return row?.n ?? 0;
}
async function markMessageRead(ctx, userId, id2) {
  const [row] = await ctx.db.update(messages).set({ readAt: ctx.clock.now() }).where(and4(eq6(messages.id, id2), eq6(messages.userId, userId), isNull3(messages.readAt))).returning({ id: messages.id });
  if (row) return;
  const [exists] = await ctx.db.select({ id: messages.id }).from(messages).where(and4(eq6(messages.id, id2), eq6(messages.userId, userId)));
  if (!exists) throw AppError.notFound("Message not found");
}
async function markAllMessagesRead(ctx, userId) {
  await ctx.db.update(messages).set({ readAt: ctx.clock.now() }).where(and4(eq6(messages.userId, userId), isNull3(messages.readAt)));
}
async function deleteUserMessages(tx, userId) {
  await tx.delete(messages).where(eq6(messages.userId, userId));
}

// src/modules/character/service.ts
var EDITABLE = ["pending", "rejected"];
var notFound2 = () => AppError.notFound("Character not found");
function columns2(ctx, input) {
  const { agreement: _agreement, illustration, website, genre, ...rest } = input;
  if (illustration && !illustration.startsWith(`${ctx.storage.publicPrefix}/characters/`)) {
    throw AppError.validation("The illustration must be an image uploaded here", [
      { path: "illustration", message: "The illustration must be an image uploaded here" }
    ]);
  }
  return {
    ...rest,
    ...illustration !== void 0 ? { illustration: illustration || null } : {},
    ...website !== void 0 ? { website: website || null } : {},
    ...genre !== void 0 ? { genre: normaliseGenre(genre) } : {}
  };
}
async function createCharacter(ctx, userId, input) {
  const { agreement: _agreement, ...fields } = input;
  const [row] = await ctx.db.insert(characters).values({ ...fields, ...columns2(ctx, input), userId, status: "pending" }).returning({ id: characters.id });
  return row.id;
}
async function updateOwnCharacter(ctx, userId, id2, input) {
  const values = columns2(ctx, input);
  const updated = await ctx.db.update(characters).set({ ...values, status: "pending", rejectReason: null, updatedAt: ctx.clock.now() }).where(and5(eq7(characters.id, id2), eq7(characters.userId, userId), inArray3(characters.status, [...EDITABLE]))).returning({ id: characters.id });
  if (updated.length === 0) await explainNotEditable(ctx.db, userId, id2);
}
async function deleteOwnCharacter(ctx, userId, id2) {
  const deleted = await ctx.db.delete(characters).where(and5(eq7(characters.id, id2), eq7(characters.userId, userId), inArray3(characters.status, [...EDITABLE]))).returning({ id: characters.id });
  if (deleted.length === 0) await explainNotEditable(ctx.db, userId, id2);
}
async function explainNotEditable(db, userId, id2) {
  const [row] = await db.select({ userId: characters.userId, status: characters.status }).from(characters).where(eq7(characters.id, id2));
  if (!row || row.userId !== userId && row.status !== "approved") throw notFound2();
  if (row.userId !== userId) throw AppError.forbidden("Only the owner can change this character");
  throw AppError.rejected("An approved character can no longer be edited or deleted");
}
async function collectCharacter(ctx, userId, id2) {
  return ctx.db.transaction(async (tx) => {
    await assertCollectable(tx, userId, id2);
    const added = await tx.insert(characterCollects).values({ userId, characterId: id2 }).onConflictDoNothing().returning({ id: characterCollects.id });
    return { countCollect: await bumpCollectCount(tx, id2, added.length), isCollect: true };
  });
}
async function uncollectCharacter(ctx, userId, id2) {
  return ctx.db.transaction(async (tx) => {
    await assertCollectable(tx, userId, id2);
    const removed = await tx.delete(characterCollects).where(and5(eq7(characterCollects.userId, userId), eq7(characterCollects.characterId, id2))).returning({ id: characterCollects.id });
    return { countCollect: await bumpCollectCount(tx, id2, -removed.length), isCollect: false };
  });
}
async function assertCollectable(tx, userId, id2) {
  const [row] = await tx.select({ userId: characters.userId, status: characters.status }).from(characters).where(eq7(characters.id, id2));
  if (!row || row.status !== "approved" && row.userId !== userId) throw notFound2();
}
async function bumpCollectCount(tx, id2, delta) {
  const [row] = await tx.update(characters).set({ countCollect: sql9`${characters.countCollect} + ${delta}` }).where(eq7(characters.id, id2)).returning({ countCollect: characters.countCollect });
  return row.countCollect;
}
function viewCountingCtes(db, view) {
  const fresh = db.$with("fresh_view").as(
    db.insert(characterViews).select(
      db.select({
        characterId: characters.id,
        viewerKey: sql9`${view.viewerKey}::text`.as("viewer_key"),
        day: sql9`${view.day}::text`.as("day"),
        createdAt: sql9`${view.at}::timestamptz`.as("created_at")
      }).from(characters).where(and5(eq7(characters.id, view.characterId), eq7(characters.status, "approved")))
    ).onConflictDoNothing().returning({ characterId: characterViews.characterId })
  );
  const counted = db.$with("counted_view").as(
    db.update(characters).set({ countView: sql9`${characters.countView} + 1` }).where(eq7(characters.id, sql9`(select ${fresh.characterId} from ${fresh})`)).returning({ countView: characters.countView })
  );
  return { fresh, counted };
}
var viewAt = (characterId, viewerKey2, now) => ({
  characterId,
  viewerKey: viewerKey2,
  day: businessDay(now),
  at: now.toISOString()
});
async function uploadIllustration(ctx, file) {
  return storeImage(ctx.storage, "characters", file);
}
async function markApproved(tx, id2, now) {
  const [row] = await tx.update(characters).set({ status: "approved", rejectReason: null, approvedAt: now, updatedAt: now }).where(and5(eq7(characters.id, id2), inArray3(characters.status, [...EDITABLE]))).returning({ userId: characters.userId, name: characters.name });
  if (!row) throw await reviewRefusal(tx, id2, "approved");
  return row;
}
async function rejectCharacter(ctx, adminId, id2, rejectReason) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx.update(characters).set({ status: "rejected", rejectReason, updatedAt: now }).where(and5(eq7(characters.id, id2), eq7(characters.status, "pending"))).returning({ userId: characters.userId, name: characters.name });
    if (!row) throw await reviewRefusal(tx, id2, "rejected");
    await sendMessages(tx, [
      {
        userId: row.userId,
        kind: "character_rejected",
        title: `${row.name} was not approved`,
        body: `Reason: ${rejectReason}. You can edit the submission and send it for review again.`,
        link: paths.characterEdit(id2)
      }
    ]);
    await recordAudit(tx, adminId, { action: "character.reject", targetType: "character", targetId: id2, detail: { rejectReason } });
  });
}
async function reviewRefusal(tx, id2, to) {
  const [row] = await tx.select({ status: characters.status }).from(characters).where(eq7(characters.id, id2));
  if (!row) return notFound2();
  return AppError.rejected(
    to === "approved" ? `A character that is ${row.status} cannot be approved` : `Only a pending character can be rejected (this one is ${row.status})`
  );
}
async function adminUpdateCharacter(ctx, adminId, id2, input) {
  const values = columns2(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx.update(characters).set({ ...values, updatedAt: ctx.clock.now() }).where(eq7(characters.id, id2)).returning({ id: characters.id });
    if (updated.length === 0) throw notFound2();
    await recordAudit(tx, adminId, {
      action: "character.update",
      targetType: "character",
      targetId: id2,
      detail: { fields: Object.keys(values) }
    });
  });
}
async function adminDeleteCharacter(ctx, adminId, id2) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(characters).where(eq7(characters.id, id2)).returning({ name: characters.name, status: characters.status });
    if (!row) throw notFound2();
    await recordAudit(tx, adminId, { action: "character.delete", targetType: "character", targetId: id2, detail: row });
  });
}
async function deleteUserCharacterData(tx, userId) {
  await tx.execute(sql9`update ${characters} set count_collect = count_collect - 1
    where ${characters.id} in (select ${characterCollects.characterId} from ${characterCollects} where ${characterCollects.userId} = ${userId})`);
  await tx.delete(characterCollects).where(eq7(characterCollects.userId, userId));
  await tx.delete(characters).where(and5(eq7(characters.userId, userId), inArray3(characters.status, [...EDITABLE])));
}

// src/modules/content/service.ts
import { asc as asc2, eq as eq8, sql as sql10 } from "drizzle-orm";

// src/modules/content/schema.ts
import { index as index7, integer as integer4, jsonb as jsonb2, pgTable as pgTable8, text as text11 } from "drizzle-orm/pg-core";
var banners = pgTable8(
  "banners",
  {
    id: id(),
    placement: text11("placement", { enum: ["home", "figurine"] }).notNull(),
    image: text11("image").notNull(),
    link: text11("link").notNull(),
    description: text11("description").notNull(),
    sort: integer4("sort").notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [index7("banners_placement_idx").on(t.placement, t.sort)]
);
var articles = pgTable8(
  "articles",
  {
    id: id(),
    category: text11("category").notNull(),
    title: text11("title").notNull(),
    content: text11("content").notNull(),
    sort: integer4("sort").notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [index7("articles_category_idx").on(t.category, t.sort)]
);
var settings = pgTable8("settings", {
  key: text11("key").primaryKey(),
  value: jsonb2("value").notNull(),
  updatedAt: updatedAt()
});

// src/modules/content/service.ts
async function listFaq(db) {
  return db.select({ id: articles.id, title: articles.title, content: articles.content }).from(articles).where(eq8(articles.category, "faq")).orderBy(asc2(articles.sort), asc2(articles.createdAt));
}
async function listBanners(db, placement) {
  return db.select({ id: banners.id, image: banners.image, link: banners.link, description: banners.description }).from(banners).where(eq8(banners.placement, placement)).orderBy(asc2(banners.sort));
}
var SETTINGS_CHANNEL = "settings_changed";
var SETTINGS_CACHE_MS = 6e4;
async function loadStored(db) {
  const rows = await db.select().from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
async function getSettings(db) {
  return { ...DEFAULT_SETTINGS, ...await loadStored(db) };
}
async function getCurrentSettings(ctx, db = ctx.db) {
  return { ...DEFAULT_SETTINGS, ...await ctx.storedSettings.get(ctx.clock.now().getTime(), () => loadStored(db)) };
}
async function announceSettingsChange(db) {
  await db.execute(sql10`select pg_notify(${SETTINGS_CHANNEL}, '')`);
}
async function updateSettings(ctx, adminId, input) {
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const now = ctx.clock.now();
    for (const [key, value] of Object.entries(input)) {
      if (value === void 0) continue;
      await tx.insert(settings).values({ key, value, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    }
    await recordAudit(tx, adminId, { action: "setting.update", targetType: "setting", targetId: "platform", detail: { input, before } });
    await announceSettingsChange(tx);
    return getSettings(tx);
  });
  ctx.storedSettings.invalidate();
  return updated;
}

// src/modules/vote/queries.ts
import { eq as eq9, sql as sql12 } from "drizzle-orm";

// src/modules/vote/schema.ts
import { sql as sql11 } from "drizzle-orm";
import { check as check3, index as index8, integer as integer5, pgTable as pgTable9, text as text12, uniqueIndex as uniqueIndex5 } from "drizzle-orm/pg-core";
var votes = pgTable9(
  "votes",
  {
    id: id(),
    characterId: text12("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    status: text12("status", { enum: VoteStatus }).notNull().default("inactive"),
    countCurrent: integer5("count_current").notNull().default(0),
    countTarget: integer5("count_target").notNull(),
    negotiation: text12("negotiation", { enum: VoteNegotiation }),
    startedAt: ts("started_at"),
    endedAt: ts("ended_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex5("votes_character_key").on(t.characterId),
    index8("votes_status_idx").on(t.status),
    check3("votes_count_range", sql11`${t.countCurrent} >= 0 and ${t.countCurrent} <= ${t.countTarget}`)
  ]
);
var voteRecords = pgTable9(
  "vote_records",
  {
    id: id(),
    voteId: text12("vote_id").notNull().references(() => votes.id, { onDelete: "cascade" }),
    characterId: text12("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    userId: text12("user_id").notNull().references(() => users.id),
    count: integer5("count").notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index8("vote_records_character_user_idx").on(t.characterId, t.userId),
    index8("vote_records_user_created_idx").on(t.userId, t.createdAt),
    check3("vote_records_count_pos", sql11`${t.count} > 0`)
  ]
);

// src/modules/vote/queries.ts
var voteContributorSource = {
  phase: "vote",
  characters: (scope) => scope === "daily" ? sql12`select ${votes.characterId} from ${votes} where ${votes.status} = 'active'` : sql12`select ${scope.characterId}::text`,
  totals: (scope) => sql12`
    select ${voteRecords.characterId} as character_id, ${voteRecords.userId} as user_id,
      sum(${voteRecords.count})::int as total, min(${voteRecords.createdAt}) as first_at
    from ${voteRecords}
    where ${scope === "daily" ? sql12`${voteRecords.characterId} in (select ${votes.characterId} from ${votes} where ${votes.status} = 'active')` : sql12`${voteRecords.characterId} = ${scope.characterId}`}
    group by 1, 2`
};
var votePhaseSource = async (db, characterId) => ({ vote: await getVote(db, characterId) ?? null });
async function getVote(db, characterId) {
  const [row] = await db.select({ status: votes.status, countCurrent: votes.countCurrent, countTarget: votes.countTarget, negotiation: votes.negotiation }).from(votes).where(eq9(votes.characterId, characterId));
  return row ?? null;
}
async function listVoterIds(db, characterId) {
  const rows = await db.selectDistinct({ userId: voteRecords.userId }).from(voteRecords).where(eq9(voteRecords.characterId, characterId)).orderBy(voteRecords.userId);
  return rows.map((r) => r.userId);
}

// src/modules/vote/service.ts
import { createId as createId4 } from "@paralleldrive/cuid2";
import { eq as eq12, sql as sql14 } from "drizzle-orm";

// src/modules/contributor/service.ts
import { and as and6, asc as asc3, eq as eq10, sql as sql13 } from "drizzle-orm";

// src/modules/contributor/schema.ts
import { index as index9, integer as integer6, pgTable as pgTable10, primaryKey as primaryKey2, text as text13 } from "drizzle-orm/pg-core";
var ContributorPhase = ["vote", "crowdfunding"];
var contributorSnapshots = pgTable10(
  "contributor_snapshots",
  {
    characterId: text13("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    phase: text13("phase", { enum: ContributorPhase }).notNull(),
    userId: text13("user_id").notNull().references(() => users.id),
    rank: integer6("rank").notNull(),
    countSupport: integer6("count_support").notNull(),
    refreshedAt: ts("refreshed_at").notNull()
  },
  (t) => [
    primaryKey2({ columns: [t.characterId, t.phase, t.userId] }),
    index9("contributor_snapshots_rank_idx").on(t.characterId, t.phase, t.rank)
  ]
);

// src/modules/contributor/service.ts
async function refreshContributors(tx, source, scope, now) {
  await tx.execute(sql13`delete from ${contributorSnapshots}
    where ${contributorSnapshots.phase} = ${source.phase} and ${contributorSnapshots.characterId} in (${source.characters(scope)})`);
  await tx.execute(sql13`insert into contributor_snapshots (character_id, phase, user_id, rank, count_support, refreshed_at)
    select t.character_id, ${source.phase}, t.user_id,
      row_number() over (partition by t.character_id order by t.total desc, t.first_at asc, t.user_id asc),
      t.total, ${now.toISOString()}::timestamptz
    from (${source.totals(scope)}) t`);
}
async function topContributors(db, characterId, phase, limit2) {
  return db.select({ userId: contributorSnapshots.userId, rank: contributorSnapshots.rank, countSupport: contributorSnapshots.countSupport }).from(contributorSnapshots).where(and6(eq10(contributorSnapshots.characterId, characterId), eq10(contributorSnapshots.phase, phase))).orderBy(asc3(contributorSnapshots.rank)).limit(limit2);
}

// src/modules/contributor/jobs.ts
function contributorRefreshJob(ctx, sources2) {
  return {
    name: "contributor.refresh",
    cron: dailyAtBusinessTime(CONTRIBUTOR_REFRESH_HOUR),
    run: () => ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      for (const source of sources2) await refreshContributors(tx, source, "daily", now);
    })
  };
}

// src/modules/contributor/queries.ts
import { and as and7, asc as asc4, eq as eq11 } from "drizzle-orm";
async function listContributors(db, characterId, phase, page2) {
  const rows = await db.select({
    userId: contributorSnapshots.userId,
    rank: contributorSnapshots.rank,
    countSupport: contributorSnapshots.countSupport,
    refreshedAt: contributorSnapshots.refreshedAt,
    nickname: users.nickname,
    avatar: users.avatar
  }).from(contributorSnapshots).innerJoin(users, eq11(users.id, contributorSnapshots.userId)).where(and7(eq11(contributorSnapshots.characterId, characterId), eq11(contributorSnapshots.phase, phase))).orderBy(asc4(contributorSnapshots.rank)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  return rows.map((r) => ({
    id: r.userId,
    rank: r.rank,
    user: { id: r.userId, profile: { nickname: r.nickname, avatar: r.avatar } },
    countSupport: phase === "crowdfunding" ? centsToDollars(r.countSupport) : r.countSupport,
    refreshedAt: r.refreshedAt.toISOString()
  }));
}

// src/modules/vote/service.ts
var summary = (v) => ({
  status: v.status,
  countCurrent: v.countCurrent,
  countTarget: v.countTarget,
  progress: Number(completionPercent(v.countCurrent, v.countTarget))
});
var voteNotFound = () => AppError.notFound("Vote not found");
async function openVote(tx, characterId, countTarget, now) {
  await tx.insert(votes).values({ characterId, status: "active", countTarget, startedAt: now }).onConflictDoNothing();
}
async function lockVote(tx, characterId) {
  const [vote] = await tx.select().from(votes).where(eq12(votes.characterId, characterId)).for("update");
  if (!vote) throw voteNotFound();
  return vote;
}
async function characterOf(tx, characterId) {
  const character = await getCharacterRef(tx, characterId);
  if (!character) throw voteNotFound();
  return character;
}
function ticketShortage(voteTickets, count6) {
  if (voteTickets === 0) return NO_VOTES_LEFT_MESSAGE;
  if (voteTickets < count6) return `You have only ${voteTickets} vote${voteTickets === 1 ? "" : "s"} left today.`;
  return null;
}
async function castVotes(ctx, userId, characterId, targetCount) {
  return await castInOneStatement(ctx, userId, characterId, targetCount) ?? castInTransaction(ctx, userId, characterId, targetCount);
}
async function castInOneStatement(ctx, userId, characterId, count6) {
  const now = ctx.clock.now();
  const debit = ledgerEntryCtes(
    { userId, currency: "vote_ticket", delta: -count6, reason: "vote", referenceType: "character", referenceId: characterId },
    "debit",
    sql14`${votesGrantedOnGuard(businessDay(now))} and exists (select 1 from locked)`
  );
  const result = await ctx.db.execute(sql14`
    with locked as (
      select id from votes
      where character_id = ${characterId} and status = 'active' and count_current + ${count6} < count_target
      for update
    ), ${debit}, moved as (
      update votes set count_current = count_current + ${count6}, updated_at = ${now}
      where id = (select id from locked) and exists (select 1 from debit)
      returning id, status, count_current, count_target
    ), recorded as (
      insert into vote_records (id, vote_id, character_id, user_id, count, created_at)
      select ${createId4()}, moved.id, ${characterId}, ${userId}, ${count6}, ${now} from moved
    )
    select moved.status, moved.count_current, moved.count_target, debit.balance from moved, debit`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    countCast: count6,
    voteToken: Number(row.balance),
    vote: summary({ status: row.status, countCurrent: Number(row.count_current), countTarget: Number(row.count_target) })
  };
}
async function castInTransaction(ctx, userId, characterId, targetCount) {
  const now = ctx.clock.now();
  const today = businessDay(now);
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ vote: votes, grantedToday: votesGrantedOnSql(userId, today), voteTickets: voteTicketsSql(userId) }).from(votes).where(eq12(votes.characterId, characterId)).for("update", { of: votes });
    if (!locked) throw voteNotFound();
    const { vote, grantedToday } = locked;
    if (vote.countCurrent >= vote.countTarget) {
      throw AppError.rejected(
        `${(await characterOf(tx, characterId)).name} has reached its vote target; copyright talks with the creator are under way`
      );
    }
    if (vote.status !== "active") throw AppError.rejected(`Voting for ${(await characterOf(tx, characterId)).name} is closed`);
    const count6 = Math.min(targetCount, vote.countTarget - vote.countCurrent);
    if (!grantedToday) await grantDailyVotes(tx, userId, now);
    const refuse = async () => {
      throw AppError.rejected(ticketShortage((await getBalances(tx, userId)).voteTickets, count6) ?? NO_VOTES_LEFT_MESSAGE);
    };
    if (!grantedToday || ticketShortage(Number(locked.voteTickets), count6)) {
      if (ticketShortage((await getBalances(tx, userId)).voteTickets, count6)) await refuse();
    }
    let voteTickets;
    try {
      voteTickets = await applyLedgerEntry(tx, {
        userId,
        currency: "vote_ticket",
        delta: -count6,
        reason: "vote",
        referenceType: "character",
        referenceId: characterId
      });
    } catch (err) {
      if (err instanceof AppError) await refuse();
      throw err;
    }
    const reached = vote.countCurrent + count6 >= vote.countTarget;
    const moved = await tx.execute(sql14`
      with moved as (
        update votes set count_current = count_current + ${count6}, updated_at = ${now}
          ${reached ? sql14`, status = 'ended', ended_at = ${now}, negotiation = 'in_progress'` : sql14``}
        where id = ${vote.id}
        returning status, count_current, count_target
      ), recorded as (
        insert into vote_records (id, vote_id, character_id, user_id, count, created_at)
        select ${createId4()}, ${vote.id}, ${characterId}, ${userId}, ${count6}, ${now} from moved
      )
      select status, count_current, count_target from moved`);
    const updated = moved.rows[0];
    if (reached) await finishVoteAtTarget(tx, characterId, now);
    return {
      countCast: count6,
      voteToken: voteTickets,
      vote: summary({ status: updated.status, countCurrent: Number(updated.count_current), countTarget: Number(updated.count_target) })
    };
  });
}
async function finishVoteAtTarget(tx, characterId, now) {
  const character = await characterOf(tx, characterId);
  await refreshCharacterPhase(tx, characterId, now);
  await refreshContributors(tx, voteContributorSource, { characterId }, now);
  const top = await topContributors(tx, characterId, "vote", TOP_VOTER_REWARDS.length);
  const rewarded = top.map((t) => ({ ...t, diamonds: TOP_VOTER_REWARDS[t.rank - 1] })).sort((a, b) => a.userId.localeCompare(b.userId));
  for (const r of rewarded) {
    await applyLedgerEntry(tx, {
      userId: r.userId,
      currency: "diamond",
      delta: r.diamonds,
      reason: "vote_reward",
      referenceType: "character",
      referenceId: characterId
    });
  }
  const { name } = character;
  await sendMessages(tx, [
    {
      userId: character.userId,
      kind: "vote_target_reached",
      title: `${name} reached its vote target`,
      body: `Thanks to its voters, ${name} reached 100% of its vote target. We are now talking with the creator about the copyright.`,
      link: paths.voteShow(characterId)
    },
    ...rewarded.map((r) => ({
      userId: r.userId,
      kind: "vote_reward",
      title: `You earned ${r.diamonds} diamonds`,
      body: `${name} reached its vote target and you ranked #${r.rank} among its voters. ${r.diamonds} diamonds were added to your wallet.`,
      link: paths.contributors(characterId)
    }))
  ]);
}
async function updateVote(tx, characterId, input, now) {
  const vote = await lockVote(tx, characterId);
  const countTarget = input.countTarget ?? vote.countTarget;
  const status = input.status ?? vote.status;
  if (countTarget < vote.countCurrent) {
    throw AppError.validation(`countTarget cannot be below the ${vote.countCurrent} votes already cast`, [
      { path: "countTarget", message: `countTarget must be at least ${vote.countCurrent}` }
    ]);
  }
  if (status === "active" && vote.countCurrent >= countTarget) {
    throw AppError.rejected("Raise countTarget above the votes already cast to reopen this vote");
  }
  const [updated] = await tx.update(votes).set({
    countTarget,
    status,
    ...input.negotiation !== void 0 ? { negotiation: input.negotiation } : {},
    ...status === "active" ? { endedAt: null, startedAt: vote.startedAt ?? now } : {},
    ...status === "ended" && vote.status !== "ended" ? { endedAt: now } : {},
    updatedAt: now
  }).where(eq12(votes.id, vote.id)).returning();
  await refreshCharacterPhase(tx, characterId, now);
  if (vote.status === "active" && status !== "active") await refreshContributors(tx, voteContributorSource, { characterId }, now);
  return { before: summary(vote), after: { ...summary(updated), negotiation: updated.negotiation } };
}
async function adminUpdateVote(ctx, adminId, characterId, input) {
  return ctx.db.transaction(async (tx) => {
    const change = await updateVote(tx, characterId, input, ctx.clock.now());
    await recordAudit(tx, adminId, {
      action: "vote.update",
      targetType: "vote",
      targetId: characterId,
      detail: { input, before: change.before }
    });
    return change.after;
  });
}

// src/workflows/approve-character.ts
async function approveCharacter(ctx, adminId, characterId) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const character = await markApproved(tx, characterId, now);
    const { defaultVoteCountTarget } = await getSettings(tx);
    await openVote(tx, characterId, defaultVoteCountTarget, now);
    await refreshCharacterPhase(tx, characterId, now);
    await sendMessages(tx, [
      {
        userId: character.userId,
        kind: "character_approved",
        title: `${character.name} was approved`,
        body: `${character.name} passed review and its vote is open. Share it so fans can vote!`,
        link: paths.voteShow(characterId)
      }
    ]);
    await recordAudit(tx, adminId, {
      action: "character.approve",
      targetType: "character",
      targetId: characterId,
      detail: { countTarget: defaultVoteCountTarget }
    });
  });
}

// src/modules/catalog/card-queries.ts
import { and as and8, desc as desc4, eq as eq13, gt, inArray as inArray4, isNull as isNull4, lte, or as or3, sql as sql18 } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";

// src/db/planned-rows.ts
import { Column, SQL, is } from "drizzle-orm";
var decoderOfSql = (expression) => {
  const { decoder } = expression;
  return (v) => decoder.mapFromDriverValue(v);
};
function decoderOf(field) {
  if (is(field, Column)) return (v) => field.mapFromDriverValue(v);
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return null;
}
function withPlannedRows(prepared2) {
  const p = prepared2;
  const fields = p.fields;
  if (!fields || p.customResultMapper || fields.some((f) => f.path.length !== 1)) return prepared2;
  const keys = fields.map((f) => f.path[0]);
  const decoders = fields.map((f) => decoderOf(f.field));
  if (decoders.some((d) => d === null)) return prepared2;
  const decode = decoders;
  const width = keys.length;
  p.customResultMapper = (rows) => rows.map((row) => {
    const out = {};
    for (let i = 0; i < width; i++) {
      const value = row[i];
      out[keys[i]] = value === null || value === void 0 ? null : decode[i](value);
    }
    return out;
  });
  return prepared2;
}

// src/modules/community/schema.ts
import { sql as sql15 } from "drizzle-orm";
import { check as check4, index as index10, integer as integer7, pgTable as pgTable11, primaryKey as primaryKey3, text as text14, uniqueIndex as uniqueIndex6 } from "drizzle-orm/pg-core";
var communityCounts = pgTable11(
  "community_counts",
  {
    characterId: text14("character_id").primaryKey().references(() => characters.id, { onDelete: "cascade" }),
    countLike: integer7("count_like").notNull().default(0),
    countShare: integer7("count_share").notNull().default(0),
    /** Comments and replies everyone can see (not hidden). */
    countComment: integer7("count_comment").notNull().default(0)
  },
  (t) => [
    check4("community_counts_like_nonneg", sql15`${t.countLike} >= 0`),
    check4("community_counts_share_nonneg", sql15`${t.countShare} >= 0`),
    check4("community_counts_comment_nonneg", sql15`${t.countComment} >= 0`)
  ]
);
var characterLikes = pgTable11(
  "character_likes",
  {
    id: id(),
    characterId: text14("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    userId: text14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex6("character_likes_user_character_key").on(t.userId, t.characterId)]
);
var characterShares = pgTable11(
  "character_shares",
  {
    characterId: text14("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    userId: text14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    day: text14("day").notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey3({ columns: [t.characterId, t.userId, t.day] })]
);
var CommentHiddenBy = ["reports", "admin"];
var comments = pgTable11(
  "comments",
  {
    id: id(),
    characterId: text14("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    userId: text14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    parentId: text14("parent_id").references(() => comments.id, { onDelete: "cascade" }),
    body: text14("body").notNull(),
    /** Replies everyone can see: the "Top" order. */
    replyCount: integer7("reply_count").notNull().default(0),
    reportCount: integer7("report_count").notNull().default(0),
    /** Set when hidden from everyone but its author. */
    hiddenAt: ts("hidden_at"),
    hiddenBy: text14("hidden_by", { enum: CommentHiddenBy }),
    /** A moderator restored it: further reports no longer hide it by themselves. */
    reviewedAt: ts("reviewed_at"),
    createdAt: createdAt(),
    editedAt: ts("edited_at")
  },
  (t) => [
    index10("comments_character_created_idx").on(t.characterId, t.createdAt, t.id),
    index10("comments_parent_created_idx").on(t.parentId, t.createdAt),
    index10("comments_user_idx").on(t.userId),
    index10("comments_reported_idx").on(t.reportCount).where(sql15`${t.reportCount} > 0`),
    check4("comments_reply_count_nonneg", sql15`${t.replyCount} >= 0`),
    check4("comments_hidden_by_set", sql15`(${t.hiddenAt} is null) = (${t.hiddenBy} is null)`)
  ]
);
var commentReports = pgTable11(
  "comment_reports",
  {
    commentId: text14("comment_id").notNull().references(() => comments.id, { onDelete: "cascade" }),
    userId: text14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    reason: text14("reason"),
    createdAt: createdAt()
  },
  (t) => [primaryKey3({ columns: [t.commentId, t.userId] }), index10("comment_reports_user_idx").on(t.userId)]
);

// src/modules/crowdfunding/schema.ts
import { sql as sql16 } from "drizzle-orm";
import { check as check5, index as index11, integer as integer8, jsonb as jsonb3, pgTable as pgTable12, text as text15, uniqueIndex as uniqueIndex7 } from "drizzle-orm/pg-core";
var crowdfundings = pgTable12(
  "crowdfundings",
  {
    id: id(),
    characterId: text15("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    status: text15("status", { enum: CrowdfundingStatus }).notNull().default("inactive"),
    currentCents: integer8("current_cents").notNull().default(0),
    targetCents: integer8("target_cents").notNull(),
    images: jsonb3("images").$type().notNull().default([]),
    endAt: ts("end_at"),
    startedAt: ts("started_at"),
    /** When the campaign left `active` (funded or failed). */
    finishedAt: ts("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex7("crowdfundings_character_key").on(t.characterId),
    index11("crowdfundings_status_idx").on(t.status),
    check5("crowdfundings_cents_nonneg", sql16`${t.currentCents} >= 0 and ${t.targetCents} > 0`)
  ]
);
var crowdfundingSpecs = pgTable12(
  "crowdfunding_specs",
  {
    id: id(),
    characterId: text15("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    priceCents: integer8("price_cents").notNull(),
    diamond: integer8("diamond").notNull(),
    status: text15("status", { enum: SpecStatus }).notNull().default("active"),
    createdAt: createdAt()
  },
  (t) => [
    index11("crowdfunding_specs_character_idx").on(t.characterId),
    check5("crowdfunding_specs_positive", sql16`${t.priceCents} > 0 and ${t.diamond} > 0`)
  ]
);
var crowdfundingSupports = pgTable12(
  "crowdfunding_supports",
  {
    id: id(),
    no: text15("no").notNull(),
    characterId: text15("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    specId: text15("spec_id").notNull().references(() => crowdfundingSpecs.id),
    userId: text15("user_id").notNull().references(() => users.id),
    amountCents: integer8("amount_cents").notNull(),
    diamond: integer8("diamond").notNull(),
    status: text15("status", { enum: PaymentStatus }).notNull().default("pending"),
    expiresAt: ts("expires_at").notNull(),
    paidAt: ts("paid_at"),
    refundStatus: text15("refund_status", { enum: SupportRefundStatus }),
    paymentId: text15("payment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex7("crowdfunding_supports_no_key").on(t.no),
    index11("crowdfunding_supports_user_idx").on(t.userId, t.createdAt),
    index11("crowdfunding_supports_character_status_idx").on(t.characterId, t.status),
    index11("crowdfunding_supports_pending_idx").on(t.expiresAt).where(sql16`${t.status} = 'pending'`),
    check5("crowdfunding_supports_positive", sql16`${t.amountCents} > 0 and ${t.diamond} > 0`)
  ]
);

// src/modules/shop/schema.ts
import { sql as sql17 } from "drizzle-orm";
import { boolean as boolean3, check as check6, index as index12, integer as integer9, jsonb as jsonb4, pgTable as pgTable13, text as text16, uniqueIndex as uniqueIndex8 } from "drizzle-orm/pg-core";
var sales = pgTable13(
  "sales",
  {
    id: id(),
    characterId: text16("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    status: text16("status", { enum: SaleStatus }).notNull().default("inactive"),
    salePriceCents: integer9("sale_price_cents").notNull(),
    preSalePriceCents: integer9("pre_sale_price_cents"),
    preSaleCount: integer9("pre_sale_count").notNull().default(0),
    preSaleEndAt: ts("pre_sale_end_at"),
    saleCount: integer9("sale_count").notNull().default(0),
    content: text16("content").notNull().default(""),
    images: jsonb4("images").$type().notNull().default([]),
    startedAt: ts("started_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [uniqueIndex8("sales_character_key").on(t.characterId), index12("sales_status_idx").on(t.status)]
);
var saleSpecs = pgTable13(
  "sale_specs",
  {
    id: id(),
    characterId: text16("character_id").notNull().references(() => characters.id, { onDelete: "cascade" }),
    title: text16("title").notNull(),
    image: text16("image"),
    description: text16("description").notNull().default(""),
    priceCents: integer9("price_cents").notNull(),
    preSalePriceCents: integer9("pre_sale_price_cents"),
    stock: integer9("stock").notNull().default(0),
    status: text16("status", { enum: SpecStatus }).notNull().default("active"),
    createdAt: createdAt()
  },
  (t) => [
    index12("sale_specs_character_idx").on(t.characterId),
    check6("sale_specs_stock_nonneg", sql17`${t.stock} >= 0`),
    check6("sale_specs_price_pos", sql17`${t.priceCents} > 0`)
  ]
);
var figurineOrders = pgTable13(
  "figurine_orders",
  {
    id: id(),
    no: text16("no").notNull(),
    userId: text16("user_id").notNull().references(() => users.id),
    kind: text16("kind", { enum: OrderKind }).notNull().default("checkout"),
    status: text16("status", { enum: FigurineOrderStatus }).notNull().default("unpaid"),
    subtotalCents: integer9("subtotal_cents").notNull(),
    shippingFeeCents: integer9("shipping_fee_cents").notNull(),
    totalCents: integer9("total_cents").notNull(),
    addressId: text16("address_id"),
    /** The shipping address as it was when chosen; later edits of the address book do not change it. */
    address: jsonb4("address").$type(),
    expiresAt: ts("expires_at").notNull(),
    paidAt: ts("paid_at"),
    shippedAt: ts("shipped_at"),
    trackingNo: text16("tracking_no"),
    receivedAt: ts("received_at"),
    reviewComment: text16("review_comment"),
    reviewedAt: ts("reviewed_at"),
    cancelledAt: ts("cancelled_at"),
    paymentId: text16("payment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex8("figurine_orders_no_key").on(t.no),
    index12("figurine_orders_user_created_idx").on(t.userId, t.createdAt),
    index12("figurine_orders_status_expires_idx").on(t.status, t.expiresAt),
    index12("figurine_orders_status_shipped_idx").on(t.status, t.shippedAt),
    index12("figurine_orders_created_idx").on(t.createdAt),
    check6("figurine_orders_cents_nonneg", sql17`${t.subtotalCents} >= 0 and ${t.shippingFeeCents} >= 0 and ${t.totalCents} >= 0`)
  ]
);
var figurineOrderItems = pgTable13(
  "figurine_order_items",
  {
    id: id(),
    orderId: text16("order_id").notNull().references(() => figurineOrders.id, { onDelete: "cascade" }),
    specId: text16("spec_id").notNull().references(() => saleSpecs.id),
    characterId: text16("character_id").notNull().references(() => characters.id),
    specTitle: text16("spec_title").notNull(),
    specImage: text16("spec_image"),
    characterName: text16("character_name").notNull(),
    quantity: integer9("quantity").notNull(),
    unitPriceCents: integer9("unit_price_cents").notNull(),
    preSale: boolean3("pre_sale").notNull()
  },
  (t) => [index12("figurine_order_items_order_idx").on(t.orderId), check6("figurine_order_items_quantity_pos", sql17`${t.quantity} > 0`)]
);

// src/modules/catalog/card-queries.ts
var pageColumns = {
  id: characters.id,
  userId: characters.userId,
  name: characters.name,
  illustration: characters.illustration,
  genre: characters.genre,
  gender: characters.gender,
  countView: characters.countView,
  countCollect: characters.countCollect,
  createdAt: characters.createdAt,
  status: characters.status,
  rejectReason: characters.rejectReason,
  phase: characters.phase
};
var cardColumns = {
  ...pageColumns,
  voteStatus: votes.status,
  voteCurrent: votes.countCurrent,
  voteTarget: votes.countTarget,
  voteNegotiation: votes.negotiation,
  cfStatus: crowdfundings.status,
  cfCurrent: crowdfundings.currentCents,
  cfTarget: crowdfundings.targetCents,
  cfEndAt: crowdfundings.endAt,
  cfImages: crowdfundings.images,
  saleStatus: sales.status,
  salePrice: sales.salePriceCents,
  preSalePrice: sales.preSalePriceCents,
  preSaleCount: sales.preSaleCount,
  preSaleEndAt: sales.preSaleEndAt,
  saleCount: sales.saleCount,
  saleImages: sales.images,
  countLike: communityCounts.countLike,
  countShare: communityCounts.countShare,
  countComment: communityCounts.countComment
};
var cardQuery = (db) => db.select(cardColumns).from(characters).leftJoin(votes, eq13(votes.characterId, characters.id)).leftJoin(crowdfundings, eq13(crowdfundings.characterId, characters.id)).leftJoin(sales, eq13(sales.characterId, characters.id)).leftJoin(communityCounts, eq13(communityCounts.characterId, characters.id));
function pagedCardQuery(db, where2, orderBy, limit2, offset, idsFirst) {
  if (idsFirst) {
    const ids = db.select({ pageId: characters.id }).from(characters).where(where2).orderBy(...orderOf(orderBy)).limit(limit2).offset(offset).as("page");
    return db.select(cardColumns).from(ids).innerJoin(characters, eq13(characters.id, ids.pageId)).leftJoin(votes, eq13(votes.characterId, characters.id)).leftJoin(crowdfundings, eq13(crowdfundings.characterId, characters.id)).leftJoin(sales, eq13(sales.characterId, characters.id)).leftJoin(communityCounts, eq13(communityCounts.characterId, characters.id)).orderBy(...orderOf(orderBy));
  }
  const page2 = db.select(pageColumns).from(characters).where(where2).orderBy(...orderOf(orderBy)).limit(limit2).offset(offset).as("page");
  return db.select({
    ...cardColumns,
    id: page2.id,
    userId: page2.userId,
    name: page2.name,
    illustration: page2.illustration,
    genre: page2.genre,
    gender: page2.gender,
    countView: page2.countView,
    countCollect: page2.countCollect,
    createdAt: page2.createdAt,
    status: page2.status,
    rejectReason: page2.rejectReason,
    phase: page2.phase
  }).from(page2).leftJoin(votes, eq13(votes.characterId, page2.id)).leftJoin(crowdfundings, eq13(crowdfundings.characterId, page2.id)).leftJoin(sales, eq13(sales.characterId, page2.id)).leftJoin(communityCounts, eq13(communityCounts.characterId, page2.id)).orderBy(...orderBy === "mostView" ? [desc4(page2.countView), desc4(page2.id)] : [desc4(page2.createdAt), desc4(page2.id)]);
}
function orderOf(orderBy) {
  return orderBy === "mostView" ? [desc4(characters.countView), desc4(characters.id)] : [desc4(characters.createdAt), desc4(characters.id)];
}
var iso5 = (d) => d ? d.toISOString() : null;
var percent = (current, target) => Number(completionPercent(current, target));
function summaries(r) {
  const vote = r.voteStatus ? { status: r.voteStatus, countCurrent: r.voteCurrent, countTarget: r.voteTarget, progress: percent(r.voteCurrent, r.voteTarget) } : null;
  const crowdfunding = r.cfStatus ? {
    status: r.cfStatus,
    countCurrent: centsToDollars(r.cfCurrent),
    countTarget: centsToDollars(r.cfTarget),
    progress: percent(r.cfCurrent, r.cfTarget),
    endAt: iso5(r.cfEndAt),
    images: r.cfImages ?? []
  } : null;
  const sale = r.saleStatus ? {
    status: r.saleStatus,
    salePrice: centsToDollars(r.salePrice),
    preSalePrice: r.preSalePrice === null ? null : centsToDollars(r.preSalePrice),
    preSaleCount: r.preSaleCount,
    preSaleEndAt: iso5(r.preSaleEndAt),
    saleCount: r.saleCount,
    images: r.saleImages ?? []
  } : null;
  return { vote, crowdfunding, sale };
}
function toCard(r, now) {
  const { vote, crowdfunding, sale } = summaries(r);
  const state = { status: r.status, vote, crowdfunding, sale };
  return {
    id: r.id,
    name: r.name,
    illustration: r.illustration,
    genre: r.genre,
    gender: r.gender,
    countView: r.countView,
    countCollect: r.countCollect,
    // A character nobody has liked, shared or commented on has no counters row.
    countLike: r.countLike ?? 0,
    countShare: r.countShare ?? 0,
    countComment: r.countComment ?? 0,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    phase: r.phase,
    kind: characterKind(state, now.getTime()),
    displayStatus: displayStatus(state, now.getTime()),
    vote,
    crowdfunding,
    sale
  };
}
var likeEscape = (s2) => s2.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
function filterWhere(f, now) {
  const conditions = [];
  if (f.stages)
    conditions.push(
      eq13(characters.status, "approved"),
      f.stages.length === 1 ? eq13(characters.stage, f.stages[0]) : inArray4(characters.stage, [...f.stages])
    );
  if (f.phase === "pre-sale" || f.phase === "sale") {
    conditions.push(inArray4(characters.phase, ["pre-sale", "sale"]));
    conditions.push(f.phase === "pre-sale" ? gt(sales.preSaleEndAt, now) : or3(isNull4(sales.preSaleEndAt), lte(sales.preSaleEndAt, now)));
  } else if (f.phase) conditions.push(eq13(characters.phase, f.phase));
  if (f.status) conditions.push(eq13(characters.status, f.status));
  if (f.crowdfundingStatus) conditions.push(eq13(crowdfundings.status, f.crowdfundingStatus));
  if (f.userId) conditions.push(eq13(characters.userId, f.userId));
  const genres = f.genre ? normaliseGenre(f.genre).toLowerCase().split(",").filter(Boolean) : [];
  if (genres.length)
    conditions.push(
      sql18`${characters.genres} @> array[${sql18.join(
        genres.map((g) => sql18`${g}`),
        sql18`, `
      )}]::text[]`
    );
  if (f.name) conditions.push(sql18`lower(${characters.name}) like ${`%${likeEscape(f.name)}%`}`);
  return and8(...conditions);
}
async function listCardRows(db, f, now) {
  const genres = f.genre ? normaliseGenre(f.genre).toLowerCase() : "";
  const prepared2 = publicListStatement(db, f, genres);
  if (prepared2) return prepared2.execute({ genres, limit: f.pageSize, offset: (f.page - 1) * f.pageSize });
  const offset = (f.page - 1) * f.pageSize;
  const readsJoins = !!f.crowdfundingStatus || f.phase === "pre-sale" || f.phase === "sale";
  if (!readsJoins) return pagedCardQuery(db, filterWhere(f, now), f.orderBy, f.pageSize, offset, genres !== "");
  return cardQuery(db).where(filterWhere(f, now)).orderBy(...orderOf(f.orderBy)).limit(f.pageSize).offset(offset);
}
var LITERAL_PAGE_OFFSET_MAX = 100;
var LITERAL_PAGE_STATEMENTS_MAX = 48;
function preparePublicList(db, name, stages, orderBy, byGenre, page2) {
  const literal = (n2) => sql18.raw(String(Math.trunc(n2)));
  const genres = page2 ? sql18.raw(quoteLiteral(page2.genres)) : sql18.placeholder("genres");
  const where2 = and8(
    eq13(characters.status, "approved"),
    stages.length === 1 ? eq13(characters.stage, stages[0]) : inArray4(characters.stage, [...stages]),
    byGenre ? sql18`${characters.genres} @> string_to_array(${genres}, ',')` : void 0
  );
  return withPlannedRows(
    pagedCardQuery(
      db,
      where2,
      orderBy,
      page2 ? literal(page2.limit) : sql18.placeholder("limit"),
      page2 ? literal(page2.offset) : sql18.placeholder("offset"),
      byGenre
    ).prepare(name)
  );
}
var quoteLiteral = (s2) => `'${s2.replace(/'/g, "''")}'`;
var publicLists = /* @__PURE__ */ new WeakMap();
function publicListStatement(db, f, genres) {
  if (db instanceof PgTransaction || !f.stages || f.phase || f.status || f.crowdfundingStatus || f.userId || f.name) return null;
  let cache = publicLists.get(db);
  if (!cache) publicLists.set(db, cache = { statements: /* @__PURE__ */ new Map(), literalPages: 0, genreNames: /* @__PURE__ */ new Map() });
  const byGenre = genres !== "";
  const shape = `${f.stages.join("_")}_${f.orderBy === "mostView" ? "views" : "latest"}${byGenre ? "_genre" : ""}`;
  const offset = (f.page - 1) * f.pageSize;
  const known = byGenre ? cache.genreNames.get(genres) : 0;
  const pagedName = (n2) => `character_cards_${shape}_${f.pageSize}_${offset}${byGenre ? `_${n2}` : ""}`;
  const literal = offset <= LITERAL_PAGE_OFFSET_MAX && (known !== void 0 && cache.statements.has(pagedName(known)) || cache.literalPages < LITERAL_PAGE_STATEMENTS_MAX);
  let genreNumber = known ?? 0;
  if (literal && known === void 0) cache.genreNames.set(genres, genreNumber = cache.genreNames.size + 1);
  const name = literal ? pagedName(genreNumber) : `character_cards_${shape}`;
  let statement = cache.statements.get(name);
  if (!statement) {
    statement = preparePublicList(db, name, f.stages, f.orderBy, byGenre, literal ? { limit: f.pageSize, offset, genres } : null);
    cache.statements.set(name, statement);
    if (literal) cache.literalPages++;
  }
  return statement;
}
async function listCharacterCards(db, f, now) {
  return (await listCardRows(db, f, now)).map((r) => toCard(r, now));
}
async function listCollection(db, userId, page2, now) {
  const collected = await db.select({ id: characterCollects.id, characterId: characterCollects.characterId, createdAt: characterCollects.createdAt }).from(characterCollects).innerJoin(characters, eq13(characters.id, characterCollects.characterId)).where(and8(eq13(characterCollects.userId, userId), or3(eq13(characters.status, "approved"), eq13(characters.userId, userId)))).orderBy(desc4(characterCollects.createdAt), desc4(characterCollects.id)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  if (collected.length === 0) return [];
  const rows = await cardQuery(db).where(
    inArray4(
      characters.id,
      collected.map((c) => c.characterId)
    )
  );
  const cards = new Map(rows.map((r) => [r.id, toCard(r, now)]));
  return collected.map((c) => ({ id: c.id, createdAt: c.createdAt.toISOString(), character: cards.get(c.characterId) }));
}

// src/modules/catalog/detail-queries.ts
import { and as and9, asc as asc5, eq as eq14, sql as sql19 } from "drizzle-orm";
import { PgTransaction as PgTransaction2 } from "drizzle-orm/pg-core";
var detailColumns = {
  ...cardColumns,
  description: characters.description,
  creatorName: characters.creatorName,
  creatorWebsite: characters.creatorWebsite,
  website: characters.website,
  note: characters.note,
  rejectReason: characters.rejectReason,
  approvedAt: characters.approvedAt,
  nickname: users.nickname,
  avatar: users.avatar,
  voteStartedAt: votes.startedAt,
  voteEndedAt: votes.endedAt,
  cfStartedAt: crowdfundings.startedAt,
  cfFinishedAt: crowdfundings.finishedAt,
  saleStartedAt: sales.startedAt,
  saleContent: sales.content
};
var detailQuery = (db) => db.select(detailColumns).from(characters).innerJoin(users, eq14(users.id, characters.userId)).leftJoin(votes, eq14(votes.characterId, characters.id)).leftJoin(crowdfundings, eq14(crowdfundings.characterId, characters.id)).leftJoin(sales, eq14(sales.characterId, characters.id)).leftJoin(communityCounts, eq14(communityCounts.characterId, characters.id));
var preparedDetail = /* @__PURE__ */ new WeakMap();
var prepareDetail = (db) => withPlannedRows(
  detailQuery(db).where(eq14(characters.id, sql19.placeholder("id"))).prepare("character_detail")
);
async function loadDetailRow(db, id2) {
  if (db instanceof PgTransaction2) return (await detailQuery(db).where(eq14(characters.id, id2)))[0];
  let statement = preparedDetail.get(db);
  if (!statement) preparedDetail.set(db, statement = prepareDetail(db));
  return (await statement.execute({ id: id2 }))[0];
}
var preparedViewed = /* @__PURE__ */ new WeakMap();
var prepareViewed = (db) => {
  const { fresh, counted } = viewCountingCtes(db, {
    characterId: sql19.placeholder("id"),
    viewerKey: sql19.placeholder("viewerKey"),
    day: sql19.placeholder("day"),
    at: sql19.placeholder("at")
  });
  return withPlannedRows(
    db.with(fresh, counted).select({
      ...detailColumns,
      // The main query reads the snapshot before the CTEs' update: the counted value comes from RETURNING.
      countedView: sql19`(select ${counted.countView} from ${counted})`,
      collected: sql19`exists (select 1 from ${characterCollects}
          where ${characterCollects.characterId} = ${characters.id} and ${characterCollects.userId} = ${sql19.placeholder("viewer")})`
    }).from(characters).innerJoin(users, eq14(users.id, characters.userId)).leftJoin(votes, eq14(votes.characterId, characters.id)).leftJoin(crowdfundings, eq14(crowdfundings.characterId, characters.id)).leftJoin(sales, eq14(sales.characterId, characters.id)).leftJoin(communityCounts, eq14(communityCounts.characterId, characters.id)).where(eq14(characters.id, sql19.placeholder("id"))).prepare("character_detail_viewed")
  );
};
function journey(r, now) {
  const cfFunded = r.cfStatus === "success_pending" || r.cfStatus === "ended";
  const preSaleOver = r.preSaleEndAt !== null && r.preSaleEndAt <= now;
  const steps = [
    ["submitted", r.createdAt],
    ["approved", r.approvedAt],
    ["voting", r.voteStartedAt],
    ["negotiation", r.voteStatus === "ended" && r.voteCurrent >= r.voteTarget ? r.voteEndedAt : null],
    ["crowdfunding", r.cfStartedAt],
    ["production", cfFunded ? r.cfFinishedAt : null],
    ["pre-sale", r.preSaleEndAt ? r.saleStartedAt : null],
    ["sale", r.saleStatus === "active" ? r.preSaleEndAt ? preSaleOver ? r.preSaleEndAt : null : r.saleStartedAt : null]
  ];
  return steps.filter((s2) => s2[1] !== null).map(([stage, at]) => ({ stage, at: at.toISOString() }));
}
async function getCharacterDetail(db, id2, viewer, now) {
  const r = await loadDetailRow(db, id2);
  return r ? completeDetail(db, r, viewer, null, now) : null;
}
async function viewCharacterDetail(db, id2, viewer, viewerKey2, now) {
  let statement = preparedViewed.get(db);
  if (!statement) preparedViewed.set(db, statement = prepareViewed(db));
  const { day: day2, at } = viewAt(id2, viewerKey2, now);
  const [r] = await statement.execute({ id: id2, viewerKey: viewerKey2, day: day2, at, viewer: viewer.userId ?? "" });
  if (!r) return null;
  return completeDetail(db, { ...r, countView: r.countedView ?? r.countView }, viewer, r.collected, now);
}
async function completeDetail(db, r, viewer, knownCollected, now) {
  const id2 = r.id;
  const isOwner = viewer.userId !== null && r.userId === viewer.userId;
  if (r.status !== "approved" && !isOwner && !viewer.isAdmin) return null;
  const [collected, cfSpecs, sSpecs] = await Promise.all([
    knownCollected ?? (viewer.userId ? db.select({ id: characterCollects.id }).from(characterCollects).where(and9(eq14(characterCollects.characterId, id2), eq14(characterCollects.userId, viewer.userId))).then((rows) => rows.length > 0) : false),
    r.cfStatus ? db.select().from(crowdfundingSpecs).where(eq14(crowdfundingSpecs.characterId, id2)).orderBy(asc5(crowdfundingSpecs.priceCents)) : Promise.resolve([]),
    r.saleStatus ? db.select().from(saleSpecs).where(eq14(saleSpecs.characterId, id2)).orderBy(asc5(saleSpecs.createdAt), asc5(saleSpecs.id)) : Promise.resolve([])
  ]);
  const card = toCard(r, now);
  return {
    ...card,
    description: r.description,
    creatorName: r.creatorName,
    creatorWebsite: r.creatorWebsite,
    website: r.website,
    note: r.note,
    rejectReason: r.rejectReason,
    user: { id: r.userId, profile: { nickname: r.nickname, avatar: r.avatar } },
    isOwner,
    isCollectedForCurrentUser: collected,
    vote: card.vote && { ...card.vote, negotiation: r.voteNegotiation },
    crowdfunding: card.crowdfunding && {
      ...card.crowdfunding,
      specs: cfSpecs.filter((s2) => s2.status === "active").map((s2) => ({ id: s2.id, price: centsToDollars(s2.priceCents), diamond: s2.diamond }))
    },
    sale: card.sale && {
      ...card.sale,
      content: r.saleContent ?? "",
      specs: sSpecs.map((s2) => ({
        id: s2.id,
        title: s2.title,
        image: s2.image,
        description: s2.description,
        price: centsToDollars(s2.priceCents),
        preSalePrice: s2.preSalePriceCents === null ? null : centsToDollars(s2.preSalePriceCents),
        stock: s2.stock,
        status: s2.status
      }))
    },
    journey: journey(r, now)
  };
}

// src/modules/catalog/figurine-queries.ts
import { and as and10, eq as eq15, sql as sql20 } from "drizzle-orm";
import { PgTransaction as PgTransaction3 } from "drizzle-orm/pg-core";
var isoOrNull = (d) => d?.toISOString() ?? null;
var showQuery = (db, viewerId, characterId) => db.select({
  id: characters.id,
  name: characters.name,
  illustration: characters.illustration,
  description: characters.description,
  genre: characters.genre,
  creatorName: characters.creatorName,
  countCollect: characters.countCollect,
  saleStatus: sales.status,
  salePriceCents: sales.salePriceCents,
  preSalePriceCents: sales.preSalePriceCents,
  preSaleCount: sales.preSaleCount,
  preSaleEndAt: sales.preSaleEndAt,
  saleCount: sales.saleCount,
  content: sales.content,
  images: sales.images,
  cfImages: crowdfundings.images,
  specs: sql20`coalesce((
        select json_agg(json_build_object(
            'id', sp.id, 'title', sp.title, 'image', sp.image, 'description', sp.description,
            'priceCents', sp.price_cents, 'preSalePriceCents', sp.pre_sale_price_cents, 'stock', sp.stock,
            'raffleId', r.id, 'raffleCost', r.cost_diamond)
          order by sp.price_cents, sp.id)
        from sale_specs sp
        left join raffle_specs rs on rs.spec_id = sp.id
        left join raffles r on r.id = rs.raffle_id and r.status = 'active'
        where sp.character_id = ${sales.characterId} and sp.status = 'active'), '[]'::json)`,
  collected: sql20`exists (select 1 from character_collects cc
        where cc.character_id = ${sales.characterId} and cc.user_id = ${viewerId})`
}).from(sales).innerJoin(characters, and10(eq15(characters.id, sales.characterId), eq15(characters.status, "approved"))).leftJoin(crowdfundings, eq15(crowdfundings.characterId, sales.characterId)).where(and10(eq15(sales.characterId, characterId), eq15(sales.status, "active")));
var prepared = /* @__PURE__ */ new WeakMap();
var prepareShow = (db) => withPlannedRows(showQuery(db, sql20.placeholder("viewer"), sql20.placeholder("id")).prepare("figurine_show"));
async function loadShowRow(db, characterId, viewerId) {
  if (db instanceof PgTransaction3) return (await showQuery(db, viewerId ?? "", characterId))[0];
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, statement = prepareShow(db));
  return (await statement.execute({ id: characterId, viewer: viewerId ?? "" }))[0];
}
async function getFigurineShow(db, characterId, viewerId) {
  const r = await loadShowRow(db, characterId, viewerId);
  if (!r) return null;
  return {
    character: {
      id: r.id,
      name: r.name,
      illustration: r.illustration,
      description: r.description,
      genre: r.genre,
      creatorName: r.creatorName,
      countCollect: r.countCollect,
      isCollectedForCurrentUser: r.collected
    },
    sale: {
      status: r.saleStatus,
      salePrice: centsToDollars(r.salePriceCents),
      preSalePrice: r.preSalePriceCents === null ? null : centsToDollars(r.preSalePriceCents),
      preSaleCount: r.preSaleCount,
      preSaleEndAt: isoOrNull(r.preSaleEndAt),
      saleCount: r.saleCount,
      content: r.content,
      images: r.images
    },
    specs: r.specs.map((sp) => ({
      id: sp.id,
      title: sp.title,
      image: sp.image,
      description: sp.description,
      price: centsToDollars(sp.priceCents),
      preSalePrice: sp.preSalePriceCents === null ? null : centsToDollars(sp.preSalePriceCents),
      stock: sp.stock,
      raffle: sp.raffleId ? { id: sp.raffleId, costDiamond: sp.raffleCost } : null
    })),
    crowdfundingImages: r.cfImages ?? [],
    voteIllustration: r.illustration
  };
}

// src/modules/admin/dashboard-queries.ts
import { and as and11, asc as asc6, count as count2, desc as desc5, eq as eq16, gte, inArray as inArray5, isNotNull as isNotNull2, sql as sql22, sum } from "drizzle-orm";

// src/modules/raffle/schema.ts
import { sql as sql21 } from "drizzle-orm";
import { boolean as boolean4, check as check7, index as index13, integer as integer10, pgTable as pgTable14, primaryKey as primaryKey4, text as text17, uniqueIndex as uniqueIndex9 } from "drizzle-orm/pg-core";
var RaffleStatus = ["active", "inactive", "ended"];
var raffles = pgTable14(
  "raffles",
  {
    id: id(),
    title: text17("title").notNull(),
    description: text17("description").notNull().default(""),
    image: text17("image"),
    costDiamond: integer10("cost_diamond").notNull().default(RAFFLE_DEFAULTS.costDiamond),
    /** Basis points of 1e-4: 600 = 0.06. */
    winRateBp: integer10("win_rate_bp").notNull().default(Math.round(RAFFLE_DEFAULTS.winRate * 1e4)),
    guaranteeCount: integer10("guarantee_count").notNull().default(RAFFLE_DEFAULTS.guaranteeCount),
    status: text17("status", { enum: RaffleStatus }).notNull().default("inactive"),
    seedHash: text17("seed_hash").notNull(),
    seed: text17("seed").notNull(),
    seedRevealed: boolean4("seed_revealed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    check7("raffles_cost_pos", sql21`${t.costDiamond} > 0`),
    check7("raffles_win_rate_range", sql21`${t.winRateBp} between 0 and 10000`),
    check7("raffles_guarantee_pos", sql21`${t.guaranteeCount} > 0`)
  ]
);
var raffleSpecs = pgTable14(
  "raffle_specs",
  {
    raffleId: text17("raffle_id").notNull().references(() => raffles.id, { onDelete: "cascade" }),
    specId: text17("spec_id").notNull().references(() => saleSpecs.id, { onDelete: "cascade" })
  },
  (t) => [uniqueIndex9("raffle_specs_spec_key").on(t.specId), index13("raffle_specs_raffle_idx").on(t.raffleId)]
);
var rafflePity = pgTable14(
  "raffle_pity",
  {
    userId: text17("user_id").notNull().references(() => users.id),
    raffleId: text17("raffle_id").notNull().references(() => raffles.id, { onDelete: "cascade" }),
    counter: integer10("counter").notNull().default(0),
    draws: integer10("draws").notNull().default(0)
  },
  (t) => [primaryKey4({ columns: [t.userId, t.raffleId] })]
);
var raffleEntries = pgTable14(
  "raffle_entries",
  {
    id: id(),
    raffleId: text17("raffle_id").notNull().references(() => raffles.id),
    specId: text17("spec_id").notNull().references(() => saleSpecs.id),
    userId: text17("user_id").notNull().references(() => users.id),
    drawNumber: integer10("draw_number").notNull(),
    roll: integer10("roll").notNull(),
    isWin: boolean4("is_win").notNull(),
    pityBefore: integer10("pity_before").notNull(),
    costDiamond: integer10("cost_diamond").notNull(),
    isDistribute: boolean4("is_distribute").notNull().default(false),
    userAddressId: text17("user_address_id"),
    orderId: text17("order_id").references(() => figurineOrders.id),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex9("raffle_entries_draw_key").on(t.raffleId, t.userId, t.drawNumber),
    index13("raffle_entries_user_created_idx").on(t.userId, t.createdAt)
  ]
);

// src/modules/admin/dashboard-queries.ts
var NEAR_TARGET_SHARE = 0.8;
var LIST_SIZE = 8;
var DAY_MS = 864e5;
async function getDashboard(db, now) {
  const dayStart = businessTimeOfDay(now, 0);
  const [pending, pendingOldest, near, campaigns, orders, supportRefunds, revenue, supportsToday, raffleToday, raffleAll] = await Promise.all([
    db.select({ n: count2() }).from(characters).where(eq16(characters.status, "pending")),
    db.select({ id: characters.id, name: characters.name, createdAt: characters.createdAt }).from(characters).where(eq16(characters.status, "pending")).orderBy(asc6(characters.createdAt)).limit(LIST_SIZE),
    db.select({
      id: characters.id,
      name: characters.name,
      countCurrent: votes.countCurrent,
      countTarget: votes.countTarget,
      negotiation: votes.negotiation
    }).from(votes).innerJoin(characters, eq16(characters.id, votes.characterId)).where(
      and11(
        eq16(characters.status, "approved"),
        sql22`(${votes.status} = 'active' and ${votes.countCurrent} >= ${votes.countTarget} * ${sql22.raw(String(NEAR_TARGET_SHARE))})
              or ${votes.negotiation} = 'in_progress'`
      )
    ).orderBy(desc5(sql22`${votes.countCurrent}::float / ${votes.countTarget}`), asc6(characters.name)).limit(LIST_SIZE),
    db.select({
      id: characters.id,
      name: characters.name,
      currentCents: crowdfundings.currentCents,
      targetCents: crowdfundings.targetCents,
      endAt: crowdfundings.endAt
    }).from(crowdfundings).innerJoin(characters, eq16(characters.id, crowdfundings.characterId)).where(eq16(crowdfundings.status, "active")).orderBy(asc6(crowdfundings.endAt)).limit(LIST_SIZE),
    db.select({ status: figurineOrders.status, n: count2() }).from(figurineOrders).where(inArray5(figurineOrders.status, ["undelivered", "refunding"])).groupBy(figurineOrders.status),
    db.select({ n: count2() }).from(crowdfundingSupports).where(eq16(crowdfundingSupports.refundStatus, "pending")),
    db.select({ cents: sum(figurineOrders.totalCents), n: count2() }).from(figurineOrders).where(and11(isNotNull2(figurineOrders.paidAt), gte(figurineOrders.paidAt, dayStart))),
    db.select({ cents: sum(crowdfundingSupports.amountCents), n: count2() }).from(crowdfundingSupports).where(and11(isNotNull2(crowdfundingSupports.paidAt), gte(crowdfundingSupports.paidAt, dayStart))),
    db.select({ n: count2(), diamonds: sum(raffleEntries.costDiamond) }).from(raffleEntries).where(gte(raffleEntries.createdAt, dayStart)),
    db.select({ n: count2() }).from(raffleEntries)
  ]);
  const ordersBy = new Map(orders.map((o) => [o.status, o.n]));
  const figurineCents = Number(revenue[0]?.cents ?? 0);
  const supportCents = Number(supportsToday[0]?.cents ?? 0);
  return {
    pendingReviews: { count: pending[0]?.n ?? 0, oldest: pendingOldest.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) },
    votesNearTarget: near.map((v) => ({
      ...v,
      progress: Math.min(100, Math.floor(v.countCurrent / v.countTarget * 100)),
      reached: v.countCurrent >= v.countTarget
    })),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      name: c.name,
      current: centsToDollars(c.currentCents),
      target: centsToDollars(c.targetCents),
      progress: Math.floor(c.currentCents / c.targetCents * 100),
      endAt: c.endAt?.toISOString() ?? null,
      daysLeft: c.endAt ? Math.max(0, Math.ceil((c.endAt.getTime() - now.getTime()) / DAY_MS)) : null
    })),
    ordersToShip: ordersBy.get("undelivered") ?? 0,
    refundsInProgress: { figurineOrders: ordersBy.get("refunding") ?? 0, supports: supportRefunds[0]?.n ?? 0 },
    today: {
      since: dayStart.toISOString(),
      revenue: centsToDollars(figurineCents + supportCents),
      figurineRevenue: centsToDollars(figurineCents),
      figurineOrders: revenue[0]?.n ?? 0,
      supportRevenue: centsToDollars(supportCents),
      supports: supportsToday[0]?.n ?? 0,
      raffleEntries: raffleToday[0]?.n ?? 0,
      raffleDiamonds: Number(raffleToday[0]?.diamonds ?? 0)
    },
    raffleEntries: raffleAll[0]?.n ?? 0
  };
}

// src/modules/admin/queries.ts
import { and as and12, desc as desc6, eq as eq17, inArray as inArray6, or as or4, sql as sql23 } from "drizzle-orm";
var likeOf = (keyword) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
var userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  nickname: users.nickname,
  avatar: users.avatar,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt
};
async function listAdminCharacters(db, query, now) {
  const rows = await listCardRows(db, { ...query, orderBy: "latest" }, now);
  const owners = rows.length ? await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users).where(inArray6(users.id, [...new Set(rows.map((r) => r.userId))])) : [];
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) => {
    const owner = byId.get(r.userId);
    return {
      ...toCard(r, now),
      rejectReason: r.rejectReason,
      user: { id: r.userId, profile: { nickname: owner?.nickname ?? "", avatar: owner?.avatar ?? null } }
    };
  });
}
async function listUsers(db, query) {
  const like = query.keyword ? likeOf(query.keyword) : null;
  const rows = await db.select(userColumns).from(users).where(
    like ? or4(
      sql23`lower(${users.username}) like ${like}`,
      sql23`lower(${users.email}) like ${like}`,
      sql23`lower(${users.nickname}) like ${like}`
    ) : void 0
  ).orderBy(desc6(users.createdAt), desc6(users.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const balances = await getBalancesOf(
    db,
    rows.map((u) => u.id)
  );
  return rows.map((u) => {
    const b = balances.get(u.id);
    return {
      ...u,
      voteToken: b.voteTickets,
      diamond: b.diamonds,
      frozenDiamond: b.frozenDiamonds,
      createdAt: u.createdAt.toISOString(),
      deletedAt: u.deletedAt?.toISOString() ?? null
    };
  });
}
async function getAdminUser(db, userId) {
  const [row] = await db.select(userColumns).from(users).where(eq17(users.id, userId));
  if (!row) return null;
  const b = (await getBalancesOf(db, [row.id])).get(row.id);
  return {
    ...row,
    voteToken: b.voteTickets,
    diamond: b.diamonds,
    frozenDiamond: b.frozenDiamonds,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null
  };
}
async function listAuditLogs(db, query) {
  const where2 = [];
  if (query.targetType) where2.push(eq17(auditLogs.targetType, query.targetType));
  if (query.targetId) where2.push(eq17(auditLogs.targetId, query.targetId));
  if (query.action) where2.push(sql23`${auditLogs.action} like ${likeOf(query.action)}`);
  const rows = await db.select({
    id: auditLogs.id,
    adminId: auditLogs.adminId,
    adminUsername: admins.username,
    action: auditLogs.action,
    targetType: auditLogs.targetType,
    targetId: auditLogs.targetId,
    detail: auditLogs.detail,
    createdAt: auditLogs.createdAt
  }).from(auditLogs).innerJoin(admins, eq17(admins.id, auditLogs.adminId)).where(where2.length ? and12(...where2) : void 0).orderBy(desc6(auditLogs.createdAt), desc6(auditLogs.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// src/modules/auth/admins.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { count as count3, eq as eq19 } from "drizzle-orm";

// src/platform/login-throttle.ts
var WINDOW_SECONDS = 15 * 60;
var LoginThrottle = class {
  constructor(limiters, scope) {
    this.limiters = limiters;
    this.rules = {
      pair: { prefix: `login:${scope}:pair`, points: 5, durationSeconds: WINDOW_SECONDS },
      account: { prefix: `login:${scope}:account`, points: 20, durationSeconds: WINDOW_SECONDS },
      address: { prefix: `login:${scope}:address`, points: 100, durationSeconds: WINDOW_SECONDS }
    };
  }
  limiters;
  rules;
  /** Counts an attempt; answers the seconds to wait when a counter is exhausted (then refuse), else 0. */
  async begin(account, address) {
    const waits = await Promise.all([
      this.limiters.take(this.rules.pair, `${account}|${address}`),
      this.limiters.take(this.rules.account, account),
      this.limiters.take(this.rules.address, address)
    ]);
    return Math.max(...waits);
  }
  async succeed(account, address) {
    await this.limiters.reset(this.rules.pair, `${account}|${address}`);
    await Promise.all([
      this.limiters.limiter(this.rules.account).reward(account, 1),
      this.limiters.limiter(this.rules.address).reward(address, 1)
    ]);
  }
};

// src/platform/security.ts
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
var ARGON2ID = 2;
var hashPassword = (password) => hash(password, { algorithm: ARGON2ID });
async function verifyPassword(passwordHash, password) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
var sha256 = (value) => createHash("sha256").update(value).digest("hex");
var newToken = () => randomBytes(32).toString("base64url");
var newNumericCode = (length) => Array.from({ length }, () => randomInt(0, 10)).join("");
function safeEqual(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// src/modules/auth/sessions.ts
import { and as and13, eq as eq18, gt as gt2, isNull as isNull5, ne as ne3, sql as sql24 } from "drizzle-orm";

// src/platform/viewer-cache.ts
import { createHash as createHash2 } from "node:crypto";
var REVOCATION_CHANNEL = "session_revoked";
var encodeRevocation = (r) => "sessionId" in r ? `s:${r.sessionId}` : `u:${r.userId}:${r.keepSessionId ?? ""}`;
function decodeRevocation(payload) {
  const [kind, id2, keep] = payload.split(":");
  if (kind === "s" && id2) return { sessionId: id2 };
  if (kind === "u" && id2) return { userId: id2, keepSessionId: keep || void 0 };
  return null;
}
var ViewerCache = class {
  constructor(ttlMs, options, maxEntries = 1e4) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.listening = !options.needsListener;
  }
  ttlMs;
  maxEntries;
  entries = /* @__PURE__ */ new Map();
  generation = 0;
  /** False while revocations from other instances could be missed (no listener connection). */
  listening;
  get enabled() {
    return this.ttlMs > 0 && this.listening;
  }
  /** The viewer of `token`, from the cache or from `load` (whose answer is kept until `expiresAt` at most). */
  async resolve(token2, nowMs, load) {
    if (!this.enabled) return (await load())?.viewer ?? null;
    const key = createHash2("sha256").update(token2).digest("base64url");
    const hit = this.entries.get(key);
    if (hit && hit.until > nowMs) return hit.viewer;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const found = await load();
    if (generation === this.generation && this.enabled) {
      const until = Math.min(nowMs + this.ttlMs, found ? found.expiresAt.getTime() : Infinity);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value);
      this.entries.set(key, { viewer: found?.viewer ?? null, until });
    }
    return found?.viewer ?? null;
  }
  evict(r) {
    this.generation++;
    for (const [key, { viewer }] of this.entries) {
      if (!viewer) continue;
      const match = "sessionId" in r ? viewer.sessionId === r.sessionId : viewer.kind === "user" && viewer.userId === r.userId && viewer.sessionId !== r.keepSessionId;
      if (match) this.entries.delete(key);
    }
  }
  /** A NOTIFY payload from any instance (this one included). */
  onNotification(payload) {
    const r = decodeRevocation(payload);
    if (r) this.evict(r);
    else this.clear();
  }
  /** The listener connected (true) or was lost (false): either way what is cached may be stale. */
  setListening(listening) {
    this.listening = listening;
    this.clear();
  }
  clear() {
    this.generation++;
    this.entries.clear();
  }
};

// src/modules/auth/sessions.ts
async function createSession(db, owner, now) {
  const token2 = newToken();
  const expiresAt = new Date(now.getTime() + AUTH_TOKEN_DAYS * 864e5);
  await db.insert(sessions).values({ tokenHash: sha256(token2), expiresAt, ...owner });
  return { token: token2, expiresAt };
}
async function findViewer(db, token2, now) {
  const [row] = await db.select({ id: sessions.id, userId: sessions.userId, adminId: sessions.adminId, expiresAt: sessions.expiresAt }).from(sessions).where(and13(eq18(sessions.tokenHash, sha256(token2)), isNull5(sessions.revokedAt), gt2(sessions.expiresAt, now))).limit(1);
  if (!row) return null;
  if (row.adminId) return { viewer: { kind: "admin", adminId: row.adminId, sessionId: row.id }, expiresAt: row.expiresAt };
  if (row.userId) return { viewer: { kind: "user", userId: row.userId, sessionId: row.id }, expiresAt: row.expiresAt };
  return null;
}
async function publishRevocation(db, viewers, r) {
  viewers.evict(r);
  await db.execute(sql24`select pg_notify(${REVOCATION_CHANNEL}, ${encodeRevocation(r)})`);
}
async function revokeSession(db, viewers, sessionId, now) {
  await db.update(sessions).set({ revokedAt: now }).where(and13(eq18(sessions.id, sessionId), isNull5(sessions.revokedAt)));
  await publishRevocation(db, viewers, { sessionId });
}
async function revokeUserSessions(db, viewers, userId, now, keepSessionId) {
  await db.update(sessions).set({ revokedAt: now }).where(and13(eq18(sessions.userId, userId), isNull5(sessions.revokedAt), keepSessionId ? ne3(sessions.id, keepSessionId) : sql24`true`));
  await publishRevocation(db, viewers, { userId, keepSessionId });
}

// src/modules/auth/admins.ts
async function ensureFirstAdmin(ctx) {
  const [{ n: n2 }] = await ctx.db.select({ n: count3() }).from(admins);
  if (Number(n2) > 0) return null;
  const username2 = ctx.config.ADMIN_USERNAME ?? "admin";
  const password = ctx.config.ADMIN_PASSWORD ?? randomBytes2(12).toString("base64url");
  await createAdmin(ctx, username2, password);
  return { username: username2, password, generated: !ctx.config.ADMIN_PASSWORD };
}
async function createAdmin(ctx, username2, password) {
  const [row] = await ctx.db.insert(admins).values({ username: username2.trim(), passwordHash: await hashPassword(password) }).onConflictDoNothing().returning({ id: admins.id });
  return row?.id ?? null;
}
async function loginAdmin(ctx, clientAddress, username2, password) {
  const account = `admin:${username2.trim().toLowerCase()}`;
  const throttle = new LoginThrottle(ctx.limiters, "admin");
  if (await throttle.begin(account, clientAddress) > 0)
    throw AppError.tooManyRequests("Too many failed sign-in attempts, please try again later");
  const [admin] = await ctx.db.select().from(admins).where(eq19(admins.username, username2.trim()));
  if (!admin || !await verifyPassword(admin.passwordHash, password)) {
    throw AppError.unauthorized("Incorrect username or password");
  }
  await throttle.succeed(account, clientAddress);
  const { token: token2 } = await createSession(ctx.db, { adminId: admin.id }, ctx.clock.now());
  return { admin: { id: admin.id, username: admin.username }, token: token2 };
}
async function getAdmin(db, adminId) {
  const [admin] = await db.select({ id: admins.id, username: admins.username }).from(admins).where(eq19(admins.id, adminId));
  return admin ?? null;
}

// src/modules/auth/jobs.ts
import { and as and14, isNotNull as isNotNull3, lt as lt2, or as or5 } from "drizzle-orm";
function authCleanupJob(ctx) {
  return {
    name: "auth.cleanup",
    cron: "17 * * * *",
    async run() {
      const now = ctx.clock.now();
      const dayAgo = new Date(now.getTime() - 864e5);
      await ctx.db.delete(sessions).where(or5(lt2(sessions.expiresAt, now), and14(isNotNull3(sessions.revokedAt), lt2(sessions.revokedAt, dayAgo))));
      await ctx.db.delete(verificationCodes).where(lt2(verificationCodes.createdAt, dayAgo));
      await ctx.db.delete(oidcFlows).where(lt2(oidcFlows.expiresAt, now));
    }
  };
}

// src/modules/notification/service.ts
import { createHmac, randomBytes as randomBytes3 } from "node:crypto";
import { and as and15, eq as eq20, inArray as inArray7, lt as lt3, ne as ne4, sql as sql25 } from "drizzle-orm";

// src/modules/notification/notices.ts
var NOTICE_TOPICS = {
  crowdfunding_opened: "campaignUpdates",
  pre_sale_opening: "preSaleOpening"
};
var noticeKey = (n2) => `${n2.kind}:${n2.about}:${n2.userId}`;

// src/modules/notification/render.tsx
import { render } from "@react-email/render";

// src/modules/notification/templates/subjects.ts
var money = (cents) => formatPrice(centsToDollars(cents));
var zhCN = {
  order_paid: (_, { order }) => `\u8BA2\u5355 ${order.no} \u5DF2\u786E\u8BA4`,
  order_shipped: (_, { order }) => `\u8BA2\u5355 ${order.no} \u5DF2\u53D1\u8D27`,
  order_refunded: (_, { order, refundCents }) => `\u8BA2\u5355 ${order.no} \u5DF2\u9000\u6B3E ${money(refundCents)}`,
  support_paid: (_, { character }) => `\u4F60\u5DF2\u652F\u6301 ${character.name}`,
  campaign_funded: (_, { character }) => `${character.name} \u4F17\u7B79\u6210\u529F\uFF01`,
  campaign_failed: (_, { character, refundCents }) => `${character.name} \u672A\u8FBE\u6210\u4F17\u7B79\u76EE\u6807\uFF1A\u9000\u6B3E ${money(refundCents)}`,
  raffle_win: (_, { characterName, specTitle }) => `\u4F60\u62BD\u4E2D\u4E86 ${characterName} \u2014 ${specTitle}\uFF01`,
  crowdfunding_opened: (_, { character }) => `${character.name} \u5F00\u59CB\u4F17\u7B79\u4E86`,
  pre_sale_opening: (_, { character, preSalePriceCents }) => `\u9884\u552E\u5F00\u542F\uFF1A${character.name} ${money(preSalePriceCents)} \u8D77`,
  password_changed: (site) => `\u4F60\u7684 ${site.appName} \u5BC6\u7801\u5DF2\u4FEE\u6539`,
  account_deleted: (site) => `\u4F60\u7684 ${site.appName} \u8D26\u6237\u5DF2\u5220\u9664`
};
function localizedSubject(language, site, kind, data, english) {
  return language === "zh-CN" ? zhCN[kind](site, data) : english;
}
var verificationSubject = (language, site, english) => language === "zh-CN" ? `\u4F60\u7684 ${site.appName} \u9A8C\u8BC1\u7801` : english;
var verificationSms = (language, appName, code2, minutes) => language === "zh-CN" ? `\u4F60\u7684 ${appName} \u9A8C\u8BC1\u7801\u662F ${code2}\uFF0C${minutes} \u5206\u949F\u5185\u6709\u6548\u3002` : `Your ${appName} verification code is ${code2}. It expires in ${minutes} minutes.`;

// src/modules/notification/templates/emails.tsx
import { Column as Column3 } from "@react-email/column";
import { Img as Img2 } from "@react-email/img";
import { Row as Row2 } from "@react-email/row";
import { Section as Section2 } from "@react-email/section";
import { Text as Text2 } from "@react-email/text";

// src/modules/notification/templates/layout.tsx
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column as Column2 } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var colors = {
  brand: "#be185d",
  brandSoft: "#fdf2f8",
  brandLine: "#fbcfe8",
  ink: "#1f2937",
  muted: "#6b7280",
  line: "#e5e7eb",
  page: "#f6f3f5"
};
var font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
var absolute = (site, pathOrUrl) => /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.publicUrl}${pathOrUrl}`;
function Layout({ site, preview, children, reason }) {
  return /* @__PURE__ */ jsxs(Html, { lang: "en", children: [
    /* @__PURE__ */ jsxs(Head, { children: [
      /* @__PURE__ */ jsx("meta", { name: "color-scheme", content: "light" }),
      /* @__PURE__ */ jsx("meta", { name: "supported-color-schemes", content: "light" })
    ] }),
    /* @__PURE__ */ jsx(Preview, { children: preview }),
    /* @__PURE__ */ jsx(Body, { style: { backgroundColor: colors.page, margin: 0, padding: "24px 12px", fontFamily: font, color: colors.ink }, children: /* @__PURE__ */ jsxs(Container, { style: { maxWidth: "600px", width: "100%", margin: "0 auto" }, children: [
      /* @__PURE__ */ jsx(Section, { style: { padding: "0 20px 16px" }, children: /* @__PURE__ */ jsxs(Row, { children: [
        /* @__PURE__ */ jsx(Column2, { style: { width: "44px", verticalAlign: "middle" }, children: /* @__PURE__ */ jsx(Link, { href: site.publicUrl, className: "logo", children: /* @__PURE__ */ jsx(Img, { src: absolute(site, "/email-logo.png"), width: "36", height: "36", alt: "", style: { borderRadius: "9px" } }) }) }),
        /* @__PURE__ */ jsx(Column2, { style: { verticalAlign: "middle" }, children: /* @__PURE__ */ jsx(
          Link,
          {
            href: site.publicUrl,
            className: "brand",
            style: { color: colors.ink, fontSize: "20px", fontWeight: 700, textDecoration: "none" },
            children: site.appName
          }
        ) })
      ] }) }),
      /* @__PURE__ */ jsx(Section, { style: { backgroundColor: "#ffffff", borderRadius: "16px", padding: "28px 24px", border: `1px solid ${colors.line}` }, children }),
      /* @__PURE__ */ jsxs(Section, { style: { padding: "20px 24px 0" }, children: [
        /* @__PURE__ */ jsx(Text, { style: { fontSize: "12px", lineHeight: "18px", color: colors.muted, margin: "0 0 6px" }, children: reason }),
        /* @__PURE__ */ jsxs(Text, { style: { fontSize: "12px", lineHeight: "18px", color: colors.muted, margin: 0 }, children: [
          /* @__PURE__ */ jsx(Link, { href: absolute(site, "/account/settings"), style: { color: colors.muted, textDecoration: "underline" }, children: "Email settings" }),
          site.unsubscribeUrl && /* @__PURE__ */ jsxs(Fragment, { children: [
            " \xB7 ",
            /* @__PURE__ */ jsx(Link, { href: site.unsubscribeUrl, style: { color: colors.muted, textDecoration: "underline" }, children: "Unsubscribe" })
          ] }),
          " \xB7 ",
          /* @__PURE__ */ jsx(Link, { href: absolute(site, "/contact-support"), style: { color: colors.muted, textDecoration: "underline" }, children: "Contact support" })
        ] }),
        /* @__PURE__ */ jsxs(Text, { style: { fontSize: "12px", lineHeight: "18px", color: colors.muted, margin: "6px 0 0" }, children: [
          "\xA9 ",
          site.appName
        ] })
      ] })
    ] }) })
  ] });
}
function Title({ children }) {
  return /* @__PURE__ */ jsx(Heading, { style: { fontSize: "22px", lineHeight: "30px", fontWeight: 700, margin: "0 0 12px", color: colors.ink }, children });
}
function P({ children, muted }) {
  return /* @__PURE__ */ jsx(Text, { style: { fontSize: "15px", lineHeight: "24px", margin: "0 0 14px", color: muted ? colors.muted : colors.ink }, children });
}
function Action({ href, children }) {
  return /* @__PURE__ */ jsx(Section, { style: { margin: "8px 0 18px" }, children: /* @__PURE__ */ jsx(
    Button,
    {
      href,
      style: {
        backgroundColor: colors.brand,
        color: "#ffffff",
        borderRadius: "999px",
        fontSize: "15px",
        fontWeight: 700,
        padding: "12px 26px",
        textDecoration: "none",
        display: "inline-block"
      },
      children
    }
  ) });
}
function Divider() {
  return /* @__PURE__ */ jsx(Hr, { style: { borderColor: colors.line, borderTopWidth: "1px", margin: "18px 0" } });
}
function Label({ children }) {
  return /* @__PURE__ */ jsx(
    Text,
    {
      style: {
        fontSize: "12px",
        lineHeight: "16px",
        letterSpacing: "0.06em",
        textTransform: "uppercase",
        color: colors.muted,
        margin: "0 0 8px",
        fontWeight: 600
      },
      children
    }
  );
}
function Pair({ label, value, strong }) {
  const size = strong ? "17px" : "14px";
  return /* @__PURE__ */ jsxs(Row, { children: [
    /* @__PURE__ */ jsx(Column2, { style: { fontSize: "14px", lineHeight: "24px", color: strong ? colors.ink : colors.muted, fontWeight: strong ? 700 : 400 }, children: label }),
    /* @__PURE__ */ jsx(
      Column2,
      {
        align: "right",
        style: { fontSize: size, lineHeight: "24px", color: strong ? colors.brand : colors.ink, fontWeight: strong ? 700 : 600 },
        children: value
      }
    )
  ] });
}
function Highlight({ children }) {
  return /* @__PURE__ */ jsx(
    Section,
    {
      style: {
        backgroundColor: colors.brandSoft,
        border: `1px solid ${colors.brandLine}`,
        borderRadius: "12px",
        padding: "14px 16px",
        margin: "4px 0 18px"
      },
      children
    }
  );
}

// src/modules/notification/templates/emails.tsx
import { Fragment as Fragment2, jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
var money2 = (cents) => formatPrice(centsToDollars(cents));
var day = (iso6) => new Date(iso6).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
var plural = (n2, one2) => `${n2} ${one2}${n2 === 1 ? "" : "s"}`;
function OrderSummary({ site, order }) {
  return /* @__PURE__ */ jsxs2(Fragment2, { children: [
    /* @__PURE__ */ jsxs2(Label, { children: [
      "Order ",
      order.no
    ] }),
    order.lines.map((line, i) => /* @__PURE__ */ jsxs2(Row2, { style: { marginBottom: "12px" }, children: [
      /* @__PURE__ */ jsx2(Column3, { style: { width: "68px", verticalAlign: "top" }, children: /* @__PURE__ */ jsx2(
        Img2,
        {
          src: absolute(site, line.image ?? "/no-image.png"),
          width: "56",
          height: "56",
          alt: line.specTitle,
          style: { borderRadius: "10px", objectFit: "cover", backgroundColor: colors.brandSoft }
        }
      ) }),
      /* @__PURE__ */ jsxs2(Column3, { style: { verticalAlign: "top" }, children: [
        /* @__PURE__ */ jsx2(Text2, { style: { fontSize: "15px", lineHeight: "20px", fontWeight: 600, margin: 0 }, children: line.characterName }),
        /* @__PURE__ */ jsx2(Text2, { style: { fontSize: "13px", lineHeight: "18px", color: colors.muted, margin: "2px 0 0" }, children: line.specTitle }),
        /* @__PURE__ */ jsxs2(Text2, { style: { fontSize: "13px", lineHeight: "18px", color: colors.muted, margin: "2px 0 0" }, children: [
          money2(line.unitPriceCents),
          " \xD7 ",
          line.quantity
        ] })
      ] }),
      /* @__PURE__ */ jsx2(Column3, { align: "right", style: { verticalAlign: "top", width: "90px", fontSize: "14px", fontWeight: 600 }, children: money2(line.unitPriceCents * line.quantity) })
    ] }, i)),
    /* @__PURE__ */ jsx2(Divider, {}),
    /* @__PURE__ */ jsx2(Pair, { label: "Subtotal", value: money2(order.subtotalCents) }),
    /* @__PURE__ */ jsx2(Pair, { label: "Shipping", value: order.shippingFeeCents > 0 ? money2(order.shippingFeeCents) : "Free" }),
    /* @__PURE__ */ jsx2(Pair, { label: "Total", value: money2(order.totalCents), strong: true })
  ] });
}
function ShipTo({ address }) {
  if (!address) return null;
  return /* @__PURE__ */ jsxs2(Fragment2, { children: [
    /* @__PURE__ */ jsx2(Divider, {}),
    /* @__PURE__ */ jsx2(Label, { children: "Ship to" }),
    /* @__PURE__ */ jsxs2(Text2, { style: { fontSize: "14px", lineHeight: "21px", margin: 0 }, children: [
      /* @__PURE__ */ jsx2("strong", { children: address.name }),
      " \xB7 ",
      address.phone,
      addressLines(address).map((l) => /* @__PURE__ */ jsxs2("span", { children: [
        /* @__PURE__ */ jsx2("br", {}),
        l
      ] }, l))
    ] })
  ] });
}
function CharacterBanner({ site, character }) {
  if (!character.image) return null;
  return /* @__PURE__ */ jsx2(Section2, { style: { margin: "0 0 18px", textAlign: "center" }, children: /* @__PURE__ */ jsx2(
    Img2,
    {
      src: absolute(site, character.image),
      width: "200",
      alt: character.name,
      style: { width: "200px", maxWidth: "100%", height: "auto", borderRadius: "14px", margin: "0 auto" }
    }
  ) });
}
var ACCOUNT = "You receive this email because you have an account at";
var templates = {
  order_paid: (site, { order }, name) => ({
    subject: `Order ${order.no} is confirmed`,
    preview: `We received your payment of ${money2(order.totalCents)}. Here is your receipt.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsxs2(Title, { children: [
        "Thanks for your order, ",
        name,
        "!"
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "We received your payment of ",
        money2(order.totalCents),
        ". We will let you know as soon as your figurine ships."
      ] }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.orderShow(order.id)), children: "View your order" }),
      /* @__PURE__ */ jsx2(OrderSummary, { site, order }),
      /* @__PURE__ */ jsx2(ShipTo, { address: order.address })
    ] })
  }),
  order_shipped: (site, { order, trackingNo }, name) => ({
    subject: `Order ${order.no} has shipped`,
    preview: `Tracking number ${trackingNo}. Your figurine is on its way.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsxs2(Title, { children: [
        "Your order is on its way, ",
        name
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Good news: order ",
        order.no,
        " has left our warehouse."
      ] }),
      /* @__PURE__ */ jsxs2(Highlight, { children: [
        /* @__PURE__ */ jsx2(Label, { children: "Tracking number" }),
        /* @__PURE__ */ jsx2(Text2, { style: { fontSize: "20px", lineHeight: "26px", fontWeight: 700, margin: 0, letterSpacing: "0.04em" }, children: trackingNo })
      ] }),
      /* @__PURE__ */ jsx2(P, { muted: true, children: "When it arrives, confirm receipt on the order so we know it reached you." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.orderShow(order.id)), children: "Track your order" }),
      /* @__PURE__ */ jsx2(OrderSummary, { site, order }),
      /* @__PURE__ */ jsx2(ShipTo, { address: order.address })
    ] })
  }),
  order_refunded: (site, { order, refundCents }, name) => ({
    subject: `Refund of ${money2(refundCents)} for order ${order.no}`,
    preview: `Your refund of ${money2(refundCents)} is on its way to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and placed this order.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(Title, { children: "Your refund is on its way" }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", we refunded order ",
        order.no,
        ". The money goes back to your original payment method; depending on your bank it can take 5\u201310 business days to show."
      ] }),
      /* @__PURE__ */ jsx2(Highlight, { children: /* @__PURE__ */ jsx2(Pair, { label: "Refunded", value: money2(refundCents), strong: true }) }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.orderShow(order.id)), children: "View the order" }),
      /* @__PURE__ */ jsx2(OrderSummary, { site, order })
    ] })
  }),
  support_paid: (site, { character, supportNo: supportNo2, tierTitle, amountCents, diamonds }, name) => ({
    subject: `You backed ${character.name}`,
    preview: `Support ${supportNo2} is paid: ${tierTitle}, ${money2(amountCents)}. ${plural(diamonds, "diamond")} frozen until the campaign is funded.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(CharacterBanner, { site, character }),
      /* @__PURE__ */ jsxs2(Title, { children: [
        "Thank you for backing ",
        character.name,
        ", ",
        name,
        "!"
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Your support is paid. Every backer brings ",
        character.name,
        " closer to becoming a real figurine."
      ] }),
      /* @__PURE__ */ jsxs2(Highlight, { children: [
        /* @__PURE__ */ jsx2(Pair, { label: "Support", value: supportNo2 }),
        /* @__PURE__ */ jsx2(Pair, { label: "Tier", value: tierTitle }),
        /* @__PURE__ */ jsx2(Pair, { label: "Diamonds frozen", value: String(diamonds) }),
        /* @__PURE__ */ jsx2(Pair, { label: "Paid", value: money2(amountCents), strong: true })
      ] }),
      /* @__PURE__ */ jsxs2(P, { muted: true, children: [
        "Your ",
        plural(diamonds, "diamond"),
        " stay frozen until the campaign ends. If it is funded they are yours to spend; if it is not, we refund your payment in full."
      ] }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.crowdfundingShow(character.id)), children: "Follow the campaign" })
    ] })
  }),
  campaign_funded: (site, { character, diamondsReleased, reward }, name) => ({
    subject: `${character.name} was funded!`,
    preview: `${plural(diamondsReleased, "diamond")} are now available${reward ? ` and you earned ${reward.diamonds} more` : ""}.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(CharacterBanner, { site, character }),
      /* @__PURE__ */ jsxs2(Title, { children: [
        character.name,
        " is going into production"
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", the campaign reached its goal thanks to backers like you."
      ] }),
      /* @__PURE__ */ jsxs2(Highlight, { children: [
        /* @__PURE__ */ jsx2(Pair, { label: "Diamonds released", value: String(diamondsReleased) }),
        reward && /* @__PURE__ */ jsx2(Pair, { label: `Top backer reward (#${reward.rank})`, value: `+${reward.diamonds}` }),
        /* @__PURE__ */ jsx2(Pair, { label: "Added to your wallet", value: `${diamondsReleased + (reward?.diamonds ?? 0)} diamonds`, strong: true })
      ] }),
      /* @__PURE__ */ jsx2(P, { muted: true, children: "We will email you when its pre-sale opens." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.crowdfundingShow(character.id)), children: "See the campaign" })
    ] })
  }),
  campaign_failed: (site, { character, refundCents, diamondsReturned }, name) => ({
    subject: `${character.name} did not reach its goal: refund of ${money2(refundCents)}`,
    preview: `We are refunding ${money2(refundCents)} to your original payment method.`,
    reason: `${ACCOUNT} ${site.appName} and backed this campaign.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsxs2(Title, { children: [
        character.name,
        " did not reach its goal"
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", the campaign ended before reaching its target, so nobody is charged. We have issued a refund of your support to your original payment method."
      ] }),
      /* @__PURE__ */ jsxs2(Highlight, { children: [
        /* @__PURE__ */ jsx2(Pair, { label: "Frozen diamonds removed", value: String(diamondsReturned) }),
        /* @__PURE__ */ jsx2(Pair, { label: "Refund issued", value: money2(refundCents), strong: true })
      ] }),
      /* @__PURE__ */ jsx2(P, { muted: true, children: "Depending on your bank, the refund can take 5\u201310 business days to show." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.campaigns), children: "View your supports" })
    ] })
  }),
  raffle_win: (site, { entryId, characterName, specTitle, image }, name) => ({
    subject: `You won ${characterName} \u2014 ${specTitle}!`,
    preview: "Choose a shipping address so we can send your prize.",
    reason: `${ACCOUNT} ${site.appName} and entered this raffle.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsxs2(Title, { children: [
        "Congratulations, ",
        name,
        "! You won!"
      ] }),
      /* @__PURE__ */ jsxs2(Row2, { style: { margin: "0 0 16px" }, children: [
        /* @__PURE__ */ jsx2(Column3, { style: { width: "92px", verticalAlign: "top" }, children: /* @__PURE__ */ jsx2(Img2, { src: absolute(site, image ?? "/no-image.png"), width: "80", height: "80", alt: specTitle, style: { borderRadius: "12px" } }) }),
        /* @__PURE__ */ jsxs2(Column3, { style: { verticalAlign: "middle" }, children: [
          /* @__PURE__ */ jsx2(Text2, { style: { fontSize: "16px", lineHeight: "22px", fontWeight: 700, margin: 0 }, children: characterName }),
          /* @__PURE__ */ jsx2(Text2, { style: { fontSize: "14px", lineHeight: "20px", color: colors.muted, margin: "2px 0 0" }, children: specTitle })
        ] })
      ] }),
      /* @__PURE__ */ jsx2(P, { children: "Your prize is reserved for you. Choose a shipping address and we will send it within 2\u20133 business days, free of charge." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.raffleEntry(entryId)), children: "Choose an address" })
    ] })
  }),
  crowdfunding_opened: (site, { character, endAt }, name) => ({
    subject: `${character.name} is now crowdfunding`,
    preview: `You voted for ${character.name}: back it before ${day(endAt)}.`,
    reason: `You receive this email because you voted for ${character.name} at ${site.appName} and campaign updates are on.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(CharacterBanner, { site, character }),
      /* @__PURE__ */ jsxs2(Title, { children: [
        character.name,
        " is now crowdfunding"
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", you helped ",
        character.name,
        " reach its vote target. Its crowdfunding campaign is open until ",
        day(endAt),
        "."
      ] }),
      /* @__PURE__ */ jsx2(P, { children: "Back it now to earn diamonds and a chance at the top backer rewards." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.crowdfundingShow(character.id)), children: `Back ${character.name}` })
    ] })
  }),
  pre_sale_opening: (site, { character, preSalePriceCents, salePriceCents, preSaleEndAt }, name) => ({
    subject: `Pre-sale open: ${character.name} from ${money2(preSalePriceCents)}`,
    preview: `Pre-order ${character.name} at ${money2(preSalePriceCents)} until ${day(preSaleEndAt)}.`,
    reason: `You receive this email because you voted for or collected ${character.name} at ${site.appName} and pre-sale emails are on.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(CharacterBanner, { site, character }),
      /* @__PURE__ */ jsxs2(Title, { children: [
        character.name,
        " is open for pre-order"
      ] }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", a character you supported is now a figurine. Pre-order it before everyone else, at the pre-sale price."
      ] }),
      /* @__PURE__ */ jsxs2(Highlight, { children: [
        /* @__PURE__ */ jsx2(Pair, { label: "Regular price", value: money2(salePriceCents) }),
        /* @__PURE__ */ jsx2(Pair, { label: `Pre-sale price, until ${day(preSaleEndAt)}`, value: money2(preSalePriceCents), strong: true })
      ] }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.figurineShow(character.id)), children: "Pre-order now" })
    ] })
  }),
  password_changed: (site, { changedAt }, name) => ({
    subject: `Your ${site.appName} password was changed`,
    preview: "If this was you, there is nothing to do.",
    reason: `You receive this security notice because you have an account at ${site.appName}.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(Title, { children: "Your password was changed" }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", the password of your ",
        site.appName,
        " account was changed on ",
        day(changedAt),
        " (UTC). Every other signed-in device was signed out."
      ] }),
      /* @__PURE__ */ jsx2(P, { children: "If this was you, there is nothing to do. If it was not, sign in with a verification code and change your password right away." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.changePassword), children: "Review your account" })
    ] })
  }),
  account_deleted: (site, { deletedAt }, name) => ({
    subject: `Your ${site.appName} account was deleted`,
    preview: "Your personal data has been removed.",
    reason: `This is the last email we send to this address about your ${site.appName} account.`,
    body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
      /* @__PURE__ */ jsx2(Title, { children: "Your account was deleted" }),
      /* @__PURE__ */ jsxs2(P, { children: [
        "Hi ",
        name,
        ", as you asked, your ",
        site.appName,
        " account was deleted on ",
        day(deletedAt),
        " (UTC). Your profile, addresses, collection and messages are gone; orders keep an anonymous record for accounting."
      ] }),
      /* @__PURE__ */ jsx2(P, { muted: true, children: "If you did not ask for this, contact support by replying to this email." }),
      /* @__PURE__ */ jsx2(Action, { href: absolute(site, paths.contactSupport), children: "Contact support" })
    ] })
  })
};
var verificationCodeTemplate = (site, code2, minutes) => ({
  // The subject stays free of the code: transports log subjects, and production logs must not hold codes.
  subject: `Your ${site.appName} verification code`,
  preview: `Your code expires in ${minutes} minutes.`,
  reason: `You receive this email because someone entered this address at ${site.appName}. If it was not you, ignore it.`,
  body: /* @__PURE__ */ jsxs2(Fragment2, { children: [
    /* @__PURE__ */ jsx2(Title, { children: "Your verification code" }),
    /* @__PURE__ */ jsxs2(P, { children: [
      "Enter this code to continue. It expires in ",
      minutes,
      " minutes."
    ] }),
    /* @__PURE__ */ jsx2(Highlight, { children: /* @__PURE__ */ jsx2(Text2, { style: { fontSize: "32px", lineHeight: "40px", fontWeight: 700, letterSpacing: "0.3em", margin: 0, textAlign: "center" }, children: code2 }) }),
    /* @__PURE__ */ jsxs2(P, { muted: true, children: [
      "Never share this code. ",
      site.appName,
      " will never ask you for it."
    ] })
  ] })
});

// src/modules/notification/render.tsx
import { jsx as jsx3 } from "react/jsx-runtime";
async function toEmail(site, r) {
  const element = /* @__PURE__ */ jsx3(Layout, { site, preview: r.preview, reason: r.reason, children: r.body });
  const [html, text24] = await Promise.all([
    // React's text separators and image preloads mean nothing to a mail client.
    render(element).then((h) => h.replace(/<!-- -->/g, "").replace(/<link rel="preload" as="image"[^>]*>/g, "")),
    render(element, {
      plainText: true,
      // Links print as "label [url]" so the text part leads to the same screens; images say nothing.
      htmlToTextOptions: {
        selectors: [
          { selector: "img", format: "skip" },
          { selector: "a.logo", format: "skip" },
          { selector: "a.brand", format: "anchor", options: { ignoreHref: true } },
          { selector: "h1", options: { uppercase: false } },
          // Layout cells side by side (Subtotal  $100.00) keep a space between them.
          { selector: "td", format: "inlineSurround", options: { prefix: "", suffix: "  " } }
        ],
        wordwrap: 78
      }
    })
  ]);
  return { subject: r.subject, html, text: text24 };
}
function renderNotice(site, kind, data, name, language = "en") {
  const rendered = templates[kind](site, data, name);
  return toEmail(site, { ...rendered, subject: localizedSubject(language, site, kind, data, rendered.subject) });
}
function renderVerificationCode(site, code2, minutes, language = "en") {
  const rendered = verificationCodeTemplate(site, code2, minutes);
  return toEmail(site, { ...rendered, subject: verificationSubject(language, site, rendered.subject) });
}

// src/modules/notification/schema.ts
import { boolean as boolean5, index as index14, integer as integer11, jsonb as jsonb5, pgTable as pgTable15, text as text18, uniqueIndex as uniqueIndex10 } from "drizzle-orm/pg-core";
var emailOutbox = pgTable15(
  "email_outbox",
  {
    id: id(),
    key: text18("key").notNull(),
    kind: text18("kind").notNull(),
    /** Null for mail not tied to a stored account; kept after account deletion (the address is copied). */
    userId: text18("user_id"),
    to: text18("to").notNull(),
    /** How the email greets the recipient (their nickname when it was written). */
    name: text18("name").notNull(),
    /** The recipient's language when it was written: the subject follows it (decision 022). */
    language: text18("language").notNull().default("en"),
    /** The marketing topic a preference switch controls; null for transactional mail. */
    topic: text18("topic"),
    /** What the template needs, as it was when the event happened. */
    data: jsonb5("data").$type().notNull(),
    status: text18("status", { enum: ["pending", "sent", "skipped"] }).notNull().default("pending"),
    attempts: integer11("attempts").notNull().default(0),
    lastError: text18("last_error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at")
  },
  (t) => [uniqueIndex10("email_outbox_key_key").on(t.key), index14("email_outbox_user_created_idx").on(t.userId, t.createdAt)]
);
var notificationPreferences = pgTable15("notification_preferences", {
  userId: text18("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  preSaleOpening: boolean5("pre_sale_opening").notNull().default(true),
  campaignUpdates: boolean5("campaign_updates").notNull().default(true),
  updatedAt: updatedAt()
});
var notificationKeys = pgTable15("notification_keys", {
  name: text18("name").primaryKey(),
  secret: text18("secret").notNull(),
  createdAt: createdAt()
});

// src/modules/notification/service.ts
var EMAIL_QUEUE = "notification.email";
var DEFAULT_PREFERENCES = { preSaleOpening: true, campaignUpdates: true };
async function queueEmails(ctx, tx, notices) {
  if (notices.length === 0) return 0;
  const userIds = [...new Set(notices.map((n2) => n2.userId))];
  const contacts = new Map((await getMailContacts(tx, userIds)).map((c) => [c.userId, c]));
  const topics = new Set(notices.map((n2) => NOTICE_TOPICS[n2.kind]).filter(Boolean));
  const prefs = topics.size ? await preferencesOf(tx, userIds) : /* @__PURE__ */ new Map();
  let queued = 0;
  for (const notice of notices) {
    const contact = contacts.get(notice.userId);
    const topic = NOTICE_TOPICS[notice.kind] ?? null;
    if (!contact || topic && !(prefs.get(notice.userId) ?? DEFAULT_PREFERENCES)[topic]) continue;
    const [row] = await tx.insert(emailOutbox).values({
      key: noticeKey(notice),
      kind: notice.kind,
      userId: notice.userId,
      to: contact.email,
      name: contact.name,
      language: contact.language,
      topic,
      data: notice.data,
      createdAt: ctx.clock.now()
    }).onConflictDoNothing({ target: emailOutbox.key }).returning({ id: emailOutbox.id });
    if (!row) continue;
    await ctx.jobs.enqueue(tx, EMAIL_QUEUE, { id: row.id });
    queued++;
  }
  return queued;
}
var siteOf = (ctx, unsubscribeUrl = null) => ({
  appName: ctx.config.APP_NAME,
  publicUrl: ctx.config.publicUrl,
  unsubscribeUrl
});
async function deliverEmail(ctx, id2) {
  const [row] = await ctx.db.select().from(emailOutbox).where(eq20(emailOutbox.id, id2));
  if (!row || row.status !== "pending") return "done";
  const topic = row.topic;
  if (topic && row.userId) {
    const prefs = (await preferencesOf(ctx.db, [row.userId])).get(row.userId) ?? DEFAULT_PREFERENCES;
    if (!prefs[topic]) {
      await ctx.db.update(emailOutbox).set({ status: "skipped" }).where(and15(eq20(emailOutbox.id, id2), eq20(emailOutbox.status, "pending")));
      return "skipped";
    }
  }
  const unsubscribeUrl = topic && row.userId ? `${ctx.config.publicUrl}/api/notification/unsubscribe?token=${await unsubscribeToken(ctx.db, row.userId, topic)}` : null;
  const email2 = await renderNotice(
    siteOf(ctx, unsubscribeUrl),
    row.kind,
    row.data,
    row.name,
    row.language === "zh-CN" ? "zh-CN" : "en"
  );
  const headers = { "X-Notification-Kind": row.kind, "X-Entity-Ref-ID": row.key };
  if (unsubscribeUrl) {
    headers["List-Unsubscribe"] = `<${unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  try {
    await ctx.mail.send({ to: row.to, ...email2, headers, messageId: `<${row.id}@${new URL(ctx.config.publicUrl).hostname}>` });
  } catch (err) {
    await ctx.db.update(emailOutbox).set({ attempts: sql25`${emailOutbox.attempts} + 1`, lastError: String(err.message ?? err).slice(0, 500) }).where(eq20(emailOutbox.id, id2));
    throw err;
  }
  await ctx.db.update(emailOutbox).set({ status: "sent", sentAt: ctx.clock.now(), attempts: sql25`${emailOutbox.attempts} + 1`, lastError: null }).where(and15(eq20(emailOutbox.id, id2), eq20(emailOutbox.status, "pending")));
  return "sent";
}
async function sendVerificationEmail(ctx, to, code2, language = "en") {
  const email2 = await renderVerificationCode(siteOf(ctx), code2, VERIFICATION_CODE_TTL_MINUTES, language);
  await ctx.mail.send({ to, ...email2, headers: { "X-Notification-Kind": "verification_code" } });
}
async function preferencesOf(db, userIds) {
  if (userIds.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select().from(notificationPreferences).where(inArray7(notificationPreferences.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { preSaleOpening: r.preSaleOpening, campaignUpdates: r.campaignUpdates }]));
}
async function getNotificationPreferences(db, userId) {
  return (await preferencesOf(db, [userId])).get(userId) ?? DEFAULT_PREFERENCES;
}
async function updateNotificationPreferences(ctx, userId, input) {
  const set = { ...input, updatedAt: ctx.clock.now() };
  const [row] = await ctx.db.insert(notificationPreferences).values({ userId, ...DEFAULT_PREFERENCES, ...set }).onConflictDoUpdate({ target: notificationPreferences.userId, set }).returning();
  return { preSaleOpening: row.preSaleOpening, campaignUpdates: row.campaignUpdates };
}
var TOPICS = ["preSaleOpening", "campaignUpdates"];
var secrets = /* @__PURE__ */ new WeakMap();
function signingSecret(db) {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.insert(notificationKeys).values({ name: "unsubscribe", secret: randomBytes3(32).toString("base64url") }).onConflictDoNothing();
      const [row] = await db.select().from(notificationKeys).where(eq20(notificationKeys.name, "unsubscribe"));
      return row.secret;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
var sign = (secret, payload) => createHmac("sha256", secret).update(payload).digest("base64url");
async function unsubscribeToken(db, userId, topic) {
  const payload = Buffer.from(`${userId}:${topic}`).toString("base64url");
  return `${payload}.${sign(await signingSecret(db), payload)}`;
}
async function readUnsubscribeToken(db, token2) {
  const invalid = () => AppError.validation("This unsubscribe link is not valid", [{ path: "token", message: "This unsubscribe link is not valid" }]);
  const [payload, signature, extra] = token2.split(".");
  if (!payload || !signature || extra !== void 0 || !safeEqual(signature, sign(await signingSecret(db), payload))) throw invalid();
  const [userId, topic] = Buffer.from(payload, "base64url").toString("utf8").split(":");
  if (!userId || !TOPICS.includes(topic)) throw invalid();
  return { userId, topic };
}
async function unsubscribe(ctx, token2) {
  const { userId, topic } = await readUnsubscribeToken(ctx.db, token2);
  await updateNotificationPreferences(ctx, userId, { [topic]: false });
  return topic;
}
async function forgetUserEmails(tx, userId) {
  await tx.delete(emailOutbox).where(and15(eq20(emailOutbox.userId, userId), ne4(emailOutbox.status, "pending")));
}
async function sweepOutbox(ctx) {
  const before = new Date(ctx.clock.now().getTime() - 30 * 864e5);
  await ctx.db.delete(emailOutbox).where(and15(ne4(emailOutbox.status, "pending"), lt3(emailOutbox.createdAt, before)));
}

// src/modules/notification/jobs.ts
function notificationJobs(ctx) {
  return [
    {
      name: EMAIL_QUEUE,
      run: async ({ id: id2 }) => {
        await deliverEmail(ctx, id2);
      }
    },
    { name: "notification.sweep", cron: "17 3 * * *", run: () => sweepOutbox(ctx) }
  ];
}

// src/modules/auth/codes.ts
import { and as and16, desc as desc7, eq as eq21, sql as sql26 } from "drizzle-orm";
var hashCode = (channel, target, code2) => sha256(`${channel}:${target}:${code2}`);
async function sendVerificationCode(ctx, channel, target, language = "en") {
  const now = ctx.clock.now();
  const code2 = newNumericCode(VERIFICATION_CODE_LENGTH);
  const codeId = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql26`select pg_advisory_xact_lock(hashtext(${`${channel}:${target}`}))`);
    const [last] = await tx.select({ createdAt: verificationCodes.createdAt }).from(verificationCodes).where(and16(eq21(verificationCodes.channel, channel), eq21(verificationCodes.target, target))).orderBy(desc7(verificationCodes.createdAt)).limit(1);
    const waitMs = last ? last.createdAt.getTime() + SEND_CODE_COOLDOWN_SECONDS * 1e3 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1e3);
      throw AppError.tooManyRequests(`Please wait ${seconds} second${seconds === 1 ? "" : "s"} before requesting a new code`);
    }
    const [row] = await tx.insert(verificationCodes).values({
      channel,
      target,
      codeHash: hashCode(channel, target, code2),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 6e4),
      createdAt: now
    }).returning({ id: verificationCodes.id });
    return row.id;
  });
  try {
    if (channel === "email") await sendVerificationEmail(ctx, target, code2, language);
    else {
      const text24 = verificationSms(language, ctx.config.APP_NAME, code2, VERIFICATION_CODE_TTL_MINUTES);
      await ctx.sms.send({ to: target, subject: `Your ${ctx.config.APP_NAME} verification code`, text: text24 });
    }
  } catch (err) {
    await ctx.db.delete(verificationCodes).where(eq21(verificationCodes.id, codeId));
    throw err;
  }
}
var codeError = (message) => AppError.validation(message, [{ path: "code", message }]);
var WRONG = /* @__PURE__ */ Symbol("wrong code");
async function withVerifiedCode(ctx, channel, target, code2, work) {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(verificationCodes).where(and16(eq21(verificationCodes.channel, channel), eq21(verificationCodes.target, target))).orderBy(desc7(verificationCodes.createdAt)).limit(1).for("update");
    if (!row) throw codeError("Please request a verification code first");
    if (row.consumedAt) throw codeError("verification code has already been used, please request a new one");
    if (row.expiresAt.getTime() <= now.getTime()) throw codeError("verification code has expired, please request a new one");
    if (row.attempts >= VERIFICATION_CODE_MAX_TRIES) throw codeError("too many wrong tries, please request a new code");
    if (!safeEqual(row.codeHash, hashCode(channel, target, code2))) {
      await tx.update(verificationCodes).set({ attempts: sql26`${verificationCodes.attempts} + 1` }).where(eq21(verificationCodes.id, row.id));
      return WRONG;
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq21(verificationCodes.id, row.id));
    return { value: await work(tx) };
  });
  if (outcome === WRONG) throw codeError("verification code is incorrect");
  return outcome.value;
}

// src/modules/auth/service.ts
async function signIn(ctx, userId) {
  const { token: token2 } = await createSession(ctx.db, { userId }, ctx.clock.now());
  return { user: await getUserSnapshot(ctx.db, userId), token: token2 };
}
var fieldError2 = (path, message) => AppError.validation(message, [{ path, message }]);
async function assertEmailFree(ctx, email2) {
  if (await isContactTaken(ctx.db, { email: email2 })) throw fieldError2("email", "This email is already registered");
}
async function assertPhoneFree(ctx, phone2) {
  if (await isContactTaken(ctx.db, { phone: phone2 })) throw fieldError2("phone", "This phone number is already registered");
}
async function registerByEmail(ctx, input) {
  const passwordHash = await hashPassword(input.password);
  const userId = await withVerifiedCode(
    ctx,
    "email",
    input.email,
    input.code,
    (tx) => createUser(tx, { username: input.username, email: input.email, passwordHash, language: input.language })
  );
  return signIn(ctx, userId);
}
async function registerByPhone(ctx, input) {
  await assertPhoneFree(ctx, input.phone);
  const passwordHash = await hashPassword(input.password);
  const userId = await withVerifiedCode(
    ctx,
    "phone",
    input.phone,
    input.code,
    (tx) => createUser(tx, { username: input.username, phone: input.phone, passwordHash, language: input.language })
  );
  return signIn(ctx, userId);
}
var DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$iX5bL5uDaA7OoOOFvJ7npQ$phN+mj29IOIEWP3vOqCtSnjBMw5P73/zeaqGO5l4XtU";
var WRONG_CREDENTIALS = "Incorrect username or password";
async function loginByPassword(ctx, clientAddress, input) {
  const user = await findUserForLogin(ctx.db, input.username);
  const account = user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`;
  const throttle = new LoginThrottle(ctx.limiters, "user");
  const minutes = Math.ceil(await throttle.begin(account, clientAddress) / 60);
  if (minutes > 0)
    throw AppError.tooManyRequests(`Too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok) throw AppError.unauthorized(WRONG_CREDENTIALS);
  await throttle.succeed(account, clientAddress);
  return signIn(ctx, user.id);
}
async function loginByPhone(ctx, input) {
  const userId = await withVerifiedCode(ctx, "phone", input.phone, input.code, async (tx) => {
    const id2 = await findUserIdBy(tx, { phone: input.phone });
    if (!id2) throw fieldError2("phone", "No account uses this phone number");
    return id2;
  });
  return signIn(ctx, userId);
}
async function logout(ctx, sessionId) {
  await revokeSession(ctx.db, ctx.viewers, sessionId, ctx.clock.now());
}
async function changePassword(ctx, userId, sessionId, input) {
  if (!await verifyPassword(await getPasswordHash(ctx.db, userId), input.oldPassword)) {
    throw fieldError2("oldPassword", "Current password is incorrect");
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, ctx.viewers, userId, now, sessionId);
    await queueEmails(ctx, tx, [{ kind: "password_changed", userId, about: now.toISOString(), data: { changedAt: now.toISOString() } }]);
  });
}

// src/modules/admin/service.ts
async function uploadAdminImage(ctx, file) {
  return storeImage(ctx.storage, "admin", file);
}
async function revokeSessionsOf(ctx, adminId, userId) {
  await ctx.db.transaction(async (tx) => {
    if (!await getAdminUser(tx, userId)) throw AppError.notFound("User not found");
    await revokeUserSessions(tx, ctx.viewers, userId, ctx.clock.now());
    await recordAudit(tx, adminId, { action: "user.revoke_sessions", targetType: "user", targetId: userId });
  });
}

// src/modules/admin/routes.ts
var tags3 = ["admin"];
var AdminCharacterSchema = CharacterCardSchema.extend({ rejectReason: z12.string().nullable(), user: UserRefSchema });
var AdminUserSchema = z12.object({
  id: z12.string(),
  username: z12.string().nullable(),
  email: z12.string().nullable(),
  phone: z12.string().nullable(),
  nickname: z12.string(),
  avatar: z12.string().nullable(),
  createdAt: z12.string(),
  deletedAt: z12.string().nullable(),
  voteToken: z12.number(),
  diamond: z12.number(),
  frozenDiamond: z12.number()
});
var detail = { 200: dataOf(CharacterDetailSchema) };
var DashboardSchema = z12.object({
  pendingReviews: z12.object({
    count: z12.number(),
    oldest: z12.array(z12.object({ id: z12.string(), name: z12.string(), createdAt: z12.string() }))
  }),
  votesNearTarget: z12.array(
    z12.object({
      id: z12.string(),
      name: z12.string(),
      countCurrent: z12.number(),
      countTarget: z12.number(),
      progress: z12.number(),
      reached: z12.boolean(),
      negotiation: z12.enum(VoteNegotiation).nullable()
    })
  ),
  campaigns: z12.array(
    z12.object({
      id: z12.string(),
      name: z12.string(),
      current: z12.number(),
      target: z12.number(),
      progress: z12.number(),
      endAt: z12.string().nullable(),
      daysLeft: z12.number().nullable()
    })
  ),
  ordersToShip: z12.number(),
  refundsInProgress: z12.object({ figurineOrders: z12.number(), supports: z12.number() }),
  today: z12.object({
    since: z12.string(),
    revenue: z12.number(),
    figurineRevenue: z12.number(),
    figurineOrders: z12.number(),
    supportRevenue: z12.number(),
    supports: z12.number(),
    raffleEntries: z12.number(),
    raffleDiamonds: z12.number()
  }),
  raffleEntries: z12.number()
});
var AuditLogSchema = z12.object({
  id: z12.string(),
  adminId: z12.string(),
  adminUsername: z12.string(),
  action: z12.string(),
  targetType: z12.string(),
  targetId: z12.string(),
  detail: z12.record(z12.string(), z12.unknown()),
  createdAt: z12.string()
});
var AuditListQuerySchema = PageQuerySchema.extend({
  targetType: z12.string().trim().max(40).optional(),
  targetId: z12.string().trim().max(40).optional(),
  action: z12.string().trim().max(60).optional()
});
async function adminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  const showCharacter = async (id2) => await getCharacterDetail(ctx.db, id2, { userId: null, isAdmin: true }, ctx.clock.now());
  app.get(
    "/admin/character/list",
    { schema: { tags: tags3, querystring: AdminCharacterListQuerySchema, response: { 200: listOf(AdminCharacterSchema) } } },
    async (request) => ({
      data: await listAdminCharacters(ctx.db, request.query, ctx.clock.now())
    })
  );
  app.get("/admin/character/show/:id", { schema: { tags: tags3, params: IdParamsSchema, response: detail } }, async (request) => {
    const found = await getCharacterDetail(ctx.db, request.params.id, { userId: null, isAdmin: true }, ctx.clock.now());
    if (!found) throw AppError.notFound("Character not found");
    return { data: found };
  });
  app.put(
    "/admin/character/:id",
    { schema: { tags: tags3, params: IdParamsSchema, body: UpdateCharacterInputSchema, response: detail } },
    async (request) => {
      await adminUpdateCharacter(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await showCharacter(request.params.id) };
    }
  );
  app.delete("/admin/character/:id", { schema: { tags: tags3, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await adminDeleteCharacter(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });
  app.get("/admin/character/approve/:id", { schema: { tags: tags3, params: IdParamsSchema, response: detail } }, async (request) => {
    await approveCharacter(ctx, requireAdmin(request), request.params.id);
    return { data: await showCharacter(request.params.id) };
  });
  app.get(
    "/admin/character/reject/:id",
    {
      schema: { tags: tags3, params: IdParamsSchema, querystring: RejectCharacterQuerySchema, response: detail }
    },
    async (request) => {
      await rejectCharacter(ctx, requireAdmin(request), request.params.id, request.query.rejectReason);
      return { data: await showCharacter(request.params.id) };
    }
  );
  app.put(
    "/admin/vote/:id",
    {
      schema: {
        tags: tags3,
        params: IdParamsSchema,
        body: AdminVoteInputSchema,
        response: { 200: dataOf(VoteSummarySchema.extend({ negotiation: z12.enum(VoteNegotiation).nullable() })) }
      }
    },
    async (request) => ({ data: await adminUpdateVote(ctx, requireAdmin(request), request.params.id, request.body) })
  );
  app.get("/admin/dashboard", { schema: { tags: tags3, response: { 200: dataOf(DashboardSchema) } } }, async () => ({
    data: await getDashboard(ctx.db, ctx.clock.now())
  }));
  app.get(
    "/admin/audit/list",
    { schema: { tags: tags3, querystring: AuditListQuerySchema, response: { 200: listOf(AuditLogSchema) } } },
    async (request) => ({ data: await listAuditLogs(ctx.db, request.query) })
  );
  app.get(
    "/admin/user/show/:id",
    { schema: { tags: tags3, params: IdParamsSchema, response: { 200: dataOf(AdminUserSchema) } } },
    async (request) => {
      const user = await getAdminUser(ctx.db, request.params.id);
      if (!user) throw AppError.notFound("User not found");
      return { data: user };
    }
  );
  app.get(
    "/admin/user/ledger/:id",
    { schema: { tags: tags3, params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: listOf(WalletHistoryRowSchema) } } },
    async (request) => ({ data: await listLedger(ctx.db, request.params.id, request.query) })
  );
  app.post(
    "/admin/user/revoke-sessions/:id",
    { schema: { tags: tags3, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await revokeSessionsOf(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    }
  );
  app.post(
    "/admin/upload/image",
    {
      schema: { tags: tags3, consumes: ["multipart/form-data"], response: { 200: dataOf(z12.object({ image: z12.string() })) } },
      config: limit(120)
    },
    async (request) => ({ data: { image: await uploadAdminImage(ctx, await readUploadedFile(request)) } })
  );
  app.get(
    "/admin/user/list",
    {
      schema: {
        tags: tags3,
        querystring: PageQuerySchema.extend({ keyword: z12.string().trim().max(100).optional() }),
        response: { 200: listOf(AdminUserSchema) }
      }
    },
    async (request) => ({ data: await listUsers(ctx.db, request.query) })
  );
}

// src/modules/auth/admin-routes.ts
import { z as z13 } from "zod";
var AdminSchema = z13.object({ id: z13.string(), username: z13.string() });
var tags4 = ["admin"];
async function adminAuthRoutes(app) {
  const { ctx } = app;
  app.post(
    "/admin/login/password",
    {
      schema: {
        tags: tags4,
        body: LoginInputSchema,
        response: { 200: z13.object({ data: AdminSchema, meta: z13.object({ token: z13.string(), type: z13.literal("Bearer") }) }) }
      },
      config: limit(20)
    },
    async (request) => {
      const { admin, token: token2 } = await loginAdmin(ctx, request.ip, request.body.username, request.body.password);
      return { data: admin, meta: { token: token2, type: "Bearer" } };
    }
  );
  app.get("/admin/auth/state", { schema: { tags: tags4, response: { 200: dataOf(AdminSchema.nullable()) } } }, async (request) => ({
    data: request.viewer?.kind === "admin" ? await getAdmin(ctx.db, request.viewer.adminId) : null
  }));
}

// src/modules/auth/routes.ts
import { z as z15 } from "zod";

// src/modules/community/queries.ts
import { and as and17, asc as asc7, desc as desc8, eq as eq22, inArray as inArray8, isNotNull as isNotNull4, isNull as isNull6, or as or6, sql as sql27 } from "drizzle-orm";
async function getInteractionState(db, characterId, viewerId) {
  const viewer = viewerId ?? "";
  const [row] = await db.select({
    countCollect: characters.countCollect,
    countLike: sql27`coalesce(${communityCounts.countLike}, 0)`.mapWith(Number),
    countShare: sql27`coalesce(${communityCounts.countShare}, 0)`.mapWith(Number),
    countComment: sql27`coalesce(${communityCounts.countComment}, 0)`.mapWith(Number),
    isCollect: sql27`exists (select 1 from ${characterCollects} where ${characterCollects.characterId} = ${characters.id} and ${characterCollects.userId} = ${viewer})`,
    isLike: sql27`exists (select 1 from ${characterLikes} where ${characterLikes.characterId} = ${characters.id} and ${characterLikes.userId} = ${viewer})`
  }).from(characters).leftJoin(communityCounts, eq22(communityCounts.characterId, characters.id)).where(eq22(characters.id, characterId));
  return row;
}
function visibleTo(viewerId) {
  if (!viewerId) return isNull6(comments.hiddenAt);
  return and17(
    or6(isNull6(comments.hiddenAt), eq22(comments.userId, viewerId)),
    sql27`not exists (select 1 from ${commentReports} where ${commentReports.commentId} = ${comments.id} and ${commentReports.userId} = ${viewerId})`
  );
}
var commentColumns = {
  id: comments.id,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  hiddenAt: comments.hiddenAt,
  userId: comments.userId,
  nickname: users.nickname,
  avatar: users.avatar,
  submitterId: characters.userId
};
var commentQuery = (db) => db.select(commentColumns).from(comments).innerJoin(users, eq22(users.id, comments.userId)).innerJoin(characters, eq22(characters.id, comments.characterId));
var toReply = (r, viewerId) => ({
  id: r.id,
  parentId: r.parentId,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
  author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
  isCreator: r.userId === r.submitterId,
  isMine: r.userId === viewerId,
  isHidden: r.hiddenAt !== null
});
async function listComments(db, characterId, viewerId, q) {
  const order = q.sort === "top" ? [desc8(comments.replyCount), desc8(comments.createdAt), desc8(comments.id)] : [desc8(comments.createdAt), desc8(comments.id)];
  const rows = await commentQuery(db).where(and17(eq22(comments.characterId, characterId), isNull6(comments.parentId), visibleTo(viewerId))).orderBy(...order).limit(q.pageSize + 1).offset((q.page - 1) * q.pageSize);
  const page2 = rows.slice(0, q.pageSize);
  const replies = page2.length ? await commentQuery(db).where(
    and17(
      inArray8(
        comments.parentId,
        page2.map((r) => r.id)
      ),
      visibleTo(viewerId)
    )
  ).orderBy(asc7(comments.createdAt), asc7(comments.id)) : [];
  const [counts] = await db.select({ countComment: communityCounts.countComment }).from(communityCounts).where(eq22(communityCounts.characterId, characterId));
  const items = page2.map((r) => ({
    ...toReply(r, viewerId),
    replies: replies.filter((x) => x.parentId === r.id).map((x) => toReply(x, viewerId))
  }));
  return { items, hasMore: rows.length > q.pageSize, countComment: counts?.countComment ?? 0 };
}
async function getOwnComment(db, id2, viewerId) {
  const [row] = await commentQuery(db).where(eq22(comments.id, id2));
  return { ...toReply(row, viewerId), replies: [] };
}
async function listCommentsForModeration(db, q) {
  const where2 = q.filter === "reported" ? and17(sql27`${comments.reportCount} > 0`, isNull6(comments.reviewedAt)) : q.filter === "hidden" ? isNotNull4(comments.hiddenAt) : void 0;
  const rows = await db.select({
    id: comments.id,
    body: comments.body,
    createdAt: comments.createdAt,
    parentId: comments.parentId,
    characterId: characters.id,
    characterName: characters.name,
    userId: comments.userId,
    nickname: users.nickname,
    avatar: users.avatar,
    reportCount: comments.reportCount,
    hiddenAt: comments.hiddenAt,
    hiddenBy: comments.hiddenBy,
    reasons: sql27`coalesce((select array_agg(${commentReports.reason} order by ${commentReports.createdAt}) from ${commentReports} where ${commentReports.commentId} = ${comments.id} and ${commentReports.reason} is not null), '{}')`
  }).from(comments).innerJoin(users, eq22(users.id, comments.userId)).innerJoin(characters, eq22(characters.id, comments.characterId)).where(where2).orderBy(desc8(comments.createdAt), desc8(comments.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    parentId: r.parentId,
    character: { id: r.characterId, name: r.characterName },
    author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    reportCount: r.reportCount,
    reasons: r.reasons,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenBy: r.hiddenBy
  }));
}

// src/modules/community/service.ts
import { and as and18, eq as eq23, inArray as inArray9, sql as sql28 } from "drizzle-orm";
var characterNotFound = () => AppError.notFound("Character not found");
var commentNotFound = () => AppError.notFound("Comment not found");
async function bump(tx, characterId, counter, delta) {
  const [row] = await tx.insert(communityCounts).values({ characterId, [counter]: Math.max(delta, 0) }).onConflictDoUpdate({ target: communityCounts.characterId, set: { [counter]: sql28`${communityCounts[counter]} + ${delta}` } }).returning({ value: communityCounts[counter] });
  return row.value;
}
async function assertVisible(tx, userId, characterId) {
  if (!await isCharacterVisible(tx, characterId, userId)) throw characterNotFound();
}
async function likeCharacter(ctx, userId, characterId) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const added = await tx.insert(characterLikes).values({ userId, characterId, createdAt: ctx.clock.now() }).onConflictDoNothing().returning({ id: characterLikes.id });
    return { countLike: await bump(tx, characterId, "countLike", added.length), isLike: true };
  });
}
async function unlikeCharacter(ctx, userId, characterId) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const removed = await tx.delete(characterLikes).where(and18(eq23(characterLikes.userId, userId), eq23(characterLikes.characterId, characterId))).returning({ id: characterLikes.id });
    return { countLike: await bump(tx, characterId, "countLike", -removed.length), isLike: false };
  });
}
async function recordShare(ctx, userId, characterId) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const now = ctx.clock.now();
    const added = await tx.insert(characterShares).values({ userId, characterId, day: businessDay(now), createdAt: now }).onConflictDoNothing().returning({ day: characterShares.day });
    return { countShare: await bump(tx, characterId, "countShare", added.length), counted: added.length > 0 };
  });
}
async function lockComment(tx, id2) {
  const [row] = await tx.select().from(comments).where(eq23(comments.id, id2)).for("update");
  return row ?? null;
}
async function lockThread(tx, id2) {
  const [peek] = await tx.select({ parentId: comments.parentId }).from(comments).where(eq23(comments.id, id2));
  if (!peek) return null;
  const parent = peek.parentId ? await lockComment(tx, peek.parentId) : null;
  const comment = await lockComment(tx, id2);
  return comment && { comment, parent };
}
async function hasReported(tx, commentId, userId) {
  const [row] = await tx.select({ commentId: commentReports.commentId }).from(commentReports).where(and18(eq23(commentReports.commentId, commentId), eq23(commentReports.userId, userId)));
  return !!row;
}
async function isVisibleTo(tx, c, userId) {
  return (c.hiddenAt === null || c.userId === userId) && !await hasReported(tx, c.id, userId);
}
var weight = ({ comment, parent }) => parent ? parent.hiddenAt === null ? 1 : 0 : 1 + comment.replyCount;
async function countVisibility(tx, thread, direction) {
  const { comment, parent } = thread;
  if (parent)
    await tx.update(comments).set({ replyCount: sql28`${comments.replyCount} + ${direction}` }).where(eq23(comments.id, parent.id));
  const readable = weight(thread);
  if (readable) await bump(tx, comment.characterId, "countComment", direction * readable);
}
async function postComment(ctx, userId, characterId, input) {
  return ctx.db.transaction(async (tx) => {
    await assertVisible(tx, userId, characterId);
    const parent = input.parentId ? await lockComment(tx, input.parentId) : null;
    if (input.parentId) {
      if (!parent || parent.characterId !== characterId || !await isVisibleTo(tx, parent, userId)) throw commentNotFound();
      if (parent.parentId) throw AppError.rejected("Replies go to a top-level comment");
    }
    const [row] = await tx.insert(comments).values({ characterId, userId, parentId: input.parentId ?? null, body: input.body, createdAt: ctx.clock.now() }).returning();
    await countVisibility(tx, { comment: row, parent }, 1);
    return row.id;
  });
}
async function editComment(ctx, userId, id2, input) {
  await ctx.db.transaction(async (tx) => {
    const c = await lockComment(tx, id2);
    if (!c || c.userId !== userId) throw commentNotFound();
    const now = ctx.clock.now();
    if (now > commentEditableUntil(c.createdAt)) throw AppError.rejected(COMMENT_EDIT_EXPIRED_MESSAGE, 409);
    await tx.update(comments).set({ body: input.body, editedAt: now }).where(eq23(comments.id, id2));
  });
}
async function removeComment(tx, thread) {
  const { comment, parent } = thread;
  if (!parent) await tx.select({ id: comments.id }).from(comments).where(eq23(comments.parentId, comment.id)).for("update");
  await tx.delete(comments).where(eq23(comments.id, comment.id));
  if (comment.hiddenAt === null) await countVisibility(tx, thread, -1);
}
async function deleteOwnComment(ctx, userId, id2) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    if (!thread || thread.comment.userId !== userId) throw commentNotFound();
    await removeComment(tx, thread);
  });
}
async function reportComment(ctx, userId, id2, reason) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    const c = thread?.comment;
    if (!thread || !c || !await isVisibleTo(tx, c, userId)) throw commentNotFound();
    if (c.userId === userId) throw AppError.rejected("You cannot report your own comment");
    const added = await tx.insert(commentReports).values({ commentId: id2, userId, reason: reason || null, createdAt: ctx.clock.now() }).onConflictDoNothing().returning({ commentId: commentReports.commentId });
    if (added.length === 0) return;
    const reportCount = c.reportCount + 1;
    const hide = c.hiddenAt === null && c.reviewedAt === null && reportCount >= COMMENT_REPORTS_TO_HIDE;
    await tx.update(comments).set({ reportCount, ...hide ? { hiddenAt: ctx.clock.now(), hiddenBy: "reports" } : {} }).where(eq23(comments.id, id2));
    if (hide) await countVisibility(tx, thread, -1);
  });
}
async function adminHideComment(ctx, adminId, id2) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    if (!thread) throw commentNotFound();
    const c = thread.comment;
    await tx.update(comments).set({ hiddenAt: c.hiddenAt ?? ctx.clock.now(), hiddenBy: "admin" }).where(eq23(comments.id, id2));
    if (c.hiddenAt === null) await countVisibility(tx, thread, -1);
    await recordAudit(tx, adminId, { action: "comment.hide", targetType: "comment", targetId: id2, detail: { reportCount: c.reportCount } });
  });
}
async function adminRestoreComment(ctx, adminId, id2) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    if (!thread) throw commentNotFound();
    const c = thread.comment;
    await tx.update(comments).set({ hiddenAt: null, hiddenBy: null, reviewedAt: ctx.clock.now() }).where(eq23(comments.id, id2));
    if (c.hiddenAt !== null) await countVisibility(tx, thread, 1);
    await recordAudit(tx, adminId, {
      action: "comment.restore",
      targetType: "comment",
      targetId: id2,
      detail: { reportCount: c.reportCount, wasHidden: c.hiddenAt !== null }
    });
  });
}
async function adminDeleteComment(ctx, adminId, id2) {
  await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    if (!thread) throw commentNotFound();
    const c = thread.comment;
    await removeComment(tx, thread);
    await recordAudit(tx, adminId, {
      action: "comment.delete",
      targetType: "comment",
      targetId: id2,
      detail: { characterId: c.characterId, userId: c.userId, body: c.body, reportCount: c.reportCount }
    });
  });
}
async function deleteUserCommunityData(tx, userId) {
  const removed = await tx.delete(characterLikes).where(eq23(characterLikes.userId, userId)).returning({ characterId: characterLikes.characterId });
  if (removed.length)
    await tx.update(communityCounts).set({ countLike: sql28`${communityCounts.countLike} - 1` }).where(
      inArray9(
        communityCounts.characterId,
        removed.map((r) => r.characterId)
      )
    );
}

// src/platform/payments/sandbox-provider.ts
import { createHmac as createHmac2, randomBytes as randomBytes4, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import { and as and19, asc as asc8, desc as desc9, eq as eq24, inArray as inArray10, isNull as isNull7, lt as lt4, sql as sql30 } from "drizzle-orm";

// src/platform/crash.ts
var remaining = /* @__PURE__ */ new Map();
function configureCrashPoints(spec, enabled) {
  remaining.clear();
  if (!enabled || !spec) return;
  for (const part of spec.split(",")) {
    const [name, count6] = part.split(":");
    if (name) remaining.set(name.trim(), Math.max(1, Number(count6 ?? 1) || 1));
  }
}
function crashPoint(name) {
  const left = remaining.get(name);
  if (left === void 0) return;
  if (left > 1) return void remaining.set(name, left - 1);
  process.kill(process.pid, "SIGKILL");
}

// src/platform/payments/provider.ts
var InvalidWebhookSignatureError = class extends Error {
  constructor(reason = "Invalid webhook signature") {
    super(reason);
  }
};
var CardNotFoundError = class extends Error {
  constructor() {
    super("Card not found");
  }
};
var ProviderUnavailableError = class extends Error {
  constructor(cause) {
    super("Payment provider unavailable");
    this.cause = cause;
  }
  cause;
};
var headerValue = (headers, name) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

// src/platform/payments/sandbox-cards.ts
import { z as z14 } from "zod";
var TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeded", label: "Payment succeeds" },
  { number: "4000 0000 0000 0002", outcome: "declined", label: "Card is declined" },
  { number: "4000 0025 0000 3155", outcome: "requires_action", label: "Needs authentication (3D Secure challenge)" },
  { number: "4000 0000 0000 9995", outcome: "insufficient_funds", label: "Insufficient funds" }
];
var CardMessage = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  authenticationFailed: "We are unable to authenticate your payment method.",
  invalidNumber: "Your card number is invalid.",
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: "Your card has expired.",
  invalidCvv: "Your card's security code is invalid."
};
var digitsOf = (cardNumber) => cardNumber.replace(/[\s-]/g, "");
function passesLuhn(digits) {
  let sum2 = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum2 += d;
  }
  return sum2 % 10 === 0;
}
var required = (message) => z14.string({ error: message }).trim().min(1, { error: message });
var CardSchema = z14.object({
  cardNumber: required("Card number is required").transform(digitsOf).refine((d) => /^\d{12,19}$/.test(d) && passesLuhn(d), { error: CardMessage.invalidNumber }),
  expiryDate: required("Expiry date is required").regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, { error: CardMessage.invalidExpiry }),
  cvv: required("Security code is required").regex(/^\d{3,4}$/, { error: CardMessage.invalidCvv }),
  cardholderName: required("Cardholder name is required").max(100, { error: "Cardholder name is too long" })
});
function isExpired(expiryDate, now) {
  const [month, year] = expiryDate.split("/").map((part) => Number(part.trim()));
  const expiryIndex = (2e3 + year) * 12 + (month - 1);
  return expiryIndex < now.getUTCFullYear() * 12 + now.getUTCMonth();
}
function cardOutcome(digits) {
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits)?.outcome ?? "succeeded";
}

// src/platform/payments/schema.ts
import { sql as sql29 } from "drizzle-orm";
import { check as check8, index as index15, integer as integer12, jsonb as jsonb6, pgTable as pgTable16, text as text19, uniqueIndex as uniqueIndex11 } from "drizzle-orm/pg-core";
var SandboxIntentStatus = ["requires_payment_method", "requires_action", "succeeded"];
var sandboxPaymentIntents = pgTable16(
  "sandbox_payment_intents",
  {
    /** The provider reference handed to the payment module (`pi_sbx_...`). */
    id: text19("id").primaryKey(),
    clientSecret: text19("client_secret").notNull(),
    paymentId: text19("payment_id").notNull(),
    method: text19("method", { enum: ["stripe", "paypal"] }).notNull(),
    amountCents: integer12("amount_cents").notNull(),
    currency: text19("currency").notNull(),
    description: text19("description").notNull(),
    status: text19("status", { enum: SandboxIntentStatus }).notNull().default("requires_payment_method"),
    lastError: text19("last_error"),
    refundedCents: integer12("refunded_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex11("sandbox_payment_intents_client_secret_key").on(t.clientSecret),
    check8("sandbox_payment_intents_amounts", sql29`${t.amountCents} > 0 and ${t.refundedCents} between 0 and ${t.amountCents}`)
  ]
);
var sandboxRefunds = pgTable16(
  "sandbox_refunds",
  {
    id: text19("id").primaryKey(),
    intentId: text19("intent_id").notNull().references(() => sandboxPaymentIntents.id),
    idempotencyKey: text19("idempotency_key").notNull(),
    amountCents: integer12("amount_cents").notNull(),
    status: text19("status", { enum: ["succeeded", "failed"] }).notNull(),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex11("sandbox_refunds_idempotency_key").on(t.idempotencyKey)]
);
var sandboxEvents = pgTable16(
  "sandbox_events",
  {
    id: text19("id").primaryKey(),
    type: text19("type").notNull(),
    providerRef: text19("provider_ref").notNull(),
    data: jsonb6("data").$type().notNull().default({}),
    attempts: integer12("attempts").notNull().default(0),
    lastError: text19("last_error"),
    deliveredAt: ts("delivered_at"),
    createdAt: createdAt()
  },
  (t) => [
    index15("sandbox_events_undelivered_idx").on(t.createdAt).where(sql29`${t.deliveredAt} is null`)
  ]
);

// src/platform/payments/sandbox-provider.ts
var SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
var SIGNATURE_TOLERANCE_SECONDS = 300;
var EVENT_TYPES = [
  "payment.succeeded",
  "payment.failed",
  "payment.requires_action",
  "refund.succeeded",
  "refund.failed"
];
var OPEN = ["requires_payment_method", "requires_action"];
var SANDBOX_DELIVERY_QUEUE = "sandbox.deliver";
var token = (bytes) => randomBytes4(bytes).toString("hex");
var SandboxProvider = class {
  constructor(options) {
    this.options = options;
  }
  options;
  name = "sandbox";
  async createPayment(input) {
    const ref = `pi_sbx_${token(12)}`;
    const clientSecret2 = `${ref}_secret_${token(16)}`;
    await this.options.db.insert(sandboxPaymentIntents).values({
      id: ref,
      clientSecret: clientSecret2,
      paymentId: input.paymentId,
      method: input.method,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description
    });
    return input.method === "paypal" ? { redirectUrl: `/api/pay/sandbox/wallet/${ref}`, providerRef: ref } : { clientSecret: clientSecret2, providerRef: ref };
  }
  /** The card form's confirm: the outcome follows the test card used. */
  async confirmCard(clientSecret2, card) {
    if (isExpired(card.expiryDate, this.options.clock.now())) {
      throw AppError.validation(CardMessage.expired, [{ path: "expiryDate", message: CardMessage.expired }]);
    }
    const intent = await this.intentBySecret(clientSecret2);
    if (!OPEN.includes(intent.status)) throw alreadySucceeded();
    switch (cardOutcome(card.cardNumber)) {
      case "succeeded":
        return this.succeed(intent);
      case "declined":
        return this.fail(intent, CardMessage.declined);
      case "insufficient_funds":
        return this.fail(intent, CardMessage.insufficientFunds);
      case "requires_action": {
        await this.change(intent, "requires_action", null, "payment.requires_action");
        return { status: "requires_action", message: "Your bank asks you to authenticate this payment." };
      }
    }
  }
  /** The 3D Secure challenge: approving completes the payment, denying fails it. */
  async authenticate(clientSecret2, approve) {
    const intent = await this.intentBySecret(clientSecret2);
    if (intent.status !== "requires_action") throw AppError.rejected("This payment does not need authentication");
    return approve ? this.succeed(intent) : this.fail(intent, CardMessage.authenticationFailed);
  }
  /** A wallet intent by its reference, for the approval page (null when unknown). */
  async findWalletIntent(ref) {
    const [intent] = await this.options.db.select().from(sandboxPaymentIntents).where(and19(eq24(sandboxPaymentIntents.id, ref), eq24(sandboxPaymentIntents.method, "paypal")));
    return intent ?? null;
  }
  /** The shopper approved on the wallet page: captured here, on the server, never on the browser's word. */
  async captureWallet(ref) {
    const intent = await this.findWalletIntent(ref);
    if (!intent) throw AppError.notFound("Payment not found");
    if (!OPEN.includes(intent.status)) throw alreadySucceeded();
    return this.succeed(intent);
  }
  /** Refunds a completed payment once; the same idempotency key answers the same refund again. */
  async refund(input) {
    const { event, result } = await this.options.db.transaction(async (tx) => {
      const [known] = await tx.select().from(sandboxRefunds).where(eq24(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (known) return { event: null, result: { refundRef: known.id, status: known.status } };
      const refundRef = `re_sbx_${token(12)}`;
      const refunded = await tx.update(sandboxPaymentIntents).set({ refundedCents: input.amountCents, updatedAt: this.options.clock.now() }).where(
        and19(
          eq24(sandboxPaymentIntents.id, input.providerRef),
          eq24(sandboxPaymentIntents.status, "succeeded"),
          eq24(sandboxPaymentIntents.refundedCents, 0)
        )
      ).returning({ id: sandboxPaymentIntents.id });
      const status = refunded.length > 0 ? "succeeded" : "failed";
      const [intent] = await tx.select({ id: sandboxPaymentIntents.id }).from(sandboxPaymentIntents).where(eq24(sandboxPaymentIntents.id, input.providerRef));
      if (!intent) throw new Error(`Sandbox payment ${input.providerRef} does not exist`);
      await tx.insert(sandboxRefunds).values({ id: refundRef, intentId: intent.id, idempotencyKey: input.idempotencyKey, amountCents: input.amountCents, status });
      const event2 = status === "succeeded" ? await this.record(tx, "refund.succeeded", input.providerRef, { refundRef }) : await this.record(tx, "refund.failed", input.providerRef, {
        refundRef,
        failureMessage: "Only a completed payment can be refunded, once."
      });
      return { event: event2, result: { refundRef, status } };
    });
    if (event) await this.deliverNow(event);
    return result;
  }
  async lookup(providerRef) {
    const [intent] = await this.options.db.select().from(sandboxPaymentIntents).where(eq24(sandboxPaymentIntents.id, providerRef));
    return { paid: intent?.status === "succeeded", refunded: !!intent && intent.refundedCents > 0 };
  }
  /**
   * Delivers one event to the webhook route over HTTP, signed at sending time. A 2xx marks it
   * delivered; anything else throws, and the delivery job tries again later with backoff.
   */
  async deliver(eventId) {
    const [event] = await this.options.db.select().from(sandboxEvents).where(eq24(sandboxEvents.id, eventId));
    if (!event || event.deliveredAt) return;
    const url2 = this.options.webhookUrl();
    if (!url2) throw new Error("The sandbox webhook address is not known yet");
    const timestamp3 = Math.floor(this.options.clock.now().getTime() / 1e3);
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      created: Math.floor(event.createdAt.getTime() / 1e3),
      data: { providerRef: event.providerRef, ...event.data }
    });
    let failure = null;
    try {
      const res = await fetch(url2, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp3},v1=${this.signature(timestamp3, Buffer.from(body))}`
        },
        body,
        signal: AbortSignal.timeout(1e4)
      });
      if (!res.ok) failure = `webhook answered ${res.status}`;
    } catch (err) {
      failure = err.message;
    }
    await this.options.db.update(sandboxEvents).set(
      failure ? { attempts: sql30`${sandboxEvents.attempts} + 1`, lastError: failure.slice(0, 300) } : { attempts: sql30`${sandboxEvents.attempts} + 1`, deliveredAt: this.options.clock.now(), lastError: null }
    ).where(eq24(sandboxEvents.id, eventId));
    if (failure) throw new Error(`Sandbox event ${eventId} not delivered: ${failure}`);
  }
  /** Events not delivered for a while (their job lost or exhausted): queued again by reconciliation. */
  async undeliveredSince(before) {
    const rows = await this.options.db.select({ id: sandboxEvents.id }).from(sandboxEvents).where(and19(isNull7(sandboxEvents.deliveredAt), lt4(sandboxEvents.createdAt, before))).orderBy(asc8(sandboxEvents.createdAt)).limit(500);
    return rows.map((r) => r.id);
  }
  async requeue(eventIds) {
    if (eventIds.length === 0) return;
    await this.options.db.transaction(async (tx) => {
      for (const eventId of eventIds) await this.options.jobs.enqueue(tx, SANDBOX_DELIVERY_QUEUE, { eventId });
    });
  }
  /** The event log, newest first (development: what the sandbox told the app, and whether it got through). */
  async listEvents(limit2 = 50) {
    return this.options.db.select().from(sandboxEvents).orderBy(desc9(sandboxEvents.createdAt), desc9(sandboxEvents.id)).limit(limit2);
  }
  async verifyWebhook(rawBody, headers) {
    const parts = new Map(
      (headerValue(headers, SANDBOX_SIGNATURE_HEADER) ?? "").split(",").map((part) => part.split("=", 2))
    );
    const timestamp3 = Number(parts.get("t"));
    const given = Buffer.from(parts.get("v1") ?? "", "hex");
    const expected = Buffer.from(this.signature(timestamp3, rawBody), "hex");
    if (!Number.isInteger(timestamp3) || given.length !== expected.length || !timingSafeEqual2(given, expected)) {
      throw new InvalidWebhookSignatureError();
    }
    if (Math.abs(this.options.clock.now().getTime() / 1e3 - timestamp3) > SIGNATURE_TOLERANCE_SECONDS) {
      throw new InvalidWebhookSignatureError("Webhook signature has expired");
    }
    const event = JSON.parse(rawBody.toString("utf8"));
    if (!EVENT_TYPES.includes(event.type)) return null;
    return { eventId: event.id, type: event.type, ...event.data };
  }
  signature(timestamp3, rawBody) {
    return createHmac2("sha256", this.options.webhookSecret).update(`${timestamp3}.`).update(rawBody).digest("hex");
  }
  /** Records an event and its delivery job in the caller's transaction: an outcome is never lost between the two. */
  async record(tx, type, providerRef, data = {}) {
    const [event] = await tx.insert(sandboxEvents).values({ id: `evt_sbx_${token(12)}`, type, providerRef, data, createdAt: this.options.clock.now() }).returning();
    await this.options.jobs.enqueue(tx, SANDBOX_DELIVERY_QUEUE, { eventId: event.id });
    return event;
  }
  /** Tries the delivery at once, so the shopper's next screen already knows; its job is the durable retry. */
  async deliverNow(event) {
    crashPoint("sandbox.before-delivery");
    await this.deliver(event.id).catch(
      (err) => this.options.log.warn({ err, eventId: event.id }, "sandbox event delivery failed, will retry")
    );
  }
  async intentBySecret(clientSecret2) {
    const [intent] = await this.options.db.select().from(sandboxPaymentIntents).where(and19(eq24(sandboxPaymentIntents.clientSecret, clientSecret2), eq24(sandboxPaymentIntents.method, "stripe")));
    if (!intent) throw AppError.notFound("Payment not found");
    return intent;
  }
  /**
   * Moves an open intent on and records the event it makes, in one transaction; a parallel confirm
   * that already finished it makes this one a 400. The event is then delivered.
   */
  async change(intent, status, lastError, type, data = {}) {
    const event = await this.options.db.transaction(async (tx) => {
      const moved = await tx.update(sandboxPaymentIntents).set({ status, lastError, updatedAt: this.options.clock.now() }).where(and19(eq24(sandboxPaymentIntents.id, intent.id), inArray10(sandboxPaymentIntents.status, OPEN))).returning({ id: sandboxPaymentIntents.id });
      if (moved.length === 0) throw alreadySucceeded();
      return this.record(tx, type, intent.id, data);
    });
    await this.deliverNow(event);
  }
  async succeed(intent) {
    await this.change(intent, "succeeded", null, "payment.succeeded");
    return { status: "succeeded", message: "Payment succeeded" };
  }
  /** Like a real PaymentIntent, a failed one can be retried with another card. */
  async fail(intent, message) {
    await this.change(intent, "requires_payment_method", message, "payment.failed", { failureMessage: message });
    return { status: "failed", message };
  }
};
var alreadySucceeded = () => AppError.rejected("This payment has already succeeded");

// src/platform/payments/paypal-provider.ts
var WEBHOOK_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time"
};
var usd = (cents) => ({ currency_code: "USD", value: (cents / 100).toFixed(2) });
var firstCapture = (order) => order.purchase_units?.[0]?.payments?.captures?.[0];
var PayPalProvider = class {
  constructor(options) {
    this.options = options;
    this.fetch = options.fetch ?? globalThis.fetch;
  }
  options;
  name = "paypal";
  accessToken = null;
  fetch;
  async createPayment(input) {
    const order = await this.call(
      "POST",
      "/v2/checkout/orders",
      {
        intent: "CAPTURE",
        purchase_units: [{ custom_id: input.paymentId, description: input.description.slice(0, 127), amount: usd(input.amountCents) }],
        payment_source: {
          paypal: {
            experience_context: {
              // Our return routes on the shopper's own origin, so they come back signed in.
              return_url: `${input.returnOrigin}/api/pay/paypal/return`,
              cancel_url: `${input.returnOrigin}/api/pay/paypal/cancel`,
              user_action: "PAY_NOW",
              shipping_preference: "NO_SHIPPING"
            }
          }
        }
      },
      // A retried request must not open a second PayPal order for the same payment.
      { "PayPal-Request-Id": `payment-${input.paymentId}` }
    );
    const approval = order.links?.find((link) => link.rel === "payer-action" || link.rel === "approve")?.href;
    if (!approval) throw new Error("PayPal answered an order without an approval link");
    return { redirectUrl: approval, providerRef: order.id };
  }
  /**
   * Captures an approved order. The answer comes from our own authenticated call, so it is as
   * trustworthy as a verified webhook; `event` is null while the capture is still pending (a
   * webhook follows). `status` is the capture's (else the order's), e.g. COMPLETED or DECLINED.
   */
  async capture(orderId) {
    const order = await this.call(
      "POST",
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {},
      {
        "PayPal-Request-Id": `capture-${orderId}`
      }
    );
    const capture = firstCapture(order);
    if (order.status === "COMPLETED" && capture?.status === "COMPLETED") {
      return { status: "COMPLETED", event: { eventId: `capture-${capture.id}`, type: "payment.succeeded", providerRef: order.id } };
    }
    const status = capture?.status ?? order.status;
    if (status === "PENDING") return { status, event: null };
    return {
      status,
      event: {
        eventId: `capture-${order.id}-${status}`,
        type: "payment.failed",
        providerRef: order.id,
        failureMessage: `Payment not completed. Status: ${status}`
      }
    };
  }
  async refund(input) {
    const order = await this.getOrder(input.providerRef);
    const capture = firstCapture(order);
    if (!capture) throw new Error(`PayPal order ${input.providerRef} has no capture to refund`);
    const refund = await this.call(
      "POST",
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      { amount: usd(input.amountCents) },
      // PayPal answers a repeated request id with the refund it already made.
      { "PayPal-Request-Id": input.idempotencyKey }
    );
    const status = refund.status === "COMPLETED" ? "succeeded" : refund.status === "FAILED" || refund.status === "CANCELLED" ? "failed" : "pending";
    return { refundRef: refund.id, status };
  }
  /** An approved order not captured yet (the shopper's return was lost) is captured now. */
  async lookup(providerRef) {
    let order = await this.getOrder(providerRef);
    if (order.status === "APPROVED") {
      await this.capture(providerRef);
      order = await this.getOrder(providerRef);
    }
    const capture = firstCapture(order);
    const captured = order.status === "COMPLETED" && !!capture && capture.status !== "DECLINED" && capture.status !== "FAILED";
    return { paid: captured, refunded: capture?.status === "REFUNDED" || capture?.status === "PARTIALLY_REFUNDED" };
  }
  getOrder(orderId) {
    return this.call("GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }
  async verifyWebhook(rawBody, headers) {
    const fields = [];
    for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
      const value = headerValue(headers, header);
      if (!value) throw new InvalidWebhookSignatureError(`Missing ${header} header`);
      fields.push([field, value]);
    }
    fields.push(["webhook_id", this.options.webhookId]);
    let event;
    try {
      event = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new InvalidWebhookSignatureError("Webhook body is not JSON");
    }
    const request = `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")},"webhook_event":${rawBody.toString("utf8")}}`;
    const result = await this.call("POST", "/v1/notifications/verify-webhook-signature", request);
    if (result.verification_status !== "SUCCESS") throw new InvalidWebhookSignatureError();
    return this.toPaymentEvent(event);
  }
  async toPaymentEvent(event) {
    const resource = event.resource;
    switch (event.event_type) {
      case "PAYMENT.CAPTURE.COMPLETED": {
        const providerRef = resource.supplementary_data?.related_ids?.order_id;
        return providerRef ? { eventId: event.id, type: "payment.succeeded", providerRef } : null;
      }
      case "PAYMENT.CAPTURE.DENIED":
      case "PAYMENT.CAPTURE.DECLINED": {
        const providerRef = resource.supplementary_data?.related_ids?.order_id;
        return providerRef ? { eventId: event.id, type: "payment.failed", providerRef, failureMessage: `Payment not completed. Status: ${resource.status}` } : null;
      }
      case "PAYMENT.CAPTURE.REFUNDED": {
        const providerRef = resource.supplementary_data?.related_ids?.order_id ?? await this.orderIdOfRefund(resource);
        return providerRef ? { eventId: event.id, type: "refund.succeeded", providerRef, refundRef: resource.id } : null;
      }
      default:
        return null;
    }
  }
  /** A refund resource may not name its order; its `up` link leads to the capture, which does. */
  async orderIdOfRefund(refund) {
    const captureId = refund.links?.find((link) => link.rel === "up")?.href.split("/").pop();
    if (!captureId) return void 0;
    const capture = await this.call("GET", `/v2/payments/captures/${encodeURIComponent(captureId)}`);
    return capture.supplementary_data?.related_ids?.order_id;
  }
  async call(method, path, body, headers = {}) {
    const res = await this.fetch(`${this.options.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.token()}`, "content-type": "application/json", ...headers },
      body: body === void 0 ? void 0 : typeof body === "string" ? body : JSON.stringify(body)
    });
    if (!res.ok) throw new Error(`PayPal ${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return await res.json();
  }
  /** OAuth client credentials, reused until a minute before they expire. */
  async token() {
    const now = this.options.clock.now().getTime();
    if (this.accessToken && this.accessToken.expiresAt - 6e4 > now) return this.accessToken.value;
    const res = await this.fetch(`${this.options.apiBase}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded"
      },
      body: "grant_type=client_credentials"
    });
    if (!res.ok) throw new Error(`PayPal OAuth answered ${res.status}`);
    const json = await res.json();
    this.accessToken = { value: json.access_token, expiresAt: now + json.expires_in * 1e3 };
    return json.access_token;
  }
};

// src/platform/payments/stripe-provider.ts
import Stripe from "stripe";
var refundStatus = (status) => status === "succeeded" ? "succeeded" : status === "failed" || status === "canceled" ? "failed" : "pending";
var idOf = (value) => typeof value === "string" ? value : value?.id;
var StripeProvider = class {
  constructor(stripe, webhookSecret, clock) {
    this.stripe = stripe;
    this.webhookSecret = webhookSecret;
    this.clock = clock;
  }
  stripe;
  webhookSecret;
  clock;
  name = "stripe";
  async createPayment(input) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: { paymentId: input.paymentId },
        automatic_payment_methods: { enabled: true },
        // Stripe attaches the card to the customer once the payment succeeds. on_session: the store
        // only ever charges a saved card while the shopper is at checkout (decision 020).
        ...input.customerRef ? { customer: input.customerRef, setup_future_usage: "on_session" } : {}
      },
      // A retried request must not open a second intent for the same payment.
      { idempotencyKey: `payment-${input.paymentId}` }
    );
    if (!intent.client_secret) throw new Error("Stripe answered a PaymentIntent without a client secret");
    return { clientSecret: intent.client_secret, providerRef: intent.id };
  }
  async refund(input) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.providerRef, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey }
    );
    return { refundRef: refund.id, status: refundStatus(refund.status) };
  }
  async lookup(providerRef) {
    const intent = await this.stripe.paymentIntents.retrieve(providerRef, { expand: ["latest_charge"] });
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    return { paid: intent.status === "succeeded", refunded: !!charge && (charge.refunded || charge.amount_refunded > 0) };
  }
  async createCustomer(input) {
    const customer = await this.stripe.customers.create({ metadata: { userId: input.userId } }, { idempotencyKey: input.idempotencyKey });
    return customer.id;
  }
  listCards(customerRef) {
    return savedCardCall(async () => {
      const customer = await this.stripe.customers.retrieve(customerRef);
      if (customer.deleted) return { cards: [], defaultCardId: null };
      const methods = await this.stripe.customers.listPaymentMethods(customerRef, { type: "card", limit: 100 });
      const defaultCardId = idOf(customer.invoice_settings.default_payment_method) ?? null;
      const cards = methods.data.flatMap(
        (pm) => pm.card ? [{ id: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year }] : []
      );
      return { cards, defaultCardId };
    });
  }
  setDefaultCard(customerRef, cardId) {
    return savedCardCall(async () => {
      await this.ownCard(customerRef, cardId);
      await this.stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: cardId } });
    });
  }
  removeCard(customerRef, cardId) {
    return savedCardCall(async () => {
      await this.ownCard(customerRef, cardId);
      await this.stripe.paymentMethods.detach(cardId, {}, { idempotencyKey: `detach-${customerRef}-${cardId}` });
    });
  }
  async deleteCustomer(customerRef) {
    try {
      await this.stripe.customers.del(customerRef);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return;
      throw err;
    }
  }
  /** Stripe answers a customer's own PaymentMethod only: another customer's card is "No such PaymentMethod" (404). */
  async ownCard(customerRef, cardId) {
    const pm = await this.stripe.customers.retrievePaymentMethod(customerRef, cardId);
    if (idOf(pm.customer) !== customerRef) throw new CardNotFoundError();
  }
  async verifyWebhook(rawBody, headers) {
    const signature = headerValue(headers, "stripe-signature");
    if (!signature) throw new InvalidWebhookSignatureError("Missing Stripe-Signature header");
    let event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, void 0, void 0, this.clock.now().getTime());
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    return toPaymentEvent(event);
  }
};
async function savedCardCall(call) {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) throw new CardNotFoundError();
    if (err instanceof Stripe.errors.StripeError) throw new ProviderUnavailableError(err);
    throw err;
  }
}
function toPaymentEvent(event) {
  const eventId = event.id;
  switch (event.type) {
    case "payment_intent.succeeded":
      return { eventId, type: "payment.succeeded", providerRef: event.data.object.id };
    case "payment_intent.payment_failed":
      return {
        eventId,
        type: "payment.failed",
        providerRef: event.data.object.id,
        failureMessage: event.data.object.last_payment_error?.message ?? "Payment failed"
      };
    case "payment_intent.requires_action":
      return { eventId, type: "payment.requires_action", providerRef: event.data.object.id };
    case "charge.refunded": {
      const providerRef = idOf(event.data.object.payment_intent);
      if (!providerRef) return null;
      return { eventId, type: "refund.succeeded", providerRef, refundRef: event.data.object.refunds?.data[0]?.id };
    }
    case "refund.failed": {
      const providerRef = idOf(event.data.object.payment_intent);
      if (!providerRef) return null;
      return {
        eventId,
        type: "refund.failed",
        providerRef,
        refundRef: event.data.object.id,
        failureMessage: event.data.object.failure_reason ?? "Refund failed"
      };
    }
    default:
      return null;
  }
}
function createStripeProvider(options) {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const host = base ? {
    host: base.hostname,
    port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
    protocol: base.protocol === "http:" ? "http" : "https"
  } : {};
  return new StripeProvider(new Stripe(options.secretKey, { maxNetworkRetries: 2, ...host }), options.webhookSecret, options.clock);
}

// src/modules/payment/providers.ts
var built = /* @__PURE__ */ new WeakMap();
function paymentProviders(ctx) {
  let providers = built.get(ctx);
  if (!providers) built.set(ctx, providers = buildProviders(ctx));
  return providers;
}
function buildProviders(ctx) {
  const c = ctx.config;
  const stripe = c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET ? createStripeProvider({
    secretKey: c.STRIPE_SECRET_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET,
    clock: ctx.clock,
    apiBase: c.STRIPE_API_BASE
  }) : null;
  const paypal = c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET && c.PAYPAL_WEBHOOK_ID ? new PayPalProvider({
    apiBase: c.PAYPAL_API_BASE.replace(/\/+$/, ""),
    clientId: c.PAYPAL_CLIENT_ID,
    clientSecret: c.PAYPAL_CLIENT_SECRET,
    webhookId: c.PAYPAL_WEBHOOK_ID,
    clock: ctx.clock
  }) : null;
  if (c.PAYMENT_PROVIDER === "stripe" && !stripe)
    throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  if (c.PAYMENT_PROVIDER === "paypal" && !paypal) {
    throw new Error("PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID");
  }
  const sandbox = c.PAYMENT_PROVIDER === "sandbox" ? new SandboxProvider({
    db: ctx.db,
    clock: ctx.clock,
    log: ctx.log,
    jobs: ctx.jobs,
    webhookSecret: c.PAYMENT_WEBHOOK_SECRET,
    webhookUrl: () => c.SANDBOX_WEBHOOK_URL ?? (ctx.self.url ? `${ctx.self.url}/api/pay/sandbox/webhook` : null)
  }) : null;
  return { sandbox, stripe, paypal };
}
function providerForMethod(ctx, method) {
  const providers = paymentProviders(ctx);
  const provider = providers.sandbox ?? providers[method];
  if (!provider) throw AppError.rejected("This payment method is not available");
  return provider;
}
var providerByName = (ctx, name) => paymentProviders(ctx)[name];

// src/modules/payment/reconcile.ts
import { and as and23, asc as asc9, desc as desc11, eq as eq28, gt as gt3, isNull as isNull10, lt as lt6, or as or8 } from "drizzle-orm";

// src/modules/payment/schema.ts
import { sql as sql31 } from "drizzle-orm";
import { check as check9, index as index16, integer as integer13, jsonb as jsonb7, pgTable as pgTable17, primaryKey as primaryKey5, text as text20, uniqueIndex as uniqueIndex12 } from "drizzle-orm/pg-core";
var RefundStatus = ["pending", "succeeded", "failed"];
var payments = pgTable17(
  "payments",
  {
    id: id(),
    orderType: text20("order_type", { enum: PaymentOrderType }).notNull(),
    orderId: text20("order_id").notNull(),
    userId: text20("user_id").notNull().references(() => users.id),
    provider: text20("provider", { enum: PaymentProviderName }).notNull(),
    method: text20("method", { enum: PaymentMethod }).notNull(),
    providerRef: text20("provider_ref").notNull(),
    amountCents: integer13("amount_cents").notNull(),
    currency: text20("currency").notNull().default("usd"),
    status: text20("status", { enum: PaymentStatus }).notNull().default("pending"),
    failureMessage: text20("failure_message"),
    /** What the checkout dialog needs again when the shopper reopens it (the pending payment is reused). */
    clientSecret: text20("client_secret"),
    redirectUrl: text20("redirect_url"),
    paidAt: ts("paid_at"),
    refundStatus: text20("refund_status", { enum: RefundStatus }),
    refundRef: text20("refund_ref"),
    /** When reconciliation last compared this payment with its provider. */
    reconciledAt: ts("reconciled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex12("payments_provider_ref_key").on(t.providerRef),
    index16("payments_unpaid_created_idx").on(t.createdAt).where(sql31`${t.paidAt} is null`),
    index16("payments_refund_pending_idx").on(t.updatedAt).where(sql31`${t.refundStatus} = 'pending'`),
    index16("payments_order_idx").on(t.orderType, t.orderId),
    index16("payments_user_idx").on(t.userId),
    check9("payments_amount_positive", sql31`${t.amountCents} > 0`)
  ]
);
var paymentCustomers = pgTable17(
  "payment_customers",
  {
    userId: text20("user_id").notNull().references(() => users.id),
    provider: text20("provider", { enum: PaymentProviderName }).notNull(),
    customerRef: text20("customer_ref").notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey5({ columns: [t.userId, t.provider] }), uniqueIndex12("payment_customers_ref_key").on(t.provider, t.customerRef)]
);
var paymentEvents = pgTable17(
  "payment_events",
  {
    provider: text20("provider", { enum: PaymentProviderName }).notNull(),
    eventId: text20("event_id").notNull(),
    type: text20("type").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow()
  },
  (t) => [primaryKey5({ columns: [t.provider, t.eventId] })]
);
var paymentReconciliations = pgTable17(
  "payment_reconciliations",
  {
    id: id(),
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at"),
    checked: integer13("checked").notNull().default(0),
    fixed: integer13("fixed").notNull().default(0),
    errors: integer13("errors").notNull().default(0),
    findings: jsonb7("findings").$type().notNull().default([])
  },
  (t) => [index16("payment_reconciliations_started_idx").on(t.startedAt)]
);

// src/modules/payment/service.ts
import { createId as createId5 } from "@paralleldrive/cuid2";
import { and as and22, desc as desc10, eq as eq27, inArray as inArray11, isNotNull as isNotNull5, isNull as isNull9, notInArray, or as or7, sql as sql32 } from "drizzle-orm";

// src/platform/idempotency/keys.ts
import { and as and20, eq as eq25, isNull as isNull8, lt as lt5 } from "drizzle-orm";

// src/platform/idempotency/schema.ts
import { jsonb as jsonb8, pgTable as pgTable18, primaryKey as primaryKey6, text as text21 } from "drizzle-orm/pg-core";
var idempotencyKeys = pgTable18(
  "idempotency_keys",
  {
    userId: text21("user_id").notNull(),
    scope: text21("scope").notNull(),
    key: text21("key").notNull(),
    requestHash: text21("request_hash").notNull(),
    /** Null while the first request is still running (commands that span a provider call). */
    response: jsonb8("response"),
    createdAt: ts("created_at").notNull()
  },
  (t) => [primaryKey6({ columns: [t.userId, t.scope, t.key] })]
);

// src/platform/idempotency/keys.ts
var HEADER = "idempotency-key";
var KEY = /^[\x21-\x7e]{8,255}$/;
var ABANDONED_MS = 6e4;
function idempotencyKeyOf(request) {
  const value = request.headers[HEADER];
  if (value === void 0) return void 0;
  if (typeof value !== "string" || !KEY.test(value)) {
    throw AppError.validation("Idempotency-Key must be 8 to 255 printable characters", [
      { path: "Idempotency-Key", message: "Idempotency-Key must be 8 to 255 printable characters" }
    ]);
  }
  return value;
}
var where = (c) => and20(eq25(idempotencyKeys.userId, c.userId), eq25(idempotencyKeys.scope, c.scope), eq25(idempotencyKeys.key, c.key));
var hashOf = (request) => sha256(JSON.stringify(request ?? null));
var reused = () => AppError.rejected("This Idempotency-Key was already used for a different request", 422);
async function idempotent(tx, claim, now, work) {
  if (!claim.key) return work();
  const requestHash = hashOf(claim.request);
  const [mine] = await tx.insert(idempotencyKeys).values({ userId: claim.userId, scope: claim.scope, key: claim.key, requestHash, createdAt: now }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (!mine) {
    const [first] = await tx.select().from(idempotencyKeys).where(where(claim));
    if (first.requestHash !== requestHash) throw reused();
    return first.response;
  }
  const result = await work();
  await tx.update(idempotencyKeys).set({ response: result }).where(where(claim));
  return result;
}
async function idempotentAcross(db, claim, now, work) {
  if (!claim.key) return work();
  const requestHash = hashOf(claim.request);
  for (const deadline = Date.now() + 1e4; ; ) {
    const [mine] = await db.insert(idempotencyKeys).values({ userId: claim.userId, scope: claim.scope, key: claim.key, requestHash, createdAt: now() }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (mine) break;
    const [first] = await db.select().from(idempotencyKeys).where(where(claim));
    if (!first) continue;
    if (first.requestHash !== requestHash) throw reused();
    if (first.response !== null) return first.response;
    if (first.createdAt.getTime() < now().getTime() - ABANDONED_MS) {
      await db.delete(idempotencyKeys).where(and20(where(claim), isNull8(idempotencyKeys.response), eq25(idempotencyKeys.createdAt, first.createdAt)));
      continue;
    }
    if (Date.now() > deadline) throw AppError.rejected("The first request with this Idempotency-Key is still running, please retry", 409);
    await new Promise((resolve4) => setTimeout(resolve4, 100));
  }
  try {
    const result = await work();
    await db.update(idempotencyKeys).set({ response: result }).where(where(claim));
    return result;
  } catch (err) {
    await db.delete(idempotencyKeys).where(where(claim));
    throw err;
  }
}
async function sweepIdempotencyKeys(db, now) {
  await db.delete(idempotencyKeys).where(lt5(idempotencyKeys.createdAt, new Date(now.getTime() - 864e5)));
}

// src/modules/payment/payables.ts
var payables = /* @__PURE__ */ new Map();
function registerPayable(orderType, payable) {
  payables.set(orderType, payable);
}
var findPayable = (orderType) => payables.get(orderType);
function payableFor(orderType) {
  const payable = payables.get(orderType);
  if (!payable) throw new Error(`No payable registered for order type ${orderType}`);
  return payable;
}

// src/modules/payment/saved-cards.ts
import { and as and21, eq as eq26 } from "drizzle-orm";
function cardSaver(ctx) {
  const providers = paymentProviders(ctx);
  return providers.sandbox ? null : providers.stripe;
}
function cardProvider(ctx) {
  const providers = paymentProviders(ctx);
  return providers.sandbox ? "sandbox" : providers.stripe ? "stripe" : null;
}
async function customerOf(db, userId, provider) {
  const [row] = await db.select({ customerRef: paymentCustomers.customerRef }).from(paymentCustomers).where(and21(eq26(paymentCustomers.userId, userId), eq26(paymentCustomers.provider, provider)));
  return row?.customerRef ?? null;
}
async function ensureCustomer(ctx, saver, userId) {
  const existing = await customerOf(ctx.db, userId, saver.name);
  if (existing) return existing;
  const customerRef = await saver.createCustomer({ userId, idempotencyKey: `customer-${saver.name}-${userId}` });
  await ctx.db.insert(paymentCustomers).values({ userId, provider: saver.name, customerRef, createdAt: ctx.clock.now() }).onConflictDoNothing();
  return await customerOf(ctx.db, userId, saver.name) ?? customerRef;
}
async function atProvider(ctx, action, call) {
  try {
    return await call();
  } catch (err) {
    if (err instanceof CardNotFoundError) throw AppError.notFound(SavedCardMessage.notFound);
    if (err instanceof ProviderUnavailableError) {
      ctx.log.error({ err: err.cause, action }, "saved cards: provider call failed");
      throw AppError.unavailable(SavedCardMessage.unavailable);
    }
    throw err;
  }
}
async function listSavedCards(ctx, userId) {
  const saver = cardSaver(ctx);
  if (!saver) return { provider: cardProvider(ctx), savesCards: false, cards: [] };
  const customerRef = await customerOf(ctx.db, userId, saver.name);
  if (!customerRef) return { provider: saver.name, savesCards: true, cards: [] };
  const { cards, defaultCardId } = await atProvider(ctx, "list", () => saver.listCards(customerRef));
  const listed = cards.map((c) => ({ ...c, isDefault: c.id === defaultCardId }));
  return { provider: saver.name, savesCards: true, cards: [...listed.filter((c) => c.isDefault), ...listed.filter((c) => !c.isDefault)] };
}
async function ownCustomer(ctx, userId) {
  const saver = cardSaver(ctx);
  if (!saver) throw AppError.rejected(SavedCardMessage.notSaved);
  const customerRef = await customerOf(ctx.db, userId, saver.name);
  if (!customerRef) throw AppError.notFound(SavedCardMessage.notFound);
  return { saver, customerRef };
}
async function setDefaultSavedCard(ctx, userId, cardId) {
  const { saver, customerRef } = await ownCustomer(ctx, userId);
  await atProvider(ctx, "set-default", () => saver.setDefaultCard(customerRef, cardId));
}
async function removeSavedCard(ctx, userId, cardId) {
  const { saver, customerRef } = await ownCustomer(ctx, userId);
  await atProvider(ctx, "remove", () => saver.removeCard(customerRef, cardId));
}
var DELETE_CUSTOMER_QUEUE = "payment.delete-customer";
async function forgetPaymentCustomers(ctx, tx, userId) {
  const forgotten = await tx.delete(paymentCustomers).where(eq26(paymentCustomers.userId, userId)).returning({ provider: paymentCustomers.provider, customerRef: paymentCustomers.customerRef });
  for (const customer of forgotten) await ctx.jobs.enqueue(tx, DELETE_CUSTOMER_QUEUE, customer);
}
async function deleteProviderCustomer(ctx, customer) {
  const saver = customer.provider === "stripe" ? paymentProviders(ctx).stripe : null;
  if (!saver) throw new Error(`Payment provider ${customer.provider} is not configured to delete customer ${customer.customerRef}`);
  await saver.deleteCustomer(customer.customerRef);
}

// src/modules/payment/service.ts
var checkoutOf = (p) => ({
  paymentId: p.id,
  providerRef: p.providerRef,
  amountCents: p.amountCents,
  provider: p.provider,
  ...p.clientSecret ? { clientSecret: p.clientSecret } : {},
  ...p.redirectUrl ? { redirectUrl: p.redirectUrl } : {}
});
var OPEN2 = ["pending", "failed"];
async function createPaymentForOrder(ctx, input, idempotencyKey) {
  const claim = {
    userId: input.userId,
    scope: `pay.${input.orderType}`,
    key: idempotencyKey,
    request: { id: input.orderId, method: input.method }
  };
  return idempotentAcross(
    ctx.db,
    claim,
    () => ctx.clock.now(),
    () => startPayment(ctx, input)
  );
}
async function startPayment(ctx, input) {
  if (!findPayable(input.orderType)) throw AppError.notFound("Order not found");
  const provider = providerForMethod(ctx, input.method);
  const { order, reusable } = await ctx.db.transaction(async (tx) => {
    const order2 = await payableFor(input.orderType).load(tx, input.orderId, input.userId);
    if (!order2) throw AppError.notFound("Order not found");
    if (!order2.payable) throw AppError.rejected(order2.reason ?? "This order cannot be paid");
    if (!Number.isInteger(order2.amountCents) || order2.amountCents <= 0)
      throw new Error(`Invalid amount for ${input.orderType} ${input.orderId}`);
    const [reusable2] = await tx.select().from(payments).where(
      and22(
        eq27(payments.orderType, input.orderType),
        eq27(payments.orderId, input.orderId),
        eq27(payments.userId, input.userId),
        eq27(payments.method, input.method),
        eq27(payments.provider, provider.name),
        eq27(payments.amountCents, order2.amountCents),
        inArray11(payments.status, OPEN2),
        isNull9(payments.paidAt)
      )
    ).orderBy(desc10(payments.createdAt)).limit(1);
    return { order: order2, reusable: reusable2 };
  });
  if (reusable) {
    await ctx.db.update(payments).set({ status: "pending", failureMessage: null }).where(and22(eq27(payments.id, reusable.id), eq27(payments.status, "failed"), isNull9(payments.paidAt)));
    return checkoutOf(reusable);
  }
  const paymentId = createId5();
  const saver = input.method === "stripe" ? cardSaver(ctx) : null;
  const customerRef = saver && saver.name === provider.name ? await ensureCustomer(ctx, saver, input.userId) : void 0;
  const created = await provider.createPayment({
    paymentId,
    amountCents: order.amountCents,
    currency: "usd",
    description: order.description,
    method: input.method,
    returnOrigin: input.returnOrigin,
    ...customerRef ? { customerRef } : {}
  });
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.update(payments).set({ status: "canceled", updatedAt: now }).where(
      and22(
        eq27(payments.orderType, input.orderType),
        eq27(payments.orderId, input.orderId),
        inArray11(payments.status, OPEN2),
        isNull9(payments.paidAt)
      )
    );
    const [row2] = await tx.insert(payments).values({
      id: paymentId,
      orderType: input.orderType,
      orderId: input.orderId,
      userId: input.userId,
      provider: provider.name,
      method: input.method,
      providerRef: created.providerRef,
      amountCents: order.amountCents,
      clientSecret: created.clientSecret,
      redirectUrl: created.redirectUrl,
      createdAt: now,
      updatedAt: now
    }).returning();
    return row2;
  });
  return checkoutOf(row);
}
async function receiveWebhook(ctx, provider, rawBody, headers) {
  let event;
  try {
    event = await provider.verifyWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof InvalidWebhookSignatureError) throw AppError.validation(err.message);
    throw err;
  }
  if (event) await handleVerifiedEvent(ctx, provider.name, event);
}
async function handleVerifiedEvent(ctx, provider, event) {
  await ctx.db.transaction(async (tx) => {
    const recorded = await tx.insert(paymentEvents).values({ provider, eventId: event.eventId, type: event.type, receivedAt: ctx.clock.now() }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return;
    const [payment] = await tx.select().from(payments).where(and22(eq27(payments.provider, provider), eq27(payments.providerRef, event.providerRef)));
    if (!payment) {
      ctx.log.warn({ provider, eventId: event.eventId, providerRef: event.providerRef }, "payment event for an unknown payment");
      return;
    }
    await applyEvent(ctx, tx, payment, event);
  });
  crashPoint("webhook.applied");
}
async function applyEvent(ctx, tx, payment, event) {
  switch (event.type) {
    case "payment.succeeded":
      return applySuccess(ctx, tx, payment);
    case "payment.failed":
      return applyFailure(ctx, tx, payment, event.failureMessage ?? "Payment failed");
    case "refund.succeeded":
      return applyRefundOutcome(ctx, tx, payment, "succeeded", event.refundRef);
    case "refund.failed":
      return applyRefundOutcome(ctx, tx, payment, "failed", event.refundRef);
    case "payment.requires_action":
      return;
  }
}
async function applySuccess(ctx, tx, payment) {
  const siblings = await tx.select({ id: payments.id, status: payments.status }).from(payments).where(and22(eq27(payments.orderType, payment.orderType), eq27(payments.orderId, payment.orderId))).for("update");
  const now = ctx.clock.now();
  const claimed = await tx.update(payments).set({ paidAt: now, updatedAt: now }).where(and22(eq27(payments.id, payment.id), isNull9(payments.paidAt))).returning({ id: payments.id });
  if (claimed.length === 0) return;
  const payable = payableFor(payment.orderType);
  const paidBySibling = siblings.some((s2) => s2.id !== payment.id && (s2.status === "success" || s2.status === "disputed"));
  const order = paidBySibling ? null : await payable.load(tx, payment.orderId, payment.userId);
  if (order?.payable && order.amountCents === payment.amountCents) {
    await payable.onPaid(tx, payment.orderId, payment.id);
    await tx.update(payments).set({ status: "success", failureMessage: null }).where(eq27(payments.id, payment.id));
    return;
  }
  await tx.update(payments).set({ status: "canceled", failureMessage: "The order could not take this payment; it is refunded." }).where(eq27(payments.id, payment.id));
  await requestRefund(ctx, tx, payment.id);
}
async function applyFailure(ctx, tx, payment, message) {
  const failed = await tx.update(payments).set({ status: "failed", failureMessage: message, updatedAt: ctx.clock.now() }).where(and22(eq27(payments.id, payment.id), inArray11(payments.status, OPEN2), isNull9(payments.paidAt))).returning({ id: payments.id });
  if (failed.length > 0) await payableFor(payment.orderType).onFailed?.(tx, payment.orderId);
}
async function applyRefundOutcome(ctx, tx, payment, outcome, refundRef) {
  const [changed] = await tx.update(payments).set({ refundStatus: outcome, refundRef: sql32`coalesce(${payments.refundRef}, ${refundRef ?? null})`, updatedAt: ctx.clock.now() }).where(and22(eq27(payments.id, payment.id), or7(isNull9(payments.refundStatus), notInArray(payments.refundStatus, ["succeeded", outcome])))).returning({ status: payments.status });
  if (!changed || changed.status !== "success" && changed.status !== "disputed") return;
  const payable = payableFor(payment.orderType);
  if (outcome === "succeeded") await payable.onRefunded?.(tx, payment.orderId);
  else await payable.onRefundFailed?.(tx, payment.orderId);
}
var REFUND_QUEUE = "payment.refund";
async function requestRefund(ctx, tx, paymentId) {
  const [claimed] = await tx.update(payments).set({ refundStatus: "pending", updatedAt: ctx.clock.now() }).where(
    and22(eq27(payments.id, paymentId), isNotNull5(payments.paidAt), or7(isNull9(payments.refundStatus), eq27(payments.refundStatus, "failed")))
  ).returning({ id: payments.id });
  if (!claimed) return false;
  await ctx.jobs.enqueue(tx, REFUND_QUEUE, { paymentId });
  return true;
}
async function executeRefund(ctx, paymentId) {
  const payment = await getPayment(ctx.db, paymentId);
  if (!payment || payment.refundStatus !== "pending") return;
  const provider = providerByName(ctx, payment.provider);
  if (!provider) throw new Error(`Payment provider ${payment.provider} is not configured`);
  const result = await provider.refund({
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    idempotencyKey: `refund-${payment.id}`
  });
  crashPoint("refund.after-provider");
  await ctx.db.transaction(async (tx) => {
    if (result.status !== "pending") return applyRefundOutcome(ctx, tx, payment, result.status, result.refundRef);
    await tx.update(payments).set({ refundRef: result.refundRef }).where(and22(eq27(payments.id, paymentId), isNull9(payments.refundRef)));
  });
}
async function applyProviderState(ctx, payment, state) {
  const fixed = [];
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq27(payments.id, payment.id)).for("update");
    if (!current) return;
    if (state.paid && !current.paidAt) {
      await applySuccess(ctx, tx, current);
      fixed.push("captured payment applied");
    }
    if (state.refunded && current.refundStatus !== "succeeded") {
      const [after] = await tx.select().from(payments).where(eq27(payments.id, payment.id));
      await applyRefundOutcome(ctx, tx, after, "succeeded");
      fixed.push("provider refund recorded");
    }
  });
  return fixed;
}
async function completeWalletReturn(ctx, orderRef, userId) {
  const paypal = paymentProviders(ctx).paypal;
  const payment = paypal ? await findPaymentByRef(ctx.db, "paypal", orderRef) : null;
  if (!paypal || !payment || userId !== void 0 && payment.userId !== userId) throw AppError.notFound("Payment not found");
  if (payment.paidAt) return { payment, paid: true, status: "COMPLETED" };
  try {
    const { status, event } = await paypal.capture(payment.providerRef);
    if (event) await handleVerifiedEvent(ctx, "paypal", event);
    return { payment, paid: event?.type === "payment.succeeded", status };
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, "PayPal capture failed");
    return { payment, paid: false, status: null };
  }
}
async function getPayment(db, paymentId) {
  const [row] = await db.select().from(payments).where(eq27(payments.id, paymentId));
  return row ?? null;
}
async function findPaymentByRef(db, provider, providerRef) {
  const [row] = await db.select().from(payments).where(and22(eq27(payments.provider, provider), eq27(payments.providerRef, providerRef)));
  return row ?? null;
}
async function latestPaymentOf(db, input) {
  const [row] = await db.select().from(payments).where(and22(eq27(payments.orderType, input.orderType), eq27(payments.orderId, input.orderId), eq27(payments.userId, input.userId))).orderBy(desc10(payments.createdAt)).limit(1);
  return row ?? null;
}

// src/modules/payment/reconcile.ts
var MINUTE = 6e4;
var SETTLE_MS = 5 * MINUTE;
var WINDOW_MS = 2 * 24 * 60 * MINUTE;
var RECHECK_MS = 60 * MINUTE;
var BATCH = 200;
async function reconcilePayments(ctx) {
  const now = ctx.clock.now();
  const findings = [];
  let checked = 0;
  let errors = 0;
  const [run] = await ctx.db.insert(paymentReconciliations).values({ startedAt: now }).returning({ id: paymentReconciliations.id });
  const candidates = await ctx.db.select().from(payments).where(
    or8(
      and23(
        isNull10(payments.paidAt),
        gt3(payments.createdAt, new Date(now.getTime() - WINDOW_MS)),
        lt6(payments.createdAt, new Date(now.getTime() - SETTLE_MS)),
        or8(isNull10(payments.reconciledAt), lt6(payments.reconciledAt, new Date(now.getTime() - RECHECK_MS)))
      ),
      and23(eq28(payments.refundStatus, "pending"), lt6(payments.updatedAt, new Date(now.getTime() - 2 * SETTLE_MS)))
    )
  ).orderBy(asc9(payments.createdAt)).limit(BATCH);
  for (const payment of candidates) {
    const provider = providerByName(ctx, payment.provider);
    if (!provider) continue;
    checked++;
    try {
      const state = await provider.lookup(payment.providerRef);
      for (const action of await applyProviderState(ctx, payment, state))
        findings.push({ paymentId: payment.id, provider: payment.provider, action });
      if (payment.refundStatus === "pending" && !state.refunded) {
        await ctx.db.transaction((tx) => ctx.jobs.enqueue(tx, REFUND_QUEUE, { paymentId: payment.id }));
        findings.push({ paymentId: payment.id, provider: payment.provider, action: "pending refund queued again" });
      }
      await ctx.db.update(payments).set({ reconciledAt: now }).where(eq28(payments.id, payment.id));
    } catch (err) {
      errors++;
      ctx.log.warn({ err, paymentId: payment.id }, "reconciliation could not compare a payment");
      findings.push({ paymentId: payment.id, provider: payment.provider, action: `not compared: ${err.message.slice(0, 200)}` });
    }
  }
  const sandbox = paymentProviders(ctx).sandbox;
  if (sandbox) {
    const stuck = await sandbox.undeliveredSince(new Date(now.getTime() - 2 * MINUTE));
    await sandbox.requeue(stuck);
    for (const eventId of stuck) findings.push({ eventId, provider: "sandbox", action: `event queued again (${SANDBOX_DELIVERY_QUEUE})` });
  }
  const fixed = findings.filter((f) => !f.action.startsWith("not compared")).length;
  await ctx.db.update(paymentReconciliations).set({ finishedAt: ctx.clock.now(), checked, fixed, errors, findings }).where(eq28(paymentReconciliations.id, run.id));
  const summary2 = { checked, fixed, errors };
  if (fixed > 0 || errors > 0) ctx.log.warn({ ...summary2, findings }, "payment reconciliation fixed differences");
  else ctx.log.info(summary2, "payment reconciliation found nothing to fix");
  return { id: run.id, ...summary2, findings };
}
async function listReconciliations(ctx, page2) {
  const rows = await ctx.db.select().from(paymentReconciliations).orderBy(desc11(paymentReconciliations.startedAt)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  return rows.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null }));
}

// src/modules/payment/jobs.ts
function definePaymentJobs(ctx) {
  ctx.jobs.define({ name: REFUND_QUEUE, run: ({ paymentId }) => executeRefund(ctx, paymentId) });
  ctx.jobs.define({
    name: SANDBOX_DELIVERY_QUEUE,
    retryDelaySeconds: 2,
    run: async ({ eventId }) => {
      const sandbox = paymentProviders(ctx).sandbox;
      if (sandbox) await sandbox.deliver(eventId);
    }
  });
  ctx.jobs.define({
    name: DELETE_CUSTOMER_QUEUE,
    run: (customer) => deleteProviderCustomer(ctx, customer)
  });
  ctx.jobs.define({ name: "payment.reconcile", cron: "*/5 * * * *", run: async () => void await reconcilePayments(ctx) });
}

// src/workflows/delete-account.ts
async function deleteAccount(ctx, userId) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await revokeUserSessions(tx, ctx.viewers, userId, now);
    await forgetUserEmails(tx, userId);
    await queueEmails(ctx, tx, [{ kind: "account_deleted", userId, about: userId, data: { deletedAt: now.toISOString() } }]);
    await deleteUserMessages(tx, userId);
    await deleteUserCharacterData(tx, userId);
    await deleteUserCommunityData(tx, userId);
    await deleteUserAddresses(tx, userId);
    await forgetPaymentCustomers(ctx, tx, userId);
    await anonymiseUser(tx, userId, now);
  });
}

// src/modules/auth/google.ts
import { createId as createId6 } from "@paralleldrive/cuid2";
import { eq as eq29, lt as lt7 } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as oidc from "openid-client";
var GoogleSignIn = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  ctx;
  configPromise = null;
  jwks = null;
  get enabled() {
    return !!(this.ctx.config.GOOGLE_CLIENT_ID && this.ctx.config.GOOGLE_CLIENT_SECRET);
  }
  /**
   * The callback on the origin the shopper is on (a trusted one, platform/origins.ts), so the session
   * lands where they browse; each such origin's callback must be registered with the provider.
   */
  redirectUri(origin) {
    return `${origin}/api/auth/google/callback`;
  }
  configuration() {
    const { OIDC_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, OIDC_ALLOW_INSECURE } = this.ctx.config;
    if (!this.enabled) throw AppError.unavailable("Google sign-in is not configured on this server");
    this.configPromise ??= oidc.discovery(new URL(OIDC_ISSUER), GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, void 0, {
      execute: OIDC_ALLOW_INSECURE ? [oidc.allowInsecureRequests] : []
    }).catch((err) => {
      this.configPromise = null;
      this.ctx.log.warn({ err }, "OpenID provider discovery failed");
      throw AppError.unavailable("Google sign-in is unavailable right now, please try again later");
    });
    return this.configPromise;
  }
  /** The provider URL to send the browser to; the PKCE verifier and nonce wait in the database. */
  async authorizationUrl(origin) {
    const config = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = this.ctx.clock.now();
    await this.ctx.db.delete(oidcFlows).where(lt7(oidcFlows.expiresAt, now));
    await this.ctx.db.insert(oidcFlows).values({ state, codeVerifier, nonce, expiresAt: new Date(now.getTime() + 10 * 6e4) });
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(origin),
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce
    }).href;
  }
  /** Completes the callback and answers a session token for the (new or existing) user. */
  async completeCallback(callbackQuery, origin) {
    const config = await this.configuration();
    const params = new URLSearchParams(callbackQuery);
    const state = params.get("state") ?? "";
    const [flow] = await this.ctx.db.delete(oidcFlows).where(eq29(oidcFlows.state, state)).returning();
    if (!flow || flow.expiresAt.getTime() < this.ctx.clock.now().getTime()) {
      throw AppError.rejected("The sign-in session has expired, please try again");
    }
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.redirectUri(origin)}?${params}`), {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw AppError.rejected("The identity provider returned no identity");
    const claims = typeof idClaims.email === "string" ? idClaims : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    const userId = await this.userFor(identityOf(claims), true);
    const { token: token2 } = await createSession(this.ctx.db, { userId }, this.ctx.clock.now());
    return token2;
  }
  /** Verifies an ID token issued to this client (token-based clients). */
  async verifyIdToken(idToken) {
    const config = await this.configuration();
    const meta = config.serverMetadata();
    this.jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: meta.issuer,
        audience: this.ctx.config.GOOGLE_CLIENT_ID,
        requiredClaims: ["sub"]
      });
      return identityOf(payload);
    } catch {
      throw AppError.validation("The Google token is invalid or expired", [
        { path: "idToken", message: "The Google token is invalid or expired" }
      ]);
    }
  }
  /**
   * The account linked to the identity: by subject, else by verified email (then linked), else a new
   * account when `create` is set. Answers null when none exists and none may be created.
   */
  async userFor(identity, create, username2) {
    return this.ctx.db.transaction(async (tx) => {
      const bySub = await findUserIdBy(tx, { googleSub: identity.sub });
      if (bySub) return bySub;
      if (identity.email) {
        const byEmail = await findGoogleLinkByEmail(tx, identity.email);
        if (byEmail?.googleSub) throw AppError.rejected("This email belongs to an account linked to another Google account");
        if (byEmail) {
          await linkGoogleIdentity(tx, byEmail.id, identity.sub);
          return byEmail.id;
        }
      }
      if (!create) return null;
      const base = (username2 ?? identity.email?.split("@")[0] ?? "user").replace(/[^a-zA-Z0-9_.-]/g, "").slice(0, 24) || "user";
      const chosen = !username2 && await isUsernameTaken(tx, base) ? `${base}_${createId6().slice(0, 6)}` : base;
      return createUser(tx, { username: chosen, email: identity.email, googleSub: identity.sub, nickname: identity.name ?? chosen });
    });
  }
};
function identityOf(claims) {
  return {
    sub: String(claims.sub),
    email: typeof claims.email === "string" && claims.email_verified === true ? claims.email.toLowerCase() : null,
    name: typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : null
  };
}

// src/modules/auth/sign-in-methods.ts
function signInMethods(config, googleEnabled) {
  const delivers = (transport) => transport !== "console" || !config.production;
  return { password: true, email: delivers(config.MAIL_TRANSPORT), phone: delivers(config.SMS_TRANSPORT), google: googleEnabled };
}

// src/modules/auth/routes.ts
var signedIn = ({ user, token: token2 }) => ({ data: user, meta: { token: token2, type: "Bearer" } });
var tags5 = ["authentication"];
async function authRoutes(app) {
  const { ctx } = app;
  const google = new GoogleSignIn(ctx);
  app.get("/authentication/methods", { schema: { tags: tags5, response: { 200: z15.object({ data: SignInMethodsSchema }) } } }, async () => ({
    data: signInMethods(ctx.config, google.enabled)
  }));
  app.post(
    "/authentication/send-email-verification-code",
    {
      schema: { tags: tags5, body: SendEmailCodeInputSchema, response: { 200: OkSchema } },
      config: limit(10)
    },
    async (request) => {
      await assertEmailFree(ctx, request.body.email);
      await sendVerificationCode(ctx, "email", request.body.email, languageOf(request.headers["accept-language"]));
      return { data: true };
    }
  );
  app.post(
    "/authentication/register-by-email",
    {
      schema: { tags: tags5, body: RegisterByEmailInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(10)
    },
    async (request) => signedIn(await registerByEmail(ctx, { ...request.body, language: languageOf(request.headers["accept-language"]) }))
  );
  app.post(
    "/authentication/login-by-password",
    {
      schema: { tags: tags5, body: LoginInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(30)
    },
    async (request) => signedIn(await loginByPassword(ctx, request.ip, request.body))
  );
  app.post(
    "/authentication/send-phone-verification-code",
    {
      schema: { tags: tags5, body: SendPhoneCodeInputSchema, response: { 200: OkSchema } },
      config: limit(10)
    },
    async (request) => {
      await sendVerificationCode(ctx, "phone", request.body.phone, languageOf(request.headers["accept-language"]));
      return { data: true };
    }
  );
  app.post(
    "/authentication/register-by-phone",
    {
      schema: { tags: tags5, body: RegisterByPhoneInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(10)
    },
    async (request) => signedIn(await registerByPhone(ctx, { ...request.body, language: languageOf(request.headers["accept-language"]) }))
  );
  app.post(
    "/authentication/login-by-phone",
    {
      schema: { tags: tags5, body: LoginByPhoneInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(30)
    },
    async (request) => signedIn(await loginByPhone(ctx, request.body))
  );
  app.post(
    "/authentication/login-by-google",
    {
      schema: { tags: tags5, body: GoogleTokenInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(30)
    },
    async (request) => {
      const userId = await google.userFor(await google.verifyIdToken(request.body.idToken), false);
      if (!userId) throw AppError.notFound("No account is linked to this Google account, please register first");
      return signedIn(await signIn(ctx, userId));
    }
  );
  app.post(
    "/authentication/register-by-google",
    {
      schema: { tags: tags5, body: GoogleTokenInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(10)
    },
    async (request) => {
      const identity = await google.verifyIdToken(request.body.idToken);
      return signedIn(await signIn(ctx, await google.userFor(identity, true, request.body.username)));
    }
  );
  app.put("/authentication/logout", { schema: { tags: tags5, response: { 200: OkSchema } } }, async (request) => {
    const { sessionId } = requireUserSession(request);
    await logout(ctx, sessionId);
    return { data: true };
  });
  app.put(
    "/authentication/change-password",
    {
      schema: { tags: tags5, body: ChangePasswordInputSchema, response: { 200: OkSchema } },
      config: limit(10)
    },
    async (request) => {
      const { userId, sessionId } = requireUserSession(request);
      await changePassword(ctx, userId, sessionId, request.body);
      return { data: true };
    }
  );
  app.delete(
    "/authentication/delete-account",
    {
      // No body is the normal call (Fastify then sees null); `{}` is accepted too.
      schema: { tags: tags5, body: z15.object({}).strict().nullish(), response: { 200: OkSchema } }
    },
    async (request) => {
      await deleteAccount(ctx, requireUser(request));
      return { data: true };
    }
  );
  const webUrl = (origin, path, query) => `${origin}${path}?${new URLSearchParams(query)}`;
  app.get("/auth/google", { schema: { tags: tags5, hide: false }, config: limit(30) }, async (request, reply) => {
    const origin = ctx.origins.of(request);
    try {
      return reply.redirect(await google.authorizationUrl(origin));
    } catch (err) {
      logSignInFailure(app, err);
      return reply.redirect(webUrl(origin, paths.googleError, { message: messageOf(err, "Google sign-in is unavailable right now") }));
    }
  });
  app.get("/auth/google/callback", { schema: { tags: tags5 }, config: limit(30) }, async (request, reply) => {
    const query = request.url.split("?")[1] ?? "";
    const origin = ctx.origins.of(request);
    const providerError = new URLSearchParams(query).get("error_description") ?? new URLSearchParams(query).get("error");
    if (providerError) return reply.redirect(webUrl(origin, paths.googleError, { message: providerError }));
    try {
      const token2 = await google.completeCallback(query, origin);
      return reply.redirect(webUrl(origin, paths.googleSuccess, { token: token2 }));
    } catch (err) {
      logSignInFailure(app, err);
      return reply.redirect(webUrl(origin, paths.googleError, { message: messageOf(err, "Sign-in with Google failed") }));
    }
  });
}
var messageOf = (err, fallback) => err instanceof AppError ? err.message : fallback;
var logSignInFailure = (app, err) => {
  if (!(err instanceof AppError)) app.log.warn({ err }, "google sign-in failed");
};

// src/modules/cart/routes.ts
import { z as z16 } from "zod";

// src/modules/cart/service.ts
import { and as and27, desc as desc13, eq as eq34, inArray as inArray14, sql as sql35 } from "drizzle-orm";

// src/modules/shop/service.ts
import { randomInt as randomInt2 } from "node:crypto";
import { and as and25, eq as eq31, inArray as inArray13, lte as lte2, sql as sql33 } from "drizzle-orm";

// src/modules/shop/queries.ts
import { and as and24, asc as asc10, desc as desc12, eq as eq30, ilike, inArray as inArray12 } from "drizzle-orm";
var isoOrNull2 = (d) => d?.toISOString() ?? null;
function toOrder(o, items) {
  return {
    id: o.id,
    no: o.no,
    status: o.status,
    kind: o.kind,
    createdAt: o.createdAt.toISOString(),
    expiredAt: o.expiresAt.toISOString(),
    totalPrice: centsToDollars(o.totalCents),
    shippingFee: centsToDollars(o.shippingFeeCents),
    subtotal: centsToDollars(o.subtotalCents),
    items: items.map((i) => ({
      characterSaleSpecId: i.specId,
      characterId: i.characterId,
      characterSaleSpecImage: i.specImage,
      characterSaleSpecTitle: i.specTitle,
      characterName: i.characterName,
      quantity: i.quantity,
      price: centsToDollars(i.unitPriceCents)
    })),
    address: o.address ?? null,
    trackingNo: o.trackingNo,
    paidAt: isoOrNull2(o.paidAt),
    shippedAt: isoOrNull2(o.shippedAt),
    receivedAt: isoOrNull2(o.receivedAt),
    reviewComment: o.reviewComment,
    userId: o.userId,
    paymentId: o.paymentId
  };
}
async function withItems(db, orders) {
  if (orders.length === 0) return [];
  const items = await db.select().from(figurineOrderItems).where(
    inArray12(
      figurineOrderItems.orderId,
      orders.map((o) => o.id)
    )
  ).orderBy(asc10(figurineOrderItems.id));
  return orders.map(
    (o) => toOrder(
      o,
      items.filter((i) => i.orderId === o.id)
    )
  );
}
async function getFigurineOrder(db, id2, userId) {
  const [order] = await db.select().from(figurineOrders).where(and24(eq30(figurineOrders.id, id2), userId ? eq30(figurineOrders.userId, userId) : void 0));
  return order ? (await withItems(db, [order]))[0] : null;
}
async function listFigurineOrders(db, q) {
  const keyword = q.searchKeyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where2 = [
    q.userId ? eq30(figurineOrders.userId, q.userId) : void 0,
    q.status ? eq30(figurineOrders.status, q.status) : void 0,
    keyword ? ilike(figurineOrders.no, `%${keyword}%`) : void 0
  ];
  const orders = await db.select().from(figurineOrders).where(and24(...where2)).orderBy(desc12(figurineOrders.createdAt), desc12(figurineOrders.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return withItems(db, orders);
}
var toSpec = (s2) => ({
  id: s2.id,
  title: s2.title,
  image: s2.image,
  description: s2.description,
  price: centsToDollars(s2.priceCents),
  preSalePrice: s2.preSalePriceCents === null ? null : centsToDollars(s2.preSalePriceCents),
  stock: s2.stock
});
async function loadOrderableSpecs(db, specIds) {
  if (specIds.length === 0) return [];
  return db.select({ spec: saleSpecs, preSaleEndAt: sales.preSaleEndAt, characterName: characters.name }).from(saleSpecs).innerJoin(sales, and24(eq30(sales.characterId, saleSpecs.characterId), eq30(sales.status, "active"))).innerJoin(characters, eq30(characters.id, saleSpecs.characterId)).where(and24(inArray12(saleSpecs.id, specIds), eq30(saleSpecs.status, "active")));
}
async function describeSpecs(db, specIds) {
  if (specIds.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ spec: saleSpecs, images: sales.images, preSaleEndAt: sales.preSaleEndAt, name: characters.name }).from(saleSpecs).innerJoin(sales, eq30(sales.characterId, saleSpecs.characterId)).innerJoin(characters, eq30(characters.id, saleSpecs.characterId)).where(inArray12(saleSpecs.id, specIds));
  return new Map(
    rows.map(({ spec, images: images2, preSaleEndAt, name }) => [
      spec.id,
      {
        ...toSpec(spec),
        sale: { images: images2, preSaleEndAt: isoOrNull2(preSaleEndAt), character: { id: spec.characterId, name } }
      }
    ])
  );
}
var salePhaseSource = async (db, characterId) => {
  const [row] = await db.select({ status: sales.status, preSaleEndAt: sales.preSaleEndAt }).from(sales).where(eq30(sales.characterId, characterId));
  return { sale: row ?? null };
};
async function orderableStock(db, specId) {
  const [row] = await loadOrderableSpecs(db, [specId]);
  return row ? row.spec.stock : null;
}

// src/modules/shop/service.ts
var ORDER_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function orderNo(now) {
  const day2 = now.toISOString().slice(0, 10).replaceAll("-", "");
  const tail2 = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt2(ORDER_ALPHABET.length)]).join("");
  return `FO${day2}-${tail2}`;
}
function takeStockCte(name, specId, quantity2, after) {
  return sql33`${sql33.identifier(name)} as (
      update sale_specs set stock = stock - ${quantity2}
      where id = ${specId} and stock >= ${quantity2} ${after ? sql33`and exists (select 1 from ${sql33.identifier(after)})` : sql33``}
      returning id
    )`;
}
async function takeStock(tx, specId, quantity2) {
  const result = await tx.execute(sql33`with ${takeStockCte("taken", specId, quantity2)} select id from taken`);
  return result.rows.length > 0;
}
async function lockSpecStock(tx, specId) {
  const [spec] = await tx.select({ stock: saleSpecs.stock }).from(saleSpecs).where(and25(eq31(saleSpecs.id, specId), eq31(saleSpecs.status, "active"))).for("update");
  return spec?.stock ?? null;
}
async function returnStock(tx, orderIds) {
  if (orderIds.length === 0) return;
  const items = await tx.select().from(figurineOrderItems).where(inArray13(figurineOrderItems.orderId, orderIds)).orderBy(figurineOrderItems.specId);
  for (const item2 of items) {
    await tx.update(saleSpecs).set({ stock: sql33`${saleSpecs.stock} + ${item2.quantity}` }).where(eq31(saleSpecs.id, item2.specId));
  }
}
async function countSold(tx, orderId, sign2) {
  const items = await tx.select().from(figurineOrderItems).where(eq31(figurineOrderItems.orderId, orderId));
  for (const item2 of items) {
    const delta = sign2 * item2.quantity;
    await tx.update(sales).set(
      item2.preSale ? { preSaleCount: sql33`greatest(${sales.preSaleCount} + ${delta}, 0)` } : { saleCount: sql33`greatest(${sales.saleCount} + ${delta}, 0)` }
    ).where(eq31(sales.characterId, item2.characterId));
  }
}
async function moveOrder(tx, orderId, to, set = {}, userId) {
  const [order] = await tx.update(figurineOrders).set({ ...set, status: to }).where(
    and25(
      eq31(figurineOrders.id, orderId),
      inArray13(figurineOrders.status, orderStatusesBefore(to)),
      userId ? eq31(figurineOrders.userId, userId) : void 0
    )
  ).returning();
  return order ?? null;
}
async function placeOrder(ctx, tx, userId, input) {
  const now = ctx.clock.now();
  const wanted = /* @__PURE__ */ new Map();
  for (const item2 of input) wanted.set(item2.characterSaleSpecId, (wanted.get(item2.characterSaleSpecId) ?? 0) + item2.quantity);
  const ids = [...wanted.keys()].sort();
  const rows = await loadOrderableSpecs(tx, ids);
  if (rows.length !== ids.length) throw AppError.notFound("Figurine spec not found");
  const lines = ids.map((id2) => {
    const row = rows.find((r) => r.spec.id === id2);
    const priced = { price: row.spec.priceCents, preSalePrice: row.spec.preSalePriceCents };
    const sale = { preSaleEndAt: row.preSaleEndAt };
    return {
      specId: id2,
      characterId: row.spec.characterId,
      specTitle: row.spec.title,
      specImage: row.spec.image,
      characterName: row.characterName,
      quantity: wanted.get(id2),
      unitPriceCents: unitPrice(priced, sale, now.getTime()),
      preSale: isPreSalePriced(priced, sale, now.getTime())
    };
  });
  const settings2 = await getCurrentSettings(ctx, tx);
  const address = await getDefaultAddress(tx, userId);
  const subtotalCents = lines.reduce((n2, l) => n2 + l.unitPriceCents * l.quantity, 0);
  const shippingFeeCents = dollarsToCents(settings2.shippingFee);
  const order = tx.insert(figurineOrders).values({
    no: orderNo(now),
    userId,
    subtotalCents,
    shippingFeeCents,
    totalCents: subtotalCents + shippingFeeCents,
    address,
    addressId: address?.id ?? null,
    expiresAt: new Date(now.getTime() + settings2.unpaidExpiryMinutes * 6e4),
    createdAt: now,
    updatedAt: now
  }).returning({ id: figurineOrders.id });
  const items = tx.insert(figurineOrderItems).values(lines.map((l) => ({ ...l, orderId: sql33`(select id from placed)` })));
  const takes = lines.map((l, i) => takeStockCte(`taken_${i}`, l.specId, l.quantity, i > 0 ? `taken_${i - 1}` : void 0));
  const taken = sql33.join(
    lines.map((_, i) => sql33`(select count(*)::int from ${sql33.identifier(`taken_${i}`)})`),
    sql33` + `
  );
  const result = await tx.execute(
    sql33`with placed as (${order.getSQL()}), items as (${items.getSQL()}), ${sql33.join(takes, sql33`, `)} select (select id from placed) as id, ${taken} as taken`
  );
  const placed = result.rows[0];
  const short = lines[Number(placed.taken)];
  if (short) throw AppError.rejected(`Out of stock: ${short.specTitle}`);
  return placed.id;
}
async function buyFigurines(ctx, userId, items, idempotencyKey) {
  return ctx.db.transaction(
    (tx) => idempotent(
      tx,
      { userId, scope: "figurine.buy", key: idempotencyKey, request: items },
      ctx.clock.now(),
      () => placeOrder(ctx, tx, userId, items)
    )
  );
}
var orderNotFound = () => AppError.notFound("Order not found");
async function ownOrderStatus(db, userId, orderId) {
  const [order] = await db.select({ status: figurineOrders.status }).from(figurineOrders).where(and25(eq31(figurineOrders.id, orderId), eq31(figurineOrders.userId, userId)));
  if (!order) throw orderNotFound();
  return order.status;
}
async function cancelOrder(ctx, userId, orderId) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await ownOrderStatus(tx, userId, orderId);
    if (!await moveOrder(tx, orderId, "cancelled", { cancelledAt: now, updatedAt: now }, userId))
      throw AppError.rejected("Only unpaid orders can be cancelled");
    await returnStock(tx, [orderId]);
  });
}
async function confirmReceipt(ctx, userId, orderId) {
  await ownOrderStatus(ctx.db, userId, orderId);
  const now = ctx.clock.now();
  if (!await moveOrder(ctx.db, orderId, "uncommented", { receivedAt: now, updatedAt: now }, userId))
    throw AppError.rejected("This order has not been shipped");
}
async function reviewOrder(ctx, userId, orderId, comment) {
  await ownOrderStatus(ctx.db, userId, orderId);
  const now = ctx.clock.now();
  if (!await moveOrder(ctx.db, orderId, "completed", { reviewComment: comment, reviewedAt: now, updatedAt: now }, userId)) {
    throw AppError.rejected("This order cannot be reviewed now");
  }
}
async function expireOrders(ctx, now) {
  return ctx.db.transaction(async (tx) => {
    const expired = await tx.update(figurineOrders).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(and25(inArray13(figurineOrders.status, orderStatusesBefore("cancelled")), lte2(figurineOrders.expiresAt, now))).returning({ id: figurineOrders.id, userId: figurineOrders.userId, no: figurineOrders.no });
    await returnStock(
      tx,
      expired.map((o) => o.id)
    );
    await sendMessages(
      tx,
      expired.map((o) => ({
        userId: o.userId,
        kind: "figurine_order_expired",
        title: "Order expired",
        body: `Your order ${o.no} was not paid in time and has been cancelled.`,
        link: paths.orderShow(o.id)
      }))
    );
    return expired.length;
  });
}
async function autoConfirmReceipt(ctx, now) {
  const due = await ctx.db.update(figurineOrders).set({ status: "uncommented", receivedAt: now, updatedAt: now }).where(
    and25(
      inArray13(figurineOrders.status, orderStatusesBefore("uncommented")),
      lte2(figurineOrders.shippedAt, new Date(now.getTime() - AUTO_RECEIVE_DAYS * 864e5))
    )
  ).returning({ id: figurineOrders.id });
  return due.length;
}
async function setOrderAddress(ctx, userId, orderId, addressId) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ status: figurineOrders.status }).from(figurineOrders).where(and25(eq31(figurineOrders.id, orderId), eq31(figurineOrders.userId, userId))).for("update");
    if (!order) throw orderNotFound();
    if (order.status !== "unpaid" && order.status !== "undelivered") throw AppError.rejected("The address can no longer be changed");
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw AppError.notFound("Address not found");
    await tx.update(figurineOrders).set({ address, addressId, updatedAt: ctx.clock.now() }).where(eq31(figurineOrders.id, orderId));
  });
}
async function placeRaffleOrder(tx, now, input) {
  const [order] = await tx.insert(figurineOrders).values({
    no: orderNo(now),
    userId: input.userId,
    kind: "raffle",
    status: "undelivered",
    subtotalCents: 0,
    shippingFeeCents: 0,
    totalCents: 0,
    address: input.address,
    addressId: input.addressId,
    expiresAt: now,
    paidAt: now
  }).returning({ id: figurineOrders.id });
  await tx.insert(figurineOrderItems).values({ orderId: order.id, ...input.item, quantity: 1, unitPriceCents: 0, preSale: false });
  return order.id;
}

// src/modules/shop/jobs.ts
function figurineOrderExpiryJob(ctx) {
  return { name: "shop.expire-orders", cron: "* * * * *", run: async () => void await expireOrders(ctx, ctx.clock.now()) };
}
function figurineAutoReceiveJob(ctx) {
  return { name: "shop.auto-receive", cron: "23 * * * *", run: async () => void await autoConfirmReceipt(ctx, ctx.clock.now()) };
}

// src/modules/shop/payable.ts
import { and as and26, eq as eq33 } from "drizzle-orm";

// src/modules/shop/notices.ts
import { asc as asc11, eq as eq32 } from "drizzle-orm";
async function orderMail(db, order) {
  const lines = await db.select().from(figurineOrderItems).where(eq32(figurineOrderItems.orderId, order.id)).orderBy(asc11(figurineOrderItems.id));
  const a = order.address;
  return {
    id: order.id,
    no: order.no,
    lines: lines.map((l) => ({
      characterName: l.characterName,
      specTitle: l.specTitle,
      image: l.specImage,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity
    })),
    subtotalCents: order.subtotalCents,
    shippingFeeCents: order.shippingFeeCents,
    totalCents: order.totalCents,
    address: a ? {
      name: a.name,
      phone: a.phone,
      zipCode: a.zipCode,
      country: a.country,
      province: a.province,
      city: a.city,
      area: a.area,
      address: a.address
    } : null
  };
}

// src/modules/shop/payable.ts
function registerFigurinePayable(ctx) {
  registerPayable("figurine", {
    async load(tx, orderId, userId) {
      const [order] = await tx.select().from(figurineOrders).where(and26(eq33(figurineOrders.id, orderId), eq33(figurineOrders.userId, userId))).for("update");
      if (!order) return null;
      const reason = order.status !== "unpaid" ? "This order is no longer awaiting payment" : order.expiresAt <= ctx.clock.now() ? "This order has expired; please place a new one" : !order.address ? "Please choose a shipping address" : void 0;
      return { amountCents: order.totalCents, description: `Figurine order ${order.no}`, payable: !reason, reason };
    },
    async onPaid(tx, orderId, paymentId) {
      const now = ctx.clock.now();
      const order = await moveOrder(tx, orderId, "undelivered", { paidAt: now, paymentId, updatedAt: now });
      if (!order) throw new Error(`Figurine order ${orderId} was paid but is not unpaid`);
      await countSold(tx, orderId, 1);
      await sendMessages(tx, [
        {
          userId: order.userId,
          kind: "figurine_order_paid",
          title: "Order paid",
          body: `Your $${centsToDollars(order.totalCents).toFixed(2)} order ${order.no} is paid and will ship soon.`,
          link: paths.orderShow(order.id)
        }
      ]);
      await queueEmails(ctx, tx, [
        { kind: "order_paid", userId: order.userId, about: order.id, data: { order: await orderMail(tx, order) } }
      ]);
    },
    /** The admin refund moved the order to `refunding`; the provider's confirmation ends it and frees the stock. */
    async onRefunded(tx, orderId) {
      const now = ctx.clock.now();
      const order = await moveOrder(tx, orderId, "refunded", { updatedAt: now });
      if (!order) return;
      await returnStock(tx, [orderId]);
      await countSold(tx, orderId, -1);
      await sendMessages(tx, [
        {
          userId: order.userId,
          kind: "figurine_order_refunded",
          title: "Order refunded",
          body: `Your order ${order.no} has been refunded ($${centsToDollars(order.totalCents).toFixed(2)}).`,
          link: paths.orderShow(order.id)
        }
      ]);
      await queueEmails(ctx, tx, [
        {
          kind: "order_refunded",
          userId: order.userId,
          about: order.id,
          data: { order: await orderMail(tx, order), refundCents: order.totalCents }
        }
      ]);
    },
    /** The provider refused the refund: the order goes back to the step its dates say it reached. */
    async onRefundFailed(tx, orderId) {
      const [order] = await tx.select().from(figurineOrders).where(and26(eq33(figurineOrders.id, orderId), eq33(figurineOrders.status, "refunding")));
      if (!order) return;
      const status = order.reviewedAt ? "completed" : order.receivedAt ? "uncommented" : order.shippedAt ? "unreceived" : "undelivered";
      await tx.update(figurineOrders).set({ status, updatedAt: ctx.clock.now() }).where(and26(eq33(figurineOrders.id, orderId), eq33(figurineOrders.status, "refunding")));
    }
  });
}

// src/modules/cart/schema.ts
import { sql as sql34 } from "drizzle-orm";
import { check as check10, index as index17, integer as integer14, pgTable as pgTable19, text as text22, uniqueIndex as uniqueIndex13 } from "drizzle-orm/pg-core";
var cartItems = pgTable19(
  "cart_items",
  {
    id: id(),
    userId: text22("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    specId: text22("spec_id").notNull().references(() => saleSpecs.id, { onDelete: "cascade" }),
    quantity: integer14("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex13("cart_items_user_spec_key").on(t.userId, t.specId),
    index17("cart_items_user_created_idx").on(t.userId, t.createdAt),
    check10("cart_items_quantity_pos", sql34`${t.quantity} > 0`)
  ]
);

// src/modules/cart/service.ts
async function listCart(db, userId) {
  const items = await db.select().from(cartItems).where(eq34(cartItems.userId, userId)).orderBy(desc13(cartItems.createdAt), desc13(cartItems.id));
  const specs = await describeSpecs(db, [...new Set(items.map((i) => i.specId))]);
  return items.flatMap((item2) => {
    const spec = specs.get(item2.specId);
    return spec ? [{ id: item2.id, targetCount: item2.quantity, spec }] : [];
  });
}
async function putCartItem(ctx, userId, input) {
  await ctx.db.transaction(async (tx) => {
    const stock = await orderableStock(tx, input.targetId);
    if (stock === null) throw AppError.notFound("Figurine spec not found");
    const now = ctx.clock.now();
    const [row] = await tx.insert(cartItems).values({ userId, specId: input.targetId, quantity: input.targetCount, createdAt: now, updatedAt: now }).onConflictDoUpdate({
      target: [cartItems.userId, cartItems.specId],
      set: { quantity: input.mode === "set" ? input.targetCount : sql35`${cartItems.quantity} + ${input.targetCount}`, updatedAt: now }
    }).returning({ quantity: cartItems.quantity });
    if (row.quantity > stock) throw AppError.rejected(stock === 0 ? "Out of stock" : `Only ${stock} left in stock`);
  });
}
async function removeCartItem(ctx, userId, id2) {
  const removed = await ctx.db.delete(cartItems).where(and27(eq34(cartItems.id, id2), eq34(cartItems.userId, userId))).returning({ id: cartItems.id });
  if (removed.length === 0) throw AppError.notFound("Cart item not found");
}
async function checkoutCart(ctx, userId, ids, idempotencyKey) {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(
    (tx) => idempotent(tx, { userId, scope: "cart.checkout", key: idempotencyKey, request: [...unique].sort() }, ctx.clock.now(), async () => {
      const items = await tx.select().from(cartItems).where(and27(inArray14(cartItems.id, unique), eq34(cartItems.userId, userId))).orderBy(cartItems.id).for("update");
      if (items.length !== unique.length) throw AppError.notFound("Cart item not found");
      const lines = items.map((i) => ({ characterSaleSpecId: i.specId, quantity: i.quantity }));
      const orderId = await placeOrder(ctx, tx, userId, lines);
      await tx.delete(cartItems).where(inArray14(cartItems.id, unique));
      return orderId;
    })
  );
}

// src/modules/cart/routes.ts
var tags6 = ["cart"];
async function cartRoutes(app) {
  const { ctx } = app;
  app.get("/user-shopping-cart/list", { schema: { tags: tags6, response: { 200: listOf(CartItemSchema) } } }, async (request) => ({
    data: await listCart(ctx.db, requireUser(request))
  }));
  app.put("/user-shopping-cart", { schema: { tags: tags6, body: CartPutInputSchema, response: { 200: OkSchema } } }, async (request) => {
    await putCartItem(ctx, requireUser(request), request.body);
    return { data: true };
  });
  app.delete("/user-shopping-cart/:id", { schema: { tags: tags6, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await removeCartItem(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
  app.post(
    "/user-shopping-cart/checkout",
    {
      schema: { tags: tags6, body: CartCheckoutInputSchema, response: { 200: dataOf(z16.object({ characterSaleOrderId: z16.string() })) } },
      config: limit(30)
    },
    async (request) => ({
      data: { characterSaleOrderId: await checkoutCart(ctx, requireUser(request), request.body.cartItemIds, idempotencyKeyOf(request)) }
    })
  );
}

// src/modules/catalog/routes.ts
var tags7 = ["lists"];
var response = { 200: listOf(CharacterCardSchema) };
async function catalogRoutes(app) {
  const { ctx } = app;
  app.get("/explore/page-list", { schema: { tags: tags7, querystring: CharacterListQuerySchema, response } }, async (request) => ({
    data: await listCharacterCards(ctx.db, { ...request.query, stages: ["vote", "crowdfunding"] }, ctx.clock.now())
  }));
  app.get("/vote/page-list", { schema: { tags: ["vote"], querystring: CharacterListQuerySchema, response } }, async (request) => ({
    data: await listCharacterCards(ctx.db, { ...request.query, stages: ["vote"] }, ctx.clock.now())
  }));
  app.get("/crowdfunding/page-list", { schema: { tags: tags7, querystring: CrowdfundingListQuerySchema, response } }, async (request) => {
    const { status, ...query } = request.query;
    return { data: await listCharacterCards(ctx.db, { ...query, crowdfundingStatus: status, stages: ["crowdfunding"] }, ctx.clock.now()) };
  });
  app.get("/figurine/page-list", { schema: { tags: tags7, querystring: CharacterListQuerySchema, response } }, async (request) => ({
    data: await listCharacterCards(ctx.db, { ...request.query, stages: ["sale"] }, ctx.clock.now())
  }));
  app.get(
    "/character/pageForShoppingCart",
    { schema: { tags: ["character"], querystring: CharacterListQuerySchema, response } },
    async (request) => ({
      data: await listCharacterCards(ctx.db, { ...request.query, stages: ["sale"] }, ctx.clock.now())
    })
  );
}

// src/modules/character/routes.ts
import { z as z17 } from "zod";
var tags8 = ["character"];
var CollectStateSchema = dataOf(z17.object({ countCollect: z17.number(), isCollect: z17.boolean() }));
async function characterRoutes(app) {
  const { ctx } = app;
  app.post(
    "/character",
    {
      schema: { tags: tags8, body: CreateCharacterInputSchema, response: { 200: dataOf(z17.object({ id: z17.string() })) } },
      config: limit(30)
    },
    async (request) => ({ data: { id: await createCharacter(ctx, requireUser(request), request.body) } })
  );
  app.get(
    "/character/pageForMine",
    { schema: { tags: tags8, querystring: MyCharactersQuerySchema, response: { 200: listOf(CharacterCardSchema) } } },
    async (request) => ({
      data: await listCharacterCards(ctx.db, { ...request.query, userId: requireUser(request) }, ctx.clock.now())
    })
  );
  app.get(
    "/character/pageForUserCollection",
    { schema: { tags: tags8, querystring: PageQuerySchema, response: { 200: listOf(CollectionItemSchema) } } },
    async (request) => ({
      data: await listCollection(ctx.db, requireUser(request), request.query, ctx.clock.now())
    })
  );
  app.get(
    "/character/:id",
    { schema: { tags: tags8, params: IdParamsSchema, response: { 200: dataOf(CharacterDetailSchema) } } },
    async (request) => {
      const detail4 = await getCharacterDetail(ctx.db, request.params.id, { userId: optionalUserId(request) }, ctx.clock.now());
      if (!detail4) throw AppError.notFound("Character not found");
      return { data: detail4 };
    }
  );
  app.patch(
    "/character/:id",
    {
      schema: { tags: tags8, params: IdParamsSchema, body: UpdateCharacterInputSchema, response: { 200: dataOf(CharacterDetailSchema) } }
    },
    async (request) => {
      const userId = requireUser(request);
      await updateOwnCharacter(ctx, userId, request.params.id, request.body);
      return { data: await getCharacterDetail(ctx.db, request.params.id, { userId }, ctx.clock.now()) };
    }
  );
  app.delete("/character/:id", { schema: { tags: tags8, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteOwnCharacter(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
  app.put(
    "/character/:id/collect",
    { schema: { tags: tags8, params: IdParamsSchema, response: { 200: CollectStateSchema } } },
    async (request) => ({
      data: await collectCharacter(ctx, requireUser(request), request.params.id)
    })
  );
  app.put(
    "/character/:id/uncollect",
    { schema: { tags: tags8, params: IdParamsSchema, response: { 200: CollectStateSchema } } },
    async (request) => ({
      data: await uncollectCharacter(ctx, requireUser(request), request.params.id)
    })
  );
  app.post(
    "/upload/character/illustration",
    {
      schema: { tags: tags8, consumes: ["multipart/form-data"], response: { 200: dataOf(z17.object({ illustration: z17.string() })) } },
      config: limit(20)
    },
    async (request) => {
      requireUser(request);
      return { data: { illustration: await uploadIllustration(ctx, await readUploadedFile(request)) } };
    }
  );
}

// src/modules/community/admin-routes.ts
var tags9 = ["admin"];
async function communityAdminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  app.get(
    "/admin/comment/list",
    { schema: { tags: tags9, querystring: AdminCommentListQuerySchema, response: { 200: listOf(AdminCommentSchema) } } },
    async (request) => ({ data: await listCommentsForModeration(ctx.db, request.query) })
  );
  app.put("/admin/comment/:id/hide", { schema: { tags: tags9, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await adminHideComment(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });
  app.put("/admin/comment/:id/restore", { schema: { tags: tags9, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await adminRestoreComment(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });
  app.delete("/admin/comment/:id", { schema: { tags: tags9, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await adminDeleteComment(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });
}

// src/modules/community/routes.ts
var tags10 = ["community"];
var POST_LIMIT = { prefix: "comment:post", points: COMMENT_POSTS_PER_MINUTE, durationSeconds: 60 };
async function communityRoutes(app) {
  const { ctx } = app;
  const assertVisible2 = async (characterId, viewerId) => {
    if (!await isCharacterVisible(ctx.db, characterId, viewerId)) throw AppError.notFound("Character not found");
  };
  app.get(
    "/character/:id/interaction",
    { schema: { tags: tags10, params: IdParamsSchema, response: { 200: dataOf(InteractionStateSchema) } } },
    async (request) => {
      const viewerId = optionalUserId(request);
      await assertVisible2(request.params.id, viewerId);
      return { data: await getInteractionState(ctx.db, request.params.id, viewerId) };
    }
  );
  app.put(
    "/character/:id/like",
    { schema: { tags: tags10, params: IdParamsSchema, response: { 200: dataOf(LikeStateSchema) } } },
    async (request) => ({
      data: await likeCharacter(ctx, requireUser(request), request.params.id)
    })
  );
  app.put(
    "/character/:id/unlike",
    { schema: { tags: tags10, params: IdParamsSchema, response: { 200: dataOf(LikeStateSchema) } } },
    async (request) => ({
      data: await unlikeCharacter(ctx, requireUser(request), request.params.id)
    })
  );
  app.post(
    "/character/:id/share",
    { schema: { tags: tags10, params: IdParamsSchema, response: { 200: dataOf(ShareStateSchema) } } },
    async (request) => ({
      data: await recordShare(ctx, requireUser(request), request.params.id)
    })
  );
  app.get(
    "/character/:id/comments",
    { schema: { tags: tags10, params: IdParamsSchema, querystring: CommentListQuerySchema, response: { 200: dataOf(CommentPageSchema) } } },
    async (request) => {
      const viewerId = optionalUserId(request);
      await assertVisible2(request.params.id, viewerId);
      return { data: await listComments(ctx.db, request.params.id, viewerId, request.query) };
    }
  );
  app.post(
    "/character/:id/comments",
    { schema: { tags: tags10, params: IdParamsSchema, body: CreateCommentInputSchema, response: { 200: dataOf(CommentSchema) } } },
    async (request, reply) => {
      const userId = requireUser(request);
      if (ctx.config.RATE_LIMIT_ENABLED) {
        const wait = await ctx.limiters.take(POST_LIMIT, userId);
        if (wait > 0) {
          reply.header("retry-after", String(wait));
          throw AppError.tooManyRequests(`You are commenting too fast; try again in ${wait} s`);
        }
      }
      const id2 = await postComment(ctx, userId, request.params.id, request.body);
      return { data: await getOwnComment(ctx.db, id2, userId) };
    }
  );
  app.patch(
    "/comment/:id",
    { schema: { tags: tags10, params: IdParamsSchema, body: UpdateCommentInputSchema, response: { 200: dataOf(CommentSchema) } } },
    async (request) => {
      const userId = requireUser(request);
      await editComment(ctx, userId, request.params.id, request.body);
      return { data: await getOwnComment(ctx.db, request.params.id, userId) };
    }
  );
  app.delete("/comment/:id", { schema: { tags: tags10, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteOwnComment(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
  app.post(
    "/comment/:id/report",
    { schema: { tags: tags10, params: IdParamsSchema, body: ReportCommentInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await reportComment(ctx, requireUser(request), request.params.id, request.body.reason);
      return { data: true };
    }
  );
}

// src/modules/content/admin-routes.ts
var tags11 = ["admin"];
async function contentAdminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  app.get("/admin/system/setting", { schema: { tags: tags11, response: { 200: dataOf(SettingsSchema) } } }, async () => ({
    data: await getSettings(ctx.db)
  }));
  app.put(
    "/admin/system/setting",
    { schema: { tags: tags11, body: UpdateSettingsInputSchema, response: { 200: dataOf(SettingsSchema) } } },
    async (request) => ({
      data: await updateSettings(ctx, requireAdmin(request), request.body)
    })
  );
}

// src/modules/content/routes.ts
import { z as z18 } from "zod";
var tags12 = ["content"];
var BannerSchema = z18.object({ id: z18.string(), image: z18.string(), link: z18.string(), description: z18.string() });
var ArticleSchema = z18.object({ id: z18.string(), title: z18.string(), content: z18.string() });
async function contentRoutes(app) {
  const { ctx } = app;
  app.get("/article/faq", { schema: { tags: tags12, response: { 200: dataOf(z18.array(ArticleSchema)) } } }, async () => ({
    data: await listFaq(ctx.db)
  }));
  app.get("/system/home-banner", { schema: { tags: tags12, response: { 200: dataOf(z18.array(BannerSchema)) } } }, async () => ({
    data: await listBanners(ctx.db, "home")
  }));
  app.get("/system/figurine-banner", { schema: { tags: tags12, response: { 200: dataOf(z18.array(BannerSchema)) } } }, async () => ({
    data: await listBanners(ctx.db, "figurine")
  }));
}

// src/modules/contributor/routes.ts
var tags13 = ["contributor"];
var tabs = [
  ["pageForVote", "vote"],
  ["pageForCrowdfunding", "crowdfunding"]
];
async function contributorRoutes(app) {
  const { ctx } = app;
  for (const [path, phase] of tabs) {
    app.get(
      `/contributor/:id/${path}`,
      {
        schema: { tags: tags13, params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: listOf(ContributorRowSchema) } }
      },
      async (request) => {
        if (!await isCharacterVisible(ctx.db, request.params.id, optionalUserId(request))) throw AppError.notFound("Character not found");
        return { data: await listContributors(ctx.db, request.params.id, phase, request.query) };
      }
    );
  }
}

// src/modules/crowdfunding/lifecycle.ts
import { and as and29, eq as eq36, lte as lte3, sql as sql37 } from "drizzle-orm";

// src/modules/crowdfunding/queries.ts
import { and as and28, desc as desc14, eq as eq35, ilike as ilike2, sql as sql36 } from "drizzle-orm";
var s = crowdfundingSupports;
var orderColumns = {
  support: s,
  name: characters.name,
  illustration: characters.illustration,
  gender: characters.gender,
  cfStatus: crowdfundings.status,
  cfCurrent: crowdfundings.currentCents,
  cfTarget: crowdfundings.targetCents
};
var orderQuery = (db, where2) => db.select(orderColumns).from(s).innerJoin(characters, eq35(characters.id, s.characterId)).innerJoin(crowdfundings, eq35(crowdfundings.characterId, s.characterId)).where(where2).orderBy(desc14(s.createdAt), desc14(s.id));
function toOrder2(r) {
  return {
    id: r.support.id,
    no: r.support.no,
    status: r.support.status,
    createdAt: r.support.createdAt.toISOString(),
    expiredAt: r.support.expiresAt.toISOString(),
    paidAt: r.support.paidAt?.toISOString() ?? null,
    characterId: r.support.characterId,
    character: { name: r.name, illustration: r.illustration, gender: r.gender },
    spec: { id: r.support.specId, price: centsToDollars(r.support.amountCents), diamond: r.support.diamond },
    crowdfunding: { status: r.cfStatus, countCurrent: centsToDollars(r.cfCurrent), countTarget: centsToDollars(r.cfTarget) },
    refundStatus: r.support.refundStatus,
    userId: r.support.userId,
    paymentId: r.support.paymentId
  };
}
async function listSupportOrders(db, q) {
  const keyword = q.searchKeyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await orderQuery(
    db,
    and28(
      q.userId ? eq35(s.userId, q.userId) : void 0,
      q.characterId ? eq35(s.characterId, q.characterId) : void 0,
      q.status ? eq35(s.status, q.status) : void 0,
      keyword ? ilike2(s.no, `%${keyword}%`) : void 0
    )
  ).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return rows.map(toOrder2);
}
async function getSupportOrder(db, supportId, userId) {
  const [row] = await orderQuery(db, and28(eq35(s.id, supportId), eq35(s.userId, userId)));
  return row ? toOrder2(row) : null;
}
async function listUserSupportsOfCampaign(db, characterId, userId) {
  return (await orderQuery(db, and28(eq35(s.characterId, characterId), eq35(s.userId, userId))).limit(50)).map(toOrder2);
}
var crowdfundingContributorSource = {
  phase: "crowdfunding",
  characters: (scope) => scope === "daily" ? sql36`select ${crowdfundings.characterId} from ${crowdfundings} where ${crowdfundings.status} = 'active'` : sql36`select ${scope.characterId}::text`,
  totals: (scope) => sql36`
    select ${s.characterId} as character_id, ${s.userId} as user_id,
      sum(${s.amountCents})::int as total, min(${s.paidAt}) as first_at
    from ${s}
    where ${s.status} = 'success' and ${scope === "daily" ? sql36`${s.characterId} in (select ${crowdfundings.characterId} from ${crowdfundings} where ${crowdfundings.status} = 'active')` : sql36`${s.characterId} = ${scope.characterId}`}
    group by 1, 2`
};
var crowdfundingPhaseSource = async (db, characterId) => {
  const [row] = await db.select({ status: crowdfundings.status }).from(crowdfundings).where(eq35(crowdfundings.characterId, characterId));
  return { crowdfunding: row ?? null };
};

// src/modules/crowdfunding/lifecycle.ts
async function startCrowdfunding(ctx, adminId, characterId) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const character = await getCharacterRef(tx, characterId);
    if (!character) throw AppError.notFound("Character not found");
    const vote = await getVote(tx, characterId);
    if (character.status !== "approved" || !vote || vote.countCurrent < vote.countTarget || vote.negotiation === "failed") {
      throw AppError.rejected("Only an approved character whose vote reached its target can start crowdfunding");
    }
    await updateVote(tx, characterId, { status: "ended", negotiation: "succeeded" }, now);
    const { defaultCrowdfundingCountTarget } = await getSettings(tx);
    const endAt = new Date(now.getTime() + CROWDFUNDING_DAYS * 864e5);
    const values = {
      status: "active",
      targetCents: dollarsToCents(defaultCrowdfundingCountTarget),
      currentCents: 0,
      startedAt: now,
      endAt,
      finishedAt: null,
      updatedAt: now
    };
    const opened = await tx.insert(crowdfundings).values({ characterId, ...values }).onConflictDoUpdate({ target: crowdfundings.characterId, set: values, setWhere: eq36(crowdfundings.status, "inactive") }).returning({ id: crowdfundings.id });
    if (opened.length === 0) throw AppError.rejected("This character has already been crowdfunded");
    await refreshCharacterPhase(tx, characterId, now);
    await applyLedgerEntry(tx, {
      userId: character.userId,
      currency: "diamond",
      delta: SUBMITTER_REWARD_DIAMONDS,
      reason: "crowdfunding_started",
      referenceType: "character",
      referenceId: characterId
    });
    await sendMessages(tx, [
      {
        userId: character.userId,
        kind: "crowdfunding_started",
        title: `${character.name} is now crowdfunding`,
        body: `${character.name} moved to crowdfunding for ${CROWDFUNDING_DAYS} days. As its submitter you earned ${SUBMITTER_REWARD_DIAMONDS} diamonds.`,
        link: paths.crowdfundingShow(characterId)
      }
    ]);
    const voters = (await listVoterIds(tx, characterId)).filter((id2) => id2 !== character.userId);
    await sendMessages(
      tx,
      voters.map((userId) => ({
        userId,
        kind: "crowdfunding_opened",
        title: `${character.name} is now crowdfunding`,
        body: `You voted for ${character.name} and it reached its target. Back its campaign before it ends in ${CROWDFUNDING_DAYS} days.`,
        link: paths.crowdfundingShow(characterId)
      }))
    );
    const mailCharacter = await characterMail(tx, characterId);
    await queueEmails(
      ctx,
      tx,
      voters.map((userId) => ({
        kind: "crowdfunding_opened",
        userId,
        about: `${characterId}@${now.toISOString()}`,
        data: { character: mailCharacter, endAt: endAt.toISOString() }
      }))
    );
    await recordAudit(tx, adminId, {
      action: "crowdfunding.start",
      targetType: "character",
      targetId: characterId,
      detail: { countTarget: defaultCrowdfundingCountTarget, endAt: endAt.toISOString() }
    });
  });
}
async function lockActiveCampaign(tx, characterId) {
  const [campaign] = await tx.select().from(crowdfundings).where(and29(eq36(crowdfundings.characterId, characterId), eq36(crowdfundings.status, "active"))).for("update");
  return campaign ?? null;
}
async function paidByUser(tx, characterId) {
  return tx.select({
    userId: crowdfundingSupports.userId,
    diamonds: sql37`sum(${crowdfundingSupports.diamond})::int`,
    cents: sql37`sum(${crowdfundingSupports.amountCents})::int`
  }).from(crowdfundingSupports).where(and29(eq36(crowdfundingSupports.characterId, characterId), eq36(crowdfundingSupports.status, "success"))).groupBy(crowdfundingSupports.userId).orderBy(crowdfundingSupports.userId);
}
var nameOf = async (tx, characterId) => (await getCharacterRef(tx, characterId))?.name ?? "The campaign";
async function characterMail(tx, characterId) {
  const character = await getCharacterRef(tx, characterId);
  const [campaign] = await tx.select({ images: crowdfundings.images }).from(crowdfundings).where(eq36(crowdfundings.characterId, characterId));
  return { id: characterId, name: character?.name ?? "The campaign", image: campaign?.images[0] ?? character?.illustration ?? null };
}
async function fundCampaign(ctx, tx, characterId, now) {
  const campaign = await lockActiveCampaign(tx, characterId);
  if (!campaign) return false;
  await tx.update(crowdfundings).set({ status: "success_pending", finishedAt: now, updatedAt: now }).where(eq36(crowdfundings.id, campaign.id));
  await refreshCharacterPhase(tx, characterId, now);
  const ref = { referenceType: "character", referenceId: characterId };
  const supporters = await paidByUser(tx, characterId);
  for (const s2 of supporters) {
    await applyLedgerEntry(tx, {
      userId: s2.userId,
      currency: "frozen_diamond",
      delta: -s2.diamonds,
      reason: "crowdfunding_release",
      ...ref
    });
    await applyLedgerEntry(tx, { userId: s2.userId, currency: "diamond", delta: s2.diamonds, reason: "crowdfunding_release", ...ref });
  }
  await refreshContributors(tx, crowdfundingContributorSource, { characterId }, now);
  const top = await topContributors(tx, characterId, "crowdfunding", TOP_SUPPORTER_REWARDS.length);
  const rewarded = top.map((t) => ({ ...t, diamonds: TOP_SUPPORTER_REWARDS[t.rank - 1] })).sort((a, b) => a.userId.localeCompare(b.userId));
  for (const r of rewarded) {
    await applyLedgerEntry(tx, { userId: r.userId, currency: "diamond", delta: r.diamonds, reason: "crowdfunding_reward", ...ref });
  }
  const name = await nameOf(tx, characterId);
  await sendMessages(tx, [
    ...supporters.map((s2) => ({
      userId: s2.userId,
      kind: "crowdfunding_success",
      title: `${name} was funded!`,
      body: `${name} reached its goal and goes into production. Your ${s2.diamonds} diamonds are now available.`,
      link: paths.crowdfundingShow(characterId)
    })),
    ...rewarded.map((r) => ({
      userId: r.userId,
      kind: "crowdfunding_reward",
      title: `You earned ${r.diamonds} diamonds`,
      body: `You ranked #${r.rank} among the supporters of ${name}. ${r.diamonds} diamonds were added to your wallet.`,
      link: paths.contributors(characterId)
    }))
  ]);
  const character = await characterMail(tx, characterId);
  const rewards = new Map(rewarded.map((r) => [r.userId, { rank: r.rank, diamonds: r.diamonds }]));
  await queueEmails(
    ctx,
    tx,
    supporters.map((s2) => ({
      kind: "campaign_funded",
      userId: s2.userId,
      about: characterId,
      data: { character, diamondsReleased: s2.diamonds, reward: rewards.get(s2.userId) ?? null }
    }))
  );
  return true;
}
async function finishCampaignAsFunded(ctx, adminId, characterId) {
  await ctx.db.transaction(async (tx) => {
    if (!await fundCampaign(ctx, tx, characterId, ctx.clock.now()))
      throw AppError.rejected("Only an active campaign can be finished as a success");
    await recordAudit(tx, adminId, { action: "crowdfunding.finish_success", targetType: "character", targetId: characterId });
  });
}
async function failCampaign(ctx, tx, characterId, now) {
  const campaign = await lockActiveCampaign(tx, characterId);
  if (!campaign) return;
  await tx.update(crowdfundings).set({ status: "failed", finishedAt: now, updatedAt: now }).where(eq36(crowdfundings.id, campaign.id));
  await refreshCharacterPhase(tx, characterId, now);
  const supporters = await paidByUser(tx, characterId);
  for (const s2 of supporters) {
    await applyLedgerEntry(tx, {
      userId: s2.userId,
      currency: "frozen_diamond",
      delta: -s2.diamonds,
      reason: "crowdfunding_failed",
      referenceType: "character",
      referenceId: characterId
    });
  }
  const failed = await tx.update(crowdfundingSupports).set({ status: "failed", refundStatus: "pending", updatedAt: now }).where(and29(eq36(crowdfundingSupports.characterId, characterId), eq36(crowdfundingSupports.status, "success"))).returning({ paymentId: crowdfundingSupports.paymentId });
  for (const { paymentId } of failed) if (paymentId) await requestRefund(ctx, tx, paymentId);
  const name = await nameOf(tx, characterId);
  await sendMessages(
    tx,
    supporters.map((s2) => ({
      userId: s2.userId,
      kind: "crowdfunding_failed",
      title: `${name}: campaign failed and refunded`,
      body: `${name} did not reach its goal in time. Your support is refunded to your original payment method.`,
      link: paths.orderList
    }))
  );
  const character = await characterMail(tx, characterId);
  await queueEmails(
    ctx,
    tx,
    supporters.map((s2) => ({
      kind: "campaign_failed",
      userId: s2.userId,
      about: characterId,
      data: { character, refundCents: s2.cents, diamondsReturned: s2.diamonds }
    }))
  );
}
async function finishDueCampaigns(ctx) {
  const due = await ctx.db.select({ characterId: crowdfundings.characterId }).from(crowdfundings).where(and29(eq36(crowdfundings.status, "active"), lte3(crowdfundings.endAt, ctx.clock.now())));
  for (const { characterId } of due) {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const campaign = await lockActiveCampaign(tx, characterId);
      if (!campaign) return;
      if (campaign.currentCents >= campaign.targetCents) await fundCampaign(ctx, tx, characterId, now);
      else await failCampaign(ctx, tx, characterId, now);
    });
  }
}

// src/modules/crowdfunding/service.ts
import { randomInt as randomInt3 } from "node:crypto";
import { and as and30, asc as asc12, eq as eq37, lte as lte4 } from "drizzle-orm";

// src/db/changes.ts
function changes(values) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== void 0));
}
var centsOf = (dollars) => dollars === void 0 ? void 0 : dollars === null ? null : Math.round(dollars * 100);

// src/modules/crowdfunding/service.ts
var ORDER_ALPHABET2 = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function supportNo(now) {
  const day2 = now.toISOString().slice(0, 10).replaceAll("-", "");
  const tail2 = Array.from({ length: 6 }, () => ORDER_ALPHABET2[randomInt3(ORDER_ALPHABET2.length)]).join("");
  return `CF${day2}-${tail2}`;
}
async function placeSupport(ctx, userId, input, idempotencyKey) {
  const now = ctx.clock.now();
  return ctx.db.transaction(
    (tx) => idempotent(tx, { userId, scope: "crowdfunding.support", key: idempotencyKey, request: input }, now, async () => {
      const [row] = await tx.select({ campaign: crowdfundings, spec: crowdfundingSpecs }).from(crowdfundings).leftJoin(
        crowdfundingSpecs,
        and30(eq37(crowdfundingSpecs.id, input.specId), eq37(crowdfundingSpecs.characterId, crowdfundings.characterId))
      ).where(eq37(crowdfundings.characterId, input.characterId));
      if (!row || row.campaign.status === "inactive") throw AppError.notFound("Crowdfunding not found");
      if (!row.spec || row.spec.status !== "active") throw AppError.notFound("Crowdfunding spec not found");
      if (row.campaign.status !== "active" || row.campaign.endAt && row.campaign.endAt <= now) {
        throw AppError.rejected("This campaign is no longer accepting support");
      }
      const { unpaidExpiryMinutes } = await getSettings(tx);
      const [support] = await tx.insert(crowdfundingSupports).values({
        no: supportNo(now),
        characterId: input.characterId,
        specId: row.spec.id,
        userId,
        amountCents: row.spec.priceCents,
        diamond: row.spec.diamond,
        expiresAt: new Date(now.getTime() + unpaidExpiryMinutes * 6e4),
        createdAt: now,
        updatedAt: now
      }).returning({ id: crowdfundingSupports.id });
      return support.id;
    })
  );
}
async function expireSupports(ctx, now) {
  const expired = await ctx.db.update(crowdfundingSupports).set({ status: "canceled", updatedAt: now }).where(and30(eq37(crowdfundingSupports.status, "pending"), lte4(crowdfundingSupports.expiresAt, now))).returning({ id: crowdfundingSupports.id });
  return expired.length;
}
async function lockCampaign(tx, characterId) {
  const [campaign] = await tx.select().from(crowdfundings).where(eq37(crowdfundings.characterId, characterId)).for("update");
  return campaign ?? null;
}
async function updateCampaign(ctx, adminId, characterId, input) {
  const now = ctx.clock.now();
  const endAt = input.endAt === void 0 ? void 0 : new Date(input.endAt);
  if (endAt && endAt <= now)
    throw AppError.validation("endAt must be in the future", [{ path: "endAt", message: "endAt must be in the future" }]);
  await ctx.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, characterId);
    if (!before) throw AppError.notFound("Crowdfunding not found");
    await tx.update(crowdfundings).set({ ...changes({ targetCents: centsOf(input.countTarget) ?? void 0, images: input.images, endAt }), updatedAt: now }).where(eq37(crowdfundings.characterId, characterId));
    await refreshCharacterPhase(tx, characterId, now);
    await recordAudit(tx, adminId, {
      action: "crowdfunding.update",
      targetType: "crowdfunding",
      targetId: characterId,
      detail: {
        input,
        before: { countTarget: before.targetCents / 100, images: before.images, endAt: before.endAt?.toISOString() ?? null }
      }
    });
  });
}
async function listSpecs(db, characterId) {
  if (!await getCharacterRef(db, characterId)) throw AppError.notFound("Character not found");
  return db.select().from(crowdfundingSpecs).where(eq37(crowdfundingSpecs.characterId, characterId)).orderBy(asc12(crowdfundingSpecs.priceCents), asc12(crowdfundingSpecs.id));
}
async function createSpec(ctx, adminId, input) {
  return ctx.db.transaction(async (tx) => {
    if (!await getCharacterRef(tx, input.characterId)) throw AppError.notFound("Character not found");
    const [spec] = await tx.insert(crowdfundingSpecs).values({ characterId: input.characterId, priceCents: dollarsToCents(input.price), diamond: input.diamond }).returning();
    await recordAudit(tx, adminId, {
      action: "crowdfunding_spec.create",
      targetType: "crowdfunding_spec",
      targetId: spec.id,
      detail: input
    });
    return spec;
  });
}
async function updateSpec(ctx, adminId, specId, input) {
  return ctx.db.transaction(async (tx) => {
    const values = changes({ priceCents: centsOf(input.price) ?? void 0, diamond: input.diamond });
    const [spec] = Object.keys(values).length ? await tx.update(crowdfundingSpecs).set(values).where(eq37(crowdfundingSpecs.id, specId)).returning() : await tx.select().from(crowdfundingSpecs).where(eq37(crowdfundingSpecs.id, specId));
    if (!spec) throw AppError.notFound("Crowdfunding spec not found");
    await recordAudit(tx, adminId, {
      action: "crowdfunding_spec.update",
      targetType: "crowdfunding_spec",
      targetId: spec.id,
      detail: input
    });
    return spec;
  });
}
async function deleteSpec(ctx, adminId, specId) {
  await ctx.db.transaction(async (tx) => {
    const [spec] = await tx.update(crowdfundingSpecs).set({ status: "inactive" }).where(eq37(crowdfundingSpecs.id, specId)).returning();
    if (!spec) throw AppError.notFound("Crowdfunding spec not found");
    await recordAudit(tx, adminId, {
      action: "crowdfunding_spec.delete",
      targetType: "crowdfunding_spec",
      targetId: spec.id,
      detail: { characterId: spec.characterId }
    });
  });
}

// src/modules/crowdfunding/jobs.ts
function supportExpiryJob(ctx) {
  return { name: "crowdfunding.expire-supports", cron: "* * * * *", run: async () => void await expireSupports(ctx, ctx.clock.now()) };
}
function campaignEndJob(ctx) {
  return { name: "crowdfunding.finish-campaigns", cron: "* * * * *", run: () => finishDueCampaigns(ctx) };
}

// src/modules/crowdfunding/payable.ts
import { and as and31, eq as eq38, sql as sql38 } from "drizzle-orm";
async function lockSupport(tx, supportId) {
  const [head2] = await tx.select({ characterId: crowdfundingSupports.characterId }).from(crowdfundingSupports).where(eq38(crowdfundingSupports.id, supportId));
  if (!head2) return null;
  const [campaign] = await tx.select().from(crowdfundings).where(eq38(crowdfundings.characterId, head2.characterId)).for("update");
  const [support] = await tx.select().from(crowdfundingSupports).where(eq38(crowdfundingSupports.id, supportId)).for("update");
  return campaign && support ? { campaign, support } : null;
}
function registerCrowdfundingPayable(ctx) {
  registerPayable("crowdfunding_support", {
    async load(tx, orderId, userId) {
      const found = await lockSupport(tx, orderId);
      if (!found || found.support.userId !== userId) return null;
      const { campaign, support } = found;
      const now = ctx.clock.now();
      const reason = support.status !== "pending" ? "This support is no longer awaiting payment" : support.expiresAt <= now ? "This support has expired; please place a new one" : campaign.status !== "active" || campaign.endAt && campaign.endAt <= now ? "This campaign is no longer accepting support" : void 0;
      return { amountCents: support.amountCents, description: `Crowdfunding support ${support.no}`, payable: !reason, reason };
    },
    async onPaid(tx, orderId, paymentId) {
      const now = ctx.clock.now();
      const [support] = await tx.update(crowdfundingSupports).set({ status: "success", paidAt: now, paymentId, updatedAt: now }).where(and31(eq38(crowdfundingSupports.id, orderId), eq38(crowdfundingSupports.status, "pending"))).returning();
      if (!support) throw new Error(`Support ${orderId} was paid but is not pending`);
      await tx.update(crowdfundings).set({ currentCents: sql38`${crowdfundings.currentCents} + ${support.amountCents}`, updatedAt: now }).where(eq38(crowdfundings.characterId, support.characterId));
      await applyLedgerEntry(tx, {
        userId: support.userId,
        currency: "frozen_diamond",
        delta: support.diamond,
        reason: "crowdfunding_support",
        referenceType: "crowdfunding_support",
        referenceId: support.id
      });
      const character = await getCharacterRef(tx, support.characterId);
      await sendMessages(tx, [
        {
          userId: support.userId,
          kind: "support_paid",
          title: `Support paid: ${character?.name ?? "campaign"}`,
          body: `Your $${centsToDollars(support.amountCents).toFixed(2)} support (${support.no}) is paid. ${support.diamond} diamonds are frozen until the campaign is funded.`,
          link: paths.crowdfundingShow(support.characterId)
        }
      ]);
      const [campaign] = await tx.select({ images: crowdfundings.images }).from(crowdfundings).where(eq38(crowdfundings.characterId, support.characterId));
      await queueEmails(ctx, tx, [
        {
          kind: "support_paid",
          userId: support.userId,
          about: support.id,
          data: {
            character: {
              id: support.characterId,
              name: character?.name ?? "the campaign",
              image: campaign?.images[0] ?? character?.illustration ?? null
            },
            supportNo: support.no,
            tierTitle: `${formatPrice(centsToDollars(support.amountCents))} \xB7 ${support.diamond} diamonds`,
            amountCents: support.amountCents,
            diamonds: support.diamond
          }
        }
      ]);
    },
    // The support mirrors its payment's refund, so the shopper's order shows where the money is.
    async onRefunded(tx, orderId) {
      await tx.update(crowdfundingSupports).set({ refundStatus: "succeeded", updatedAt: ctx.clock.now() }).where(eq38(crowdfundingSupports.id, orderId));
    },
    async onRefundFailed(tx, orderId) {
      await tx.update(crowdfundingSupports).set({ refundStatus: "failed", updatedAt: ctx.clock.now() }).where(eq38(crowdfundingSupports.id, orderId));
    }
  });
}

// src/modules/crowdfunding/admin-routes.ts
var tags14 = ["admin"];
var specOut = (s2) => ({
  id: s2.id,
  price: centsToDollars(s2.priceCents),
  diamond: s2.diamond,
  status: s2.status
});
var detail2 = { 200: dataOf(CharacterDetailSchema) };
async function crowdfundingAdminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  const show = async (id2) => await getCharacterDetail(ctx.db, id2, { userId: null, isAdmin: true }, ctx.clock.now());
  app.get("/admin/character/start-crowdfunding/:id", { schema: { tags: tags14, params: IdParamsSchema, response: detail2 } }, async (request) => {
    await startCrowdfunding(ctx, requireAdmin(request), request.params.id);
    return { data: await show(request.params.id) };
  });
  app.get(
    "/admin/character/finish-crowdfunding-success/:id",
    { schema: { tags: tags14, params: IdParamsSchema, response: detail2 } },
    async (request) => {
      await finishCampaignAsFunded(ctx, requireAdmin(request), request.params.id);
      return { data: await show(request.params.id) };
    }
  );
  app.put(
    "/admin/crowdfunding/:id",
    { schema: { tags: tags14, params: IdParamsSchema, body: AdminCrowdfundingInputSchema, response: detail2 } },
    async (request) => {
      await updateCampaign(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await show(request.params.id) };
    }
  );
  app.post(
    "/admin/crowdfunding-spec",
    { schema: { tags: tags14, body: CreateCrowdfundingSpecInputSchema, response: { 200: dataOf(AdminCrowdfundingSpecSchema) } } },
    async (request) => ({
      data: specOut(await createSpec(ctx, requireAdmin(request), request.body))
    })
  );
  app.post(
    "/admin/crowdfunding-spec/:id",
    {
      schema: {
        tags: tags14,
        params: IdParamsSchema,
        body: CreateCrowdfundingSpecInputSchema.omit({ characterId: true }),
        response: { 200: dataOf(AdminCrowdfundingSpecSchema) }
      }
    },
    async (request) => ({
      data: specOut(await createSpec(ctx, requireAdmin(request), { ...request.body, characterId: request.params.id }))
    })
  );
  app.get(
    "/admin/crowdfunding-spec/:id",
    { schema: { tags: tags14, params: IdParamsSchema, response: { 200: listOf(AdminCrowdfundingSpecSchema) } } },
    async (request) => ({
      data: (await listSpecs(ctx.db, request.params.id)).map(specOut)
    })
  );
  app.put(
    "/admin/crowdfunding-spec/:id",
    {
      schema: {
        tags: tags14,
        params: IdParamsSchema,
        body: UpdateCrowdfundingSpecInputSchema,
        response: { 200: dataOf(AdminCrowdfundingSpecSchema) }
      }
    },
    async (request) => ({ data: specOut(await updateSpec(ctx, requireAdmin(request), request.params.id, request.body)) })
  );
  app.delete("/admin/crowdfunding-spec/:id", { schema: { tags: tags14, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteSpec(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });
  app.get(
    "/admin/order/crowdfunding",
    { schema: { tags: tags14, querystring: AdminSupportOrderListQuerySchema, response: { 200: listOf(AdminSupportOrderSchema) } } },
    async (request) => ({
      data: await listSupportOrders(ctx.db, request.query)
    })
  );
}

// src/modules/crowdfunding/routes.ts
import { z as z19 } from "zod";
var tags15 = ["crowdfunding"];
async function crowdfundingRoutes(app) {
  const { ctx } = app;
  app.get(
    "/crowdfunding/show/:id",
    { schema: { tags: tags15, params: IdParamsSchema, response: { 200: dataOf(CrowdfundingShowSchema) } } },
    async (request) => {
      const userId = optionalUserId(request);
      const detail4 = await getCharacterDetail(ctx.db, request.params.id, { userId }, ctx.clock.now());
      if (!detail4?.crowdfunding || detail4.crowdfunding.status === "inactive") throw AppError.notFound("Crowdfunding not found");
      const mySupports = userId ? await listUserSupportsOfCampaign(ctx.db, request.params.id, userId) : [];
      return { data: { ...detail4, mySupports } };
    }
  );
  app.post(
    "/crowdfunding-support",
    {
      schema: { tags: tags15, body: CreateSupportInputSchema, response: { 200: dataOf(z19.object({ supportId: z19.string() })) } },
      config: limit(30)
    },
    async (request) => ({ data: { supportId: await placeSupport(ctx, requireUser(request), request.body, idempotencyKeyOf(request)) } })
  );
  app.get(
    "/crowdfunding-support/show/:id",
    { schema: { tags: tags15, params: IdParamsSchema, response: { 200: dataOf(SupportOrderSchema) } } },
    async (request) => {
      const order = await getSupportOrder(ctx.db, request.params.id, requireUser(request));
      if (!order) throw AppError.notFound("Crowdfunding support not found");
      return { data: order };
    }
  );
  app.get(
    "/order/crowdfunding/list",
    { schema: { tags: tags15, querystring: SupportOrderListQuerySchema, response: { 200: listOf(SupportOrderSchema) } } },
    async (request) => ({
      data: await listSupportOrders(ctx.db, { ...request.query, userId: requireUser(request) })
    })
  );
}

// src/modules/dev/routes.ts
import { z as z20 } from "zod";
var escape = (s2) => s2.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function mailboxPage(appName, items) {
  const rows = items.length ? items.map(
    (m) => `<article><header><strong>${escape(m.subject)}</strong><time>${escape(m.sentAt)}</time></header>
<p class="to">To: ${escape(m.to)}${m.html ? ` \xB7 <a href="/dev/mailbox/${m.id}">Open as the shopper sees it</a>` : ""}</p>
${m.html ? `<iframe title="${escape(m.subject)}" srcdoc="${escape(m.html)}" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy"></iframe><details><summary>Plain text</summary><pre>${escape(m.text)}</pre></details>` : `<pre>${escape(m.text)}</pre>`}</article>`
  ).join("\n") : '<p class="empty">No messages yet. Codes and notices sent by the console transport appear here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox \xB7 ${escape(appName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:16px;background:#fdf2f8;color:#1f2937}
h1{font-size:20px}article{background:#fff;border-radius:12px;padding:12px 14px;margin:10px 0;box-shadow:0 1px 3px #0001}
header{display:flex;justify-content:space-between;gap:8px;font-size:14px}time{color:#6b7280;font-size:12px}
.to{color:#6b7280;font-size:13px;margin:4px 0}a{color:#be185d}pre{white-space:pre-wrap;font:inherit;font-size:14px;margin:6px 0 0}.empty{color:#6b7280}
iframe{width:100%;height:560px;border:1px solid #e5e7eb;border-radius:8px;margin-top:6px;background:#fff}summary{font-size:13px;color:#6b7280;cursor:pointer;margin-top:6px}</style>
</head><body><h1>Dev mailbox</h1><p>Messages sent by ${escape(appName)} on this development server, newest first.</p>${rows}</body></html>`;
}
async function devRoutes(app) {
  const mailbox = app.ctx.mailbox;
  if (!mailbox) return;
  const MailSchema = z20.object({
    id: z20.number(),
    to: z20.string(),
    subject: z20.string(),
    text: z20.string(),
    html: z20.string().nullable(),
    headers: z20.record(z20.string(), z20.string()),
    sentAt: z20.string()
  });
  app.get("/api/dev/mailbox", { schema: { tags: ["dev"], response: { 200: dataOf(z20.array(MailSchema)) } } }, async () => ({
    data: mailbox.list().map(({ id: id2, to, subject, text: text24, html, headers, sentAt }) => ({
      id: id2,
      to,
      subject,
      text: text24,
      html: html ?? null,
      headers: headers ?? {},
      sentAt
    }))
  }));
  app.get(
    "/dev/mailbox",
    { schema: { hide: true } },
    async (_request, reply) => reply.type("text/html; charset=utf-8").send(mailboxPage(app.ctx.config.APP_NAME, mailbox.list()))
  );
  app.get(
    "/dev/mailbox/:id",
    { schema: { hide: true, params: z20.object({ id: z20.coerce.number().int().min(1) }) } },
    async (request, reply) => {
      const message = mailbox.get(request.params.id);
      if (!message) return reply.status(404).type("text/plain").send("No such message");
      return reply.type("text/html; charset=utf-8").send(message.html ?? `<pre>${escape(message.text)}</pre>`);
    }
  );
}

// src/modules/health/routes.ts
import { z as z21 } from "zod";

// src/db/client.ts
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql as sql39 } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
function migrationsFolder() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("Migrations folder not found (apps/api/drizzle)");
}
var MIGRATION_LOCK = 7300001;
async function openDatabase(options) {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    pool.on("error", (err) => console.error("postgres pool error", err.message));
    const db2 = drizzlePg(pool);
    return {
      db: db2,
      executor: { executeSql: (text24, values) => pool.query(text24, values) },
      driver: "postgres",
      listen: (channel, handlers) => listenWithReconnect(options.url, channel, handlers),
      async migrate() {
        const client2 = await pool.connect();
        try {
          await client2.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client2), { migrationsFolder: migrationsFolder() });
        } finally {
          await client2.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {
          });
          client2.release();
        }
      },
      close: () => pool.end()
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  const onDisk = !dataDir.startsWith("memory://");
  if (onDisk) mkdirSync(resolve(dataDir), { recursive: true });
  const template = options.templateDir;
  if (onDisk && template && !existsSync(join(resolve(dataDir), "PG_VERSION")) && existsSync(join(template, "PG_VERSION"))) {
    cpSync(template, resolve(dataDir), { recursive: true });
  }
  const client = new PGlite({
    dataDir: onDisk ? resolve(dataDir) : void 0,
    extensions: { pg_trgm },
    loadDataDir: options.template
  });
  const db = drizzlePglite(client);
  return {
    db,
    executor: {
      // PGlite takes several statements in one text only without parameters (pg-boss migrations).
      async executeSql(text24, values) {
        if (values && values.length > 0) return client.query(text24, values);
        const results = await client.exec(text24);
        return { rows: results.at(-1)?.rows ?? [] };
      }
    },
    driver: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    snapshot: () => client.dumpDataDir("none"),
    close: () => client.close()
  };
}
var PGLITE_TEMPLATE = "pglite-template";
function listenWithReconnect(url2, channel, handlers) {
  let client = null;
  let stopped = false;
  let retry = null;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url2 });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      handlers.onListening(false);
      c.end().catch(() => {
      });
      if (!stopped) retry = setTimeout(() => void connect(), 1e3);
    };
    c.on("error", lost);
    c.on("end", lost);
    c.on("notification", (n2) => {
      if (n2.channel === channel) handlers.onNotify(n2.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (client === c && !stopped) handlers.onListening(true);
    } catch {
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {
    });
  };
}
async function ping(db) {
  await db.execute(sql39`select 1`);
}

// src/modules/health/routes.ts
async function healthRoutes(app) {
  app.get(
    "/health",
    {
      schema: { tags: ["health"], response: { 200: dataOf(z21.object({ status: z21.literal("ok"), database: z21.string() })) } }
    },
    async () => {
      await ping(app.ctx.db);
      return { data: { status: "ok", database: "ok" } };
    }
  );
}

// src/modules/message/routes.ts
var tags16 = ["message"];
async function messageRoutes(app) {
  const { ctx } = app;
  app.get(
    "/message/pageForMine",
    { schema: { tags: tags16, querystring: PageQuerySchema, response: { 200: listOf(MessageSchema) } } },
    async (request) => ({
      data: await listMyMessages(ctx.db, requireUser(request), request.query)
    })
  );
  app.get("/message/unread-count", { schema: { tags: tags16, response: { 200: dataOf(UnreadCountSchema) } } }, async (request) => ({
    data: { unread: await countUnreadMessages(ctx.db, requireUser(request)) }
  }));
  app.put("/message/read-all", { schema: { tags: tags16, response: { 200: OkSchema } } }, async (request) => {
    await markAllMessagesRead(ctx, requireUser(request));
    return { data: true };
  });
  app.put("/message/:id/read", { schema: { tags: tags16, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await markMessageRead(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
}

// src/modules/notification/routes.ts
import { z as z22 } from "zod";
var tags17 = ["notification"];
var escape2 = (s2) => s2.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
var TOPIC_NAMES = { preSaleOpening: "pre-sale opening emails", campaignUpdates: "campaign update emails" };
function page(appName, settingsUrl, title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape2(title)} \xB7 ${escape2(appName)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f3f5;color:#1f2937;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:28px 24px}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px}
button{background:#be185d;color:#fff;border:0;border-radius:999px;font-size:15px;font-weight:700;padding:12px 26px;cursor:pointer}
a{color:#be185d}</style></head><body><main><p><strong>${escape2(appName)}</strong></p><h1>${escape2(title)}</h1>${body}
<p><a href="${escape2(settingsUrl)}">Manage all email settings</a></p></main></body></html>`;
}
async function notificationRoutes(app) {
  const { ctx } = app;
  const settingsUrl = `${ctx.config.publicUrl}${paths.settings}`;
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body)));
  });
  app.get("/notification/preferences", { schema: { tags: tags17, response: { 200: dataOf(NotificationPreferencesSchema) } } }, async (request) => ({
    data: await getNotificationPreferences(ctx.db, requireUser(request))
  }));
  app.put(
    "/notification/preferences",
    { schema: { tags: tags17, body: UpdateNotificationPreferencesSchema, response: { 200: dataOf(NotificationPreferencesSchema) } } },
    async (request) => ({ data: await updateNotificationPreferences(ctx, requireUser(request), request.body) })
  );
  const TokenQuery = z22.object({ token: z22.string().min(1).max(300) });
  app.get("/notification/unsubscribe", { schema: { tags: tags17, querystring: TokenQuery, hide: true } }, async (request, reply) => {
    const action = `?token=${encodeURIComponent(request.query.token)}`;
    return reply.type("text/html; charset=utf-8").send(
      page(
        ctx.config.APP_NAME,
        settingsUrl,
        "Unsubscribe",
        `<p>Stop receiving these emails? Receipts, shipping and security emails still come.</p><form method="post" action="${escape2(action)}"><button type="submit">Unsubscribe</button></form>`
      )
    );
  });
  app.post(
    "/notification/unsubscribe",
    { schema: { tags: tags17, querystring: TokenQuery, hide: true }, config: limit(30) },
    async (request, reply) => {
      let topic;
      try {
        topic = await unsubscribe(ctx, request.query.token);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply.status(400).type("text/html; charset=utf-8").send(
          page(ctx.config.APP_NAME, settingsUrl, "This link is not valid", "<p>Change your email settings in your account instead.</p>")
        );
      }
      return reply.type("text/html; charset=utf-8").send(
        page(
          ctx.config.APP_NAME,
          settingsUrl,
          "You are unsubscribed",
          `<p>You will no longer receive ${TOPIC_NAMES[topic]}. You can turn them back on in your account settings.</p>`
        )
      );
    }
  );
}

// src/modules/payment/admin-routes.ts
import { z as z23 } from "zod";
var tags18 = ["admin"];
var FindingSchema = z23.object({
  paymentId: z23.string().optional(),
  eventId: z23.string().optional(),
  provider: z23.string(),
  action: z23.string()
});
var ReconciliationSchema = z23.object({
  id: z23.string(),
  startedAt: z23.string(),
  finishedAt: z23.string().nullable(),
  checked: z23.number(),
  fixed: z23.number(),
  errors: z23.number(),
  findings: z23.array(FindingSchema)
});
async function paymentAdminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  app.get(
    "/admin/payment/reconciliations",
    { schema: { tags: tags18, querystring: PageQuerySchema, response: { 200: listOf(ReconciliationSchema) } } },
    async (request) => ({
      data: await listReconciliations(ctx, request.query)
    })
  );
  app.post(
    "/admin/payment/reconcile",
    { schema: { tags: tags18, response: { 200: dataOf(ReconciliationSchema.omit({ startedAt: true, finishedAt: true })) } } },
    async () => ({
      data: await reconcilePayments(ctx)
    })
  );
}

// src/modules/payment/routes.ts
import { z as z25 } from "zod";

// src/modules/payment/pages.ts
var escape3 = (s2) => s2.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
var successUrl = (origin, p) => `${origin}${paths.paySuccess(p.orderId, p.orderType)}`;
var checkoutUrl = (origin, p) => `${origin}${paths.checkout(p.orderId, p.orderType)}`;
var walletPageCsp = (fallbackOrigin) => `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${fallbackOrigin}; frame-ancestors 'none'; base-uri 'none'`;
function walletPage(options) {
  const action = (step2) => `/api/pay/sandbox/wallet/${encodeURIComponent(options.ref)}/${step2}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Approve payment \xB7 ${escape3(options.appName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fa;color:#1f2937}
main{background:#fff;width:min(360px,92vw);border-radius:16px;padding:24px;box-shadow:0 4px 20px #0002}
.brand{font-weight:800;font-size:22px;color:#003087}.brand span{color:#009cde}.badge{display:inline-block;font-size:11px;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 8px;margin-left:6px;vertical-align:middle}
.amount{font-size:32px;font-weight:700;margin:18px 0 4px}.to,.what{color:#4b5563;font-size:14px;margin:4px 0}
form{margin:0}button{width:100%;border:0;border-radius:999px;padding:12px;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px}
.approve{background:#ffc439;color:#111}.cancel{background:#eef1f5;color:#374151}.note{font-size:12px;color:#6b7280;margin-top:16px;text-align:center}</style>
</head><body><main>
<div class="brand">Pay<span>Pal</span><span class="badge">Sandbox</span></div>
<p class="amount">${escape3(formatPrice(centsToDollars(options.amountCents)))}</p>
<p class="to">To ${escape3(options.appName)}</p>
<p class="what">${escape3(options.description)}</p>
<form method="post" action="${action("approve")}"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${action("cancel")}"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">Sandbox wallet: no real money moves.</p>
</main></body></html>`;
}

// src/modules/payment/payment-methods-routes.ts
var tags19 = ["payment"];
async function paymentMethodsRoutes(app) {
  const { ctx } = app;
  app.get("/pay/payment-methods", { schema: { tags: tags19, response: { 200: dataOf(SavedCardsSchema) } } }, async (request) => ({
    data: await listSavedCards(ctx, requireUser(request))
  }));
  app.post(
    "/pay/payment-methods/:id/default",
    { schema: { tags: tags19, params: SavedCardParamsSchema, response: { 200: OkSchema } }, config: limit(30) },
    async (request) => {
      await setDefaultSavedCard(ctx, requireUser(request), request.params.id);
      return { data: true };
    }
  );
  app.delete(
    "/pay/payment-methods/:id",
    { schema: { tags: tags19, params: SavedCardParamsSchema, response: { 200: OkSchema } }, config: limit(30) },
    async (request) => {
      await removeSavedCard(ctx, requireUser(request), request.params.id);
      return { data: true };
    }
  );
}

// src/modules/payment/sandbox-routes.ts
import { z as z24 } from "zod";
var tags20 = ["payment"];
var clientSecret = z24.string({ error: "Client secret is required" }).min(1, { error: "Client secret is required" }).max(200);
var ConfirmResultSchema = dataOf(z24.object({ status: z24.enum(["succeeded", "requires_action", "failed"]), message: z24.string() }));
var WalletParamsSchema = z24.object({ ref: z24.string().regex(/^pi_sbx_[0-9a-f]{24}$/, { error: "Payment not found" }) });
async function sandboxRoutes(app) {
  const { ctx } = app;
  const sandbox = paymentProviders(ctx).sandbox;
  if (!sandbox) return;
  app.get(
    "/pay/sandbox/info",
    {
      schema: {
        tags: tags20,
        response: {
          200: dataOf(
            z24.object({
              sandbox: z24.literal(true),
              provider: z24.literal("sandbox"),
              testCards: z24.array(z24.object({ number: z24.string(), outcome: z24.string(), label: z24.string() }))
            })
          )
        }
      }
    },
    async () => ({ data: { sandbox: true, provider: "sandbox", testCards: TEST_CARDS } })
  );
  app.post(
    "/pay/sandbox/confirm",
    {
      schema: { tags: tags20, body: CardSchema.extend({ clientSecret }), response: { 200: ConfirmResultSchema } },
      config: limit(60)
    },
    async (request) => {
      const { clientSecret: secret, ...card } = request.body;
      return { data: await sandbox.confirmCard(secret, card) };
    }
  );
  app.post(
    "/pay/sandbox/authenticate",
    {
      schema: {
        tags: tags20,
        body: z24.object({ clientSecret, approve: z24.boolean({ error: "approve must be true or false" }) }),
        response: { 200: ConfirmResultSchema }
      },
      config: limit(60)
    },
    async (request) => ({ data: await sandbox.authenticate(request.body.clientSecret, request.body.approve) })
  );
  if (!ctx.config.production) {
    const EventSchema = z24.object({
      id: z24.string(),
      type: z24.string(),
      providerRef: z24.string(),
      attempts: z24.number(),
      lastError: z24.string().nullable(),
      deliveredAt: z24.string().nullable(),
      createdAt: z24.string()
    });
    app.get("/pay/sandbox/events", { schema: { tags: tags20, response: { 200: dataOf(z24.array(EventSchema)) } } }, async () => ({
      data: (await sandbox.listEvents(100)).map((e) => ({
        ...e,
        deliveredAt: e.deliveredAt?.toISOString() ?? null,
        createdAt: e.createdAt.toISOString()
      }))
    }));
  }
  await app.register(async (plugin) => {
    const wallet = plugin;
    wallet.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));
    const load = async (ref) => {
      const intent = await sandbox.findWalletIntent(ref);
      const payment = intent ? await findPaymentByRef(ctx.db, "sandbox", ref) : null;
      if (!intent || !payment || payment.status === "canceled") throw AppError.notFound("Payment not found");
      return { intent, payment };
    };
    wallet.get("/pay/sandbox/wallet/:ref", { schema: { tags: tags20, params: WalletParamsSchema, hide: true } }, async (request, reply) => {
      const { intent, payment } = await load(request.params.ref);
      if (intent.status === "succeeded") return reply.redirect(successUrl(ctx.origins.of(request), payment), 303);
      const page2 = walletPage({
        appName: ctx.config.APP_NAME,
        ref: intent.id,
        amountCents: intent.amountCents,
        description: intent.description
      });
      return reply.header("content-security-policy", walletPageCsp(ctx.origins.fallback)).header("cache-control", "no-store").type("text/html; charset=utf-8").send(page2);
    });
    wallet.post(
      "/pay/sandbox/wallet/:ref/approve",
      { schema: { tags: tags20, params: WalletParamsSchema, hide: true }, config: limit(30) },
      async (request, reply) => {
        const { intent, payment } = await load(request.params.ref);
        if (intent.status !== "succeeded") await sandbox.captureWallet(intent.id);
        return reply.redirect(successUrl(ctx.origins.of(request), payment), 303);
      }
    );
    wallet.post("/pay/sandbox/wallet/:ref/cancel", { schema: { tags: tags20, params: WalletParamsSchema, hide: true } }, async (request, reply) => {
      const { payment } = await load(request.params.ref);
      return reply.redirect(checkoutUrl(ctx.origins.of(request), payment), 303);
    });
  });
}

// src/modules/payment/routes.ts
var tags21 = ["payment"];
var CreatePaymentInputSchema = z25.object({
  id: IdSchema,
  paymentMethod: z25.enum(PaymentMethod, { error: "Please select a payment method" })
});
var PaymentCheckoutSchema = z25.object({
  paymentId: z25.string(),
  /** Dollars, two decimals. */
  amount: z25.number(),
  provider: z25.enum(PaymentProviderName),
  clientSecret: z25.string().optional(),
  redirectUrl: z25.string().optional(),
  /** Stripe Elements needs it on the card form. */
  publishableKey: z25.string().optional(),
  /** The PayPal order the JS SDK buttons approve, and the client id that loads the SDK. */
  walletOrderId: z25.string().optional(),
  paypalClientId: z25.string().optional()
});
var WEBHOOK_BODY_LIMIT = 1024 * 1024;
async function paymentRoutes(app) {
  const { ctx } = app;
  const createRoute = (path, orderType) => app.post(
    path,
    {
      schema: { tags: tags21, body: CreatePaymentInputSchema, response: { 200: dataOf(PaymentCheckoutSchema) } },
      config: limit(30)
    },
    async (request) => {
      const userId = requireUser(request);
      const checkout = await createPaymentForOrder(
        ctx,
        { orderType, orderId: request.body.id, userId, method: request.body.paymentMethod, returnOrigin: ctx.origins.of(request) },
        idempotencyKeyOf(request)
      );
      const { amountCents, providerRef, ...rest } = checkout;
      const publishableKey = checkout.provider === "stripe" ? ctx.config.STRIPE_PUBLISHABLE_KEY : void 0;
      const wallet = checkout.provider === "paypal" ? { walletOrderId: providerRef, paypalClientId: ctx.config.PAYPAL_CLIENT_ID } : {};
      return { data: { ...rest, amount: centsToDollars(amountCents), ...publishableKey ? { publishableKey } : {}, ...wallet } };
    }
  );
  createRoute("/pay/crowdfunding/create", "crowdfunding_support");
  createRoute("/pay/figurine/create", "figurine");
  const PaymentStateSchema = z25.object({
    status: z25.enum([...PaymentStatus, "none"]),
    /** Why the attempt failed, in the provider's words (SPEC §8). */
    message: z25.string().nullable()
  });
  app.get(
    "/pay/state/:type/:id",
    {
      schema: {
        tags: tags21,
        params: z25.object({ type: z25.enum(PaymentOrderType, { error: "Unknown order type" }), id: IdSchema }),
        response: { 200: dataOf(PaymentStateSchema) }
      }
    },
    async (request) => {
      const userId = requireUser(request);
      const payment = await latestPaymentOf(ctx.db, { orderType: request.params.type, orderId: request.params.id, userId });
      return {
        data: payment ? { status: payment.status, message: payment.status === "failed" ? payment.failureMessage : null } : { status: "none", message: null }
      };
    }
  );
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    for (const name of ["stripe", "paypal", "sandbox"]) {
      hooks.post(
        `/pay/${name}/webhook`,
        { schema: { tags: tags21, response: { 200: OkSchema } }, bodyLimit: WEBHOOK_BODY_LIMIT },
        async (request) => {
          const provider = providerByName(ctx, name);
          if (!provider) throw AppError.notFound(`${name} payments are not enabled`);
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveWebhook(ctx, provider, body, request.headers);
          return { data: true };
        }
      );
    }
  });
  const PayPalReturnSchema = z25.object({ token: z25.string().min(1).max(64) });
  app.post(
    "/pay/paypal/capture",
    {
      schema: {
        tags: tags21,
        body: z25.object({ orderId: z25.string({ error: "orderId is required" }).min(1, { error: "orderId is required" }).max(64) }),
        // status: PayPal's capture status (COMPLETED, DECLINED, PENDING…), null when PayPal could not be asked.
        response: { 200: dataOf(z25.object({ paid: z25.boolean(), status: z25.string().nullable() })) }
      },
      config: limit(30)
    },
    async (request) => {
      const { paid, status } = await completeWalletReturn(ctx, request.body.orderId, requireUser(request));
      return { data: { paid, status } };
    }
  );
  app.get("/pay/paypal/return", { schema: { tags: tags21, querystring: PayPalReturnSchema, hide: true } }, async (request, reply) => {
    const { payment, paid } = await completeWalletReturn(ctx, request.query.token);
    const origin = ctx.origins.of(request);
    return reply.redirect(paid ? successUrl(origin, payment) : checkoutUrl(origin, payment), 303);
  });
  app.get("/pay/paypal/cancel", { schema: { tags: tags21, querystring: PayPalReturnSchema, hide: true } }, async (request, reply) => {
    const payment = await findPaymentByRef(ctx.db, "paypal", request.query.token);
    if (!payment) throw AppError.notFound("Payment not found");
    return reply.redirect(checkoutUrl(ctx.origins.of(request), payment), 303);
  });
  await app.register(sandboxRoutes);
  await app.register(paymentMethodsRoutes);
}

// src/modules/raffle/admin-routes.ts
import { z as z26 } from "zod";

// src/modules/raffle/admin-service.ts
import { count as count4, countDistinct, desc as desc16, eq as eq40, sql as sql40 } from "drizzle-orm";

// src/modules/raffle/draw.ts
import { createHash as createHash3, createHmac as createHmac3, randomBytes as randomBytes5 } from "node:crypto";
var ROLL_RANGE = 1e6;
var newSeed = () => randomBytes5(32).toString("hex");
var hashSeed = (seed) => createHash3("sha256").update(seed).digest("hex");
function rollFor(seed, userId, drawNumber) {
  return createHmac3("sha256", seed).update(`${userId}:${drawNumber}`).digest().readUInt32BE(0) % ROLL_RANGE;
}
function decide(rules, counter, roll) {
  const isWin = counter + 1 >= rules.guaranteeCount || roll < rules.winRateBp * (ROLL_RANGE / 1e4);
  return { isWin, counterAfter: isWin ? 0 : counter + 1 };
}

// src/modules/raffle/queries.ts
import { and as and32, asc as asc13, desc as desc15, eq as eq39, inArray as inArray15, isNull as isNull11 } from "drizzle-orm";
var toRaffle = (r) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  image: r.image,
  costDiamond: r.costDiamond,
  winRate: r.winRateBp / 1e4,
  guaranteeCount: r.guaranteeCount,
  status: r.status,
  seedHash: r.seedHash
});
async function activeRaffleOfSpec(db, specId) {
  const [row] = await db.select({ raffle: raffles, spec: saleSpecs, characterName: characters.name }).from(raffleSpecs).innerJoin(raffles, and32(eq39(raffles.id, raffleSpecs.raffleId), eq39(raffles.status, "active"))).innerJoin(saleSpecs, and32(eq39(saleSpecs.id, raffleSpecs.specId), eq39(saleSpecs.status, "active"))).innerJoin(characters, eq39(characters.id, saleSpecs.characterId)).where(eq39(raffleSpecs.specId, specId));
  return row ?? null;
}
var entrySelect = {
  entry: raffleEntries,
  specTitle: saleSpecs.title,
  specImage: saleSpecs.image,
  characterId: characters.id,
  characterName: characters.name
};
function toRecord(r) {
  const e = r.entry;
  return {
    id: e.id,
    isWin: e.isWin,
    isDistribute: e.isDistribute,
    targetType: "figurine_spec_id",
    targetId: e.specId,
    userAddressId: e.userAddressId,
    roll: e.roll,
    drawNumber: e.drawNumber,
    createdAt: e.createdAt.toISOString(),
    spec: { id: e.specId, title: r.specTitle, image: r.specImage },
    character: { id: r.characterId, name: r.characterName }
  };
}
var entryQuery = (db) => db.select(entrySelect).from(raffleEntries).innerJoin(saleSpecs, eq39(saleSpecs.id, raffleEntries.specId)).innerJoin(characters, eq39(characters.id, saleSpecs.characterId));
async function listMyEntries(db, userId, page2) {
  const rows = await entryQuery(db).where(eq39(raffleEntries.userId, userId)).orderBy(desc15(raffleEntries.createdAt), desc15(raffleEntries.drawNumber)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  return rows.map(toRecord);
}
var specRef = {
  id: saleSpecs.id,
  title: saleSpecs.title,
  image: saleSpecs.image,
  stock: saleSpecs.stock,
  characterId: characters.id,
  characterName: characters.name
};
async function withSpecs(db, list) {
  if (list.length === 0) return [];
  const specs = await db.select({ ...specRef, raffleId: raffleSpecs.raffleId }).from(raffleSpecs).innerJoin(saleSpecs, eq39(saleSpecs.id, raffleSpecs.specId)).innerJoin(characters, eq39(characters.id, saleSpecs.characterId)).where(
    inArray15(
      raffleSpecs.raffleId,
      list.map((r) => r.id)
    )
  ).orderBy(asc13(saleSpecs.id));
  return list.map((r) => ({
    ...toRaffle(r),
    seed: r.seedRevealed ? r.seed : null,
    specs: specs.filter((s2) => s2.raffleId === r.id).map(({ raffleId: _, ...s2 }) => s2),
    createdAt: r.createdAt.toISOString()
  }));
}
function availableSpecs(db) {
  return db.select(specRef).from(saleSpecs).innerJoin(sales, and32(eq39(sales.characterId, saleSpecs.characterId), eq39(sales.status, "active"))).innerJoin(characters, eq39(characters.id, saleSpecs.characterId)).leftJoin(raffleSpecs, eq39(raffleSpecs.specId, saleSpecs.id)).where(and32(eq39(saleSpecs.status, "active"), isNull11(raffleSpecs.specId))).orderBy(asc13(characters.name), asc13(saleSpecs.id));
}
async function saleSpecExists(db, specId) {
  const [spec] = await db.select({ id: saleSpecs.id }).from(saleSpecs).where(eq39(saleSpecs.id, specId));
  return !!spec;
}

// src/modules/raffle/admin-service.ts
var notFound3 = () => AppError.notFound("Raffle not found");
var toBp = (winRate) => Math.round(winRate * 1e4);
async function listRaffles(db, page2) {
  const rows = await db.select().from(raffles).orderBy(desc16(raffles.createdAt), desc16(raffles.id)).limit(page2.pageSize).offset((page2.page - 1) * page2.pageSize);
  return withSpecs(db, rows);
}
async function getRaffle(db, id2) {
  const [row] = await db.select().from(raffles).where(eq40(raffles.id, id2));
  if (!row) throw notFound3();
  return (await withSpecs(db, [row]))[0];
}
async function getRaffleDetail(db, id2) {
  const raffle = await getRaffle(db, id2);
  const [stats] = await db.select({
    entries: count4(),
    wins: sql40`count(*) filter (where ${raffleEntries.isWin})::int`,
    players: countDistinct(raffleEntries.userId),
    diamonds: sql40`coalesce(sum(${raffleEntries.costDiamond}), 0)::int`,
    distributed: sql40`count(*) filter (where ${raffleEntries.isDistribute})::int`,
    // Won by the guarantee alone: the roll was not under the rate (odds never change once entries exist).
    pityWins: sql40`count(*) filter (where ${raffleEntries.isWin} and ${raffleEntries.roll} >= ${raffles.winRateBp} * ${sql40.raw(String(ROLL_RANGE / 1e4))})::int`
  }).from(raffleEntries).innerJoin(raffles, eq40(raffles.id, raffleEntries.raffleId)).where(eq40(raffleEntries.raffleId, id2));
  return { ...raffle, stats };
}
async function createRaffle(ctx, adminId, input) {
  return ctx.db.transaction(async (tx) => {
    const seed = newSeed();
    const { winRate, ...rest } = input;
    const [row] = await tx.insert(raffles).values({ ...rest, winRateBp: toBp(winRate), seed, seedHash: hashSeed(seed), seedRevealed: input.status === "ended" }).returning({ id: raffles.id });
    await recordAudit(tx, adminId, { action: "raffle.create", targetType: "raffle", targetId: row.id, detail: input });
    return row.id;
  });
}
async function updateRaffle(ctx, adminId, id2, input, action = "raffle.update") {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(raffles).where(eq40(raffles.id, id2)).for("update");
    if (!before) throw notFound3();
    if (before.status === "ended") throw AppError.rejected("An ended raffle cannot change");
    const { winRate, ...rest } = input;
    const oddsChange = winRate !== void 0 && toBp(winRate) !== before.winRateBp || input.guaranteeCount !== void 0 && input.guaranteeCount !== before.guaranteeCount;
    if (oddsChange) {
      const [entry] = await tx.select({ id: raffleEntries.id }).from(raffleEntries).where(eq40(raffleEntries.raffleId, id2)).limit(1);
      if (entry) throw AppError.rejected("The odds of a raffle with entries cannot change");
    }
    await tx.update(raffles).set({
      ...rest,
      ...winRate === void 0 ? {} : { winRateBp: toBp(winRate) },
      ...input.status === "ended" ? { seedRevealed: true } : {},
      updatedAt: ctx.clock.now()
    }).where(eq40(raffles.id, id2));
    await recordAudit(tx, adminId, { action, targetType: "raffle", targetId: id2, detail: { before: toRaffle(before), after: input } });
  });
}
async function addSpec(ctx, adminId, raffleId, specId) {
  await ctx.db.transaction(async (tx) => {
    const [raffle] = await tx.select({ status: raffles.status }).from(raffles).where(eq40(raffles.id, raffleId));
    if (!raffle) throw notFound3();
    if (!await saleSpecExists(tx, specId)) throw AppError.notFound("Figurine spec not found");
    const added = await tx.insert(raffleSpecs).values({ raffleId, specId }).onConflictDoNothing().returning({ specId: raffleSpecs.specId });
    if (added.length === 0) throw AppError.rejected("This figurine spec is already in a raffle");
    await recordAudit(tx, adminId, { action: "raffle.add_spec", targetType: "raffle", targetId: raffleId, detail: { specId } });
  });
}
async function removeSpec(ctx, adminId, specId) {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx.delete(raffleSpecs).where(eq40(raffleSpecs.specId, specId)).returning({ raffleId: raffleSpecs.raffleId });
    if (!removed) throw AppError.notFound("Figurine spec is not in a raffle");
    await recordAudit(tx, adminId, { action: "raffle.remove_spec", targetType: "raffle", targetId: removed.raffleId, detail: { specId } });
  });
}

// src/modules/raffle/admin-routes.ts
var tags22 = ["admin"];
var one = { 200: dataOf(AdminRaffleSchema) };
async function raffleAdminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  app.post("/admin/raffle", { schema: { tags: tags22, body: AdminRaffleInputSchema, response: one } }, async (request) => ({
    data: await getRaffle(ctx.db, await createRaffle(ctx, requireAdmin(request), request.body))
  }));
  app.get(
    "/admin/raffle/list",
    { schema: { tags: tags22, querystring: PageQuerySchema, response: { 200: listOf(AdminRaffleSchema) } } },
    async (request) => ({
      data: await listRaffles(ctx.db, request.query)
    })
  );
  app.get("/admin/raffle/show/:id", { schema: { tags: tags22, params: IdParamsSchema, response: one } }, async (request) => ({
    data: await getRaffle(ctx.db, request.params.id)
  }));
  app.get(
    "/admin/raffle/detail/:id",
    { schema: { tags: tags22, params: IdParamsSchema, response: { 200: dataOf(AdminRaffleDetailSchema) } } },
    async (request) => ({
      data: await getRaffleDetail(ctx.db, request.params.id)
    })
  );
  app.get("/admin/raffle/available-specs", { schema: { tags: tags22, response: { 200: listOf(RaffleSpecRefSchema) } } }, async () => ({
    data: await availableSpecs(ctx.db)
  }));
  app.put(
    "/admin/raffle/:id",
    { schema: { tags: tags22, params: IdParamsSchema, body: AdminRaffleUpdateSchema, response: one } },
    async (request) => {
      await updateRaffle(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await getRaffle(ctx.db, request.params.id) };
    }
  );
  app.delete("/admin/raffle/:id", { schema: { tags: tags22, params: IdParamsSchema, response: one } }, async (request) => {
    await updateRaffle(ctx, requireAdmin(request), request.params.id, { status: "ended" }, "raffle.delete");
    return { data: await getRaffle(ctx.db, request.params.id) };
  });
  app.patch(
    "/admin/raffle/add-figurine-spec",
    { schema: { tags: tags22, body: AdminRaffleSpecInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await addSpec(ctx, requireAdmin(request), request.body.raffleId, request.body.specId);
      return { data: true };
    }
  );
  app.patch(
    "/admin/raffle/remove-figurine-spec/:specId",
    { schema: { tags: tags22, params: z26.object({ specId: IdSchema }), response: { 200: OkSchema } } },
    async (request) => {
      await removeSpec(ctx, requireAdmin(request), request.params.specId);
      return { data: true };
    }
  );
}

// src/modules/raffle/routes.ts
import { z as z27 } from "zod";

// src/modules/raffle/service.ts
import { and as and33, eq as eq41 } from "drizzle-orm";
var notFound4 = () => AppError.notFound("Raffle not found");
var entryNotFound = () => AppError.notFound("Raffle entry record not found");
async function showRaffle(db, specId, userId) {
  const row = await activeRaffleOfSpec(db, specId);
  if (!row) throw notFound4();
  const [pity] = userId ? await db.select({ counter: rafflePity.counter }).from(rafflePity).where(and33(eq41(rafflePity.userId, userId), eq41(rafflePity.raffleId, row.raffle.id))) : [];
  const { spec } = row;
  return {
    raffle: toRaffle(row.raffle),
    spec: { id: spec.id, title: spec.title, image: spec.image, description: spec.description, stock: spec.stock },
    character: { id: spec.characterId, name: row.characterName },
    guaranteeCountForUser: pity?.counter ?? 0,
    availableDiamonds: userId ? (await getBalances(db, userId)).diamonds : null
  };
}
async function consume(ctx, userId, specId) {
  return ctx.db.transaction(async (tx) => {
    const row = await activeRaffleOfSpec(tx, specId);
    if (!row) throw notFound4();
    const { raffle } = row;
    await tx.insert(rafflePity).values({ userId, raffleId: raffle.id }).onConflictDoNothing();
    const [pity] = await tx.select().from(rafflePity).where(and33(eq41(rafflePity.userId, userId), eq41(rafflePity.raffleId, raffle.id))).for("update");
    const stock = await lockSpecStock(tx, specId);
    if (!stock || stock <= 0) throw AppError.rejected("This figurine is out of stock");
    const drawNumber = pity.draws + 1;
    const roll = rollFor(raffle.seed, userId, drawNumber);
    const { isWin, counterAfter } = decide(raffle, pity.counter, roll);
    const [entry] = await tx.insert(raffleEntries).values({ raffleId: raffle.id, specId, userId, drawNumber, roll, isWin, pityBefore: pity.counter, costDiamond: raffle.costDiamond }).returning({ id: raffleEntries.id });
    await applyLedgerEntry(
      tx,
      {
        userId,
        currency: "diamond",
        delta: -raffle.costDiamond,
        reason: "raffle_entry",
        referenceType: "raffle_entry",
        referenceId: entry.id
      },
      "Not enough diamonds"
    );
    if (isWin && !await takeStock(tx, specId, 1)) throw AppError.rejected("This figurine is out of stock");
    await tx.update(rafflePity).set({ counter: counterAfter, draws: drawNumber }).where(and33(eq41(rafflePity.userId, userId), eq41(rafflePity.raffleId, raffle.id)));
    if (isWin) {
      await sendMessages(tx, [
        {
          userId,
          kind: "raffle_win",
          title: "You won a raffle",
          body: `You won ${row.characterName} \u2014 ${row.spec.title}. Choose a shipping address to receive it.`,
          link: paths.raffleEntry(entry.id)
        }
      ]);
      await queueEmails(ctx, tx, [
        {
          kind: "raffle_win",
          userId,
          about: entry.id,
          data: { entryId: entry.id, characterName: row.characterName, specTitle: row.spec.title, image: row.spec.image ?? null }
        }
      ]);
    }
    return entry.id;
  });
}
async function getMyEntry(db, userId, id2) {
  const [row] = await entryQuery(db).where(and33(eq41(raffleEntries.id, id2), eq41(raffleEntries.userId, userId)));
  if (!row) throw entryNotFound();
  return toRecord(row);
}
async function claimWin(ctx, userId, id2, addressId) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await entryQuery(tx).where(and33(eq41(raffleEntries.id, id2), eq41(raffleEntries.userId, userId))).for("update", { of: raffleEntries });
    if (!row) throw entryNotFound();
    if (!row.entry.isWin) throw AppError.rejected("Only a winning entry can be shipped");
    if (row.entry.userAddressId) throw AppError.rejected("The address of this prize is already set");
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw AppError.notFound("Address not found");
    const orderId = await placeRaffleOrder(tx, ctx.clock.now(), {
      userId,
      address,
      addressId,
      item: {
        specId: row.entry.specId,
        characterId: row.characterId,
        specTitle: row.specTitle,
        specImage: row.specImage,
        characterName: row.characterName
      }
    });
    await tx.update(raffleEntries).set({ userAddressId: addressId, orderId, isDistribute: true }).where(eq41(raffleEntries.id, id2));
    await sendMessages(tx, [
      {
        userId,
        kind: "raffle_distributed",
        title: "Your raffle prize is on its way",
        body: `${row.characterName} \u2014 ${row.specTitle} ships in 2-3 business days.`,
        link: paths.raffleEntry(id2)
      }
    ]);
  });
}

// src/modules/raffle/verify.ts
import { eq as eq42 } from "drizzle-orm";
async function verifyEntry(db, entryId) {
  const [row] = await db.select({ entry: raffleEntries, raffle: raffles }).from(raffleEntries).innerJoin(raffles, eq42(raffles.id, raffleEntries.raffleId)).where(eq42(raffleEntries.id, entryId));
  if (!row) throw AppError.notFound("Raffle entry record not found");
  const { entry, raffle } = row;
  const message = `${entry.userId}:${entry.drawNumber}`;
  let recomputed = null;
  if (raffle.seedRevealed) {
    const roll = rollFor(raffle.seed, entry.userId, entry.drawNumber);
    const { isWin } = decide(raffle, entry.pityBefore, roll);
    recomputed = { roll, isWin, matches: roll === entry.roll && isWin === entry.isWin };
  }
  return {
    entryId: entry.id,
    seedHash: raffle.seedHash,
    seed: raffle.seedRevealed ? raffle.seed : null,
    message,
    drawNumber: entry.drawNumber,
    roll: entry.roll,
    pityBefore: entry.pityBefore,
    isWin: entry.isWin,
    recomputed
  };
}

// src/modules/raffle/routes.ts
var tags23 = ["raffle"];
var SpecParamsSchema = z27.object({ characterSaleSpecId: IdSchema });
async function raffleRoutes(app) {
  const { ctx } = app;
  app.get(
    "/raffle/show/:characterSaleSpecId",
    { schema: { tags: tags23, params: SpecParamsSchema, response: { 200: dataOf(RaffleShowSchema) } } },
    async (request) => ({
      data: await showRaffle(ctx.db, request.params.characterSaleSpecId, optionalUserId(request))
    })
  );
  app.post(
    "/raffle/consume/:characterSaleSpecId",
    {
      schema: { tags: tags23, params: SpecParamsSchema, response: { 200: dataOf(z27.object({ raffleEntryRecordId: z27.string() })) } },
      config: limit(120)
    },
    async (request) => ({ data: { raffleEntryRecordId: await consume(ctx, requireUser(request), request.params.characterSaleSpecId) } })
  );
  app.get(
    "/raffle/pageForMine",
    { schema: { tags: tags23, querystring: PageQuerySchema, response: { 200: listOf(RaffleEntryRecordSchema) } } },
    async (request) => ({
      data: await listMyEntries(ctx.db, requireUser(request), request.query)
    })
  );
  for (const path of ["/raffle/entry-record/:id", "/raffle-entry-record/show/:id"]) {
    app.get(path, { schema: { tags: tags23, params: IdParamsSchema, response: { 200: dataOf(RaffleEntryRecordSchema) } } }, async (request) => ({
      data: await getMyEntry(ctx.db, requireUser(request), request.params.id)
    }));
  }
  app.put(
    "/raffle-entry-record/:id",
    { schema: { tags: tags23, params: IdParamsSchema, body: RaffleEntryAddressInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await claimWin(ctx, requireUser(request), request.params.id, request.body.userAddressId);
      return { data: true };
    }
  );
  app.get(
    "/raffle/verify/:id",
    { schema: { tags: tags23, params: IdParamsSchema, response: { 200: dataOf(RaffleVerifySchema) } } },
    async (request) => ({
      data: await verifyEntry(ctx.db, request.params.id)
    })
  );
}

// src/modules/shop/admin-routes.ts
import { z as z28 } from "zod";

// src/modules/shop/admin-service.ts
import { asc as asc14, eq as eq43 } from "drizzle-orm";
async function startPreSale(ctx, adminId, characterId, q) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const campaign = await lockCampaign(tx, characterId);
    if (!campaign) throw AppError.notFound("Crowdfunding not found");
    if (campaign.status !== "success_pending") throw AppError.rejected("Only a funded campaign can start its pre-sale");
    const salePrice = q.salePrice ?? PRE_SALE_DEFAULTS.salePrice;
    const values = {
      status: "active",
      salePriceCents: dollarsToCents(salePrice),
      preSalePriceCents: dollarsToCents(q.preSalePrice ?? Math.round(salePrice * PRE_SALE_DEFAULTS.preSaleDiscount * 100) / 100),
      preSaleEndAt: new Date(now.getTime() + (q.preSaleDays ?? PRE_SALE_DEFAULTS.preSaleDays) * 864e5),
      images: campaign.images,
      startedAt: now,
      updatedAt: now
    };
    const [existing] = await tx.select({ status: sales.status }).from(sales).where(eq43(sales.characterId, characterId));
    if (existing?.status === "active") throw AppError.rejected("The sale has already started");
    await tx.insert(sales).values({ characterId, ...values }).onConflictDoUpdate({ target: sales.characterId, set: values });
    await refreshCharacterPhase(tx, characterId, now);
    const character = await getCharacterRef(tx, characterId);
    const fans = [.../* @__PURE__ */ new Set([...await listVoterIds(tx, characterId), ...await listCollectorIds(tx, characterId)])].sort();
    if (character && fans.length > 0) {
      const preSalePrice = `$${(values.preSalePriceCents / 100).toFixed(2)}`;
      await sendMessages(
        tx,
        fans.map((userId) => ({
          userId,
          kind: "pre_sale_opened",
          title: `${character.name} is open for pre-order`,
          body: `A character you supported is now a figurine. Pre-order it at ${preSalePrice} before the pre-sale ends.`,
          link: paths.figurineShow(characterId)
        }))
      );
      await queueEmails(
        ctx,
        tx,
        fans.map((userId) => ({
          kind: "pre_sale_opening",
          userId,
          about: `${characterId}@${now.toISOString()}`,
          data: {
            character: { id: characterId, name: character.name, image: values.images[0] ?? character.illustration },
            preSalePriceCents: values.preSalePriceCents,
            salePriceCents: values.salePriceCents,
            preSaleEndAt: values.preSaleEndAt.toISOString()
          }
        }))
      );
    }
    await recordAudit(tx, adminId, {
      action: "sale.start_pre_sale",
      targetType: "character",
      targetId: characterId,
      detail: { salePrice, preSalePrice: values.preSalePriceCents / 100, preSaleEndAt: values.preSaleEndAt.toISOString() }
    });
  });
}
async function updateSale(ctx, adminId, characterId, input) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [before] = await tx.select().from(sales).where(eq43(sales.characterId, characterId)).for("update");
    if (!before) throw AppError.notFound("Sale not found");
    await tx.update(sales).set({
      ...changes({
        salePriceCents: centsOf(input.salePrice) ?? void 0,
        preSalePriceCents: centsOf(input.preSalePrice),
        preSaleEndAt: input.preSaleEndAt === void 0 ? void 0 : input.preSaleEndAt === null ? null : new Date(input.preSaleEndAt),
        content: input.content,
        images: input.images
      }),
      updatedAt: now
    }).where(eq43(sales.characterId, characterId));
    await refreshCharacterPhase(tx, characterId, now);
    await recordAudit(tx, adminId, {
      action: "sale.update",
      targetType: "character",
      targetId: characterId,
      detail: {
        input,
        before: { salePrice: before.salePriceCents / 100, preSaleEndAt: before.preSaleEndAt?.toISOString() ?? null, images: before.images }
      }
    });
  });
}
async function listSaleSpecs(db, characterId) {
  if (!await getCharacterRef(db, characterId)) throw AppError.notFound("Character not found");
  return db.select().from(saleSpecs).where(eq43(saleSpecs.characterId, characterId)).orderBy(asc14(saleSpecs.priceCents), asc14(saleSpecs.id));
}
var specValues = (input) => changes({
  title: input.title,
  image: input.image,
  description: input.description,
  priceCents: centsOf(input.price) ?? void 0,
  preSalePriceCents: centsOf(input.preSalePrice),
  stock: input.stock
});
async function createSaleSpec(ctx, adminId, input) {
  return ctx.db.transaction(async (tx) => {
    if (!await getCharacterRef(tx, input.characterId)) throw AppError.notFound("Character not found");
    const [spec] = await tx.insert(saleSpecs).values({
      characterId: input.characterId,
      title: input.title,
      image: input.image ?? null,
      description: input.description,
      priceCents: dollarsToCents(input.price),
      preSalePriceCents: centsOf(input.preSalePrice) ?? null,
      stock: input.stock
    }).returning();
    await recordAudit(tx, adminId, { action: "sale_spec.create", targetType: "sale_spec", targetId: spec.id, detail: input });
    return spec;
  });
}
async function updateSaleSpec(ctx, adminId, specId, input) {
  return ctx.db.transaction(async (tx) => {
    const values = specValues(input);
    const [spec] = Object.keys(values).length ? await tx.update(saleSpecs).set(values).where(eq43(saleSpecs.id, specId)).returning() : await tx.select().from(saleSpecs).where(eq43(saleSpecs.id, specId));
    if (!spec) throw AppError.notFound("Figurine spec not found");
    await recordAudit(tx, adminId, { action: "sale_spec.update", targetType: "sale_spec", targetId: spec.id, detail: input });
    return spec;
  });
}
async function deleteSaleSpec(ctx, adminId, specId) {
  return ctx.db.transaction(async (tx) => {
    const [spec] = await tx.update(saleSpecs).set({ status: "inactive" }).where(eq43(saleSpecs.id, specId)).returning();
    if (!spec) throw AppError.notFound("Figurine spec not found");
    await recordAudit(tx, adminId, { action: "sale_spec.delete", targetType: "sale_spec", targetId: spec.id });
    return spec;
  });
}
async function shipOrder(ctx, adminId, orderId, trackingNo) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const order = await moveOrder(tx, orderId, "unreceived", { trackingNo, shippedAt: now, updatedAt: now });
    if (!order) {
      const [exists] = await tx.select({ id: figurineOrders.id }).from(figurineOrders).where(eq43(figurineOrders.id, orderId));
      throw exists ? AppError.rejected("Only paid, unshipped orders can be shipped") : AppError.notFound("Order not found");
    }
    await sendMessages(tx, [
      {
        userId: order.userId,
        kind: "figurine_order_shipped",
        title: "Order shipped",
        body: `Your order ${order.no} has shipped (tracking number ${trackingNo}).`,
        link: paths.orderShow(order.id)
      }
    ]);
    await queueEmails(ctx, tx, [
      { kind: "order_shipped", userId: order.userId, about: order.id, data: { order: await orderMail(tx, order), trackingNo } }
    ]);
    await recordAudit(tx, adminId, {
      action: "figurine_order.ship",
      targetType: "figurine_order",
      targetId: orderId,
      detail: { trackingNo }
    });
  });
}
async function refundOrder(ctx, adminId, orderId) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(figurineOrders).where(eq43(figurineOrders.id, orderId)).for("update");
    if (!order) throw AppError.notFound("Order not found");
    if (!order.paymentId || !await moveOrder(tx, orderId, "refunding", { updatedAt: ctx.clock.now() }))
      throw AppError.rejected("Only paid orders can be refunded");
    if (!await requestRefund(ctx, tx, order.paymentId)) throw AppError.rejected("This payment is already refunded or being refunded");
    await recordAudit(tx, adminId, {
      action: "figurine_order.refund",
      targetType: "figurine_order",
      targetId: orderId,
      detail: { from: order.status }
    });
  });
}

// src/modules/shop/admin-routes.ts
var tags24 = ["admin"];
var detail3 = { 200: dataOf(CharacterDetailSchema) };
var specOut2 = (s2) => ({ ...toSpec(s2), status: s2.status });
var specResponse = { 200: dataOf(AdminSaleSpecSchema) };
var orderResponse = { 200: dataOf(AdminFigurineOrderSchema) };
async function shopAdminRoutes(app) {
  const { ctx } = app;
  app.addHook("preValidation", async (request) => {
    requireAdmin(request);
  });
  const show = async (id2) => await getCharacterDetail(ctx.db, id2, { userId: null, isAdmin: true }, ctx.clock.now());
  const order = async (id2) => await getFigurineOrder(ctx.db, id2);
  app.get(
    "/admin/character/start-pre-sale/:id",
    { schema: { tags: tags24, params: IdParamsSchema, querystring: StartPreSaleQuerySchema, response: detail3 } },
    async (request) => {
      await startPreSale(ctx, requireAdmin(request), request.params.id, request.query);
      return { data: await show(request.params.id) };
    }
  );
  app.put(
    "/admin/sale/:id",
    { schema: { tags: tags24, params: IdParamsSchema, body: AdminSaleInputSchema, response: detail3 } },
    async (request) => {
      await updateSale(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await show(request.params.id) };
    }
  );
  app.post("/admin/sale-spec", { schema: { tags: tags24, body: CreateSaleSpecInputSchema, response: specResponse } }, async (request) => ({
    data: specOut2(await createSaleSpec(ctx, requireAdmin(request), request.body))
  }));
  app.post(
    "/admin/sale-spec/:id",
    { schema: { tags: tags24, params: IdParamsSchema, body: CreateSaleSpecInputSchema.omit({ characterId: true }), response: specResponse } },
    async (request) => ({
      data: specOut2(await createSaleSpec(ctx, requireAdmin(request), { ...request.body, characterId: request.params.id }))
    })
  );
  app.get(
    "/admin/sale-spec/:id",
    { schema: { tags: tags24, params: IdParamsSchema, response: { 200: listOf(AdminSaleSpecSchema) } } },
    async (request) => ({
      data: (await listSaleSpecs(ctx.db, request.params.id)).map(specOut2)
    })
  );
  app.put(
    "/admin/sale-spec/:id",
    { schema: { tags: tags24, params: IdParamsSchema, body: SaleSpecInputSchema, response: specResponse } },
    async (request) => ({
      data: specOut2(await updateSaleSpec(ctx, requireAdmin(request), request.params.id, request.body))
    })
  );
  app.delete("/admin/sale-spec/:id", { schema: { tags: tags24, params: IdParamsSchema, response: specResponse } }, async (request) => ({
    data: specOut2(await deleteSaleSpec(ctx, requireAdmin(request), request.params.id))
  }));
  app.get(
    "/admin/order/figurine",
    { schema: { tags: tags24, querystring: AdminFigurineOrderListQuerySchema, response: { 200: listOf(AdminFigurineOrderSchema) } } },
    async (request) => ({
      data: await listFigurineOrders(ctx.db, request.query)
    })
  );
  app.post(
    "/admin/order/figurine/:id/ship",
    { schema: { tags: tags24, params: IdParamsSchema, body: ShipOrderInputSchema, response: orderResponse } },
    async (request) => {
      await shipOrder(ctx, requireAdmin(request), request.params.id, request.body.trackingNo);
      return { data: await order(request.params.id) };
    }
  );
  app.post(
    "/admin/order/figurine/:id/refund",
    { schema: { tags: tags24, params: IdParamsSchema, body: z28.object({}).optional(), response: orderResponse } },
    async (request) => {
      await refundOrder(ctx, requireAdmin(request), request.params.id);
      return { data: await order(request.params.id) };
    }
  );
}

// src/modules/shop/routes.ts
import { z as z29 } from "zod";
var tags25 = ["shop"];
async function shopRoutes(app) {
  const { ctx } = app;
  app.get(
    "/figurine/show/:id",
    { schema: { tags: tags25, params: IdParamsSchema, response: { 200: dataOf(FigurineShowSchema) } } },
    async (request) => {
      const show = await getFigurineShow(ctx.db, request.params.id, optionalUserId(request));
      if (!show) throw AppError.notFound("Figurine not found");
      return { data: show };
    }
  );
  app.post(
    "/figurine/buy",
    {
      schema: { tags: tags25, body: BuyInputSchema, response: { 200: dataOf(z29.object({ characterSaleOrderId: z29.string() })) } },
      config: limit(30)
    },
    async (request) => {
      return { data: { characterSaleOrderId: await buyFigurines(ctx, requireUser(request), request.body, idempotencyKeyOf(request)) } };
    }
  );
  app.get(
    "/character-sale-order/show/:id",
    { schema: { tags: tags25, params: IdParamsSchema, response: { 200: dataOf(FigurineOrderSchema) } } },
    async (request) => {
      const order = await getFigurineOrder(ctx.db, request.params.id, requireUser(request));
      if (!order) throw AppError.notFound("Order not found");
      return { data: order };
    }
  );
  app.put(
    "/character-sale-order/:id",
    { schema: { tags: tags25, params: IdParamsSchema, body: SetOrderAddressInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await setOrderAddress(ctx, requireUser(request), request.params.id, request.body.userAddressId);
      return { data: true };
    }
  );
  app.post(
    "/character-sale-order/:id/cancel",
    { schema: { tags: tags25, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await cancelOrder(ctx, requireUser(request), request.params.id);
      return { data: true };
    }
  );
  app.post(
    "/character-sale-order/:id/confirm-receipt",
    { schema: { tags: tags25, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await confirmReceipt(ctx, requireUser(request), request.params.id);
      return { data: true };
    }
  );
  app.post(
    "/character-sale-order/:id/review",
    { schema: { tags: tags25, params: IdParamsSchema, body: ReviewOrderInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await reviewOrder(ctx, requireUser(request), request.params.id, request.body.comment);
      return { data: true };
    }
  );
  app.get(
    "/order/figurine/list",
    { schema: { tags: tags25, querystring: FigurineOrderListQuerySchema, response: { 200: listOf(FigurineOrderSchema) } } },
    async (request) => ({
      data: await listFigurineOrders(ctx.db, { ...request.query, userId: requireUser(request) })
    })
  );
}

// src/modules/vote/routes.ts
import { createHash as createHash4 } from "node:crypto";
var tags26 = ["vote"];
function viewerKey(request, userId) {
  if (userId) return `u:${userId}`;
  const fingerprint = `${request.ip}|${request.headers["user-agent"] ?? ""}`;
  return `v:${createHash4("sha256").update(fingerprint).digest("base64url").slice(0, 32)}`;
}
async function voteRoutes(app) {
  const { ctx } = app;
  app.get(
    "/vote/show/:id",
    { schema: { tags: tags26, params: IdParamsSchema, response: { 200: dataOf(CharacterDetailSchema) } } },
    async (request) => {
      const userId = optionalUserId(request);
      const detail4 = await viewCharacterDetail(ctx.db, request.params.id, { userId }, viewerKey(request, userId), ctx.clock.now());
      if (!detail4) throw AppError.notFound("Character not found");
      return { data: detail4 };
    }
  );
  app.post(
    "/vote/:id",
    {
      schema: { tags: tags26, params: IdParamsSchema, body: CastVoteInputSchema, response: { 200: dataOf(CastVoteResultSchema) } },
      config: limit(120)
    },
    async (request) => {
      const userId = requireUser(request);
      if (request.body.targetId && request.body.targetId !== request.params.id) {
        throw AppError.validation("targetId does not match the character voted for", [
          { path: "targetId", message: "targetId does not match the character voted for" }
        ]);
      }
      return { data: await castVotes(ctx, userId, request.params.id, request.body.targetCount) };
    }
  );
}

// src/modules/wallet/routes.ts
async function walletRoutes(app) {
  const { ctx } = app;
  app.get(
    "/wallet/history",
    { schema: { tags: ["wallet"], querystring: PageQuerySchema, response: { 200: listOf(WalletHistoryRowSchema) } } },
    async (request) => ({
      data: await listLedger(ctx.db, requireUser(request), request.query)
    })
  );
}

// src/platform/html-page.ts
import { createHash as createHash5 } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
function compressedPage(html, quality = 11) {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(html, { level: 9 })
  };
}
function acceptedEncoding(header) {
  const accepted = (Array.isArray(header) ? header.join(",") : header ?? "").split(",").map((part) => part.trim().split(";")).filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0).map(([name]) => name.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash5("sha256").update(body).digest("base64")}'`
  );
}

// src/web-pages.ts
var BANNER_SIZES = "(min-width: 768px) 50vw, min(calc(100vw - 32px), 448px)";
var GALLERY_SIZES = "(min-width: 768px) 50vw, min(100vw, 480px)";
var SHELF_LIFE_MS = 3e4;
var firstOf = (list) => Array.isArray(list) && list.length > 0 ? list[0] : void 0;
var HEROES = [
  { path: /^\/$/, api: () => "/api/system/home-banner", pick: (d) => firstOf(d)?.image, sizes: BANNER_SIZES, slot: "home" },
  {
    path: /^\/figurines$/,
    api: () => "/api/system/figurine-banner",
    pick: (d) => firstOf(d)?.image,
    sizes: BANNER_SIZES,
    slot: "shop"
  },
  {
    path: /^\/figurines\/show\/([\w-]{1,64})$/,
    api: (m) => `/api/figurine/show/${m[1]}`,
    pick: (d) => firstOf(d?.crowdfundingImages) ?? firstOf(d?.sale?.images) ?? d?.voteIllustration,
    sizes: GALLERY_SIZES,
    slot: "show"
  }
];
var attr = (s2) => s2.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
var WebPages = class {
  constructor(app, html) {
    this.app = app;
    this.html = html;
    this.plain = compressedPage(html);
  }
  app;
  html;
  plain;
  cache = /* @__PURE__ */ new Map();
  async page(path) {
    const hero = HEROES.map((h) => ({ h, m: h.path.exec(path) })).find((x) => x.m);
    if (!hero) return this.plain;
    const cached = this.cache.get(path);
    if (cached && Date.now() - cached.at < SHELF_LIFE_MS) return cached.page;
    const page2 = await this.withHero(hero.h, hero.m).catch(() => this.plain);
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(path, { at: Date.now(), page: page2 });
    return page2;
  }
  async withHero(hero, match) {
    const res = await this.app.inject({ method: "GET", url: hero.api(match), headers: { accept: "application/json" } });
    if (res.statusCode !== 200) return this.plain;
    const src = hero.pick(res.json().data);
    if (typeof src !== "string" || !src.startsWith("/uploads/")) return this.plain;
    const srcset = imageSrcSet(src);
    const img = `<img src="${attr(src)}"${srcset ? ` srcset="${attr(srcset)}" sizes="${hero.sizes}"` : ""} alt="" fetchpriority="high">`;
    const slot = new RegExp(`(<div class="[^"]*\\bs-hero-${hero.slot}\\b[^"]*">)(</div>)`);
    return slot.test(this.html) ? compressedPage(this.html.replace(slot, `$1${img}$2`), 5) : this.plain;
  }
};

// src/platform/clock.ts
var systemClock = { now: () => /* @__PURE__ */ new Date() };

// src/jobs.ts
function registerJobs(ctx) {
  ctx.jobs.define(authCleanupJob(ctx));
  ctx.jobs.define(contributorRefreshJob(ctx, [voteContributorSource, crowdfundingContributorSource]));
  ctx.jobs.define(viewsCleanupJob(ctx));
  ctx.jobs.define(supportExpiryJob(ctx));
  ctx.jobs.define(campaignEndJob(ctx));
  ctx.jobs.define(figurineOrderExpiryJob(ctx));
  ctx.jobs.define(figurineAutoReceiveJob(ctx));
  definePaymentJobs(ctx);
  const [emailDelivery, outboxSweep] = notificationJobs(ctx);
  ctx.jobs.define(emailDelivery);
  ctx.jobs.define(outboxSweep);
  ctx.jobs.define({
    name: "platform.sweep",
    cron: "41 * * * *",
    run: async () => {
      await sweepIdempotencyKeys(ctx.db, ctx.clock.now());
      await ctx.limiters.sweep(/* @__PURE__ */ new Date());
    }
  });
}

// src/platform/origins.ts
import { networkInterfaces, hostname } from "node:os";
var TrustedOrigins = class {
  constructor(config, listeningPort = () => void 0, localHosts = machineHosts) {
    this.config = config;
    this.listeningPort = listeningPort;
    this.localHosts = localHosts;
    this.fixed = /* @__PURE__ */ new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  }
  config;
  listeningPort;
  localHosts;
  fixed;
  /** The address links and redirects use when nothing better is known. */
  get fallback() {
    return new URL(this.config.publicUrl).origin;
  }
  isTrusted(origin) {
    if (this.fixed.has(origin)) return true;
    if (this.config.PUBLIC_URL) return false;
    const url2 = new URL(origin);
    const port = Number(url2.port || (url2.protocol === "https:" ? 443 : 80));
    const ports = new Set([this.config.PORT, this.listeningPort()].filter((p) => !!p));
    return url2.protocol === "http:" && ports.has(port) && this.localHosts().has(url2.hostname.replace(/^\[|\]$/g, "").toLowerCase());
  }
  /** The origin the request came from (its Origin header, else its scheme and Host) when trusted, else the fallback. */
  of(request) {
    const candidate = originOf(request);
    return candidate && this.isTrusted(candidate) ? candidate : this.fallback;
  }
};
function originOf(request) {
  const header = request.headers.origin;
  const raw = typeof header === "string" && header !== "null" ? header : `${request.protocol}://${request.host}`;
  try {
    const url2 = new URL(raw);
    return url2.protocol === "http:" || url2.protocol === "https:" ? url2.origin : null;
  } catch {
    return null;
  }
}
function machineHosts() {
  const hosts = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "::1", hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) for (const address of list ?? []) hosts.add(address.address.toLowerCase());
  return hosts;
}
function lanAddresses() {
  return Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((a) => a.family === "IPv4" && !a.internal).map((a) => a.address);
}

// src/platform/rate-limit/limiters.ts
import { lt as lt8 } from "drizzle-orm";
import { Redis } from "ioredis";
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

// src/platform/rate-limit/schema.ts
import { integer as integer15, pgTable as pgTable20, text as text23, timestamp as timestamp2 } from "drizzle-orm/pg-core";
var rateLimits = pgTable20("rate_limits", {
  key: text23("key").primaryKey(),
  points: integer15("points").notNull(),
  expire: timestamp2("expire", { withTimezone: true, mode: "date" })
});

// src/platform/rate-limit/limiters.ts
var Limiters = class {
  constructor(options) {
    this.options = options;
    this.redis = options.redisUrl ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  }
  options;
  built = /* @__PURE__ */ new Map();
  redis;
  limiter(rule) {
    const id2 = `${rule.prefix}:${rule.points}:${rule.durationSeconds}`;
    let limiter = this.built.get(id2);
    if (!limiter) {
      const common = { keyPrefix: `rl:${rule.prefix}`, points: rule.points, duration: rule.durationSeconds };
      limiter = this.redis ? new RateLimiterRedis({ ...common, storeClient: this.redis }) : new RateLimiterDrizzle({ ...common, storeClient: this.options.db, schema: rateLimits, clearExpiredByTimeout: false });
      this.built.set(id2, limiter);
    }
    return limiter;
  }
  /** Takes one point; answers the seconds to wait when the rule is exhausted (the point is then not taken), else 0. */
  async take(rule, key) {
    try {
      await this.limiter(rule).consume(key, 1);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1e3));
      throw err;
    }
  }
  /** Seconds to wait before the rule lets `key` through again (0: it would pass now). */
  async waitFor(rule, key) {
    const res = await this.limiter(rule).get(key);
    return res && res.consumedPoints >= rule.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1e3)) : 0;
  }
  async reset(rule, key) {
    await this.limiter(rule).delete(key);
  }
  /** Counters expired for an hour are swept (the Redis store expires its own keys). */
  async sweep(now) {
    if (!this.redis) await this.options.db.delete(rateLimits).where(lt8(rateLimits.expire, new Date(now.getTime() - 36e5)));
  }
  async close() {
    this.redis?.disconnect();
  }
};

// src/platform/rate-limit/hook.ts
function registerRateLimits(app, limiters) {
  app.addHook("onRequest", async (request, reply) => {
    const rule = request.routeOptions.config?.rateLimit;
    if (!rule) return;
    const wait = await limiters.take(
      { prefix: `route:${request.method}:${request.routeOptions.url}`, points: rule.max, durationSeconds: rule.windowSeconds },
      request.ip
    );
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      throw AppError.tooManyRequests();
    }
  });
}

// src/platform/mail/console-transport.ts
var ConsoleTransport = class {
  constructor(options) {
    this.options = options;
  }
  options;
  name = "console";
  async send(message) {
    const { channel, log, mailbox, clock } = this.options;
    if (mailbox) {
      mailbox.add(message, clock.now());
      log.info({ channel, to: message.to, subject: message.subject, text: message.text }, `${channel} sent (console transport)`);
    } else {
      log.info({ channel, to: message.to, subject: message.subject }, `${channel} sent (console transport)`);
    }
  }
};

// src/platform/mail/smtp-transport.ts
import nodemailer from "nodemailer";
var SmtpTransport = class {
  constructor(options) {
    this.options = options;
    this.transporter = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      auth: options.user ? { user: options.user, pass: options.password } : void 0
    });
  }
  options;
  name = "smtp";
  transporter;
  async send(message) {
    await this.transporter.sendMail({ from: this.options.from, ...message });
  }
};

// src/platform/mail/transport.ts
var DevMailbox = class {
  constructor(capacity = 200) {
    this.capacity = capacity;
  }
  capacity;
  items = [];
  next = 1;
  add(message, at) {
    this.items.unshift({ ...message, id: this.next++, sentAt: at.toISOString() });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
  }
  list() {
    return [...this.items];
  }
  get(id2) {
    return this.items.find((m) => m.id === id2);
  }
};

// src/platform/serializer.ts
import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z as z30 } from "zod";
function simplify(node) {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter((s2) => !(s2.type === "null" && Object.keys(s2).length === 1));
    if (nonNull.length === 1 && !nonNull[0].anyOf && !nonNull[0].$ref) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...nonNull[0], nullable: true };
    }
  }
  return out;
}
function responseJsonSchema(schema) {
  try {
    const json = z30.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
    delete json.$schema;
    return simplify(json);
  } catch {
    return null;
  }
}
function compileResponseWriter(schema) {
  const json = responseJsonSchema(schema);
  return json ? fastJson(json) : null;
}
var isZod = (schema) => !!schema && typeof schema === "object" && "_zod" in schema;
function createSerializerCompiler(options) {
  return (route) => {
    const zodWriter = zodSerializerCompiler(route);
    const fast = isZod(route.schema) ? compileResponseWriter(route.schema) : null;
    if (!fast) return zodWriter;
    if (!options.checked) return fast;
    return (data) => {
      const expected = zodWriter(data);
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled writer wrote ${written} where zod wrote ${expected}`);
      }
      return written;
    };
  };
}

// src/platform/storage/file-storage.ts
import { mkdirSync as mkdirSync2 } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join as join2, resolve as resolve2 } from "node:path";
var LocalFileStorage = class {
  publicPrefix = "/uploads";
  root;
  constructor(root) {
    this.root = resolve2(root);
    mkdirSync2(this.root, { recursive: true });
  }
  async put(key, body) {
    if (key.includes("..") || key.startsWith("/")) throw new Error("invalid storage key");
    const file = join2(this.root, key);
    await mkdir(join2(file, ".."), { recursive: true });
    await writeFile(file, body);
    return `${this.publicPrefix}/${key}`;
  }
};

// src/platform/notified-value.ts
var NotifiedValue = class {
  constructor(ttlMs, options) {
    this.ttlMs = ttlMs;
    this.listening = !options.needsListener;
  }
  ttlMs;
  kept = null;
  generation = 0;
  listening;
  /** The kept value, or `load`'s answer (kept for next time when nothing changed meanwhile). */
  async get(nowMs, load) {
    if (this.kept && this.kept.until > nowMs) return this.kept.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.listening && this.ttlMs > 0) this.kept = { value, until: nowMs + this.ttlMs };
    return value;
  }
  invalidate() {
    this.generation++;
    this.kept = null;
  }
  /** The listener connected (true) or was lost (false): either way what is kept may be stale. */
  setListening(listening) {
    this.listening = listening;
    this.invalidate();
  }
};

// src/app.ts
var escapeHtml = (s2) => s2.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function providerCsp(config) {
  const stripe = !!config.STRIPE_PUBLISHABLE_KEY;
  const paypal = !!config.PAYPAL_CLIENT_ID;
  return {
    script: [...stripe ? ["https://js.stripe.com", "https://*.js.stripe.com"] : [], ...paypal ? ["https://www.paypal.com"] : []],
    connect: [...stripe ? ["https://api.stripe.com"] : [], ...paypal ? ["https://www.paypal.com", "https://*.paypal.com"] : []],
    frame: [
      ...stripe ? ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"] : [],
      ...paypal ? ["https://www.paypal.com", "https://*.paypal.com"] : []
    ],
    img: paypal ? ["https://*.paypal.com", "https://*.paypalobjects.com"] : []
  };
}
function distDir(configured, name) {
  if (configured) return resolve3(configured);
  const here = dirname2(fileURLToPath2(import.meta.url));
  for (const candidate of [join3(here, `../../${name}/dist`), join3(here, `../../../apps/${name}/dist`)]) {
    if (existsSync2(join3(candidate, "index.html"))) return candidate;
  }
  return null;
}
var staticHeaders = (res, path) => {
  res.setHeader("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
};
async function buildApp(options) {
  const { config } = options;
  const fastify = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"]
    },
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    // Behind a load balancer the client's address comes from X-Forwarded-For, for the proxies trusted.
    trustProxy: config.trustProxy,
    // Generous: on a busy 2-core machine the embedded database and swagger-ui can take seconds to boot.
    pluginTimeout: 6e4,
    // Errors raised before routing (a broken %-escape, an over-long parameter) answer like any other.
    frameworkErrors: (err, _request, reply) => {
      const status = err.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
      const detail4 = status === 414 ? "The address is too long" : "The address is not valid";
      void reply.status(status).type("application/problem+json").send(problem(status, status === 400 ? ErrorCode.badRequest : ErrorCode.clientError, detail4));
    }
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(createSerializerCompiler({ checked: !config.production }));
  const app = fastify.withTypeProvider();
  const log = app.log;
  const clock = options.clock ?? systemClock;
  const mailbox = config.production ? null : new DevMailbox();
  const self = { url: null };
  const ctx = {
    config,
    db: options.database.db,
    clock,
    log,
    mailbox,
    mail: config.MAIL_TRANSPORT === "smtp" ? new SmtpTransport({
      host: config.SMTP_HOST ?? "localhost",
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM
    }) : new ConsoleTransport({ channel: "mail", log, clock, mailbox: mailbox ?? void 0 }),
    sms: new ConsoleTransport({ channel: "sms", log, clock, mailbox: mailbox ?? void 0 }),
    storage: new LocalFileStorage(config.uploadDir),
    jobs: new JobQueue({
      executor: options.database.executor,
      log,
      work: config.JOBS_ENABLED,
      pollingIntervalSeconds: config.JOB_POLL_SECONDS,
      maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
      leaseSeconds: config.JOB_LEASE_SECONDS
    }),
    self,
    origins: new TrustedOrigins(config, () => self.url ? Number(new URL(self.url).port) || void 0 : void 0),
    limiters: new Limiters({ db: options.database.db, redisUrl: config.REDIS_URL }),
    viewers: new ViewerCache(config.SESSION_CACHE_SECONDS * 1e3, { needsListener: !!options.database.listen }),
    storedSettings: new NotifiedValue(SETTINGS_CACHE_MS, { needsListener: !!options.database.listen })
  };
  const stopListening = options.database.listen?.(REVOCATION_CHANNEL, {
    onNotify: (payload) => ctx.viewers.onNotification(payload),
    onListening: (listening) => ctx.viewers.setListening(listening)
  });
  const stopListeningSettings = options.database.listen?.(SETTINGS_CHANNEL, {
    onNotify: () => ctx.storedSettings.invalidate(),
    onListening: (listening) => ctx.storedSettings.setListening(listening)
  });
  configureCrashPoints(config.CRASH_POINTS, config.NODE_ENV === "test");
  app.decorate("ctx", ctx);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const adminRoot = distDir(config.ADMIN_DIST_DIR, "admin");
  const webRoot = distDir(config.WEB_DIST_DIR, "web");
  const withAppName = (html, title) => html.replace(/<meta name="app-name" content="[^"]*"/, `<meta name="app-name" content="${escapeHtml(config.APP_NAME)}"`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const indexHtml = webRoot ? withAppName(readFileSync(join3(webRoot, "index.html"), "utf8"), config.APP_NAME) : null;
  const adminHtml = adminRoot ? withAppName(readFileSync(join3(adminRoot, "index.html"), "utf8"), `${config.APP_NAME} Admin`) : null;
  const adminPage = adminHtml && compressedPage(adminHtml);
  registerErrorHandler(app);
  registerAuthHook(app, findViewer);
  const csp = providerCsp(config);
  const secure = config.publicUrl.startsWith("https:");
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", ...csp.img],
        // The store's index.html starts its first API reads in an inline script: allowed by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml ?? ""), ...csp.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...csp.connect],
        frameSrc: ["'self'", ...csp.frame],
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only for a store served over https: at a plain-http LAN address it would send every asset to https and leave a blank page.
        upgradeInsecureRequests: secure ? [] : null
      }
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore it on plain http (with a console error), so it is sent only where it works.
    crossOriginOpenerPolicy: secure
  });
  app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  if (config.RATE_LIMIT_ENABLED) registerRateLimits(app, ctx.limiters);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 }, throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.APP_NAME} API`, version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } }
    },
    transform: jsonSchemaTransform
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(
    async (api) => {
      const a = api;
      await a.register(healthRoutes);
      await a.register(authRoutes);
      await a.register(accountRoutes);
      await a.register(addressRoutes);
      await a.register(contentRoutes);
      await a.register(contentAdminRoutes);
      await a.register(adminAuthRoutes);
      await a.register(characterRoutes);
      await a.register(catalogRoutes);
      await a.register(communityRoutes);
      await a.register(communityAdminRoutes);
      await a.register(voteRoutes);
      await a.register(contributorRoutes);
      await a.register(messageRoutes);
      await a.register(notificationRoutes);
      await a.register(adminRoutes);
      await a.register(paymentRoutes);
      await a.register(paymentAdminRoutes);
      await a.register(crowdfundingRoutes);
      await a.register(crowdfundingAdminRoutes);
      await a.register(raffleRoutes);
      await a.register(raffleAdminRoutes);
      await a.register(walletRoutes);
      await a.register(shopRoutes);
      await a.register(cartRoutes);
      await a.register(shopAdminRoutes);
    },
    { prefix: "/api" }
  );
  await app.register(devRoutes);
  await app.register(fastifyStatic, { root: ctx.storage.root, prefix: "/uploads/", decorateReply: false, maxAge: "7d", immutable: true });
  if (adminRoot) {
    await app.register(fastifyStatic, {
      root: adminRoot,
      prefix: "/admin/",
      wildcard: false,
      index: false,
      decorateReply: false,
      // Off, or @fastify/static replaces the header below with its own `public, max-age=0`.
      cacheControl: false,
      setHeaders: staticHeaders
    });
  }
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      wildcard: false,
      index: false,
      // Off, or @fastify/static replaces the header below with its own `public, max-age=0`.
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: staticHeaders
    });
  }
  const webPages = indexHtml ? new WebPages(app, indexHtml) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0];
    const isPage = request.method === "GET" && !path.startsWith("/api/") && !path.startsWith("/uploads/") && !/\.[a-z0-9]+$/i.test(path);
    const page2 = path === "/admin" || path.startsWith("/admin/") ? adminPage : isPage ? await webPages?.page(path) : null;
    if (isPage && page2 && !(config.production && path.startsWith("/dev/"))) {
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      reply.header("cache-control", "no-cache").header("vary", "accept-encoding").type("text/html; charset=utf-8");
      return encoding ? reply.header("content-encoding", encoding).send(page2[encoding]) : reply.send(page2.identity);
    }
    return reply.status(404).type("application/problem+json").send(problem(404, ErrorCode.notFound, path.startsWith("/api/") ? "No such API endpoint" : "Page not found"));
  });
  registerPhaseSources(votePhaseSource, crowdfundingPhaseSource, salePhaseSource);
  registerCrowdfundingPayable(ctx);
  registerFigurinePayable(ctx);
  paymentProviders(ctx);
  registerJobs(ctx);
  await ctx.jobs.start();
  app.addHook("onClose", async () => {
    await ctx.jobs.stop();
    await ctx.limiters.close();
    await stopListening?.();
    await stopListeningSettings?.();
  });
  return { app, ctx };
}

// src/config.ts
import { z as z31 } from "zod";
var bool = z31.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
var ConfigSchema = z31.object({
  NODE_ENV: z31.enum(["development", "production", "test"]).default("development"),
  PORT: z31.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z31.string().default("0.0.0.0"),
  APP_NAME: z31.string().min(1).default("Pedestal"),
  PUBLIC_URL: z31.url().optional(),
  /**
   * Other origins the shopper may use and be sent back to (wallet and Google sign-in returns),
   * comma-separated: `https://shop.example.com,http://192.168.1.20:3000`.
   */
  TRUSTED_ORIGINS: z31.string().optional().transform((v, ctx) => {
    const origins = [];
    for (const item2 of (v ?? "").split(",").map((s2) => s2.trim()).filter(Boolean)) {
      const url2 = URL.canParse(item2) ? new URL(item2) : null;
      if (!url2 || url2.protocol !== "http:" && url2.protocol !== "https:" || url2.origin !== item2.replace(/\/+$/, "")) {
        ctx.addIssue({ code: "custom", message: `"${item2}" is not an origin (scheme://host[:port], no path)` });
        continue;
      }
      origins.push(url2.origin);
    }
    return origins;
  }),
  DATABASE_URL: z31.string().optional(),
  DATA_DIR: z31.string().default("./data"),
  UPLOAD_DIR: z31.string().optional(),
  WEB_DIST_DIR: z31.string().optional(),
  ADMIN_DIST_DIR: z31.string().optional(),
  /**
   * Default `warn` in production (a line per request costs ~15% of a list request's CPU; errors
   * still carry their request id) and `info` elsewhere.
   */
  LOG_LEVEL: z31.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Demo catalogue on first start: on by default, off in production unless set to true explicitly. */
  SEED_DEMO_DATA: bool.optional(),
  ADMIN_USERNAME: z31.string().min(3).optional(),
  ADMIN_PASSWORD: z31.string().min(8).optional(),
  MAIL_TRANSPORT: z31.enum(["console", "smtp"]).default("console"),
  MAIL_FROM: z31.string().default("Pedestal <no-reply@pedestal.local>"),
  SMTP_HOST: z31.string().optional(),
  SMTP_PORT: z31.coerce.number().int().default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z31.string().optional(),
  SMTP_PASSWORD: z31.string().optional(),
  SMS_TRANSPORT: z31.enum(["console"]).default("console"),
  OIDC_ISSUER: z31.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z31.string().optional(),
  GOOGLE_CLIENT_SECRET: z31.string().optional(),
  /** Allows a plain-http issuer (a local OpenID provider in tests and development). */
  OIDC_ALLOW_INSECURE: bool.default(false),
  RATE_LIMIT_ENABLED: bool.default(true),
  /** Redis for the shared rate-limit counters; without it they live in the database. */
  REDIS_URL: z31.string().optional(),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
   * `false` (none, the default), `true` (all), or comma-separated addresses / CIDRs / names
   * (`loopback`, `10.0.0.0/8`). A bare hop count is not trusted: it cannot check who sent it.
   */
  TRUST_PROXY: z31.string().default("false"),
  JOBS_ENABLED: bool.default(true),
  /** How long an instance may answer a bearer token from memory (0: look every request up); revocations evict at once. */
  SESSION_CACHE_SECONDS: z31.coerce.number().min(0).max(60).default(5),
  /** `sandbox` by default; production must name its provider (the sandbox takes no real money). */
  PAYMENT_PROVIDER: z31.enum(["sandbox", "stripe", "paypal"]).optional(),
  PAYMENT_WEBHOOK_SECRET: z31.string().default("whsec_sandbox_local_only"),
  STRIPE_SECRET_KEY: z31.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z31.string().optional(),
  STRIPE_WEBHOOK_SECRET: z31.string().optional(),
  /** Stripe's API address (tests point it at a local stand-in); Stripe.js in the browser always uses Stripe's own. */
  STRIPE_API_BASE: z31.url().optional(),
  PAYPAL_CLIENT_ID: z31.string().optional(),
  PAYPAL_CLIENT_SECRET: z31.string().optional(),
  PAYPAL_WEBHOOK_ID: z31.string().optional(),
  PAYPAL_API_BASE: z31.url().default("https://api-m.sandbox.paypal.com"),
  /** Where the sandbox delivers its events (default: this instance's own webhook route). */
  SANDBOX_WEBHOOK_URL: z31.url().optional(),
  /** Seconds a job may run before it counts as dead and is retried (its process crashed). */
  JOB_LEASE_SECONDS: z31.coerce.number().int().min(5).max(86400).default(300),
  /** How often idle workers poll their queues. */
  JOB_POLL_SECONDS: z31.coerce.number().min(0.5).max(60).default(2),
  /** How often expired leases are retried and finished jobs archived. */
  JOB_MAINTENANCE_SECONDS: z31.coerce.number().int().min(1).max(3600).default(60),
  /** Test only (NODE_ENV=test): `name:n,...` kills the process the n-th time it passes a crash point. */
  CRASH_POINTS: z31.string().optional()
});
function parseTrustProxy(value) {
  if (value === "true" || value === "false") return value === "true";
  return value.split(",").map((s2) => s2.trim()).filter(Boolean);
}
function loadConfig(env = process.env) {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:
${lines}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === "production";
  if (production && !c.PAYMENT_PROVIDER) {
    throw new Error("Invalid configuration:\n  PAYMENT_PROVIDER: set it in production (stripe or paypal; sandbox takes no real money)");
  }
  const { TRUSTED_ORIGINS, ...rest } = c;
  return {
    ...rest,
    trustedOrigins: TRUSTED_ORIGINS,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    uploadDir: c.UPLOAD_DIR ?? `${c.DATA_DIR}/uploads`,
    production,
    SEED_DEMO_DATA: c.SEED_DEMO_DATA ?? !production,
    LOG_LEVEL: c.LOG_LEVEL ?? (production ? "warn" : "info"),
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? "sandbox",
    trustProxy: parseTrustProxy(c.TRUST_PROXY)
  };
}

// src/main.ts
import { dirname as dirname4, join as join5 } from "node:path";
import { fileURLToPath as fileURLToPath4 } from "node:url";

// src/seed/index.ts
import { randomBytes as randomBytes6 } from "node:crypto";
import { count as count5 } from "drizzle-orm";

// src/seed/characters.ts
import { sql as sql41 } from "drizzle-orm";

// src/seed/artwork.ts
import sharp2 from "sharp";

// src/seed/art/color.ts
function hsl(h, s2, l) {
  const hue = (h % 360 + 360) % 360;
  const sat = Math.max(0, Math.min(100, s2)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (m) => (m + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (m) => lig - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  return toHex([f(0), f(8), f(4)].map((v) => v * 255));
}
function toRgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [v >> 16 & 255, v >> 8 & 255, v & 255];
}
function toHex(rgb) {
  return `#${rgb.map(
    (c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, "0")
  ).join("")}`;
}
function mix(a, b, t) {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t));
}
var darken = (c, t) => mix(c, "#000000", t);
var lighten = (c, t) => mix(c, "#ffffff", t);

// src/seed/art/random.ts
function hashText(text24) {
  let h = 2166136261;
  for (let i = 0; i < text24.length; i++) {
    h ^= text24.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function createRng(seed) {
  let s2 = seed >>> 0;
  const next = () => {
    s2 = s2 + 1831565813 >>> 0;
    let t = s2;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p
  };
}
var n = (v) => Math.round(v * 10) / 10;

// src/seed/art/accessories.ts
var WOOD = "#8a5a2e";
var outline = (k, extra = "") => `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"${extra}`;
function starPath(x, y, r, inner = 0.45) {
  const pts2 = Array.from({ length: 10 }, (_, i) => {
    const a = Math.PI / 5 * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * inner;
    return `${n(x + Math.cos(a) * rr)},${n(y + Math.sin(a) * rr)}`;
  });
  return `M${pts2.join("L")}Z`;
}
function item(kind, k, armoured) {
  const { p } = k;
  const o = outline(k);
  const blade = lighten(p.metal, 0.35);
  switch (kind) {
    case "sword":
      return `<path d="M-5,-10L5,-10L5,-80L0,-92L-5,-80Z" fill="${blade}" ${o}/><path d="M0,-14L0,-80" stroke="#ffffff" stroke-width="1.5" opacity="0.7"/><rect x="-15" y="-13" width="30" height="6" rx="2" fill="${p.accent}" ${o}/><rect x="-3" y="-8" width="6" height="18" fill="${darken(p.outfit2, 0.4)}" ${o}/><circle cx="0" cy="13" r="4.5" fill="${p.accent}" ${o}/>`;
    case "katana":
      return `<path d="M-3,-8Q-6,-55 4,-100L7,-97Q1,-55 3,-8Z" fill="${blade}" ${o}/><ellipse cx="0" cy="-8" rx="8" ry="3" fill="${p.accent}" ${o}/><rect x="-3" y="-6" width="6" height="22" rx="2" fill="#2b2238" ${o}/>`;
    case "staff":
      return `<path d="M0,48L0,-84" stroke="${k.line}" stroke-width="${6 + k.w * 2}" stroke-linecap="round"/><path d="M0,48L0,-84" stroke="${WOOD}" stroke-width="6" stroke-linecap="round"/><circle cx="0" cy="-96" r="20" fill="${p.accent}" opacity="0.25"/><circle cx="0" cy="-96" r="12" fill="${p.accent}" ${o}/><circle cx="-4" cy="-100" r="4" fill="#ffffff" opacity="0.85"/><path d="M-10,-86Q-14,-100 -6,-110M10,-86Q14,-100 6,-110" fill="none" stroke="${WOOD}" stroke-width="4" stroke-linecap="round"/>`;
    case "wand":
      return `<path d="M0,10L0,-38" stroke="${k.line}" stroke-width="${4 + k.w * 2}" stroke-linecap="round"/><path d="M0,10L0,-38" stroke="${p.outfit2}" stroke-width="4" stroke-linecap="round"/><path d="${starPath(0, -50, 15)}" fill="${p.accent}" ${o}/><circle cx="0" cy="-50" r="24" fill="#ffffff" opacity="0.25"/>`;
    case "spear":
      return `<path d="M0,52L0,-92" stroke="${k.line}" stroke-width="${5 + k.w * 2}" stroke-linecap="round"/><path d="M0,52L0,-92" stroke="${WOOD}" stroke-width="5" stroke-linecap="round"/><path d="M0,-122Q11,-104 0,-88Q-11,-104 0,-122Z" fill="${blade}" ${o}/><path d="M-6,-88L6,-88L3,-74L-3,-74Z" fill="${p.accent}"/>`;
    case "lantern":
      return `<circle cx="0" cy="28" r="34" fill="#fff1a8" opacity="0.35"/><path d="M0,-2L0,10" stroke="${k.line}" stroke-width="2.5"/><rect x="-9" y="8" width="18" height="5" fill="${p.accent}" ${o}/><rect x="-12" y="13" width="24" height="30" rx="8" fill="#ffd45e" ${o}/><path d="M-12,28L12,28M0,13L0,43" stroke="${darken("#ffd45e", 0.3)}" stroke-width="1.5"/><rect x="-9" y="43" width="18" height="5" fill="${p.accent}" ${o}/>`;
    case "shield":
      return armoured ? `<path d="M-24,-26L24,-26L24,0Q24,24 0,36Q-24,24 -24,0Z" fill="${p.outfit}" ${outline(k)}/><path d="M-15,-18L15,-18L15,0Q15,15 0,24Q-15,15 -15,0Z" fill="${p.metal}"/><path d="M0,-15L0,20M-11,-2L11,-2" stroke="${p.accent}" stroke-width="5"/>` : `<circle r="26" fill="${p.accent}" ${o}/><circle r="18" fill="${p.outfit2}" stroke="${p.metal}" stroke-width="4"/><path d="${starPath(0, 0, 9)}" fill="${p.accent}"/>`;
    case "book":
      return `<path d="M-22,-14L0,-9L22,-14L22,12L0,17L-22,12Z" fill="${p.accent}" ${o}/><path d="M-19,-13L0,-8L19,-13L19,9L0,14L-19,9Z" fill="#fffbea"/><path d="M0,-8L0,14M-15,-6L-4,-3M-15,0L-4,3M4,-3L15,-6M4,3L15,0" stroke="${k.line}" stroke-width="1.2"/>`;
    case "mic":
      return `<rect x="-3" y="-6" width="6" height="20" rx="2" fill="#2a2a33" ${o}/><circle cx="0" cy="-13" r="8" fill="${p.metal}" ${o}/><path d="M-6,-6L6,-6" stroke="${p.accent}" stroke-width="3"/>`;
    case "flask":
      return `<rect x="-5" y="-38" width="10" height="16" fill="#e8f7ff" ${o}/><circle cx="0" cy="-12" r="15" fill="#e8f7ff" ${o}/><path d="M-14,-9A15,15 0 0 0 14,-9Z" fill="${p.accent}"/><circle cx="5" cy="-44" r="3.5" fill="${p.accent}" opacity="0.7"/><circle cx="-3" cy="-52" r="2.5" fill="${p.accent}" opacity="0.6"/>`;
    case "wrench":
      return `<path d="M0,12L0,-38M-8,-54L-8,-44Q0,-34 8,-44L8,-54" fill="none" stroke="${k.line}" stroke-width="${7 + k.w * 2}" stroke-linecap="round"/><path d="M0,12L0,-38M-8,-54L-8,-44Q0,-34 8,-44L8,-54" fill="none" stroke="${p.metal}" stroke-width="7" stroke-linecap="round"/>`;
    case "stick":
      return `<path d="M0,10L0,-40" stroke="${k.line}" stroke-width="${5 + k.w * 2}" stroke-linecap="round"/><path d="M0,10L0,-40" stroke="#e9d3a6" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="-42" r="6" fill="${p.accent}" ${o}/>`;
    case "lute":
      return `<g transform="rotate(-40)"><rect x="-3.5" y="-56" width="7" height="42" fill="${darken(WOOD, 0.2)}" ${o}/><rect x="-5" y="-64" width="10" height="10" rx="2" fill="${WOOD}" ${o}/><ellipse cx="0" cy="4" rx="18" ry="22" fill="#c9803a" ${o}/><circle cx="0" cy="0" r="5" fill="#3b2412"/></g>`;
    case "spatula":
      return `<path d="M0,12L0,-30" stroke="${k.line}" stroke-width="${4 + k.w * 2}" stroke-linecap="round"/><path d="M0,12L0,-30" stroke="${WOOD}" stroke-width="4" stroke-linecap="round"/><rect x="-10" y="-56" width="20" height="26" rx="4" fill="${p.metal}" ${o}/>`;
    case "basket":
      return `<path d="M-18,6Q0,-22 18,6" fill="none" stroke="${k.line}" stroke-width="${3 + k.w * 2}"/><path d="M-18,6Q0,-22 18,6" fill="none" stroke="#c58a4a" stroke-width="3"/><circle cx="-8" cy="8" r="7" fill="#ef4444" ${o}/><circle cx="4" cy="5" r="7" fill="#84cc16" ${o}/><circle cx="12" cy="9" r="6" fill="#f59e0b" ${o}/><path d="M-20,8L20,8L14,32L-14,32Z" fill="#c58a4a" ${o}/>`;
    case "flower": {
      const petals = Array.from(
        { length: 8 },
        (_, i) => `<ellipse cx="0" cy="-70" rx="6" ry="11" transform="rotate(${i * 45} 0 -58)" fill="${p.accent}" ${o}/>`
      ).join("");
      return `<path d="M0,12L0,-50" stroke="#3f8f3a" stroke-width="4"/><ellipse cx="7" cy="-22" rx="9" ry="4" fill="#4caf50" transform="rotate(-30 7 -22)"/>${petals}<circle cx="0" cy="-58" r="8" fill="#7a4a1c" ${o}/>`;
    }
    case "puppet":
      return `<path d="M-16,0L16,0M0,-12L0,12" stroke="${WOOD}" stroke-width="5" stroke-linecap="round"/><path d="M-16,0L-7,62M16,0L7,62M0,12L0,52" stroke="#e5e7eb" stroke-width="1.2"/><circle cx="0" cy="58" r="7" fill="${p.accent}" ${o}/><path d="M-9,86L0,64L9,86Z" fill="${p.outfit2}" ${o}/>`;
    case "parcel":
      return `<rect x="-17" y="-16" width="34" height="28" rx="2" fill="#c9965b" ${o}/><path d="M0,-16L0,12M-17,-2L17,-2" stroke="${p.accent}" stroke-width="4"/>`;
    case "orb":
      return `<circle cx="0" cy="-16" r="26" fill="${p.accent}" opacity="0.25"/><circle cx="0" cy="-16" r="15" fill="${lighten(p.accent, 0.3)}" ${o}/><circle cx="-5" cy="-21" r="5" fill="#ffffff" opacity="0.9"/>`;
  }
}
var HANGING = /* @__PURE__ */ new Set(["lantern", "shield", "book", "basket", "parcel", "puppet", "lute", "flask", "orb"]);
var IN_FRONT = /* @__PURE__ */ new Set(["shield", "book", "parcel", "basket", "lute"]);
function hat(kind, r, k) {
  const { p } = k;
  const o = outline(k);
  const v = (x) => n(x * r);
  switch (kind) {
    case "witch":
    case "wizard": {
      const c = kind === "witch" ? darken(p.outfit, 0.25) : p.outfit;
      const cone = kind === "witch" ? `<path d="M${v(-0.8)},${v(-0.78)}Q${v(-0.3)},${v(-1.9)} ${v(0.7)},${v(-2.6)}Q${v(0.2)},${v(-1.7)} ${v(0.8)},${v(-0.78)}Z" fill="${c}" ${o}/>` : `<path d="M${v(-0.75)},${v(-0.75)}L${v(0.05)},${v(-2.4)}L${v(0.75)},${v(-0.75)}Z" fill="${c}" ${o}/><path d="${starPath(0, -1.4 * r, r * 0.22)}" fill="${p.accent}"/>`;
      return `<ellipse cx="0" cy="${v(-0.72)}" rx="${v(kind === "witch" ? 1.6 : 1.2)}" ry="${v(0.3)}" fill="${c}" ${o}/>${cone}<rect x="${v(-0.72)}" y="${v(-1.02)}" width="${v(1.44)}" height="${v(0.2)}" fill="${p.accent}"/>`;
    }
    case "cowboy":
      return `<ellipse cx="0" cy="${v(-0.72)}" rx="${v(1.6)}" ry="${v(0.3)}" fill="#9a6a3a" ${o}/><path d="M${v(-0.7)},${v(-0.75)}Q${v(-0.8)},${v(-1.65)} ${v(-0.3)},${v(-1.6)}Q0,${v(-1.35)} ${v(0.3)},${v(-1.6)}Q${v(0.8)},${v(-1.65)} ${v(0.7)},${v(-0.75)}Z" fill="#b07c46" ${o}/><rect x="${v(-0.7)}" y="${v(-1)}" width="${v(1.4)}" height="${v(0.18)}" fill="${p.accent}"/>`;
    case "top":
      return `<rect x="${v(-0.7)}" y="${v(-2.05)}" width="${v(1.4)}" height="${v(1.3)}" fill="#1f1b2e" ${o}/><rect x="${v(-0.7)}" y="${v(-1.05)}" width="${v(1.4)}" height="${v(0.22)}" fill="${p.accent}"/><ellipse cx="0" cy="${v(-0.76)}" rx="${v(1.15)}" ry="${v(0.2)}" fill="#1f1b2e" ${o}/>`;
    case "crown":
      return `<path d="M${v(-0.75)},${v(-0.7)}L${v(-0.8)},${v(-1.45)}L${v(-0.4)},${v(-1.05)}L0,${v(-1.6)}L${v(0.4)},${v(-1.05)}L${v(0.8)},${v(-1.45)}L${v(0.75)},${v(-0.7)}Z" fill="#f2c230" ${o}/><circle cx="0" cy="${v(-0.95)}" r="${v(0.12)}" fill="${p.accent}"/>`;
    case "cap":
      return `<path d="M${v(-1.04)},${v(-0.25)}C${v(-1.06)},${v(-1.38)} ${v(1.06)},${v(-1.38)} ${v(1.04)},${v(-0.25)}Z" fill="${p.outfit}" ${o}/><path d="M${v(-1.05)},${v(-0.3)}Q0,${v(-0.5)} ${v(1.05)},${v(-0.3)}L${v(1.1)},${v(-0.15)}Q0,${v(-0.35)} ${v(-1.1)},${v(-0.15)}Z" fill="${darken(p.outfit, 0.35)}" ${o}/><circle cx="0" cy="${v(-0.75)}" r="${v(0.16)}" fill="${p.accent}"/>`;
    case "helmet":
      return `<path d="M${v(-1.12)},${v(0.4)}L${v(-1.12)},${v(-0.4)}C${v(-1.12)},${v(-1.45)} ${v(1.12)},${v(-1.45)} ${v(1.12)},${v(-0.4)}L${v(1.12)},${v(0.4)}L${v(0.72)},${v(0.4)}L${v(0.72)},${v(-0.12)}L${v(-0.72)},${v(-0.12)}L${v(-0.72)},${v(0.4)}Z" fill="${p.metal}" ${o}/><path d="M0,${v(-1.2)}L0,${v(-0.15)}" stroke="${darken(p.metal, 0.3)}" stroke-width="${v(0.1)}"/><path d="M0,${v(-1.15)}Q${v(0.9)},${v(-1.9)} ${v(1.5)},${v(-1.1)}Q${v(0.9)},${v(-1.35)} 0,${v(-1)}Z" fill="${p.accent}" ${o}/>`;
    case "chef":
      return `<circle cx="${v(-0.48)}" cy="${v(-1.35)}" r="${v(0.45)}" fill="#ffffff" ${o}/><circle cx="${v(0.48)}" cy="${v(-1.35)}" r="${v(0.45)}" fill="#ffffff" ${o}/><circle cx="0" cy="${v(-1.6)}" r="${v(0.52)}" fill="#ffffff" ${o}/><rect x="${v(-0.75)}" y="${v(-1.15)}" width="${v(1.5)}" height="${v(0.45)}" fill="#ffffff" ${o}/>`;
    case "kasa":
      return `<path d="M${v(-1.85)},${v(-0.5)}L0,${v(-1.5)}L${v(1.85)},${v(-0.5)}Q0,${v(-0.3)} ${v(-1.85)},${v(-0.5)}Z" fill="#d9b36c" ${o}/><path d="M0,${v(-1.5)}L${v(-0.9)},${v(-0.45)}M0,${v(-1.5)}L${v(0.9)},${v(-0.45)}" stroke="${darken("#d9b36c", 0.3)}" stroke-width="1.5"/>`;
    case "beret":
      return `<path d="M${v(0.5)},${v(-1.05)}Q${v(1.3)},${v(-2.1)} ${v(1.7)},${v(-2)}Q${v(1.1)},${v(-1.6)} ${v(0.8)},${v(-0.95)}Z" fill="${p.outfit2}" ${o}/><ellipse cx="${v(0.12)}" cy="${v(-0.88)}" rx="${v(1.08)}" ry="${v(0.42)}" transform="rotate(-8)" fill="${p.accent}" ${o}/>`;
    case "goggles":
      return `<path d="M${v(-1.02)},${v(-0.48)}L${v(1.02)},${v(-0.48)}" stroke="#3a2f2a" stroke-width="${v(0.18)}"/><circle cx="${v(-0.38)}" cy="${v(-0.5)}" r="${v(0.27)}" fill="${p.metal}" ${o}/><circle cx="${v(0.38)}" cy="${v(-0.5)}" r="${v(0.27)}" fill="${p.metal}" ${o}/><circle cx="${v(-0.38)}" cy="${v(-0.5)}" r="${v(0.17)}" fill="#9ee7ff"/><circle cx="${v(0.38)}" cy="${v(-0.5)}" r="${v(0.17)}" fill="#9ee7ff"/>`;
    case "ribbon":
      return `<path d="M${v(0.62)},${v(-0.88)}L${v(0.15)},${v(-1.25)}L${v(0.2)},${v(-0.6)}ZM${v(0.62)},${v(-0.88)}L${v(1.1)},${v(-1.3)}L${v(1.12)},${v(-0.55)}Z" fill="${p.accent}" ${o}/><circle cx="${v(0.62)}" cy="${v(-0.88)}" r="${v(0.13)}" fill="${darken(p.accent, 0.2)}" ${o}/>`;
  }
}
function ears(kind, r, k) {
  const { p } = k;
  const o = outline(k);
  const v = (x) => n(x * r);
  const pair = (f) => f(-1) + f(1);
  switch (kind) {
    case "cat":
    case "fox": {
      const tip = kind === "fox" ? -1.85 : -1.55;
      return pair(
        (s2) => `<path d="M${v(s2 * 0.25)},${v(-0.85)}L${v(s2 * 0.78)},${v(tip)}L${v(s2 * 0.98)},${v(-0.5)}Z" fill="${kind === "fox" ? "#e8793a" : p.hair}" ${o}/><path d="M${v(s2 * 0.45)},${v(-0.85)}L${v(s2 * 0.76)},${v(tip + 0.4)}L${v(s2 * 0.86)},${v(-0.68)}Z" fill="${kind === "fox" ? "#fff3e6" : "#f7b6c8"}"/>`
      );
    }
    case "round":
      return pair(
        (s2) => `<circle cx="${v(s2 * 0.72)}" cy="${v(-0.82)}" r="${v(0.32)}" fill="#8a6240" ${o}/><circle cx="${v(s2 * 0.72)}" cy="${v(-0.82)}" r="${v(0.16)}" fill="#3b2a1e"/>`
      );
    case "dog":
      return pair(
        (s2) => `<ellipse cx="${v(s2 * 1.02)}" cy="${v(0.02)}" rx="${v(0.3)}" ry="${v(0.62)}" transform="rotate(${s2 * 18} ${v(s2 * 1.02)} ${v(0.02)})" fill="${darken(p.hair, 0.25)}" ${o}/>`
      );
    case "horns":
      return pair(
        (s2) => `<path d="M${v(s2 * 0.3)},${v(-0.85)}Q${v(s2 * 0.55)},${v(-1.5)} ${v(s2 * 0.85)},${v(-1.75)}Q${v(s2 * 0.8)},${v(-1.2)} ${v(s2 * 0.7)},${v(-0.7)}Z" fill="#f5ecd0" ${o}/>`
      );
    case "antennae":
      return pair(
        (s2) => `<path d="M${v(s2 * 0.25)},${v(-0.9)}Q${v(s2 * 0.45)},${v(-1.7)} ${v(s2 * 0.95)},${v(-1.85)}" fill="none" stroke="${k.line}" stroke-width="${n(k.w + 1)}" stroke-linecap="round"/><circle cx="${v(s2 * 0.95)}" cy="${v(-1.85)}" r="${v(0.14)}" fill="${p.accent}" ${o}/>`
      );
    case "antenna":
      return `<path d="M0,${v(-0.95)}L0,${v(-1.6)}" stroke="${k.line}" stroke-width="${n(k.w + 1)}"/><circle cx="0" cy="${v(-1.65)}" r="${v(0.15)}" fill="${p.accent}" ${o}/>`;
  }
}
function back(kind, top, hip, reach, width, k) {
  const { p } = k;
  const o = outline(k);
  const pair = (f) => f(-1) + f(1);
  switch (kind) {
    case "cape":
      return `<path d="M${n(-width)},${n(top)}Q${n(-width - 30)},${n(hip)} ${n(-width - 34)},${n(reach)}Q0,${n(reach + 12)} ${n(width + 34)},${n(reach)}Q${n(width + 30)},${n(hip)} ${n(width)},${n(top)}Z" fill="${darken(p.accent, 0.25)}" ${o}/>`;
    case "wings":
      return pair(
        (s2) => `<path d="M${n(s2 * 8)},${n(top + 12)}C${n(s2 * 45)},${n(top - 55)} ${n(s2 * 100)},${n(top - 70)} ${n(s2 * 122)},${n(top - 42)}Q${n(s2 * 100)},${n(top - 22)} ${n(s2 * 110)},${n(top)}Q${n(s2 * 86)},${n(top + 4)} ${n(s2 * 90)},${n(top + 24)}Q${n(s2 * 64)},${n(top + 22)} ${n(s2 * 60)},${n(top + 40)}Q${n(s2 * 30)},${n(top + 32)} ${n(s2 * 8)},${n(top + 22)}Z" fill="${lighten(p.outfit2, 0.82)}" ${o}/>`
      );
    case "moth":
      return pair(
        (s2) => `<ellipse cx="${n(s2 * 62)}" cy="${n(top - 12)}" rx="58" ry="38" transform="rotate(${s2 * -28} ${n(s2 * 62)} ${n(top - 12)})" fill="${p.accent}" ${o}/><circle cx="${n(s2 * 74)}" cy="${n(top - 20)}" r="13" fill="${p.outfit2}" stroke="${k.line}" stroke-width="3"/><ellipse cx="${n(s2 * 44)}" cy="${n(top + 42)}" rx="34" ry="27" transform="rotate(${s2 * 20} ${n(s2 * 44)} ${n(top + 42)})" fill="${darken(p.accent, 0.3)}" ${o}/>`
      );
    case "bee":
      return pair(
        (s2) => `<ellipse cx="${n(s2 * 40)}" cy="${n(top - 8)}" rx="36" ry="18" transform="rotate(${s2 * -30} ${n(s2 * 40)} ${n(top - 8)})" fill="#e8f6ff" opacity="0.85" ${o}/><ellipse cx="${n(s2 * 32)}" cy="${n(top + 18)}" rx="22" ry="12" transform="rotate(${s2 * 15} ${n(s2 * 32)} ${n(top + 18)})" fill="#e8f6ff" opacity="0.85" ${o}/>`
      );
    case "mech":
      return pair(
        (s2) => [0, 1, 2].map(
          (i) => `<path d="M${n(s2 * 10)},${n(top + 14)}L${n(s2 * (70 + i * 22))},${n(top - 34 + i * 18)}L${n(s2 * (80 + i * 22))},${n(top - 24 + i * 18)}L${n(s2 * 14)},${n(top + 28)}Z" fill="${i === 1 ? p.accent : p.metal}" ${o}/>`
        ).join("")
      );
    case "halo":
      return "";
  }
}
function tail(kind, y, k) {
  const { p } = k;
  const o = outline(k);
  const bushy = (angle, colour, tip) => `<g transform="rotate(${angle} 0 ${n(y)})"><ellipse cx="0" cy="${n(y - 40)}" rx="17" ry="42" fill="${colour}" ${o}/><ellipse cx="0" cy="${n(y - 70)}" rx="11" ry="14" fill="${tip}"/></g>`;
  switch (kind) {
    case "fox":
      return bushy(-50, "#e8793a", "#fff3e6");
    case "kitsune":
      return [-80, -50, -20].map((a) => bushy(a, lighten(p.hair, 0.1), "#ffffff")).join("");
    case "tanuki":
      return `<g transform="rotate(-55 0 ${n(y)})"><ellipse cx="0" cy="${n(y - 38)}" rx="19" ry="38" fill="#8a6240" ${o}/><path d="M-17,${n(y - 48)}Q0,${n(y - 56)} 17,${n(y - 48)}M-14,${n(y - 64)}Q0,${n(y - 71)} 14,${n(y - 64)}" fill="none" stroke="#3b2a1e" stroke-width="5"/></g>`;
    case "cat":
      return `<path d="M0,${n(y)}Q-48,${n(y + 6)} -46,${n(y - 40)}Q-44,${n(y - 62)} -28,${n(y - 64)}" fill="none" stroke="${k.line}" stroke-width="${n(8 + k.w * 2)}" stroke-linecap="round"/><path d="M0,${n(y)}Q-48,${n(y + 6)} -46,${n(y - 40)}Q-44,${n(y - 62)} -28,${n(y - 64)}" fill="none" stroke="${p.hair}" stroke-width="8" stroke-linecap="round"/>`;
    case "dog":
      return `<ellipse cx="-20" cy="${n(y - 14)}" rx="9" ry="22" transform="rotate(-50 -20 ${n(y - 14)})" fill="${darken(p.hair, 0.2)}" ${o}/>`;
  }
}

// src/seed/art/backgrounds.ts
function backdrop(kind, p, w, h, rng) {
  const grad = (a, b) => `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const cx = w / 2;
  const cy = h * 0.42;
  switch (kind) {
    case "radial":
      return `<defs><radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${lighten(p.bg1, 0.55)}"/><stop offset="0.45" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    case "rays": {
      const len = Math.max(w, h) * 1.2;
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a0 = i / 12 * Math.PI * 2;
        const a1 = a0 + Math.PI / 12;
        return `M${n(cx)},${n(cy)}L${n(cx + Math.cos(a0) * len)},${n(cy + Math.sin(a0) * len)}L${n(cx + Math.cos(a1) * len)},${n(cy + Math.sin(a1) * len)}Z`;
      }).join("");
      return `${grad(p.bg1, p.bg2)}<path d="${rays}" fill="${p.bgInk}" opacity="0.32"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.28)}" fill="#ffffff" opacity="0.25"/>`;
    }
    case "dots":
      return `${grad(p.bg1, p.bg2)}<defs><pattern id="dt" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="4" fill="${p.bgInk}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#dt)" opacity="0.35"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.36)}" fill="${lighten(p.bg1, 0.4)}" opacity="0.6"/>`;
    case "stripes": {
      const bands = [];
      for (let x = -h; x < w; x += 30) bands.push(`M${n(x)},${h}L${n(x + 14)},${h}L${n(x + 14 + h * 0.7)},0L${n(x + h * 0.7)},0Z`);
      return `${grad(p.bg1, p.bg2)}<path d="${bands.join("")}" fill="${p.bgInk}" opacity="0.28"/>`;
    }
    case "checker": {
      const squares = [];
      for (let y = -96; y < h + 96; y += 32)
        for (let x = -96 + (y / 32 % 2 + 2) % 2 * 32; x < w + 96; x += 64) squares.push(`M${x},${y}h32v32h-32Z`);
      return `<rect width="${w}" height="${h}" fill="${p.bg1}"/><path d="${squares.join("")}" transform="rotate(12 ${n(cx)} ${n(cy)})" fill="${p.bg2}" opacity="0.45"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.4)}" ry="${n(h * 0.34)}" fill="#ffffff" opacity="0.5"/>`;
    }
    case "sky": {
      const clouds = Array.from({ length: 3 }, (_, i) => {
        const x = rng.range(0.1, 0.9) * w;
        const y = (0.1 + i * 0.16) * h;
        const s2 = rng.range(0.7, 1.2) * w * 0.08;
        return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s2 * 1.6)}" ry="${n(s2 * 0.6)}"/><circle cx="${n(x - s2 * 0.5)}" cy="${n(y - s2 * 0.35)}" r="${n(s2 * 0.6)}"/><circle cx="${n(x + s2 * 0.35)}" cy="${n(y - s2 * 0.5)}" r="${n(s2 * 0.75)}"/></g>`;
      }).join("");
      return `${grad(lighten(p.bg1, 0.35), p.bg1)}<circle cx="${n(w * 0.8)}" cy="${n(h * 0.16)}" r="${n(w * 0.1)}" fill="#fff6c2"/>${clouds}<ellipse cx="${n(w * 0.25)}" cy="${n(h * 0.9)}" rx="${n(w * 0.6)}" ry="${n(h * 0.2)}" fill="${p.bg2}"/><ellipse cx="${n(w * 0.85)}" cy="${n(h * 0.95)}" rx="${n(w * 0.55)}" ry="${n(h * 0.22)}" fill="${darken(p.bg2, 0.15)}"/>`;
    }
    case "city": {
      let x = -10;
      const towers = [];
      const lights = [];
      while (x < w) {
        const bw = rng.range(0.08, 0.16) * w;
        const bh = rng.range(0.22, 0.5) * h;
        towers.push(`M${n(x)},${h}V${n(h - bh)}H${n(x + bw)}V${h}Z`);
        for (let j = 0; j < 3; j++) lights.push(`M${n(x + rng.range(0.15, 0.7) * bw)},${n(h - bh + rng.range(0.1, 0.8) * bh)}h5v7h-5Z`);
        x += bw + 2;
      }
      return `${grad(darken(p.bg2, 0.15), lighten(p.bg1, 0.2))}<circle cx="${n(w * 0.22)}" cy="${n(h * 0.2)}" r="${n(w * 0.09)}" fill="#ffffff" opacity="0.7"/><path d="${towers.join("")}" fill="${darken(p.bg2, 0.45)}"/><path d="${lights.join("")}" fill="#ffe58a" opacity="0.8"/>`;
    }
    case "night": {
      const stars = Array.from({ length: 28 }, () => `M${n(rng.next() * w)},${n(rng.next() * h * 0.75)}h2.5v2.5h-2.5Z`).join("");
      return `${grad(darken(p.bg2, 0.6), darken(p.bg1, 0.25))}<path d="${stars}" fill="#ffffff" opacity="0.85"/><circle cx="${n(w * 0.78)}" cy="${n(h * 0.16)}" r="${n(w * 0.09)}" fill="#fff4cf"/><circle cx="${n(w * 0.81)}" cy="${n(h * 0.145)}" r="${n(w * 0.08)}" fill="${darken(p.bg2, 0.55)}"/>`;
    }
  }
}
function motifs(kind, p, w, h, rng) {
  return Array.from({ length: 11 }, () => {
    const x = n(rng.next() * w);
    const y = n(rng.range(0.04, 0.8) * h);
    const s2 = rng.range(0.7, 1.4) * w * 0.018;
    const rot = n(rng.range(0, 360));
    switch (kind) {
      case "petals":
        return `<ellipse cx="${x}" cy="${y}" rx="${n(s2 * 1.4)}" ry="${n(s2 * 0.8)}" transform="rotate(${rot} ${x} ${y})" fill="#ffc2d8" stroke="#e27aa0" stroke-width="1"/>`;
      case "snow":
        return `<path d="M${x},${n(y - s2 * 1.5)}V${n(y + s2 * 1.5)}M${n(Number(x) - s2 * 1.3)},${n(y - s2 * 0.75)}L${n(Number(x) + s2 * 1.3)},${n(y + s2 * 0.75)}M${n(Number(x) - s2 * 1.3)},${n(y + s2 * 0.75)}L${n(Number(x) + s2 * 1.3)},${n(y - s2 * 0.75)}" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/>`;
      case "bolts":
        return `<path d="M${x},${n(y - s2 * 2)}l${n(-s2)},${n(s2 * 2)}h${n(s2)}l${n(-s2 * 0.6)},${n(s2 * 2)}l${n(s2 * 2)},${n(-s2 * 2.6)}h${n(-s2)}l${n(s2 * 0.8)},${n(-s2 * 1.4)}Z" fill="#ffe04a" stroke="#7a5a00" stroke-width="1.2"/>`;
      case "stars":
        return `<path d="${starPath(Number(x), Number(y), s2 * 1.3)}" fill="${lighten(p.accent, 0.4)}" opacity="0.9"/>`;
      case "bubbles":
        return `<circle cx="${x}" cy="${y}" r="${n(s2 * 1.2)}" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`;
      case "gears":
        return `<circle cx="${x}" cy="${y}" r="${n(s2 * 1.5)}" fill="none" stroke="${darken(p.metal, 0.2)}" stroke-width="${n(s2 * 0.9)}" stroke-dasharray="${n(s2 * 0.6)} ${n(s2 * 0.6)}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="${n(s2 * 0.9)}" fill="none" stroke="${darken(p.metal, 0.2)}" stroke-width="2" opacity="0.8"/>`;
      case "notes":
        return `<ellipse cx="${x}" cy="${y}" rx="${n(s2 * 0.9)}" ry="${n(s2 * 0.65)}" fill="${darken(p.accent, 0.3)}"/><path d="M${n(Number(x) + s2 * 0.8)},${y}V${n(y - s2 * 3)}l${n(s2 * 1.2)},${n(s2 * 0.6)}" fill="none" stroke="${darken(p.accent, 0.3)}" stroke-width="2"/>`;
      case "hearts":
        return `<path d="M${x},${n(y + s2)}C${n(Number(x) - s2 * 2.2)},${n(y - s2 * 0.5)} ${n(Number(x) - s2)},${n(y - s2 * 2)} ${x},${n(y - s2 * 0.8)}C${n(Number(x) + s2)},${n(y - s2 * 2)} ${n(Number(x) + s2 * 2.2)},${n(y - s2 * 0.5)} ${x},${n(y + s2)}Z" fill="#ff7aa8" opacity="0.9"/>`;
      case "leaves":
        return `<ellipse cx="${x}" cy="${y}" rx="${n(s2 * 1.6)}" ry="${n(s2 * 0.7)}" transform="rotate(${rot} ${x} ${y})" fill="#6fbf4a" stroke="#2f6b1f" stroke-width="1"/>`;
      case "sparkles":
        return `<path d="M${x},${n(y - s2 * 1.8)}Q${x},${y} ${n(Number(x) + s2 * 1.8)},${y}Q${x},${y} ${x},${n(y + s2 * 1.8)}Q${x},${y} ${n(Number(x) - s2 * 1.8)},${y}Q${x},${y} ${x},${n(y - s2 * 1.8)}Z" fill="#ffffff" opacity="0.9"/>`;
    }
  }).join("");
}

// src/seed/art/pose.ts
var POSES = {
  stand: { armR: [18, 8], armL: [18, 8], legR: [6, 0], legL: [6, 0], lean: 0, hop: 0 },
  hero: { armR: [65, 65], armL: [38, -105], legR: [15, 0], legL: [15, 0], lean: 0, hop: 0 },
  victory: { armR: [150, 12], armL: [150, 12], legR: [9, 0], legL: [9, 0], lean: 0, hop: 0 },
  action: { armR: [100, 15], armL: [55, -40], legR: [34, 8], legL: [22, -25], lean: 8, hop: 0 },
  jump: { armR: [135, 15], armL: [125, 25], legR: [30, 40], legL: [20, 60], lean: -4, hop: 26 },
  sit: { armR: [28, 55], armL: [30, 50], legR: [62, 62], legL: [62, 62], lean: 0, hop: 0, seat: true },
  cast: { armR: [168, 0], armL: [80, 25], legR: [10, 0], legL: [4, 0], lean: -5, hop: 0 },
  wave: { armR: [60, 40], armL: [145, 35], legR: [5, 0], legL: [12, 12], lean: 3, hop: 0 }
};
var rad = (d) => d * Math.PI / 180;
var step = (p, angle, length, s2) => ({
  x: p.x + s2 * Math.sin(rad(angle)) * length,
  y: p.y + Math.cos(rad(angle)) * length
});
function skeleton(style, pose, bulk = 1) {
  const a = POSES[pose];
  const hipW = style.hip * bulk;
  const leg = (s2, [hipAngle, knee]) => {
    const hip2 = { x: s2 * hipW * 0.75, y: 0 };
    const kneeP = step(hip2, hipAngle, style.thigh, s2);
    return { hip: hip2, knee: kneeP, foot: step(kneeP, hipAngle - knee, style.shin, s2) };
  };
  const r = leg(1, a.legR);
  const l = leg(-1, a.legL);
  const lift = Math.max(r.foot.y, l.foot.y) + a.hop;
  const up = (p) => ({ x: p.x, y: p.y - lift });
  const hip = up({ x: 0, y: 0 });
  const neck = { x: hip.x, y: hip.y - style.torso };
  const shoulder = (s2) => ({ x: s2 * style.shoulder * bulk, y: neck.y + 7 });
  const arm = (s2, [sh, el]) => {
    const sp = shoulder(s2);
    const elbow = step(sp, sh, style.upperArm, s2);
    return { shoulder: sp, elbow, hand: step(elbow, sh + el, style.forearm, s2), forearm: sh + el };
  };
  const ar = arm(1, a.armR);
  const al = arm(-1, a.armL);
  return {
    hip,
    neck,
    head: { x: neck.x, y: neck.y - style.headR * 0.92 },
    shoulderR: ar.shoulder,
    shoulderL: al.shoulder,
    elbowR: ar.elbow,
    elbowL: al.elbow,
    handR: ar.hand,
    handL: al.hand,
    forearmR: ar.forearm,
    forearmL: al.forearm,
    hipR: up(r.hip),
    hipL: up(l.hip),
    kneeR: up(r.knee),
    kneeL: up(l.knee),
    footR: up(r.foot),
    footL: up(l.foot),
    lean: a.lean,
    seat: a.seat ? { top: hip.y + 4, half: hipW + style.thigh * 0.55 } : void 0,
    hop: a.hop
  };
}

// src/seed/art/figure.ts
var pts = (list) => list.map((p) => `${n(p.x)},${n(p.y)}`).join(" ");
function limb(list, colour, width, k) {
  return `<polyline points="${pts(list)}" fill="none" stroke="${k.line}" stroke-width="${n(width + k.w * 2)}" stroke-linecap="round" stroke-linejoin="round"/><polyline points="${pts(list)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
function itemAngle(forearm, s2) {
  return forearm > 95 ? s2 * (180 - forearm) : s2 * 14;
}
function head(t, k, skin, r) {
  const { palette: p, style } = t;
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const v = (x) => n(x * r);
  if (t.head === "robot")
    return `<rect x="${v(-0.95)}" y="${v(-0.95)}" width="${v(1.9)}" height="${v(1.8)}" rx="${v(0.35)}" fill="${p.metal}" ${o}/><rect x="${v(-0.75)}" y="${v(-0.2)}" width="${v(1.5)}" height="${v(0.45)}" rx="${v(0.2)}" fill="#15161c"/><circle cx="${v(-0.35)}" cy="${v(0.02)}" r="${v(0.12)}" fill="${p.accent}"/><circle cx="${v(0.35)}" cy="${v(0.02)}" r="${v(0.12)}" fill="${p.accent}"/><rect x="${v(-1.12)}" y="${v(-0.25)}" width="${v(0.2)}" height="${v(0.6)}" fill="${darken(p.metal, 0.3)}"/><rect x="${v(0.92)}" y="${v(-0.25)}" width="${v(0.2)}" height="${v(0.6)}" fill="${darken(p.metal, 0.3)}"/>`;
  if (t.head === "golem")
    return `<path d="M${v(-0.9)},${v(-0.5)}L${v(-0.5)},${v(-1)}L${v(0.45)},${v(-0.98)}L${v(0.95)},${v(-0.4)}L${v(0.85)},${v(0.7)}L${v(0.2)},${v(0.95)}L${v(-0.6)},${v(0.85)}L${v(-0.95)},${v(0.3)}Z" fill="${skin}" ${o}/><path d="M${v(-0.5)},${v(-0.6)}L${v(-0.2)},${v(-0.3)}M${v(0.3)},${v(0.5)}L${v(0.6)},${v(0.3)}" stroke="${darken(skin, 0.35)}" stroke-width="2"/><circle cx="${v(-0.35)}" cy="${v(0.05)}" r="${v(0.14)}" fill="${p.accent}"/><circle cx="${v(0.35)}" cy="${v(0.05)}" r="${v(0.14)}" fill="${p.accent}"/><circle cx="${v(-0.35)}" cy="${v(0.05)}" r="${v(0.3)}" fill="${p.accent}" opacity="0.3"/><circle cx="${v(0.35)}" cy="${v(0.05)}" r="${v(0.3)}" fill="${p.accent}" opacity="0.3"/>`;
  const shape = style.genre === "manga" ? `<path d="M${v(-1)},${v(-0.1)}C${v(-1)},${v(-1.15)} ${v(1)},${v(-1.15)} ${v(1)},${v(-0.1)}C${v(1)},${v(0.6)} ${v(0.3)},${v(1)} 0,${v(1.06)}C${v(-0.3)},${v(1)} ${v(-1)},${v(0.6)} ${v(-1)},${v(-0.1)}Z" fill="${skin}" ${o}/>` : style.genre === "western" ? `<path d="M${v(-0.92)},${v(-0.2)}C${v(-0.92)},${v(-1.15)} ${v(0.92)},${v(-1.15)} ${v(0.92)},${v(-0.2)}L${v(0.86)},${v(0.6)}Q${v(0.8)},${v(1.02)} 0,${v(1.02)}Q${v(-0.8)},${v(1.02)} ${v(-0.86)},${v(0.6)}Z" fill="${skin}" ${o}/>` : `<ellipse cx="0" cy="0" rx="${v(1.02)}" ry="${v(0.96)}" fill="${skin}" ${o}/>`;
  return shape + face(t, k, r);
}
function face(t, k, r) {
  const { palette: p, style } = t;
  const v = (x) => n(x * r);
  const y = v(0.18);
  const eye = (s2) => {
    const x = v(s2 * 0.38);
    switch (style.eyes) {
      case "sparkle":
        return `<ellipse cx="${x}" cy="${y}" rx="${v(0.17)}" ry="${v(0.25)}" fill="${p.eye}"/><ellipse cx="${x}" cy="${n(y + r * 0.09)}" rx="${v(0.11)}" ry="${v(0.1)}" fill="${lighten(p.eye, 0.45)}"/><circle cx="${n(x - r * 0.05)}" cy="${n(y - r * 0.09)}" r="${v(0.08)}" fill="#ffffff"/>`;
      case "ink":
        return `<ellipse cx="${x}" cy="${y}" rx="${v(0.13)}" ry="${v(0.21)}" fill="${p.eye}"/><circle cx="${n(x - r * 0.04)}" cy="${n(y - r * 0.08)}" r="${v(0.06)}" fill="#ffffff"/><path d="M${n(x - r * 0.2)},${n(y - r * 0.22)}L${n(x + r * 0.2)},${n(y - r * 0.27)}" stroke="${p.eye}" stroke-width="${v(0.07)}" stroke-linecap="round"/>`;
      case "dot":
        return `<circle cx="${x}" cy="${y}" r="${v(0.09)}" fill="${p.eye}"/><path d="M${n(x - r * 0.17)},${n(y - r * 0.24)}L${n(x + r * 0.17)},${n(y - r * 0.2 - s2 * r * 0.05)}" stroke="${k.line}" stroke-width="${v(0.08)}" stroke-linecap="round"/>`;
      default:
        return `<path d="M${n(x - r * 0.15)},${n(y + r * 0.04)}Q${x},${n(y - r * 0.18)} ${n(x + r * 0.15)},${n(y + r * 0.04)}" fill="none" stroke="${p.eye}" stroke-width="${v(0.07)}" stroke-linecap="round"/>`;
    }
  };
  const blush = style.genre === "anime" || style.genre === "doujinshi" ? `<ellipse cx="${v(-0.58)}" cy="${v(0.48)}" rx="${v(0.16)}" ry="${v(0.08)}" fill="#ff7a9c" opacity="0.55"/><ellipse cx="${v(0.58)}" cy="${v(0.48)}" rx="${v(0.16)}" ry="${v(0.08)}" fill="#ff7a9c" opacity="0.55"/>` : "";
  const open = t.pose === "action" || t.pose === "victory" || t.pose === "jump";
  const mouth = open ? `<path d="M${v(-0.13)},${v(0.55)}Q0,${v(0.8)} ${v(0.13)},${v(0.55)}Z" fill="#8c2f39"/>` : `<path d="M${v(-0.1)},${v(0.58)}Q0,${v(0.66)} ${v(0.1)},${v(0.58)}" fill="none" stroke="${k.line}" stroke-width="${v(0.05)}" stroke-linecap="round"/>`;
  return eye(-1) + eye(1) + blush + mouth;
}
function hairBack(t, k, r) {
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const c = t.palette.hair;
  const v = (x) => n(x * r);
  switch (t.hair) {
    case "long":
      return `<path d="M${v(-1.1)},${v(-0.3)}Q${v(-1.25)},${v(1.2)} ${v(-0.95)},${v(2)}L${v(0.95)},${v(2)}Q${v(1.25)},${v(1.2)} ${v(1.1)},${v(-0.3)}Z" fill="${c}" ${o}/>`;
    case "twintails":
      return [-1, 1].map(
        (s2) => `<ellipse cx="${v(s2 * 1.3)}" cy="${v(0.95)}" rx="${v(0.42)}" ry="${v(1.05)}" transform="rotate(${s2 * -14} ${v(s2 * 1.3)} ${v(0.95)})" fill="${c}" ${o}/><circle cx="${v(s2 * 1)}" cy="${v(-0.15)}" r="${v(0.16)}" fill="${t.palette.accent}" ${o}/>`
      ).join("");
    case "bob":
      return `<path d="M${v(-1.16)},${v(-0.2)}L${v(-1.12)},${v(0.95)}L${v(1.12)},${v(0.95)}L${v(1.16)},${v(-0.2)}Z" fill="${c}" ${o}/>`;
    case "ponytail":
      return `<ellipse cx="${v(1.05)}" cy="${v(0.55)}" rx="${v(0.38)}" ry="${v(1)}" transform="rotate(-28 ${v(1.05)} ${v(0.55)})" fill="${c}" ${o}/>`;
    case "bun":
      return `<circle cx="0" cy="${v(-1.05)}" r="${v(0.46)}" fill="${c}" ${o}/>`;
    case "topknot":
      return `<ellipse cx="0" cy="${v(-1.1)}" rx="${v(0.22)}" ry="${v(0.32)}" fill="${c}" ${o}/>`;
    default:
      return "";
  }
}
function hairFront(t, k, r) {
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const c = t.palette.hair;
  const v = (x) => n(x * r);
  if (t.hair === "none") return "";
  const cap = `M${v(-1.05)},${v(0.15)}C${v(-1.15)},${v(-1.35)} ${v(1.15)},${v(-1.35)} ${v(1.05)},${v(0.15)}`;
  const fringe = t.hair === "topknot" ? `Q0,${v(-0.55)} ${v(-1.05)},${v(0.15)}Z` : `L${v(0.82)},${v(-0.2)}L${v(0.58)},${v(0.02)}L${v(0.3)},${v(-0.28)}L0,${v(-0.02)}L${v(-0.3)},${v(-0.28)}L${v(-0.58)},${v(0.02)}L${v(-0.82)},${v(-0.2)}Z`;
  const spikes = t.hair === "spiky" ? `<path d="M${Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (1.08 + i / 8 * 0.84);
    const rr = i % 2 === 0 ? 0.95 : 1.5;
    return `${v(Math.cos(a) * rr)},${v(Math.sin(a) * rr - 0.05)}`;
  }).join("L")}Z" fill="${c}" ${o}/>` : "";
  const shine = t.style.genre === "anime" || t.style.genre === "doujinshi" ? `<path d="M${v(-0.55)},${v(-0.62)}Q0,${v(-0.9)} ${v(0.55)},${v(-0.62)}" fill="none" stroke="#ffffff" stroke-width="${v(0.09)}" stroke-linecap="round" opacity="0.55"/>` : "";
  return `${spikes}<path d="${cap}${fringe}" fill="${c}" ${o}/>${shine}`;
}
var REACH = {
  sword: 92,
  katana: 100,
  staff: 116,
  spear: 122,
  wand: 74,
  stick: 48,
  spatula: 56,
  wrench: 56,
  flower: 82,
  mic: 22
};
function bounds(t, sk, hatRise) {
  const r = t.style.headR;
  const xs = [sk.head.x - r * 1.3, sk.head.x + r * 1.3, sk.footL.x - 20, sk.footR.x + 20];
  const ys = [sk.head.y - r * (1 + hatRise)];
  const hand = (h, angle, held, s2) => {
    xs.push(h.x - 14, h.x + 14);
    ys.push(h.y - 14);
    if (!held) return;
    const len = REACH[held];
    if (len === void 0 || HANGING.has(held)) {
      xs.push(h.x - 34, h.x + 34);
      ys.push(h.y - 40);
      return;
    }
    const phi = itemAngle(angle, s2) * Math.PI / 180;
    const tip = { x: h.x + Math.sin(phi) * len, y: h.y - Math.cos(phi) * len };
    xs.push(tip.x - 12, tip.x + 12);
    ys.push(tip.y - 12);
  };
  hand(sk.handR, sk.forearmR, t.handR, 1);
  hand(sk.handL, sk.forearmL, t.handL, -1);
  const wing = t.back === "wings" || t.back === "moth" || t.back === "mech" ? 128 : t.back === "bee" ? 72 : t.back === "cape" ? t.style.shoulder + 38 : 0;
  xs.push(-wing, wing);
  if (wing > 100) ys.push(sk.shoulderR.y - 72);
  if (t.tail) xs.push(t.tail === "kitsune" ? -95 : -70);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  return { minX: t.flip ? -maxX : minX, maxX: t.flip ? -minX : maxX, minY: Math.min(...ys) };
}
function figure(t) {
  const { palette: p, style } = t;
  const bulky = t.head === "golem";
  const k = { p, line: p.line, w: style.line };
  const sk = skeleton(style, t.pose, bulky ? 1.4 : 1);
  const r = style.headR;
  const limbW = style.limb * (bulky ? 1.6 : 1);
  const skin = t.head === "golem" ? "#8d9a7e" : t.head === "robot" ? p.metal : p.skin;
  const o = `stroke="${k.line}" stroke-width="${k.w}" stroke-linejoin="round"`;
  const legColour = t.body === "pants" || t.body === "armor" ? p.outfit2 : t.head === "human" ? skin : p.metal;
  const boot = darken(t.body === "armor" ? p.metal : p.outfit, 0.25);
  const hipY = sk.hip.y;
  const shoulderY = sk.shoulderR.y;
  const lean = (inner) => sk.lean ? `<g transform="rotate(${sk.lean} 0 ${n(hipY)})">${inner}</g>` : inner;
  const behind = t.back && t.back !== "halo" ? back(t.back, shoulderY, hipY, -sk.hop - 6, style.shoulder * (bulky ? 1.4 : 1), k) : "";
  const hairB = `<g transform="translate(${n(sk.head.x)} ${n(sk.head.y)})">${hairBack(t, k, r)}</g>`;
  const seat = sk.seat ? `<rect x="${n(-sk.seat.half)}" y="${n(sk.seat.top)}" width="${n(sk.seat.half * 2)}" height="${n(-sk.seat.top)}" rx="6" fill="${darken(p.bg2, 0.35)}" ${o}/><path d="M${n(-sk.seat.half)},${n(sk.seat.top + 10)}L${n(sk.seat.half)},${n(sk.seat.top + 10)}" stroke="${darken(p.bg2, 0.5)}" stroke-width="3"/>` : "";
  const leg = (h, kn, f, s2) => {
    const bootTop = { x: kn.x + (f.x - kn.x) * 0.5, y: kn.y + (f.y - kn.y) * 0.5 };
    return limb([h, kn, f], legColour, limbW, k) + limb([bootTop, f], boot, limbW * 1.15, k) + `<ellipse cx="${n(f.x + s2 * limbW * 0.35)}" cy="${n(f.y + limbW * 0.2)}" rx="${n(limbW * 0.85)}" ry="${n(limbW * 0.45)}" fill="${boot}" ${o}/>`;
  };
  const legs = leg(sk.hipL, sk.kneeL, sk.footL, -1) + leg(sk.hipR, sk.kneeR, sk.footR, 1);
  const sw = style.shoulder * (bulky ? 1.4 : 1) + limbW * 0.35;
  const top = sk.neck.y + 2;
  const waistY = hipY - style.torso * 0.35;
  const ww = style.hip * (bulky ? 1.5 : 1) + 2;
  const hw = ww + 3;
  const torso = `<path d="M${n(-sw)},${n(top + 4)}Q0,${n(top - 5)} ${n(sw)},${n(top + 4)}L${n(ww)},${n(waistY)}L${n(hw)},${n(hipY + 5)}L${n(-hw)},${n(hipY + 5)}L${n(-ww)},${n(waistY)}Z" fill="${p.outfit}" ${o}/>`;
  const shade = style.genre === "anime" || style.genre === "western" ? `<path d="M${n(sw * 0.2)},${n(top + 2)}L${n(sw)},${n(top + 4)}L${n(ww)},${n(waistY)}L${n(hw)},${n(hipY + 4)}L${n(hw * 0.4)},${n(hipY + 4)}Z" fill="#000000" opacity="0.14"/>` : "";
  const collar = `<path d="M${n(-sw * 0.45)},${n(top + 1)}L0,${n(top + style.torso * 0.28)}L${n(sw * 0.45)},${n(top + 1)}Z" fill="${p.outfit2}" ${o}/>`;
  const plate = t.body === "armor" ? `<path d="M${n(-sw * 0.75)},${n(top + 6)}Q0,${n(top)} ${n(sw * 0.75)},${n(top + 6)}L${n(ww * 0.9)},${n(waistY + 4)}Q0,${n(waistY + 12)} ${n(-ww * 0.9)},${n(waistY + 4)}Z" fill="${p.metal}" ${o}/><path d="${"M0," + n(top + 8) + "L0," + n(waistY)}" stroke="${p.accent}" stroke-width="4"/>` : "";
  const belt = `<rect x="${n(-hw)}" y="${n(hipY - 4)}" width="${n(hw * 2)}" height="7" fill="${p.accent}" ${o}/>`;
  const skirtLen = t.body === "robe" ? (style.thigh + style.shin) * 0.88 : style.thigh * 0.8;
  const flare = t.body === "robe" ? style.hip + 16 : style.hip + style.thigh * 0.55;
  const lower = t.body === "skirt" || t.body === "robe" ? `<path d="M${n(-ww)},${n(waistY + 6)}L${n(ww)},${n(waistY + 6)}L${n(flare)},${n(hipY + skirtLen)}Q0,${n(hipY + skirtLen + 8)} ${n(-flare)},${n(hipY + skirtLen)}Z" fill="${t.body === "robe" ? p.outfit : lighten(p.outfit, 0.15)}" ${o}/><path d="M${n(-flare + 3)},${n(hipY + skirtLen - 5)}Q0,${n(hipY + skirtLen + 3)} ${n(flare - 3)},${n(hipY + skirtLen - 5)}" fill="none" stroke="${p.accent}" stroke-width="4"/>` : "";
  const pads = t.body === "armor" ? [sk.shoulderL, sk.shoulderR].map((s2) => `<circle cx="${n(s2.x)}" cy="${n(s2.y)}" r="${n(limbW * 0.85)}" fill="${p.metal}" ${o}/>`).join("") : "";
  const forearm = t.body === "armor" || t.head === "robot" ? p.metal : skin;
  const arm = (sh, el, hand, angle, held, s2) => {
    const prop = held ? `<g transform="translate(${n(hand.x)} ${n(hand.y)})${HANGING.has(held) ? "" : ` rotate(${n(itemAngle(angle, s2))})`}">${item(held, k, t.body === "armor")}</g>` : "";
    const fist = `<circle cx="${n(hand.x)}" cy="${n(hand.y)}" r="${n(limbW * 0.58)}" fill="${t.head === "human" ? skin : forearm}" ${o}/>`;
    const front = held && IN_FRONT.has(held);
    return limb([sh, el], p.outfit, limbW, k) + limb([el, hand], forearm, limbW * 0.9, k) + (front ? fist + prop : prop + fist);
  };
  const arms = arm(sk.shoulderL, sk.elbowL, sk.handL, sk.forearmL, t.handL, -1) + arm(sk.shoulderR, sk.elbowR, sk.handR, sk.forearmR, t.handR, 1);
  const neck = limb(
    [
      { x: 0, y: sk.neck.y + 4 },
      { x: 0, y: sk.neck.y - 6 }
    ],
    skin,
    limbW * 0.8,
    k
  );
  const halo = t.back === "halo" ? `<ellipse cx="0" cy="${n(-r * 1.45)}" rx="${n(r * 0.8)}" ry="${n(r * 0.22)}" fill="none" stroke="#ffd54a" stroke-width="5"/>` : "";
  const headGroup = `<g transform="translate(${n(sk.head.x)} ${n(sk.head.y)})">${t.ears === "dog" ? ears("dog", r, k) : ""}${head(t, k, skin, r)}${hairFront(t, k, r)}${t.ears && t.ears !== "dog" ? ears(t.ears, r, k) : ""}${t.head === "robot" && !t.ears ? ears("antenna", r, k) : ""}${t.hat ? hat(t.hat, r, k) : ""}${halo}</g>`;
  const tailSvg = t.tail ? tail(t.tail, hipY, k) : "";
  const svg = `${lean(behind + hairB)}${tailSvg}${seat}${legs}${lean(lower + torso + shade + collar + plate + belt + pads + neck + arms + headGroup)}`;
  const hatRise = t.hat === "witch" ? 1.7 : t.hat === "wizard" || t.hat === "top" || t.hat === "chef" ? 1.2 : t.ears === "fox" || t.ears === "antennae" || t.ears === "horns" ? 0.95 : t.hat || t.ears ? 0.7 : t.hair === "bun" || t.hair === "spiky" ? 0.6 : 0.2;
  return { svg: t.flip ? `<g transform="scale(-1 1)">${svg}</g>` : svg, bounds: bounds(t, sk, hatRise), skeleton: sk };
}

// src/seed/art/style.ts
var STYLES = {
  // Slim, mid-sized heads, black ink lines, screentone and speed lines.
  manga: {
    genre: "manga",
    headR: 24,
    torso: 56,
    thigh: 38,
    shin: 38,
    upperArm: 30,
    forearm: 27,
    shoulder: 18,
    hip: 11,
    limb: 11,
    line: 3,
    eyes: "ink",
    backgrounds: ["rays", "dots", "night", "stripes"]
  },
  // Heroic proportions, heavy outlines, bold colours, comic sunbursts and skylines.
  western: {
    genre: "western",
    headR: 20,
    torso: 62,
    thigh: 42,
    shin: 42,
    upperArm: 32,
    forearm: 30,
    shoulder: 25,
    hip: 13,
    limb: 14,
    line: 5,
    eyes: "dot",
    backgrounds: ["rays", "city", "dots", "sky"]
  },
  // Big heads and sparkling eyes, bright skies and glows.
  anime: {
    genre: "anime",
    headR: 30,
    torso: 48,
    thigh: 31,
    shin: 31,
    upperArm: 24,
    forearm: 22,
    shoulder: 17,
    hip: 10,
    limb: 11,
    line: 2.5,
    eyes: "sparkle",
    backgrounds: ["sky", "radial", "night", "city"]
  },
  // Super-deformed chibi, pastel colours, soft coloured lines, cute patterns.
  doujinshi: {
    genre: "doujinshi",
    headR: 35,
    torso: 42,
    thigh: 24,
    shin: 24,
    upperArm: 20,
    forearm: 18,
    shoulder: 15,
    hip: 9,
    limb: 11,
    line: 2.5,
    eyes: "soft",
    backgrounds: ["checker", "dots", "stripes", "radial"]
  }
};
function genreOf(genre) {
  const first = genre.split(",")[0].trim().toLowerCase();
  return first === "western" || first === "anime" || first === "doujinshi" ? first : "manga";
}
var SKINS = ["#f9d7c1", "#f1c19c", "#e0a47a", "#c68659", "#8d5a3b", "#ffe3d3"];
var HAIR_HUES = [0, 20, 35, 45, 200, 280, 320, 160, 210];
function makePalette(rng, genre, hue) {
  const outfitHue = hue + rng.pick([150, 180, 210, -120]);
  const accentHue = hue + rng.pick([40, 60, -50]);
  const hairHue = rng.chance(0.5) ? rng.pick(HAIR_HUES) : hue + 20;
  const skin = rng.pick(SKINS);
  switch (genre) {
    case "western":
      return {
        bg1: hsl(hue, 90, 58),
        bg2: hsl(hue + 30, 85, 42),
        bgInk: hsl(hue + 20, 90, 72),
        outfit: hsl(outfitHue, 80, 45),
        outfit2: hsl(outfitHue + 30, 55, 28),
        accent: hsl(accentHue, 95, 55),
        hair: hsl(hairHue, 60, rng.range(18, 45)),
        skin,
        eye: "#1a1a1a",
        line: "#161616",
        metal: rng.chance(0.5) ? "#c9ced8" : "#d9a93b"
      };
    case "anime":
      return {
        bg1: hsl(hue, 85, 72),
        bg2: hsl(hue + 50, 75, 52),
        bgInk: "#ffffff",
        outfit: hsl(outfitHue, 75, 55),
        outfit2: hsl(outfitHue + 40, 40, 92),
        accent: hsl(accentHue, 90, 60),
        hair: hsl(hairHue, 80, rng.range(45, 70)),
        skin,
        eye: hsl(accentHue + 90, 70, 40),
        line: darken(hsl(hairHue, 60, 35), 0.35),
        metal: "#dfe4ee"
      };
    case "doujinshi":
      return {
        bg1: hsl(hue, 80, 88),
        bg2: hsl(hue + 40, 70, 78),
        bgInk: hsl(hue - 30, 85, 94),
        outfit: hsl(outfitHue, 65, 74),
        outfit2: hsl(outfitHue + 60, 70, 86),
        accent: hsl(accentHue, 85, 66),
        hair: hsl(hairHue, 65, rng.range(62, 80)),
        skin: lighten(skin, 0.2),
        eye: hsl(accentHue, 40, 30),
        line: hsl(hue + 200, 35, 42),
        metal: "#f4e3b8"
      };
    default: {
      const paper = hsl(hue, 25, 86);
      return {
        bg1: paper,
        bg2: hsl(hue, 35, 58),
        bgInk: hsl(hue, 30, 30),
        outfit: hsl(outfitHue, 20, 22),
        outfit2: mix(paper, "#ffffff", 0.6),
        accent: hsl(accentHue, 85, 50),
        hair: rng.chance(0.6) ? "#1d1d24" : hsl(hairHue, 50, 35),
        skin: mix(skin, "#ffffff", 0.3),
        eye: "#101014",
        line: "#0d0d10",
        metal: "#d7dbe2"
      };
    }
  }
}

// src/seed/art/traits.ts
var HINTS = [
  [/lantern/, { handR: "lantern", pose: "wave", motif: "sparkles" }],
  [/captain/, { hat: "cap", handR: "sword", back: "cape", body: "pants" }],
  [/brass/, { hue: 40 }],
  [/neko/, { ears: "cat", tail: "cat" }],
  [/shrine/, { handR: "staff", body: "robe", motif: "leaves" }],
  [/samurai/, { handR: "katana", hair: "topknot", pose: "action", body: "robe" }],
  [/paper/, { hue: 30 }],
  [/moth/, { back: "moth", ears: "antennae", hue: 280, pose: "victory" }],
  [/velvet/, { hue: 300 }],
  [/rivet|rust/, { hat: "goggles", handR: "wrench", hue: 20, motif: "gears", body: "pants" }],
  [/courier/, { hat: "cap", handL: "parcel", pose: "jump", motif: "stars" }],
  [/witch/, { hat: "witch", handR: "staff", pose: "cast", body: "robe" }],
  [/frost|glacier/, { hue: 200, motif: "snow" }],
  [/golem/, { head: "golem", hair: "none", body: "armor", hue: 110, pose: "hero", motif: "leaves" }],
  [/oni/, { ears: "horns", handR: "stick", hue: 0, body: "robe" }],
  [/tea/, { background: "radial" }],
  [/pilot|skylark/, { hat: "goggles", back: "mech", pose: "victory", background: "sky", hue: 195 }],
  [/librarian/, { handL: "book", hair: "bun", pose: "sit", background: "night", hue: 240 }],
  [/hound/, { ears: "dog", tail: "dog", motif: "stars", pose: "jump" }],
  [/comet/, { hue: 225, background: "night" }],
  [/koi/, { handR: "spear", handL: "shield", motif: "bubbles", hue: 10 }],
  [/mecha|robo/, { head: "robot", hair: "none", motif: "gears" }],
  [/chef/, { hat: "chef", handR: "spatula" }],
  [/bee|honey/, { ears: "antennae", back: "bee", handR: "spear", hue: 45 }],
  [/pixel/, { pose: "action", back: "cape", hat: "crown", handR: "sword", motif: "stars", background: "city" }],
  [/glacier/, { handR: "spear", pose: "victory", back: "wings", background: "sky" }],
  [/hollow/, { hat: "helmet", ears: "horns", back: "cape", handR: "sword", hue: 250 }],
  [/knight|paladin/, { hat: "helmet", handR: "sword", handL: "shield", body: "armor", pose: "hero" }],
  [/sunflower/, { hat: "cowboy", handR: "flower", hue: 48, background: "sky" }],
  [/ranger|marshal|prairie/, { hat: "cowboy", pose: "hero" }],
  [/drummer|thunder/, { handR: "stick", handL: "stick", ears: "horns", motif: "bolts", pose: "action", hue: 265 }],
  [/diver|pearl/, { hat: "goggles", handR: "orb", motif: "bubbles", hue: 185, pose: "jump" }],
  [/clockwork/, { motif: "gears", hue: 30 }],
  [/fox/, { ears: "fox", tail: "fox" }],
  [/bard/, { hat: "beret", handR: "lute", motif: "notes", hue: 35 }],
  [/sakura/, { handR: "katana", motif: "petals", hue: 335, hair: "ponytail", pose: "action" }],
  [/idol/, { handR: "mic", hair: "twintails", motif: "hearts", pose: "victory", hat: "ribbon", background: "rays" }],
  [/alchemist|bubblegum/, { handR: "flask", hat: "goggles", motif: "bubbles", hue: 320 }],
  [/tanuki/, { ears: "round", tail: "tanuki", hat: "kasa", pose: "sit", motif: "leaves", background: "night" }],
  [/kitsune/, { ears: "fox", tail: "kitsune", hair: "long", hue: 355 }],
  [/spellbook/, { handR: "book", hat: "wizard", pose: "cast", motif: "stars" }],
  [/lotus|dancer/, { handR: "flower", pose: "jump", hair: "bun", motif: "petals", hue: 150 }],
  [/ronin/, { handR: "katana", hat: "kasa", back: "cape" }],
  [/shadow|puppet/, { hat: "top", handR: "puppet", back: "cape", hue: 275, background: "night" }],
  [/grocer|magical/, { handR: "wand", handL: "basket", hat: "ribbon", motif: "sparkles" }],
  [/storm/, { handR: "staff", back: "cape", motif: "bolts", pose: "victory", hue: 255, background: "rays" }]
];
var POSES_FOR_WEAPON = ["hero", "action", "cast", "victory"];
var ALL_POSES = ["stand", "hero", "victory", "action", "jump", "sit", "cast", "wave"];
var FILL_ITEMS = ["sword", "staff", "wand", "lantern", "book", "orb", "flower", "spear"];
var FILL_HATS = ["crown", "beret", "ribbon", "witch", "cap", "top"];
var FILL_BACKS = ["cape", "wings", "halo"];
var FILL_MOTIFS = ["stars", "sparkles", "hearts", "petals", "notes"];
function traitsFor({ name, genre, gender, index: index18 }) {
  const rng = createRng(hashText(`${index18}:${name}`));
  const style = STYLES[genreOf(genre)];
  const lower = name.toLowerCase();
  const hint = {};
  for (const [pattern, h] of HINTS) {
    if (!pattern.test(lower)) continue;
    for (const [k, v] of Object.entries(h)) if (hint[k] === void 0) hint[k] = v;
  }
  const hue = hint.hue ?? (index18 * 137.508 + rng.range(0, 20)) % 360;
  const palette = makePalette(rng, style.genre, hue);
  const feminine = gender === "female";
  const head2 = hint.head ?? "human";
  let handR = hint.handR;
  const handL = hint.handL;
  let hat2 = hint.hat;
  let back2 = hint.back;
  const accessories = [handR, handL, hat2, back2, hint.ears, hint.tail].filter(Boolean).length;
  if (accessories < 2) {
    const slots = [
      () => handR ??= rng.pick(FILL_ITEMS),
      () => hat2 ??= head2 === "human" ? rng.pick(FILL_HATS) : void 0,
      () => back2 ??= rng.pick(FILL_BACKS)
    ];
    for (let k = accessories, tries = 0; k < 2 && tries < 6; tries++) {
      const before = [handR, hat2, back2].filter(Boolean).length;
      rng.pick(slots)();
      if ([handR, hat2, back2].filter(Boolean).length > before) k++;
    }
  }
  const weapon = handR === "sword" || handR === "katana" || handR === "spear" || handR === "staff";
  const pose = hint.pose ?? (weapon ? POSES_FOR_WEAPON[index18 % POSES_FOR_WEAPON.length] : ALL_POSES[(index18 * 3 + rng.int(0, 2)) % ALL_POSES.length]);
  const hair = hint.hair ?? (head2 !== "human" ? "none" : feminine ? rng.pick(["long", "twintails", "bob", "ponytail", "bun"]) : rng.pick(["short", "spiky", "short", "ponytail", "bob"]));
  const body = hint.body ?? (feminine ? rng.pick(["skirt", "skirt", "robe", "pants"]) : rng.pick(["pants", "pants", "robe", "armor"]));
  return {
    style,
    palette,
    pose,
    head: head2,
    hair,
    body: pose === "sit" && body === "robe" ? "skirt" : body,
    hat: hat2,
    ears: hint.ears,
    back: back2,
    tail: hint.tail,
    handR,
    handL,
    background: hint.background ?? style.backgrounds[(index18 + rng.int(0, 2)) % style.backgrounds.length],
    motif: hint.motif ?? rng.pick(FILL_MOTIFS),
    flip: rng.chance(0.5)
  };
}

// src/seed/art/compose.ts
var FONT = "DejaVu Sans, Arial, sans-serif";
var escape4 = (s2) => s2.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function titleBand(genre, p, title, subtitle, w, h) {
  const size = Math.min(w * 0.065, w * 0.88 / Math.max(1, title.length * 0.62));
  const cx = w / 2;
  const sub = (fill) => subtitle ? `<text x="${n(cx)}" y="${n(h * 0.962)}" font-family="${FONT}" font-size="${n(w * 0.034)}" fill="${fill}" text-anchor="middle">${escape4(subtitle)}</text>` : "";
  const text24 = (fill, extra = "") => `<text x="${n(cx)}" y="${n(h * 0.915)}" font-family="${FONT}" font-size="${n(size)}" font-weight="700" fill="${fill}" text-anchor="middle"${extra}>${escape4(title)}</text>`;
  switch (genre) {
    case "manga":
      return `<rect x="0" y="${n(h * 0.855)}" width="${w}" height="${n(h * 0.145)}" fill="#fbfaf7"/><rect x="0" y="${n(h * 0.855)}" width="${w}" height="5" fill="#111111"/>${text24("#111111")}${sub(darken(p.accent, 0.2))}`;
    case "western":
      return `<path d="M${n(w * 0.04)},${n(h * 0.86)}L${n(w * 0.97)},${n(h * 0.85)}L${n(w * 0.96)},${n(h * 0.985)}L${n(w * 0.03)},${n(h * 0.99)}Z" fill="#ffe14d" stroke="#161616" stroke-width="5" stroke-linejoin="round"/>${text24("#161616", ' font-style="italic"')}${sub("#161616")}`;
    case "doujinshi":
      return `<rect x="${n(w * 0.05)}" y="${n(h * 0.86)}" width="${n(w * 0.9)}" height="${n(h * 0.125)}" rx="${n(h * 0.06)}" fill="#ffffff" stroke="${p.line}" stroke-width="3" stroke-dasharray="10 6"/>${text24(p.line)}${sub(p.line)}`;
    default:
      return `<rect x="0" y="${n(h * 0.845)}" width="${w}" height="${n(h * 0.155)}" fill="#000000" opacity="0.45"/>${text24("#ffffff")}${sub("#ffffff")}`;
  }
}
function characterArtSvg(character, options) {
  const { framing, width: w = 480, height: h = 600, subtitle = "" } = options;
  const t = traitsFor(character);
  const p = t.palette;
  const rng = createRng(hashText(`bg:${character.index}:${character.name}`));
  const fig = figure(t);
  const { minX, maxX, minY } = fig.bounds;
  const place = (ground2, top, maxWidth) => {
    const scale = Math.min((ground2 - top) / -minY, maxWidth / (maxX - minX), 2.4);
    const x = w / 2 - (minX + maxX) / 2 * scale;
    return { scale, transform: `translate(${n(x)} ${n(ground2)}) scale(${n(scale * 100) / 100})`, halfWidth: (maxX - minX) / 2 * scale };
  };
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  if (framing === "figure") {
    const ground2 = h * 0.74;
    const at2 = place(ground2, h * 0.13, w * 0.9);
    const baseRx = w * 0.3;
    const baseRy = w * 0.065;
    const wall = lighten(p.bg1, 0.6);
    return `${open}<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${lighten(p.bg2, 0.35)}"/></linearGradient><linearGradient id="base" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d1b24"/><stop offset="0.45" stop-color="#4a4658"/><stop offset="1" stop-color="#15141b"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${n(h * 0.66)}" width="${w}" height="${n(h * 0.34)}" fill="${lighten(p.bg2, 0.15)}"/><ellipse cx="${n(w / 2)}" cy="${n(h * 0.42)}" rx="${n(w * 0.45)}" ry="${n(h * 0.4)}" fill="url(#spot)"/>
<ellipse cx="${n(w / 2 + 10)}" cy="${n(ground2 + baseRy + 30)}" rx="${n(baseRx * 1.15)}" ry="${n(baseRy * 0.9)}" fill="#000000" opacity="0.18"/>
<path d="M${n(w / 2 - baseRx)},${n(ground2)}V${n(ground2 + 30)}A${n(baseRx)},${n(baseRy)} 0 0 0 ${n(w / 2 + baseRx)},${n(ground2 + 30)}V${n(ground2)}Z" fill="url(#base)"/>
<ellipse cx="${n(w / 2)}" cy="${n(ground2)}" rx="${n(baseRx)}" ry="${n(baseRy)}" fill="${darken(p.accent, 0.35)}"/><ellipse cx="${n(w / 2)}" cy="${n(ground2)}" rx="${n(baseRx * 0.92)}" ry="${n(baseRy * 0.8)}" fill="${darken(p.accent, 0.15)}"/>
<ellipse cx="${n(w / 2)}" cy="${n(ground2)}" rx="${n(Math.min(baseRx * 0.8, at2.halfWidth * 0.7))}" ry="${n(baseRy * 0.45)}" fill="#000000" opacity="0.25"/>
<g transform="${at2.transform}">${fig.svg}</g>
${subtitle ? `<rect x="${n(w * 0.05)}" y="${n(h * 0.92)}" width="${n(w * 0.05 + subtitle.length * w * 0.021)}" height="${n(h * 0.05)}" rx="6" fill="#ffffff" opacity="0.85"/><text x="${n(w * 0.075)}" y="${n(h * 0.953)}" font-family="${FONT}" font-size="${n(w * 0.032)}" fill="#333333">${escape4(subtitle)}</text>` : ""}
</svg>`;
  }
  const ground = h * 0.8;
  const at = place(ground, h * 0.13, w * 0.94);
  return `${open}${backdrop(t.background, p, w, h, rng)}${motifs(t.motif, p, w, h, rng)}
<ellipse cx="${n(w / 2)}" cy="${n(ground + 4)}" rx="${n(Math.max(w * 0.14, Math.min(w * 0.3, at.halfWidth * 0.6)))}" ry="${n(h * 0.022)}" fill="#000000" opacity="0.22"/>
<g transform="${at.transform}">${fig.svg}</g>
${titleBand(t.style.genre, p, character.name, subtitle, w, h)}
</svg>`;
}

// src/seed/artwork.ts
var PALETTES = [
  ["#f472b6", "#7c3aed"],
  ["#fb7185", "#f59e0b"],
  ["#38bdf8", "#6366f1"],
  ["#34d399", "#0ea5e9"],
  ["#f97316", "#db2777"],
  ["#a78bfa", "#ec4899"],
  ["#facc15", "#ef4444"],
  ["#2dd4bf", "#8b5cf6"]
];
var escape5 = (s2) => s2.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
var ARTWORK_WEBP = { quality: 75, effort: 2 };
async function renderArtwork(storage, key, svg, prebuilt) {
  const base = key.replace(/\.webp$/, "");
  const copied = prebuilt ? await prebuilt.copyTo(storage, base) : null;
  if (copied) return copied;
  const { data, info } = await sharp2(Buffer.from(svg())).webp(ARTWORK_WEBP).toBuffer({ resolveWithObject: true });
  return putImageWithVariants(storage, base, data, info.width, ARTWORK_WEBP);
}
function bannerSvg(title, subtitle, seed, width = 1200, height = 560) {
  const [a, b] = PALETTES[seed % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${Array.from({ length: 9 }, (_, i) => `<circle cx="${width * 0.62 + i * 60}" cy="${(i * 89 + seed * 40) % height}" r="${40 + i % 4 * 30}" fill="#fff" opacity="0.12"/>`).join("")}
<text x="64" y="${height * 0.48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escape5(title)}</text>
<text x="64" y="${height * 0.64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.9">${escape5(subtitle)}</text>
</svg>`;
}

// src/seed/characters.ts
var CATALOGUE = [
  ["Aria of the Lantern", "Manga", "female", "Mika Sato", "vote-active", true],
  ["Captain Brass", "Western", "male", "Dale Hooper", "vote-active"],
  ["Neko Shrine Keeper", "Anime", "female", "Yui Tanaka", "vote-active"],
  ["The Paper Samurai", "Manga", "male", "Kenji Mori", "vote-active"],
  ["Velvet Moth", "Doujinshi", "female", "Circle Lumen", "vote-active"],
  ["Rust & Rivet", "Western", "other", "Ana Ruiz", "vote-active"],
  ["Star Courier Pip", "Anime", "male", "Studio Kite", "vote-active"],
  ["Frostbloom Witch", "Manga,Anime", "female", "Rin Aoki", "vote-active"],
  ["Gravel the Golem", "Western", "other", "Tom Becker", "vote-active"],
  ["Tea House Oni", "Doujinshi,Manga", "male", "Circle Yomi", "vote-active"],
  ["Skylark Pilot", "Anime", "female", "Studio Kite", "vote-active"],
  ["Midnight Librarian", "Manga", "female", "Sora Ito", "vote-active"],
  ["Comet Hound", "Western", "male", "Lena Park", "vote-negotiation"],
  ["Koi Pond Guardian", "Anime", "female", "Hiro Sato", "vote-negotiation"],
  ["Mecha Chef Bolt", "Anime,Western", "male", "Max Ortega", "vote-negotiation"],
  ["Hollow Knight-Errant", "Doujinshi", "other", "Circle Ash", "vote-failed"],
  ["Sunflower Ranger", "Western", "female", "Gwen Hale", "crowdfunding-active", true],
  ["Thunder Drummer Raiden", "Manga", "male", "Taro Kimura", "crowdfunding-active"],
  ["Pearl Diver Mako", "Anime", "female", "Aya Mori", "crowdfunding-active"],
  ["Clockwork Fox", "Doujinshi", "other", "Circle Gear", "crowdfunding-active"],
  ["Desert Bard", "Western", "male", "Omar Haddad", "crowdfunding-active"],
  ["Sakura Swordswoman", "Manga", "female", "Emi Ueda", "crowdfunding-success"],
  ["Nova Idol Lumi", "Anime", "female", "Studio Prism", "crowdfunding-success"],
  ["Iron Prairie Marshal", "Western", "male", "Jack Dunn", "crowdfunding-success"],
  ["Bubblegum Alchemist", "Doujinshi", "female", "Circle Fizz", "crowdfunding-failed"],
  ["Moonlit Tanuki", "Manga", "other", "Kazu Noda", "crowdfunding-failed"],
  ["Crimson Kitsune", "Anime", "female", "Studio Ember", "pre-sale"],
  ["Glacier Paladin", "Western", "male", "Nora Lind", "pre-sale"],
  ["Spellbook Kid", "Manga", "male", "Aki Hara", "pre-sale"],
  ["Lotus Dancer", "Doujinshi", "female", "Circle Lotus", "pre-sale"],
  ["Robo Ronin", "Anime,Manga", "male", "Goro Sato", "sale"],
  ["Honey Bee Knight", "Western", "female", "Beth Cole", "sale"],
  ["Shadow Puppeteer", "Doujinshi", "other", "Circle Mask", "sale"],
  ["Magical Grocer Mimi", "Anime", "female", "Studio Basket", "sale"],
  ["Stormcaller Yuki", "Manga", "female", "Demo Collector", "pending", true],
  ["Pixel Paladin", "Western", "male", "Demo Collector", "rejected", true]
];
var SEED_FANS = ["Hana", "Leo", "Mira", "Oscar", "Tomo", "Zara"];
var DAY = 864e5;
var VOTE_TARGET = DEFAULT_SETTINGS.defaultVoteCountTarget;
var FUNDING_TARGET_CENTS = DEFAULT_SETTINGS.defaultCrowdfundingCountTarget * 100;
var AGE_DAYS = {
  pending: 0.5,
  rejected: 3,
  "vote-active": 2,
  "vote-negotiation": 40,
  "vote-failed": 50,
  "crowdfunding-active": 70,
  "crowdfunding-success": 130,
  "crowdfunding-failed": 140,
  "pre-sale": 220,
  sale: 240
};
var stageOf2 = (phase) => phase.startsWith("vote") ? "vote" : phase.startsWith("crowdfunding") ? "crowdfunding" : phase === "pre-sale" || phase === "sale" ? "sale" : "review";
function characterArtJobs() {
  return CATALOGUE.flatMap(([name, genre, gender, , phase], i) => {
    const who = { name, genre, gender, index: i };
    const list = [
      { key: `seed/character-${i}.webp`, svg: () => characterArtSvg(who, { framing: "poster", subtitle: genre.replace(",", " \xB7 ") }) }
    ];
    if (stageOf2(phase) !== "vote" && stageOf2(phase) !== "review")
      list.push({ key: `seed/figure-${i}.webp`, svg: () => characterArtSvg(who, { framing: "figure", subtitle: "Prototype figure" }) });
    return list;
  });
}
async function seedCharacters(tx, art, demoId, now) {
  const fans = [];
  for (const nickname of SEED_FANS) fans.push(await createUser(tx, { username: `fan_${nickname.toLowerCase()}`, nickname }));
  const voters = [demoId, ...fans];
  const seenInPhase = /* @__PURE__ */ new Map();
  for (const [i, [name, genre, gender, creatorName, phase, byDemo]] of CATALOGUE.entries()) {
    const k = seenInPhase.get(phase) ?? 0;
    seenInPhase.set(phase, k + 1);
    const createdAt2 = new Date(now.getTime() - (AGE_DAYS[phase] + k * 2.5) * DAY);
    const approvedAt = new Date(createdAt2.getTime() + DAY);
    const reviewed = phase !== "pending" && phase !== "rejected";
    const [row] = await tx.insert(characters).values({
      userId: byDemo ? demoId : fans[i % fans.length],
      name,
      gender,
      description: `${name} is an original character by ${creatorName}. Fans love the design, the story and the little details that would make a great figurine.`,
      creatorName,
      creatorWebsite: `https://example.com/${creatorName.toLowerCase().replace(/[^a-z]+/g, "-")}`,
      illustration: art.get(`seed/character-${i}.webp`),
      genre,
      note: "Submitted with the creator\u2019s blessing for the demo catalogue.",
      status: reviewed ? "approved" : phase,
      rejectReason: phase === "rejected" ? "The illustration is too small to judge the design. Please upload a larger image." : null,
      approvedAt: reviewed ? approvedAt : null,
      countView: reviewed ? 120 + i * 7919 % 24e3 : 0,
      countCollect: reviewed ? i * 131 % 1800 : 0,
      createdAt: createdAt2,
      updatedAt: createdAt2
    }).returning({ id: characters.id });
    const id2 = row.id;
    if (!reviewed) continue;
    const stage = stageOf2(phase);
    const ended = stage !== "vote" || phase !== "vote-active";
    const countCurrent = phase === "vote-active" ? 40 + i * 173 % 900 : phase === "vote-failed" ? 420 : VOTE_TARGET;
    const [vote] = await tx.insert(votes).values({
      characterId: id2,
      status: ended ? "ended" : "active",
      countCurrent,
      countTarget: VOTE_TARGET,
      negotiation: phase === "vote-negotiation" ? "in_progress" : stage === "vote" ? null : "succeeded",
      startedAt: approvedAt,
      endedAt: ended ? new Date(approvedAt.getTime() + 5 * DAY) : null
    }).returning({ id: votes.id });
    const shares = voters.map((_, v) => (i + 1) * (v + 3) % 7 + 1);
    const total = shares.reduce((a, b) => a + b, 0);
    let left = countCurrent;
    const records = voters.map((userId, v) => {
      const count6 = v === voters.length - 1 ? left : Math.floor(countCurrent * shares[v] / total);
      left -= count6;
      return { voteId: vote.id, characterId: id2, userId, count: count6, createdAt: new Date(approvedAt.getTime() + v * 36e5) };
    });
    await tx.insert(voteRecords).values(records.filter((r) => r.count > 0));
    await tx.insert(characterCollects).values(voters.filter((_, v) => (i + v) % 3 === 0).map((userId) => ({ characterId: id2, userId })));
    if (stage === "crowdfunding" || stage === "sale") await seedCampaign(tx, id2, i, phase, approvedAt, now, art, voters);
    if (stage === "sale") await seedSale(tx, id2, i, name, phase, now, art);
    await refreshCharacterPhase(tx, id2, now);
    await refreshContributors(tx, voteContributorSource, { characterId: id2 }, now);
  }
  await tx.execute(
    sql41`update characters c set count_collect = count_collect + (select count(*) from character_collects cc where cc.character_id = c.id)`
  );
  await sendMessages(tx, [
    {
      userId: demoId,
      kind: "character_rejected",
      title: "Pixel Paladin was not approved",
      body: "Reason: The illustration is too small to judge the design. You can edit the submission and send it for review again."
    },
    {
      userId: demoId,
      kind: "character_approved",
      title: "Aria of the Lantern was approved",
      body: "Aria of the Lantern passed review and its vote is open. Share it so fans can vote!"
    }
  ]);
}
async function seedCampaign(tx, id2, i, phase, startedAt, now, art, backers) {
  const status = phase === "crowdfunding-active" ? "active" : phase === "crowdfunding-failed" ? "failed" : phase === "crowdfunding-success" ? "success_pending" : "ended";
  const progress = status === "active" ? 0.15 + i * 37 % 80 / 100 : status === "failed" ? 0.42 : 1.12;
  await tx.insert(crowdfundings).values({
    characterId: id2,
    status,
    currentCents: Math.round(FUNDING_TARGET_CENTS * progress),
    targetCents: FUNDING_TARGET_CENTS,
    images: [art.get(`seed/figure-${i}.webp`), art.get(`seed/character-${i}.webp`)],
    startedAt,
    // Active campaigns end in the future (12–51 days), so the demo always has campaigns to back.
    endAt: status === "active" ? new Date(now.getTime() + (12 + i * 7 % 40) * DAY) : new Date(startedAt.getTime() + 60 * DAY),
    finishedAt: status === "active" ? null : new Date(startedAt.getTime() + 60 * DAY)
  });
  await tx.insert(crowdfundingSpecs).values(CROWDFUNDING_TIERS.map((t) => ({ characterId: id2, priceCents: dollarsToCents(t.price), diamond: t.diamond })));
  await tx.insert(contributorSnapshots).values(
    backers.map((userId, rank) => ({
      characterId: id2,
      phase: "crowdfunding",
      userId,
      rank: rank + 1,
      countSupport: (backers.length - rank) * 5e3,
      refreshedAt: now
    }))
  );
}
async function seedSale(tx, id2, i, name, phase, now, art) {
  const preSale = phase === "pre-sale";
  const salePriceCents = 6999 + i % 5 * 1e3;
  await tx.insert(sales).values({
    characterId: id2,
    status: "active",
    salePriceCents,
    preSalePriceCents: salePriceCents - 1500,
    preSaleCount: 40 + i * 3,
    preSaleEndAt: preSale ? new Date(now.getTime() + (5 + i % 9) * DAY + 7 * 36e5) : new Date(now.getTime() - (3 + i % 5) * DAY),
    saleCount: preSale ? 0 : 60 + i * 5,
    content: `${name} as a 1/7 scale PVC figure, about 24 cm tall with its base. Hand-painted details, two interchangeable faces and a themed display stand.`,
    images: [art.get(`seed/figure-${i}.webp`), art.get(`seed/character-${i}.webp`)],
    startedAt: new Date(now.getTime() - (preSale ? 20 : 45) * DAY)
  });
  await tx.insert(saleSpecs).values([
    {
      characterId: id2,
      title: "Standard Edition",
      image: art.get(`seed/figure-${i}.webp`),
      description: "Figure with display stand.",
      priceCents: salePriceCents,
      preSalePriceCents: salePriceCents - 1500,
      stock: 80 + i
    },
    {
      characterId: id2,
      title: "Deluxe Edition",
      image: art.get(`seed/character-${i}.webp`),
      description: "Figure, two extra faces, art card and acrylic stand.",
      priceCents: salePriceCents + 3e3,
      preSalePriceCents: salePriceCents + 1500,
      stock: i % 4 === 0 ? 0 : 12
    }
  ]);
}

// src/seed/demo-art.ts
var DEMO_BANNERS = [
  ["Vote for the next figure", "Three free votes every day", "/vote/list"],
  ["Crowdfunding is live", "Back the figures you love", "/crowdfunding/list"],
  ["New on the shelf", "Pre-sale prices for early fans", "/figurines"]
];
function demoArtJobs() {
  const banners2 = DEMO_BANNERS.flatMap(([title, subtitle], i) => [
    { key: `seed/banner-${i}.webp`, svg: () => bannerSvg(title, subtitle, i + 2) },
    { key: `seed/figurine-banner-${i}.webp`, svg: () => bannerSvg(title, subtitle, i + 5) }
  ]);
  return [...banners2, ...characterArtJobs()];
}
async function storeDemoArt(storage, prebuilt) {
  const jobs = demoArtJobs();
  const paths2 = /* @__PURE__ */ new Map();
  for (let i = 0; i < jobs.length; i += 8) {
    await Promise.all(jobs.slice(i, i + 8).map(async (j) => paths2.set(j.key, await renderArtwork(storage, j.key, j.svg, prebuilt))));
  }
  return paths2;
}

// src/seed/community.ts
import { eq as eq44, sql as sql42 } from "drizzle-orm";
var LINES = [
  "The colour palette is gorgeous, I would put this on my desk right away.",
  "Voted! Would love a version with an alternate pose.",
  "The details on the outfit are amazing. More sketches at https://example.com/sketches?",
  "This one deserves to be made. Sharing with my friends."
];
var REPLIES = ["Thank you so much for the support!", "Thanks! More sketches are coming soon."];
async function seedCommunity(tx, now) {
  const people = await tx.select({ id: users.id }).from(users).orderBy(users.createdAt);
  const listed = await tx.select({ id: characters.id, userId: characters.userId }).from(characters).where(eq44(characters.status, "approved")).orderBy(characters.createdAt);
  for (const [i, c] of listed.entries()) {
    const likers = people.filter((_, p) => (i + p) % 2 === 0);
    if (likers.length) await tx.insert(characterLikes).values(likers.map((u) => ({ characterId: c.id, userId: u.id })));
    const authors = people.filter((u) => u.id !== c.userId).slice(i % 3, i % 3 + 1 + i % 3);
    for (const [k, author] of authors.entries()) {
      const createdAt2 = new Date(now.getTime() - (i + 1) * 36e5 - k * 6e5);
      const [top] = await tx.insert(comments).values({ characterId: c.id, userId: author.id, body: LINES[(i + k) % LINES.length], createdAt: createdAt2 }).returning({ id: comments.id });
      if (k === 0) {
        await tx.insert(comments).values({
          characterId: c.id,
          userId: c.userId,
          parentId: top.id,
          body: REPLIES[i % REPLIES.length],
          createdAt: new Date(createdAt2.getTime() + 9e5)
        });
        await tx.update(comments).set({ replyCount: 1 }).where(eq44(comments.id, top.id));
      }
    }
  }
  await tx.execute(sql42`insert into ${communityCounts} (character_id, count_like, count_comment)
    select c.id,
      (select count(*) from ${characterLikes} l where l.character_id = c.id),
      (select count(*) from ${comments} m where m.character_id = c.id and m.hidden_at is null)
    from ${characters} c where c.status = 'approved'`);
}

// src/seed/faq.ts
var FAQ = [
  {
    title: "How does voting work?",
    content: "<p>Every signed-in member receives <strong>3 votes a day</strong> (the day turns at midnight UTC+08:00). Unused votes do not pile up.</p><p>When a character reaches its vote target, we open copyright talks with its creator.</p>"
  },
  {
    title: "What happens after a character wins its vote?",
    content: "<p>We negotiate the rights with the creator. When an agreement is reached the character moves to an all-or-nothing crowdfunding campaign that runs for 60 days.</p>"
  },
  {
    title: "What if a crowdfunding campaign misses its goal?",
    content: "<p>Nobody pays for a figure that is never made: if the goal is not reached within 60 days, <strong>every supporter is refunded in full</strong> to the original payment method.</p>"
  },
  {
    title: "What are diamonds?",
    content: "<p>Diamonds are rewards. You earn them by supporting campaigns ($30 gives 10, $50 gives 20, $100 gives 50), by ranking among the top contributors, and when a character you submitted reaches crowdfunding. Spend them on figurine raffles.</p>"
  },
  {
    title: "How do raffles and the guaranteed win work?",
    content: "<p>Each entry costs 160 diamonds and wins with a 6% chance. If you have not won after 79 entries in a raffle, your 80th entry is a guaranteed win. The counter resets when you win.</p>"
  },
  {
    title: "When will my figurine ship?",
    content: "<p>In-stock figurines ship within 2\u20133 business days. Pre-sale figurines ship when production completes; the product page shows the schedule. You will find the tracking number on your order.</p>"
  },
  {
    title: "Which payment methods do you accept?",
    content: "<p>Credit and debit cards, and PayPal. All prices are in US dollars.</p>"
  }
];

// src/seed/prebuilt-art.ts
import { existsSync as existsSync3, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname as dirname3, join as join4, relative } from "node:path";
import { fileURLToPath as fileURLToPath3 } from "node:url";
var PrebuiltArt = class _PrebuiltArt {
  constructor(root, files) {
    this.root = root;
    this.files = files;
  }
  root;
  files;
  /** The build's art beside the server bundle; null when running from source or not built. */
  static beside(moduleUrl) {
    const root = join4(dirname3(fileURLToPath3(moduleUrl)), "demo-art");
    return existsSync3(root) ? new _PrebuiltArt(
      root,
      listFiles(root).map((f) => relative(root, f))
    ) : null;
  }
  /** Copies the image saved under `base` and its variants into storage; its public path, or null. */
  async copyTo(storage, base) {
    const own2 = this.files.filter((f) => f.startsWith(`${base}.w`));
    const full = own2.find((f) => /^\.w\d+\.webp$/.test(f.slice(base.length)));
    if (!full) return null;
    for (const file of own2) if (file !== full) await storage.put(file, await readFile(join4(this.root, file)));
    return storage.put(full, await readFile(join4(this.root, full)));
  }
};
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? listFiles(join4(dir, e.name)) : [join4(dir, e.name)]);
}

// src/seed/raffle.ts
import { and as and34, asc as asc15, eq as eq45, gt as gt4, lte as lte5 } from "drizzle-orm";
async function seedRaffle(tx, now) {
  const specs = await tx.select({ id: saleSpecs.id, image: saleSpecs.image, characterId: saleSpecs.characterId }).from(saleSpecs).innerJoin(sales, and34(eq45(sales.characterId, saleSpecs.characterId), eq45(sales.status, "active"), lte5(sales.preSaleEndAt, now))).where(and34(eq45(saleSpecs.status, "active"), gt4(saleSpecs.stock, 0))).orderBy(asc15(sales.startedAt), asc15(saleSpecs.priceCents));
  const chosen = specs.filter((s2) => s2.characterId === specs[0]?.characterId).slice(0, 2);
  if (chosen.length === 0) return;
  const seed = newSeed();
  const [raffle] = await tx.insert(raffles).values({
    title: "Lucky Pedestal Raffle",
    description: "Enter with diamonds for a chance to win this figurine \u2014 a guaranteed win by your 80th entry.",
    image: chosen[0].image,
    status: "active",
    seed,
    seedHash: hashSeed(seed)
  }).returning({ id: raffles.id });
  await tx.insert(raffleSpecs).values(chosen.map((s2) => ({ raffleId: raffle.id, specId: s2.id })));
}

// src/seed/index.ts
var DEMO_USER = { username: "demo", password: "demo1234", email: "demo@pedestal.local" };
var demoPassword = (production) => production ? randomBytes6(12).toString("base64url") : DEMO_USER.password;
async function seedDemoData(ctx) {
  const [row] = await ctx.db.select({ n: count5() }).from(users);
  if (Number(row?.n ?? 0) > 0) return null;
  const password = demoPassword(ctx.config.production);
  const art = await storeDemoArt(ctx.storage, PrebuiltArt.beside(import.meta.url));
  const bannerRows = DEMO_BANNERS.flatMap(([title, , link], i) => [
    { placement: "home", image: art.get(`seed/banner-${i}.webp`), link, description: title, sort: i },
    { placement: "figurine", image: art.get(`seed/figurine-banner-${i}.webp`), link, description: title, sort: i }
  ]);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerRows);
    await tx.insert(articles).values(FAQ.map((a, i) => ({ category: "faq", title: a.title, content: a.content, sort: i })));
    const demoId = await createUser(tx, {
      username: DEMO_USER.username,
      email: DEMO_USER.email,
      passwordHash: await hashPassword(password),
      nickname: "Demo Collector"
    });
    await applyLedgerEntry(tx, { userId: demoId, currency: "diamond", delta: 2e3, reason: "welcome_bonus" });
    await seedCharacters(tx, art, demoId, ctx.clock.now());
    await seedRaffle(tx, ctx.clock.now());
    await seedCommunity(tx, ctx.clock.now());
  });
  return { username: DEMO_USER.username, password };
}

// src/main.ts
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    templateDir: join5(dirname4(fileURLToPath4(import.meta.url)), PGLITE_TEMPLATE)
  });
  await database.migrate();
  const { app, ctx } = await buildApp({ config, database });
  const seeded = config.SEED_DEMO_DATA ? await seedDemoData(ctx) : false;
  const admin = await ensureFirstAdmin(ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const loopback = ["0.0.0.0", "::", "localhost"].includes(config.HOST) || config.HOST.startsWith("127.");
  ctx.self.url = `http://${loopback ? "127.0.0.1" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${port}`;
  const lines = [
    `${config.APP_NAME} is running at ${config.publicUrl} (database: ${database.driver === "pglite" ? `embedded PGlite in ${config.DATA_DIR}` : "PostgreSQL"})`
  ];
  if (!config.PUBLIC_URL && !config.HOST.startsWith("127.") && config.HOST !== "localhost") {
    for (const address2 of lanAddresses()) lines.push(`On your network: http://${address2}:${port}`);
  }
  if (seeded) lines.push(`Demo shopper:  username "${seeded.username}"  password "${seeded.password}"`);
  if (admin)
    lines.push(
      `Admin:         username "${admin.username}"  password "${admin.generated ? admin.password : "(from ADMIN_PASSWORD)"}"  (shown once)`
    );
  if (ctx.mailbox) lines.push(`Dev mailbox:   ${config.publicUrl}/dev/mailbox   API docs: ${config.publicUrl}/api/docs`);
  process.stdout.write(`
${lines.map((l) => `  ${l}`).join("\n")}

`);
  const shutdown = async (signal) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
