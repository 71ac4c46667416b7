import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_PATTERN } from '../schemas/auth';
import { countryLabel } from './countries';

/** Country names shoppers type, to the ISO code phone numbers are checked against. */
const COUNTRY_CODES: Record<string, CountryCode> = {
  china: 'CN',
  'mainland china': 'CN',
  中国: 'CN',
  'hong kong': 'HK',
  taiwan: 'TW',
  japan: 'JP',
  'south korea': 'KR',
  korea: 'KR',
  singapore: 'SG',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  us: 'US',
  canada: 'CA',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  germany: 'DE',
  france: 'FR',
  italy: 'IT',
  spain: 'ES',
  netherlands: 'NL',
  australia: 'AU',
  'new zealand': 'NZ',
  brazil: 'BR',
  mexico: 'MX',
  india: 'IN',
  russia: 'RU',
  'russian federation': 'RU',
  austria: 'AT',
  belgium: 'BE',
  ireland: 'IE',
  portugal: 'PT',
  poland: 'PL',
  sweden: 'SE',
  denmark: 'DK',
  finland: 'FI',
  greece: 'GR',
  日本: 'JP',
  美国: 'US',
  德国: 'DE',
  法国: 'FR',
  英国: 'GB',
  俄罗斯: 'RU',
};

/** The ISO code of a country as written in an address (a name or already a code), if known. */
export function countryCode(country: string | null | undefined): CountryCode | undefined {
  const key = (country ?? '').trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase() as CountryCode;
  return COUNTRY_CODES[key];
}

/**
 * A delivery phone number: international (+ and the country code) for any country, or national for
 * the country of the address (libphonenumber's numbering plans). SPEC §5's mainland rule is the
 * national form for China.
 */
export function isValidAddressPhone(phone: string, country?: string): boolean {
  const value = phone.trim();
  // The minimal metadata checks lengths only, which would let 10-digit or 12x numbers through for China.
  const mainland = value.startsWith('+86') ? value.slice(3).replace(/[\s-]/g, '') : value;
  if (value.startsWith('+86') || (!value.startsWith('+') && (countryCode(country) ?? 'CN') === 'CN')) return PHONE_PATTERN.test(mainland);
  if (value.startsWith('+')) return isValidPhoneNumber(value);
  return isValidPhoneNumber(value, countryCode(country));
}

interface AddressParts {
  name?: string;
  phone?: string;
  zipCode: string;
  country: string;
  province: string;
  city: string;
  /** Address line 1. */
  area: string;
  /** Address line 2 (optional). */
  address: string;
}

/**
 * The address as it prints, everywhere (checkout, order detail, address book, emails), in the
 * reader's language. English: line 1, line 2 when there is one, then city, province and zip, then
 * the country. 简体中文 (decision 035): from the largest place to the smallest, as a Chinese
 * envelope reads — country, province, city, then line 1 and line 2 (区 and street), then the zip.
 * A country stored as its ISO code (the picker's) prints as its name in that language.
 */
export function addressLines(parts: AddressParts, language: 'en' | 'zh-CN' = 'en'): string[] {
  const a = { ...parts, country: countryLabel(parts.country, language) };
  if (language === 'zh-CN')
    return [
      [a.country, a.province, a.city]
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' '),
      [a.area, a.address]
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' '),
      a.zipCode.trim(),
    ].filter(Boolean);
  return [a.area, a.address, [a.city, a.province, a.zipCode].filter(Boolean).join(', '), a.country].map((l) => l.trim()).filter(Boolean);
}

/** The address on one line: ', ' between the English lines, '，' between the Chinese ones. */
export const addressText = (a: AddressParts, language: 'en' | 'zh-CN' = 'en') =>
  addressLines(a, language).join(language === 'zh-CN' ? '，' : ', ');
