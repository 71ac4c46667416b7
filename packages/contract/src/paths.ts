import { LOGIN_PATH } from './constants';
import type { PaymentOrderType } from './enums';

/**
 * Every screen's path (SPEC §2 route table), for the web router and links and for the server's
 * links in messages, mails and payment returns. Patterns (`:id`) are what the router matches.
 */
export const paths = {
  home: '/',
  explore: '/explore',
  user: '/user',
  faq: '/faq',
  aboutUs: '/about-us',
  contactSupport: '/contact-support',
  feedback: '/feedback',
  login: LOGIN_PATH,
  register: '/auth/register',
  googleSuccess: '/auth/google/success',
  googleError: '/auth/google/error',
  settings: '/account/settings',
  profile: '/account/profile',
  changePassword: '/account/change-password',
  deleteAccount: '/account/delete-account',
  collections: '/account/collections',
  campaigns: '/account/campaigns',
  messages: '/account/messages',
  orders: '/account/orders',
  raffleRecords: '/account/raffle-records',
  wallet: '/account/wallet',
  cart: '/account/shopping-cart',
  /** Account hub → Payment Methods (SPEC §2 names the entry, not its path). */
  paymentMethods: '/account/payment-methods',
  characterCreate: '/character/create',
  characterEdit: (id: string) => `/character/edit/${id}`,
  voteList: '/vote/list',
  voteShow: (id: string) => `/vote/show/${id}`,
  crowdfundingList: '/crowdfunding/list',
  crowdfundingShow: (characterId: string) => `/crowdfunding/show/${characterId}`,
  figurines: '/figurines',
  figurineList: '/figurines/list',
  figurineShow: (characterId: string) => `/figurines/show/${characterId}`,
  contributors: (characterId: string) => `/contributors/${characterId}`,
  raffleShow: (specId: string) => `/raffle/show/${specId}`,
  raffleEntry: (id: string) => `/raffle/entry-record/${id}`,
  raffleVerify: (id: string) => `/raffle/verify/${id}`,
  lotteryShow: (id: string) => `/lottery/${id}`,
  orderList: '/order/list',
  orderShow: (id: string) => `/order/show/${id}`,
  checkout: (id: string, type: PaymentOrderType | string) => `/pay/check-out/${id}/${type}`,
  paySuccess: (id: string, type: PaymentOrderType | string) => `/pay/success/${id}/${type}`,
  addressCreate: '/user-address/create',
  addressList: '/user-address/list',
  addressEdit: (id: string) => `/user-address/edit/${id}`,
  termsOfUse: '/docs/terms-of-use',
  privacyPolicy: '/docs/privacy-policy',
  submissionRules: '/docs/submission-rules',
  customService: '/docs/custom-service',
  /** Issue 29: the public list of current delays. */
  delays: '/delays',
} as const;

export type ScreenName = keyof typeof paths;

/** The router's pattern of a screen: a path as is, a builder with its parameters as `:name`. */
export const routePatterns = {
  characterEdit: '/character/edit/:id',
  voteShow: '/vote/show/:id',
  crowdfundingShow: '/crowdfunding/show/:characterId',
  figurineShow: '/figurines/show/:characterId',
  contributors: '/contributors/:characterId',
  raffleShow: '/raffle/show/:characterSaleSpecId',
  raffleEntry: '/raffle/entry-record/:raffleEntryRecordId',
  raffleVerify: '/raffle/verify/:raffleEntryRecordId',
  lotteryShow: '/lottery/:lotteryId',
  orderShow: '/order/show/:orderId',
  checkout: '/pay/check-out/:id/:type',
  paySuccess: '/pay/success/:id/:type',
  addressEdit: '/user-address/edit/:userAddressId',
  legal: '/docs/:doc',
} as const satisfies Partial<Record<ScreenName | 'legal', string>>;
