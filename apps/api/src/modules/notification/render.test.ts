import { doIUseEmail } from 'doiuse-email';
import { describe, expect, it } from 'vitest';
import type { NoticeData, NoticeKind } from './notices';
import { renderNotice, renderVerificationCode, type MailSite } from './render';

/**
 * Decision 035: every email, subject and body, in the reader's language. A Chinese email holds no
 * English word that is not data (names, numbers, codes) or the store's name; an English one no
 * Chinese at all.
 */
const site: MailSite = {
  appName: 'Pedestal',
  publicUrl: 'https://pedestal.example',
  unsubscribeUrl: 'https://pedestal.example/unsubscribe/x',
};
const character = { id: 'c1', name: 'Sakura Haruno', image: '/uploads/characters/sakura.w1200.webp' };
const address = {
  name: '李雷',
  phone: '13900139000',
  zipCode: '518057',
  country: '中国',
  province: '广东省',
  city: '深圳市',
  area: '南山区科技园路 1 号',
  address: '3 栋 501',
};
const order = {
  id: 'o1',
  no: 'FO20261124001',
  lines: [
    {
      characterName: 'Sakura Haruno',
      specTitle: 'Deluxe Edition',
      image: '/uploads/specs/deluxe.w400.webp',
      unitPriceCents: 6999,
      quantity: 2,
    },
  ],
  subtotalCents: 13998,
  shippingFeeCents: 0,
  totalCents: 13998,
  address,
};
const samples: { [K in NoticeKind]: NoticeData[K] } = {
  order_paid: { order },
  order_shipped: { order, trackingNo: 'SF1234567890', carrier: 'sf-express' },
  order_refunded: { order, refundCents: 6999 },
  support_paid: {
    character,
    supportNo: 'CS20261124001',
    tierTitle: 'Early Bird',
    amountCents: 3489,
    diamonds: 25,
    // A shipping tier to California: every word of the itemised charges is in the reader's language.
    charges: {
      rewardCents: 2500,
      ships: true,
      shippingCents: 800,
      taxCents: 189,
      tax: { kind: 'sales-tax', rateBp: 725, inclusive: false, iossNumber: null, shippingTaxCents: 0 },
    },
    address,
  },
  campaign_funded: { character, diamondsReleased: 25, reward: { rank: 2, diamonds: 100 } },
  campaign_failed: { character, refundCents: 2500, diamondsReturned: 25 },
  pledge_errored: {
    character,
    supportId: 's1',
    pledgeNo: 'CS20261124002',
    amountCents: 2500,
    reason: 'Your card was declined. This transaction requires authentication.',
    authentication: true,
    attempt: 2,
    graceEndsAt: '2026-12-01T00:00:00.000Z',
  },
  pledge_dropped: { character, pledgeNo: 'CS20261124002', amountCents: 2500 },
  raffle_win: { entryId: 'e1', characterName: 'Sakura Haruno', specTitle: 'Deluxe Edition', image: null },
  lottery_won: {
    lotteryId: 'l1',
    characterName: 'Sakura Haruno',
    specTitle: 'Deluxe Edition',
    image: null,
    units: 2,
    windowEndsAt: '2026-12-24T09:30:00.000Z',
  },
  lottery_not_drawn: { lotteryId: 'l1', characterName: 'Sakura Haruno', specTitle: 'Deluxe Edition' },
  crowdfunding_opened: { character, endAt: '2026-12-24T00:00:00.000Z' },
  pre_sale_opening: { character, preSalePriceCents: 5999, salePriceCents: 6999, preSaleEndAt: '2026-12-24T00:00:00.000Z' },
  order_delayed: {
    order: { id: order.id, no: order.no },
    characterName: 'Sakura Haruno',
    specTitle: 'Deluxe Edition',
    fromMonth: '2027-03',
    toMonth: '2027-05',
    reason: 'Deluxe',
    answerBy: '2026-12-10T08:00:00.000Z',
  },
  order_cancelled: { order, cause: 'buyer', cancelledAt: '2026-11-24T08:00:00.000Z' },
  order_withdrawn: { order, withdrawnAt: '2026-11-24T08:00:00.000Z', returnBy: '2026-12-08T08:00:00.000Z' },
  support_delayed: {
    character,
    supportNo: 'CS20261124001',
    fromMonth: '2027-03',
    toMonth: '2027-06',
    reason: 'Deluxe',
    answerBy: '2026-12-10T08:00:00.000Z',
  },
  support_cancelled: { character, supportNo: 'CS20261124001', amountCents: 2500, cause: 'no-answer' },
  support_refunded: { character, supportNo: 'CS20261124001', refundCents: 1000, refundedCents: 1000, full: false, diamondsTakenBack: 4 },
  password_changed: { changedAt: '2026-11-24T08:00:00.000Z' },
  account_deleted: { deletedAt: '2026-11-24T08:00:00.000Z' },
  data_export_ready: { url: '/api/user/data-export/exp1/download?token=abc', expiresAt: '2026-11-25T08:00:00.000Z' },
  admin_invitation: {
    url: 'https://pedestal.example/admin/join?code=abc',
    role: 'support',
    invitedBy: 'Alex',
    expiresAt: '2026-11-27T08:00:00.000Z',
  },
  dispute_opened: {
    disputeId: 'dp1',
    provider: 'stripe',
    orderNo: 'FO20261124001',
    amountCents: 4000,
    reason: 'fraudulent',
    evidenceDueBy: '2026-12-05T23:59:59.000Z',
  },
};

