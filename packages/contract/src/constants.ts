import { DEFAULT_STORE_REGIONS, type StoreRegion } from './rules/promises';
import type { ShippingSettings, TaxSettings } from './rules/shipping-settings';
/** Business constants of SPEC §9 and DESIGN §4, one place for server and web. */
export const AUTH_TOKEN_KEY = 'authToken';
export const AUTH_TOKEN_DAYS = 7;
/** Day boundary for daily votes, "today" and the contributor refresh. */
export const BUSINESS_UTC_OFFSET_MINUTES = 8 * 60;
export const LOGIN_PATH = '/auth/login';
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp', 'gif'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const DAILY_VOTES = 3;
export const SEND_CODE_COOLDOWN_SECONDS = 60;
/**
 * The longest Retry-After a 429 may ask for and still be waited out by the web app by itself (it
 * then tries once more); the drop gate asks for at most this (decision 060).
 */
export const RETRY_AFTER_WAITED_MAX_SECONDS = 5;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const PASSWORD_MIN = 6;
export const NICKNAME_MAX = 30;
export const BIO_MAX = 200;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;
export const COUNT_MAX = 1_000_000;
export const COUNT_TARGET_MIN = 100;
export const CROWDFUNDING_DAYS = 60;
/** Defaults of a new raffle (SPEC §9): diamonds per entry, win probability, guaranteed win on this draw. */
export const RAFFLE_DEFAULTS = { costDiamond: 160, winRate: 0.06, guaranteeCount: 80 } as const;
export const SUBMITTER_REWARD_DIAMONDS = 500;
export const TOP_SUPPORTER_REWARDS = [500, 400, 300, 200, 200, 200, 200, 200, 200, 200] as const;
export const TOP_VOTER_REWARDS = [50, 40, 30, 20, 20, 20, 20, 20, 20, 20] as const;
/** SPEC §9 contribution rewards: the support tiers a campaign offers by default ($ price → diamonds). */
export const CROWDFUNDING_TIERS = [
  { price: 30, diamond: 10 },
  { price: 50, diamond: 20 },
  { price: 100, diamond: 50 },
] as const;
/** Platform settings until an admin changes them (targets in votes and dollars, fee in dollars). */
export const DEFAULT_SETTINGS = {
  defaultVoteCountTarget: 1000,
  defaultCrowdfundingCountTarget: 10000,
  unpaidExpiryMinutes: 30,
  shippingFee: 8,
  /** Where the store sells (issue 29): the regional rules of rules/promises apply, the most protective of each. */
  storeRegions: DEFAULT_STORE_REGIONS as StoreRegion[],
  /** Days a discount's reference price looks back (decision 039): 30 (EU Omnibus) or 7 (China). */
  priceReferenceDays: 30 as 30 | 7,
  /** ISO country codes where raffles are switched off (decision 039). */
  raffleClosedRegions: [] as string[],
  /** Shipping zones and rates (issue 31, decision 043); no zones: every country at the flat `shippingFee`. */
  shipping: { zones: [], otherCountries: 'flat-fee' } as ShippingSettings,
  /** Taxes by destination (decision 043): none until the operator fills the tables. */
  taxes: { vatRates: {}, salesTax: {}, iossNumber: null, iossLimitCents: 16_000 } as TaxSettings,
  /** Issue 41 #5: where withdrawn goods go back (multi-line; '' until set: support emails it) and how to send them. */
  returnAddress: '',
  returnInstructions: '',
};
/** The longest return address and return instructions the console takes. */
export const RETURN_ADDRESS_MAX = 500;
export const RETURN_INSTRUCTIONS_MAX = 300;
/** Starting a pre-sale without prices: the sale price, the pre-sale share of it, and its length. */
export const PRE_SALE_DEFAULTS = { salePrice: 99, preSaleDiscount: 0.8, preSaleDays: 30 } as const;
/** Shipped orders nobody confirms are taken as received after this many days. */
export const AUTO_RECEIVE_DAYS = 14;
export const CONTRIBUTOR_REFRESH_HOUR = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
export const ORDER_SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const CURRENCY_SYMBOL = '$';
export const PRIVACY_POLICY_UPDATED = 'June 29, 2025';
/** Community (comments): longest comment, how long its author may edit it, reports that hide it for everyone, posts per user per minute. */
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_EDIT_WINDOW_MINUTES = 15;
export const COMMENT_REPORTS_TO_HIDE = 3;
export const COMMENT_POSTS_PER_MINUTE = 5;
export const COMMENT_PAGE_SIZE = 10;
