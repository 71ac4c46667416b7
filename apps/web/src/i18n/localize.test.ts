import { afterAll, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDay, formatMonth, formatNumber, formatPrice } from '@/lib/format';
import { currentLanguage, fieldMessage, i18next, refusalMessage, setLanguage } from './index';

describe('in 简体中文', () => {
  afterAll(() => setLanguage('en'));
  // Local time, so the expectation does not depend on the machine's time zone.
  const at = new Date(2026, 10, 24, 14, 5);

  it("English formats, and refusals in the contract's words", () => {
    expect(currentLanguage()).toBe('en');
    // One form of a date per language (decision 046): the day alone is the date-and-time's day.
    expect(formatDateTime(at)).toBe('11/24/2026 14:05');
    expect(formatDay(at)).toBe('11/24/2026');
    expect(formatDate(at)).toBe('11/24/2026');
    expect(formatMonth('2027-03')).toBe('March 2027');
    expect(formatDay(new Date(2026, 0, 5, 0, 0))).toBe('01/05/2026');
    expect(formatDay('not a date')).toBe('');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(fieldMessage('verification-code-format')).toBe('verification code must be 6 digits');
    expect(refusalMessage('code-cooldown', { count: 1 })).toBe('Please wait 1 second before requesting a new code');
    // Counts with their unit, singular and plural (decision 051).
    expect(formatCount('diamond', 1)).toBe('1 diamond');
    expect(formatCount('diamond', 1200)).toBe('1,200 diamonds');
    expect(formatCount('vote', 1)).toBe('1 vote');
    expect(formatCount('vote', 0)).toBe('0 votes');
    expect(formatCount('view', 1500, '1.5k')).toBe('1.5k views');
    expect(i18next.t('raffle.guaranteeRule', { count: 1, ordinal: true })).toMatch(/^The 1st entry/);
    expect(i18next.t('raffle.guaranteeRule', { count: 2, ordinal: true })).toMatch(/^The 2nd entry/);
    expect(i18next.t('raffle.guaranteeRule', { count: 23, ordinal: true })).toMatch(/^The 23rd entry/);
    expect(i18next.t('raffle.guaranteeRule', { count: 11, ordinal: true })).toMatch(/^The 11th entry/);
    expect(i18next.t('raffle.entryCostRule', { count: 1, n: '1', money: '$0.50' })).toBe(
      'Each entry costs 1 diamond (about $0.50 at the best support tier).',
    );
    expect(i18next.t('vote.noVotesLeft', { count: 1 })).toBe("You have no votes left. You'll receive 1 vote each day.");
  });

  it('switches texts, contract messages, numbers and dates, and sets <html lang>', async () => {
    await setLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18next.t('nav.home')).toBe('首页');
    expect(i18next.t('auth.seconds', { count: 42 })).toBe('42 秒');
    expect(fieldMessage('verification-code-format')).toBe('验证码必须是 6 位数字');
    expect(fieldMessage('一段界面自己写好的提示')).toBe('一段界面自己写好的提示');
    expect(refusalMessage('code-cooldown', { count: 42 })).toBe('请等待 42 秒后再获取新验证码');
    expect(refusalMessage('out-of-stock', { title: 'Deluxe' })).toBe('库存不足：Deluxe');
    // A reason the store has no text for (an operator's) reads as SPEC §8's text for its status, never in English.
    expect(refusalMessage('raffle-ended', {}, 400)).toBe('请求参数错误');
    expect(refusalMessage(undefined, {}, 404)).toBe('资源不存在');
    expect(formatDateTime(at)).toBe('2026年11月24日 14:05');
    expect(formatDay(at)).toBe('2026年11月24日');
    expect(formatDate(at)).toBe('2026年11月24日');
    expect(formatDay(new Date(2026, 0, 5, 9, 3))).toBe('2026年1月5日');
    expect(formatDateTime(new Date(2026, 0, 5, 9, 3))).toBe('2026年1月5日 09:03');
    expect(formatMonth('2027-03')).toBe('2027年3月');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatNumber(12000)).toBe('12,000');
    // A count and its unit as Chinese writes them: a measure word for diamonds, 票 is its own.
    expect(formatCount('diamond', 1)).toBe('1 颗钻石');
    expect(formatCount('diamond', 1200)).toBe('1,200 颗钻石');
    expect(formatCount('vote', 3)).toBe('3 票');
    expect(formatCount('view', 1500, '1.5k')).toBe('1.5k 次浏览');
    expect(i18next.t('raffle.guaranteeRule', { count: 10, ordinal: true })).toMatch(/^距上次中奖的第 10 次参与/);
    expect(i18next.t('raffle.spentThisMonth', { count: 40, n: '40' })).toBe('本月已用于抽奖：40 颗钻石');
    expect(i18next.t('diamonds.tier', { price: 10, count: 20 })).toBe('$10 得 20 颗钻石');
    expect(localStorage.getItem('pedestal.language')).toBe('zh-CN');
  });
});
