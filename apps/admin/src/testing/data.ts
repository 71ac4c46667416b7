/**
 * Contract-shaped answers of the admin API for the screen tests. Where the contract declares the
 * response (characters, orders, supports, comments, raffles, specs, ledger, settings), each value is
 * parsed with that schema, so a fixture that drifts from what the server sends fails at once.
 */
import {
  type ListTotals,
  type MoneyFigures,
  type MoneyReport,
  AdminCommentSchema,
  AdminCrowdfundingSpecSchema,
  AdminFigurineOrderSchema,
  AdminRaffleDetailSchema,
  AdminRaffleSchema,
  AdminSaleSpecSchema,
  AdminSupportOrderSchema,
  CharacterCardSchema,
  CharacterDetailSchema,
  RaffleSpecRefSchema,
  SettingsSchema,
  UserRefSchema,
  WalletHistoryRowSchema,
  permissionsOf,
  type AdminComment,
  type CharacterDetail,
} from '@pedestal/contract';
import { DEFAULT_SETTINGS } from '@pedestal/contract/constants';
import { z } from 'zod';
import type { AuditRow } from '@admin/lib/audit';
import type { Dashboard } from '@admin/features/dashboard/dashboard';
import type { AdminUser } from '@admin/features/users/users-page';
import type { AdminCharacter } from '@admin/lib/characters';
import type { AdminState } from '@admin/lib/session';

const AT = '2026-05-01T02:00:00.000Z';
const submitter = { id: 'user-maker', profile: { nickname: 'Mira', avatar: null } };

type Input<S extends z.ZodType> = z.input<S>;
type Detail = Input<typeof CharacterDetailSchema>;

export const anAdmin = (o: Partial<AdminState> = {}): AdminState => ({
  id: 'admin-1',
  username: 'operator',
  role: 'owner',
  permissions: permissionsOf(o.role ?? 'owner'),
  secondFactor: { enrolled: true, required: false, recoveryCodesLeft: 10 },
  ...o,
});

export const voteSummary = (o: Partial<NonNullable<Detail['vote']>> = {}): NonNullable<Detail['vote']> => ({
  status: 'active',
  countCurrent: 420,
  countTarget: 1000,
  progress: 42,
  negotiation: null,
  ...o,
});

export const crowdfundingSummary = (o: Partial<NonNullable<Detail['crowdfunding']>> = {}): NonNullable<Detail['crowdfunding']> => ({
  status: 'active',
  countCurrent: 2500,
  countTarget: 10000,
  progress: 25,
  endAt: '2026-07-01T00:00:00.000Z',
  images: ['/uploads/cf-1.webp'],
  chargeMode: 'now',
  specs: [],
  ...o,
});

export const saleSummary = (o: Partial<NonNullable<Detail['sale']>> = {}): NonNullable<Detail['sale']> => ({
  status: 'active',
  salePrice: 69.99,
  preSalePrice: null,
  preSaleCount: 3,
  preSaleEndAt: null,
  saleCount: 12,
  images: ['/uploads/sale-1.webp'],
  content: '',
  specs: [],
  ...o,
});

/** A character as `GET admin/character/show/{id}` answers it: by default approved and on its vote. */
export function characterDetail(o: Partial<Detail> = {}): CharacterDetail {
  return CharacterDetailSchema.parse({
    id: 'char-1',
    name: 'Lantern Keeper',
    illustration: '/uploads/lantern.webp',
    genre: 'Anime,Manga',
    gender: 'female',
    countView: 10,
    countCollect: 2,
    countLike: 3,
    countShare: 0,
    countComment: 1,
    createdAt: AT,
    status: 'approved',
    phase: 'vote-active',
    kind: 'vote',
    displayStatus: 'On Voting',
    vote: voteSummary(),
    crowdfunding: null,
    sale: null,
    description: 'A lantern keeper who guards the harbour lights through every storm of the year.',
    creatorName: 'Mira Holt',
    creatorWebsite: 'https://example.com/mira',
    website: null,
    note: 'Original character, all rights mine.',
    rejectReason: null,
    user: submitter,
    isOwner: false,
    isCollectedForCurrentUser: false,
    journey: [
      { stage: 'submitted', at: AT },
      { stage: 'approved', at: AT },
      { stage: 'voting', at: AT },
    ],
    ...o,
  });
}

const AdminCharacterSchema = CharacterCardSchema.extend({ rejectReason: z.string().nullable(), user: UserRefSchema });

