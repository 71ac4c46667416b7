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
export const UNPAID_EXPIRY_MINUTES = 30;
export const RAFFLE_COST_DIAMONDS = 160;
export const RAFFLE_WIN_RATE = 0.06;
export const RAFFLE_GUARANTEE_COUNT = 80;
export const SUBMITTER_REWARD_DIAMONDS = 500;
export const TOP_SUPPORTER_REWARDS = [500, 400, 300, 200, 200, 200, 200, 200, 200, 200] as const;
export const TOP_VOTER_REWARDS = [50, 40, 30, 20, 20, 20, 20, 20, 20, 20] as const;
export const CONTRIBUTION_DIAMOND_TIERS = [
  { minCents: 10_000, diamonds: 50 },
  { minCents: 5_000, diamonds: 20 },
  { minCents: 3_000, diamonds: 10 },
] as const;
export const CONTRIBUTOR_REFRESH_HOUR = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
export const ORDER_SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const CURRENCY_SYMBOL = '$';
export const PRIVACY_POLICY_UPDATED = 'June 29, 2025';
