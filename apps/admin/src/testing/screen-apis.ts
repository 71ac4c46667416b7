import type { CharacterDetail } from '@pedestal/contract';
import { dashboard, moneyReport, settings } from './data';
import { mockApi, type MockRoute } from './mock-api';

/**
 * Everything a screen reads when it opens, for screens that read several things; a test adds the
 * routes of what it does (a form's request) beside these.
 */
export const screenApis = {
  /** The dashboard: its figures and its money report (any range). */
  dashboard: (d = dashboard(), money = moneyReport()): MockRoute[] => [
    mockApi.get('admin/dashboard', d),
    mockApi.get('admin/payment/money', money),
  ],
  /** The character detail page: the character, the settings (the default crowdfunding goal) and its stages' specs. */
  characterDetail: (
    c: CharacterDetail,
    specs: { tiers?: unknown[]; saleSpecs?: unknown[]; shipping?: { shipMonth: string | null; delays: unknown[] } } = {},
  ): MockRoute[] => [
    mockApi.get('admin/character/show/:id', c),
    mockApi.get('admin/system/setting', settings()),
    mockApi.get('admin/crowdfunding-spec/:id', specs.tiers ?? []),
    mockApi.get('admin/sale-spec/:id', specs.saleSpecs ?? []),
    mockApi.get('admin/crowdfunding/:id/shipping', specs.shipping ?? { shipMonth: null, delays: [] }),
  ],
};
