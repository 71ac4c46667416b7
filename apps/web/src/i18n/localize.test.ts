import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { currentLanguage, i18next, localizeMessage, setLanguage } from './index';

describe('in 简体中文', () => {
  afterAll(() => setLanguage('en'));
  // Local time, so the expectation does not depend on the machine's time zone.
  const at = new Date(2026, 10, 24, 14, 5);

  it('English formats and contract messages as sent', () => {
    expect(currentLanguage()).toBe('en');
    expect(formatDateTime(at)).toBe('11/24/2026 14:05');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(localizeMessage('verification code must be 6 digits')).toBe('verification code must be 6 digits');
  });

  it('switches texts, contract messages, numbers and dates, and sets <html lang>', async () => {
    await setLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18next.t('nav.home')).toBe('首页');
    expect(i18next.t('auth.seconds', { count: 42 })).toBe('42 秒');
    expect(localizeMessage('verification code must be 6 digits')).toBe('验证码必须是 6 位数字');
    expect(localizeMessage('Please wait 42 seconds before requesting a new code')).toBe('请等待 42 秒后再获取新验证码');
    expect(localizeMessage('A message the table does not know')).toBe('A message the table does not know');
    expect(formatDateTime(at)).toBe('2026/11/24 14:05');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatNumber(12000)).toBe('12,000');
    expect(localStorage.getItem('pedestal.language')).toBe('zh-CN');
  });
});
