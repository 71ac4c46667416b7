import { describe, expect, it } from 'vitest';
import { countryLabel, countryName, countryOptions, ISO_COUNTRY_CODES, isIsoCountryCode } from './countries';
import { EU_COUNTRIES } from './shipping';

describe('countries', () => {
  it('lists every assigned ISO 3166-1 alpha-2 code once, the EU member states among them', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(new Set(ISO_COUNTRY_CODES).size);
    expect(ISO_COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    for (const c of EU_COUNTRIES) expect(isIsoCountryCode(c)).toBe(true);
    expect(isIsoCountryCode('XX')).toBe(false);
  });

  it('names a country in the reader’s language', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'zh-CN')).toBe('德国');
    expect(countryName('jp', 'zh-CN')).toBe('日本');
  });

  it('reads a stored code as its name, anything typed before the picker as written', () => {
    expect(countryLabel('CN', 'zh-CN')).toBe('中国');
    expect(countryLabel('China', 'zh-CN')).toBe('China');
    expect(countryLabel('XX')).toBe('XX');
  });

  it('sorts the options by name in each language', () => {
    const en = countryOptions('en');
    expect(en).toHaveLength(ISO_COUNTRY_CODES.length);
    expect(en.findIndex((c) => c.code === 'AT')).toBeLessThan(en.findIndex((c) => c.code === 'BE'));
    const zh = countryOptions('zh-CN');
    // Pinyin order: 阿 (a) before 德 (de) before 中 (zhong).
    expect(zh.findIndex((c) => c.code === 'AE')).toBeLessThan(zh.findIndex((c) => c.code === 'DE'));
    expect(zh.findIndex((c) => c.code === 'DE')).toBeLessThan(zh.findIndex((c) => c.code === 'CN'));
  });
});