/** A row of `GET admin/character/list`. */
export function adminCharacter(o: Partial<Input<typeof AdminCharacterSchema>> = {}): AdminCharacter {
  // The detail's extra fields are stripped by the list row's schema.
  return AdminCharacterSchema.parse({ ...characterDetail(), ...o });
}

export const crowdfundingTier = (o: Partial<Input<typeof AdminCrowdfundingSpecSchema>> = {}) =>
  AdminCrowdfundingSpecSchema.parse({
    id: 'tier-1',
    name: 'Early bird',
    rewards: 'The figure and a signed art card',
    price: 30,
    diamond: 10,
    status: 'active',
    ...o,
  });

export const saleSpec = (o: Partial<Input<typeof AdminSaleSpecSchema>> = {}) =>
  AdminSaleSpecSchema.parse({
    id: 'spec-1',
    title: 'Standard Edition',
    image: null,
    description: 'Painted PVC, 22 cm.',
    descriptions: { en: 'Painted PVC, 22 cm.', 'zh-CN': '' },
    price: 69.99,
    preSalePrice: 54.99,
    stock: 109,
    limitPerAccount: null,
    details: { scale: '1/7', heightMm: 240, material: 'PVC, ABS' },
    status: 'active',
    ...o,
  });

/** A row of `GET admin/order/figurine`: by default paid and waiting to be shipped. */
export const figurineOrder = (o: Partial<Input<typeof AdminFigurineOrderSchema>> = {}) =>
  AdminFigurineOrderSchema.parse({
    id: 'order-1',
    no: 'FO20260501001',
    status: 'undelivered',
    kind: 'checkout',
    createdAt: AT,
    expiredAt: AT,
    totalPrice: 79.99,
    shippingFee: 10,
    subtotal: 69.99,
    items: [
      {
        id: 'item-1',
        characterSaleSpecId: 'spec-1',
        characterId: 'char-1',
        characterSaleSpecImage: null,
        characterSaleSpecTitle: 'Standard Edition',
        characterName: 'Robo Ronin',
        quantity: 1,
        refundedQuantity: 0,
        toShip: 1,
        price: 69.99,
      },
    ],
    refundedAmount: 0,
    address: {
      id: 'addr-1',
      name: 'Ann Collector',
      phone: '13812345678',
      zipCode: '518000',
      country: 'China',
      province: 'Guangdong',
      city: 'Shenzhen',
      area: '1 Figure Street',
      address: 'Unit 8',
      tag: 'home',
      isDefault: true,
    },
    trackingNo: null,
    carrier: null,
    trackingUrl: null,
    paidAt: AT,
    shippedAt: null,
    receivedAt: null,
    reviewComment: null,
    userId: 'user-ann',
    user: { username: 'ann', email: 'ann@example.test' },
    paymentId: 'pay-1',
    ...o,
  });

/** A row of `GET admin/order/crowdfunding`: by default a paid support of a reward shipped to Berlin. */
export const supportOrder = (o: Partial<Input<typeof AdminSupportOrderSchema>> = {}) =>
  AdminSupportOrderSchema.parse({
    id: 'support-1',
    no: 'CS20260501001',
    status: 'success',
    createdAt: AT,
    expiredAt: AT,
    paidAt: AT,
    characterId: 'char-cf',
    character: { name: 'Sunflower Ranger', illustration: null, gender: 'female' },
    spec: { id: 'tier-1', name: 'Early bird', price: 50, diamond: 20 },
    crowdfunding: { status: 'active', countCurrent: 2500, countTarget: 10000 },
    refundStatus: null,
    shipping: 14,
    tax: 12.16,
    total: 76.16,
    address: {
      id: 'addr-2',
      name: 'Ann Collector',
      phone: '+493012345678',
      zipCode: '10115',
      country: 'Germany',
      province: 'Berlin',
      city: 'Berlin',
      area: '1 Figure Street',
      address: 'Flat 2',
      tag: 'home',
      isDefault: true,
    },
    userId: 'user-ann',
    user: { username: 'ann', email: 'ann@example.test' },
    paymentId: 'pay-2',
    ...o,
  });

/** A row of `GET admin/comment/list`: by default visible and reported twice. */
export const adminComment = (o: Partial<Input<typeof AdminCommentSchema>> = {}): AdminComment =>
  AdminCommentSchema.parse({
    id: 'comment-1',
    body: 'Buy cheap followers at spam.example',
    createdAt: AT,
    parentId: null,
    character: { id: 'char-1', name: 'Lantern Keeper' },
    author: { id: 'user-spam', nickname: 'Spammer', avatar: null },
    reportCount: 2,
    reasons: ['spam', 'advertising'],
    hiddenAt: null,
    hiddenBy: null,
    ...o,
  });