/** Words the data and the store bring: names, titles, codes; everything else must be the reader's language. */
const DATA_WORDS = new Set([
  'Pedestal',
  'Sakura',
  'Haruno',
  'Deluxe',
  'Edition',
  'Early',
  'Bird',
  'UTC',
  'FO',
  'CS',
  'SF',
  'Alex',
  'Stripe',
]);
const withoutUrls = (text: string) => text.replace(/https?:\/\/\S+/g, ' ').replace(/\[[^\]]*\]/g, ' ');
const englishIn = (text: string) => (withoutUrls(text).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !DATA_WORDS.has(w));
const chineseIn = (text: string, data: string[]) =>
  (withoutUrls(text).match(/\p{Script=Han}+/gu) ?? []).filter((run) => !data.some((d) => d.includes(run)));
/** The visible words of the HTML part: tags, attributes and styles left out. */
const htmlWords = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
const addressWords = Object.values(address);

describe('emails in the reader’s language', () => {
  for (const kind of Object.keys(samples) as NoticeKind[]) {
    it(`${kind}: all Chinese for a Chinese reader, all English for an English one`, async () => {
      const zh = await renderNotice(site, kind, samples[kind] as never, 'Alex', 'zh-CN');
      expect(englishIn(zh.subject), 'subject').toEqual([]);
      expect(englishIn(zh.text), 'text part').toEqual([]);
      expect(englishIn(htmlWords(zh.html)), 'html part').toEqual([]);
      expect(zh.html).toContain('lang="zh-CN"');

      const en = await renderNotice(site, kind, samples[kind] as never, 'Alex', 'en');
      expect(chineseIn(en.subject, addressWords)).toEqual([]);
      expect(chineseIn(en.text, addressWords)).toEqual([]);
      expect(chineseIn(htmlWords(en.html), addressWords)).toEqual([]);
      expect(en.html).toContain('lang="en"');
      // The check sees English where there is English (it is not blind).
      expect(englishIn(en.text).length).toBeGreaterThan(5);
    });
  }

  it('names the dispute reason in words, not the provider’s code (decision 051)', async () => {
    const en = await renderNotice(site, 'dispute_opened', samples.dispute_opened, 'Alex', 'en');
    expect(en.text).toContain('reason: Fraudulent (card used without permission)');
    expect(en.text).not.toContain('fraudulent');
    const zh = await renderNotice(site, 'dispute_opened', samples.dispute_opened, 'Alex', 'zh-CN');
    expect(zh.text).toContain('欺诈（卡被他人盗用）');
    const paypal = await renderNotice(
      site,
      'dispute_opened',
      { ...samples.dispute_opened, provider: 'paypal', reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED' },
      'Alex',
      'zh-CN',
    );
    expect(paypal.text).toContain('未收到商品');
    expect(paypal.text).not.toContain('MERCHANDISE');
  });

  it('links the shipped email to the carrier’s tracking page, in both languages (issue 28 #4)', async () => {
    const link = 'https://www.sf-express.com/chn/en/waybill/waybill-detail/SF1234567890';
    const en = await renderNotice(site, 'order_shipped', samples.order_shipped, 'Alex', 'en');
    expect(en.html).toContain(`href="${link}"`);
    expect(en.text).toContain('SF Express');
    const zh = await renderNotice(site, 'order_shipped', samples.order_shipped, 'Alex', 'zh-CN');
    expect(zh.html).toContain(`href="${link}"`);
    expect(zh.text).toContain('顺丰速运');
  });

  it('prints a Chinese reader’s address from the country down, and dates as Chinese dates', async () => {
    const zh = await renderNotice(site, 'order_paid', samples.order_paid, 'Alex', 'zh-CN');
    expect(zh.text).toMatch(/中国 广东省 深圳市\s+南山区科技园路 1 号 3 栋 501\s+518057/);
    const opened = await renderNotice(site, 'crowdfunding_opened', samples.crowdfunding_opened, 'Alex', 'zh-CN');
    expect(opened.text).toContain('2026年12月24日');
  });

  it('tells a paid pre-order when it releases instead of promising to ship (issue 41 #4)', async () => {
    const data = { order: { ...samples.order_paid.order, releaseMonth: '2027-10' } };
    const en = await renderNotice(site, 'order_paid', data, 'Alex', 'en');
    expect(en.text).toMatch(/Your figurine releases in October 2027:\s+we ship it then and let you know\./);
    expect(en.text).not.toContain('as soon as your figurine ships');
    const zh = await renderNotice(site, 'order_paid', data, 'Alex', 'zh-CN');
    expect(zh.text).toMatch(/手办将于\s+2027年10月\s+发售，届时发货并通知你。/);
  });

  it('gives the returns address of a withdrawal when the operator set one, else says support emails it (issue 41 #5)', async () => {
    const data = {
      ...samples.order_withdrawn,
      returnAddress: 'Pedestal Returns\nLagerstraße 5\n10115 Berlin',
      returnInstructions: 'Use a tracked service.',
    };
    const en = await renderNotice(site, 'order_withdrawn', data, 'Alex', 'en');
    expect(en.text).toMatch(
      /send it by\s+December 8, 2026 to:\s+Pedestal Returns\s+Lagerstraße 5\s+10115 Berlin\s+Use a tracked service\./,
    );
    expect(en.html).toContain('Pedestal Returns<br/>Lagerstraße 5<br/>10115 Berlin');
    expect(en.text).not.toContain('emails you');
    const zh = await renderNotice(site, 'order_withdrawn', data, 'Alex', 'zh-CN');
    expect(zh.text).toMatch(/前寄到：\s+Pedestal Returns\s+Lagerstraße 5\s+10115 Berlin/);
    expect(zh.text).not.toContain('客服在一个工作日内');

    for (const unset of [samples.order_withdrawn, { ...samples.order_withdrawn, returnAddress: null, returnInstructions: null }]) {
      const bare = await renderNotice(site, 'order_withdrawn', unset, 'Alex', 'en');
      expect(bare.text).toMatch(/to the returns\s+address our support team emails you within one\s+business day\./);
      const bareZh = await renderNotice(site, 'order_withdrawn', unset, 'Alex', 'zh-CN');
      expect(bareZh.text).toContain('客服在一个工作日内通过邮件告知你的退货地址');
    }
  });

  it('sends the verification code in the reader’s language', async () => {
    const zh = await renderVerificationCode(site, '123456', 10, 'zh-CN');
    expect(zh.subject).toBe('你的 Pedestal 验证码');
    expect(englishIn(zh.text)).toEqual([]);
    const en = await renderVerificationCode(site, '123456', 10, 'en');
    expect(chineseIn(en.text, [])).toEqual([]);
  });
});

/** Outlook's and Gmail's every app, as caniemail describes them (doiuse-email). */
const OUTLOOK_AND_GMAIL = [
  'outlook.windows',
  'outlook.windows-mail',
  'outlook.macos',
  'outlook.ios',
  'outlook.android',
  'gmail.desktop-webmail',
  'gmail.ios',
  'gmail.android',
  'gmail.mobile-webmail',
] as const;

/**
 * What a client may ignore without losing a word, a link or an image (decision 035): rounded corners
 * and outlines drawn square or not at all, object-fit (images are sent at their box's size), the
 * preview text's hiding styles (react-email's Preview: at worst the preview line shows at the top),
 * `role="presentation"` on layout tables (kept for screen readers; a client that ignores it loses
 * nothing) and the <body> element Outlook's phone apps replace with their own. Anything else —
 * an image format, a layout feature — fails.
 */
const COSMETIC = ['border-radius', 'outline', 'object-fit', 'overflow', 'opacity', 'display:none', 'role attribute', '<body> element'];

/**
 * Issue 31 leftover: a support's email itemises what was paid as an order's email does (one
 * component, `Charges`, by the contract's `shownBreakdown`): Early bird ($50 net, 900 g) to Berlin
 * reads as the support drawer showed it — the reward and the shipping with their VAT in them.
 */
describe('a support’s email itemises reward, shipping, tax and total', () => {
  const berlin = {
    ...address,
    name: 'Ann Collector',
    phone: '+493012345678',
    zipCode: '10115',
    country: 'Germany',
    province: 'Berlin',
    city: 'Berlin',
    area: '1 Figure Street',
    address: '',
  };
  const toGermany: NoticeData['support_paid'] = {
    character,
    supportNo: 'CS20261126001',
    tierTitle: '$76.16 · 20 diamonds',
    amountCents: 7616,
    diamonds: 20,
    charges: {
      rewardCents: 5000,
      ships: true,
      shippingCents: 1400,
      taxCents: 1216,
      tax: { kind: 'vat', rateBp: 1900, inclusive: true, iossNumber: 'IM2760000001', shippingTaxCents: 266 },
    },
    address: berlin,
  };
  const diamondsOnly: NoticeData['support_paid'] = {
    character,
    supportNo: 'CS20261126002',
    tierTitle: '$30.00 · 10 diamonds',
    amountCents: 3000,
    diamonds: 10,
    charges: { rewardCents: 3000, ships: false, shippingCents: 0, taxCents: 0, tax: null },
    address: null,
  };
  /** The lines of the plain-text part, spaces squeezed. */
  const lines = (text: string) =>
    text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);

  it('to Germany, VAT included, in English and 简体中文', async () => {
    const en = lines((await renderNotice(site, 'support_paid', toGermany, 'Alex', 'en')).text);
    const from = en.indexOf('Support CS20261126001');
    expect(en.slice(from, from + 7)).toEqual([
      'Support CS20261126001',
      'Diamonds frozen 20',
      'Reward $59.50',
      'Shipping $16.66',
      'VAT 19% (included) $12.16',
      'Total $76.16',
      'IOSS IM2760000001',
    ]);
    expect(en).toContain('Ship to');
    expect(en.join(' ')).toContain('Berlin');
    const zh = lines((await renderNotice(site, 'support_paid', toGermany, 'Alex', 'zh-CN')).text);
    const zhFrom = zh.indexOf('支持编号 CS20261126001');
    expect(zh.slice(zhFrom, zhFrom + 7)).toEqual([
      '支持编号 CS20261126001',
      '冻结钻石 20',
      '回报 $59.50',
      '运费 $16.66',
      '增值税 19%（已含） $12.16',
      '合计 $76.16',
      'IOSS IM2760000001',
    ]);
    expect(zh).toContain('收货地址');
  });

  it('a diamonds-only tier: its price and total, no shipping or tax line, and says why', async () => {
    const en = lines((await renderNotice(site, 'support_paid', diamondsOnly, 'Alex', 'en')).text);
    const from = en.indexOf('Support CS20261126002');
    expect(en.slice(from, from + 5)).toEqual([
      'Support CS20261126002',
      'Diamonds frozen 10',
      'Reward $30.00',
      'Total $30.00',
      'This tier ships nothing: no shipping or tax was added.',
    ]);
    expect(en.join(' ')).not.toMatch(/Shipping|VAT|tax \$|Ship to/);
    const zh = lines((await renderNotice(site, 'support_paid', diamondsOnly, 'Alex', 'zh-CN')).text);
    const zhFrom = zh.indexOf('支持编号 CS20261126002');
    expect(zh.slice(zhFrom, zhFrom + 5)).toEqual([
      '支持编号 CS20261126002',
      '冻结钻石 10',
      '回报 $30.00',
      '合计 $30.00',
      '此档位无实物寄送：未加收运费和税费。',
    ]);
    expect(zh.join(' ')).not.toMatch(/运费 \$|增值税|收货地址/);
  });

  it('an email queued before the itemising still names the total paid', async () => {
    const { charges: _c, address: _a, ...before } = toGermany;
    const en = lines((await renderNotice(site, 'support_paid', before, 'Alex', 'en')).text);
    expect(en).toContain('Paid $76.16');
    expect(en).toContain('Tier $76.16 · 20 diamonds');
  });

  it('the order email reads an EU order the same way: units, subtotal and shipping with their VAT in them', async () => {
    const german = {
      ...order,
      lines: [{ ...order.lines[0]!, unitPriceCents: 5999, unitTaxCents: 1140, quantity: 1 }],
      subtotalCents: 5999,
      shippingFeeCents: 1400,
      taxCents: 1406,
      tax: { kind: 'vat' as const, rateBp: 1900, inclusive: true, iossNumber: 'IM2760000001', shippingTaxCents: 266 },
      totalCents: 8805,
      address: berlin,
    };
    const en = lines((await renderNotice(site, 'order_paid', { order: german }, 'Alex', 'en')).text);
    expect(en).toContain('$71.39 × 1');
    const from = en.indexOf('Subtotal $71.39');
    expect(en.slice(from, from + 5)).toEqual([
      'Subtotal $71.39',
      'Shipping $16.66',
      'VAT 19% (included) $14.06',
      'Total $88.05',
      'IOSS IM2760000001',
    ]);
  });
});

describe('emails every mail client shows (caniemail data, doiuse-email)', () => {
  for (const kind of Object.keys(samples) as NoticeKind[]) {
    it(`${kind}: no Outlook or Gmail error, images as JPEG or PNG`, async () => {
      for (const language of ['en', 'zh-CN'] as const) {
        const { html } = await renderNotice(site, kind, samples[kind] as never, 'Alex', language);
        const result = doIUseEmail(html, { emailClients: [...OUTLOOK_AND_GMAIL] });
        const errors = (result.success ? [] : result.errors).filter((e) => !COSMETIC.some((feature) => e.startsWith(`\`${feature}\``)));
        expect(errors, `${kind} in ${language}`).toEqual([]);
        const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
        expect(sources.length).toBeGreaterThan(0);
        for (const src of sources) expect(src, src).toMatch(/\.(png|jpe?g)$/);
      }
    });
  }

  it('points a stored WebP at its JPEG, at the 480 px copy when there is one', async () => {
    const { html } = await renderNotice(site, 'support_paid', samples.support_paid, 'Alex', 'en');
    expect(html).toContain('src="https://pedestal.example/api/notification/email-image/characters/sakura.w1200.480.jpg"');
  });
});
