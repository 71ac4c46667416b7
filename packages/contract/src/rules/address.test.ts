import { describe, expect, it } from 'vitest';
import { addressLines, countryCode, isValidAddressPhone } from './address';

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
});