export const raffleSpecRef = (o: Partial<Input<typeof RaffleSpecRefSchema>> = {}) =>
  RaffleSpecRefSchema.parse({
    id: 'spec-1',
    title: 'Standard Edition',
    image: null,
    stock: 12,
    characterId: 'char-1',
    characterName: 'Robo Ronin',
    ...o,
  });

/** A row of `GET admin/raffle/list`. */
export const raffle = (o: Partial<Input<typeof AdminRaffleSchema>> = {}) =>
  AdminRaffleSchema.parse({
    id: 'raffle-1',
    title: 'Lucky Pedestal Raffle',
    description: 'Enter with diamonds for a chance to win.',
    image: null,
    costDiamond: 160,
    winRate: 0.06,
    guaranteeCount: 80,
    status: 'active',
    seedHash: 'a'.repeat(64),
    seed: null,
    specs: [raffleSpecRef()],
    createdAt: AT,
    ...o,
  });

/** `GET admin/raffle/detail/{id}`: a raffle with its figures. */
export const raffleDetail = (o: Partial<Input<typeof AdminRaffleDetailSchema>> = {}) =>
  AdminRaffleDetailSchema.parse({
    ...raffle(),
    stats: { entries: 0, wins: 0, pityWins: 0, players: 0, diamonds: 0, distributed: 0 },
    ...o,
  });

export const adminUser = (o: Partial<AdminUser> = {}): AdminUser => ({
  id: 'user-ann',
  username: 'ann',
  email: 'ann@example.com',
  phone: null,
  nickname: 'Ann',
  createdAt: AT,
  deletedAt: null,
  suspendedAt: null,
  voteToken: 3,
  diamond: 1200,
  frozenDiamond: 0,
  ...o,
});

export const ledgerRow = (o: Partial<Input<typeof WalletHistoryRowSchema>> = {}) =>
  WalletHistoryRowSchema.parse({ id: 'ledger-1', currency: 'diamond', delta: 500, reason: 'crowdfunding_reward', createdAt: AT, ...o });

export const settings = (o: Partial<Input<typeof SettingsSchema>> = {}) =>
  SettingsSchema.parse({
    defaultVoteCountTarget: 1000,
    defaultCrowdfundingCountTarget: 10000,
    unpaidExpiryMinutes: 30,
    shippingFee: 10,
    priceReferenceDays: 30,
    raffleClosedRegions: [],
    shipping: DEFAULT_SETTINGS.shipping,
    taxes: DEFAULT_SETTINGS.taxes,
    ...o,
  });

export const auditRow = (o: Partial<AuditRow> = {}): AuditRow => ({
  id: 'audit-1',
  adminUsername: 'operator',
  action: 'character.approve',
  targetType: 'character',
  targetId: 'char-1',
  targetName: 'Lantern Keeper',
  detail: { before: 'pending', after: 'approved' },
  createdAt: AT,
  ...o,
});

/** `GET admin/dashboard`: a quiet day unless told otherwise. */
export const dashboard = (o: Partial<Dashboard> = {}): Dashboard => ({
  pendingReviews: { count: 0, oldest: [] },
  votesNearTarget: [],
  campaigns: [],
  ordersToShip: 0,
  refundsInProgress: { figurineOrders: 0, supports: 0 },
  today: {
    since: AT,
    revenue: 0,
    figurineRevenue: 0,
    figurineOrders: 0,
    supportRevenue: 0,
    supports: 0,
    raffleEntries: 0,
    raffleDiamonds: 0,
  },
  raffleEntries: 0,
  ...o,
});

const figures = (o: Partial<MoneyFigures> = {}): MoneyFigures => ({
  gross: 0,
  refunds: 0,
  fees: null,
  net: 0,
  payments: 0,
  refundCount: 0,
  feesReported: 0,
  ...o,
});
/** GET admin/payment/money: one business day, nothing sold unless given. */
export const moneyReport = (
  o: { day?: string; orders?: Partial<MoneyFigures>; supports?: Partial<MoneyFigures>; all?: Partial<MoneyFigures> } = {},
): MoneyReport => {
  const day = o.day ?? '2026-05-01';
  const split = { orders: figures(o.orders), supports: figures(o.supports), all: figures(o.all) };
  return { from: day, to: day, days: [{ day, ...split }], totals: split };
};

/** GET admin/order/…/totals: what a filtered list adds up to. */
export const listTotals = (o: Partial<ListTotals> = {}): ListTotals => ({ count: 0, paid: 0, gross: 0, refunded: 0, ...o });
