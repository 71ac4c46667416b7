import { describe, expect, it } from 'vitest';
import { addressLines, addressText, countryCode, isValidAddressPhone } from './address';

describe('address phone numbers', () => {
  it('takes international numbers for any country and national numbers for the country of the address', () => {
    expect(isValidAddressPhone('+1 415 555 0123', 'China')).toBe(true);
    expect(isValidAddressPhone('(415) 555-0123', 'United States')).toBe(true);
    expect(isValidAddressPhone('020 7946 0958', 'United Kingdom')).toBe(true);
    expect(isValidAddressPhone('+44 20 7946 0958')).toBe(true);
  });

  it("keeps SPEC §5's mainland rule for Chinese numbers, with or without +86", () => {
    expect(isValidAddressPhone('13812345678', 'China')).toBe(true);
    expect(isValidAddressPhone('+86 138 1234 5678', 'Japan')).toBe(true);
    for (const phone of ['12812345678', '1381234567', '+8612812345678']) expect(isValidAddressPhone(phone, 'China')).toBe(false);
  });

  it('refuses a national number whose country is unknown or where it does not fit', () => {
    expect(isValidAddressPhone('415 555 0123', 'Atlantis')).toBe(false);
    expect(isValidAddressPhone('555 0123', 'United States')).toBe(false);
    expect(isValidAddressPhone('+1234567')).toBe(false);
  });

  it('reads country names and codes', () => {
    expect(countryCode(' United Kingdom ')).toBe('GB');
    expect(countryCode('jp')).toBe('JP');
    expect(countryCode('Atlantis')).toBeUndefined();
  });
});

describe('addressLines', () => {
  const base = { zipCode: '94103', country: 'United States', province: 'CA', city: 'San Francisco', area: '1 Market St', address: '' };
  it('prints line 1, line 2 when present, the city line and the country', () => {
    expect(addressLines({ ...base, address: 'Suite 5' })).toEqual(['1 Market St', 'Suite 5', 'San Francisco, CA, 94103', 'United States']);
    expect(addressLines(base)).toEqual(['1 Market St', 'San Francisco, CA, 94103', 'United States']);
  });

  it('prints a Chinese reader the largest place first: country, province, city, district and street, zip', () => {
    const cn = { zipCode: '518057', country: '中国', province: '广东省', city: '深圳市', area: '南山区科技园路 1 号', address: '3 栋 501' };
    expect(addressLines(cn, 'zh-CN')).toEqual(['中国 广东省 深圳市', '南山区科技园路 1 号 3 栋 501', '518057']);
    expect(addressText(cn, 'zh-CN')).toBe('中国 广东省 深圳市，南山区科技园路 1 号 3 栋 501，518057');
    expect(addressText(base)).toBe('1 Market St, San Francisco, CA, 94103, United States');
  });

  it('prints a country stored as its ISO code (the picker’s) as its name in the reader’s language', () => {
    const cn = { zipCode: '518057', country: 'CN', province: '广东省', city: '深圳市', area: '南山区科技园路 1 号', address: '' };
    expect(addressLines(cn, 'zh-CN')[0]).toBe('中国 广东省 深圳市');
    expect(addressLines({ ...base, country: 'US' }).at(-1)).toBe('United States');
  });
});
