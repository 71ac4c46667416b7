import { z } from 'zod';
import { AddressTag } from '../enums';
import { reason, type RefusalReason } from '../refusals';
import { isValidAddressPhone } from '../rules/address';

/** Legal-entity words: parcels go to a person, so a company as the recipient is refused. */
const BUSINESS_NAME_PATTERN = /\b(inc|ltd|llc|llp|plc|corp|company|corporation|gmbh|limited|incorporated)\b|\bco\.|公司/i;

const text = (max: number, missing: RefusalReason, tooLong: RefusalReason) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

export const AddressInputSchema = z
  .object({
    name: text(60, 'full-name-required', 'full-name-too-long').refine((v) => !BUSINESS_NAME_PATTERN.test(v), {
      error: reason('full-name-business'),
    }),
    phone: z
      .string({ error: reason('address-phone-required') })
      .trim()
      .min(1, { error: reason('address-phone-required') })
      .max(40, { error: reason('address-phone-invalid') }),
    zipCode: z
      .string({ error: reason('zip-code-required') })
      .trim()
      .min(1, { error: reason('zip-code-required') })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, { error: reason('zip-code-invalid') }),
    country: text(60, 'country-required', 'country-too-long'),
    province: text(60, 'province-required', 'province-too-long'),
    city: text(60, 'city-required', 'city-too-long'),
    area: text(200, 'address-line1-required', 'address-line1-too-long'),
    /** Address line 2 (apartment, suite, floor) is optional. */
    address: z
      .string()
      .trim()
      .max(200, { error: reason('address-line2-too-long') })
      .default(''),
    tag: z.enum(AddressTag, { error: reason('address-tag-required') }).default('home'),
    isDefault: z.boolean({ error: reason('is-default-invalid') }),
  })
  .superRefine((a, issues) => {
    // Checked against the address's country, so a national number there needs no country code.
    if (a.phone && !isValidAddressPhone(a.phone, a.country))
      issues.addIssue({ code: 'custom', path: ['phone'], message: reason('address-phone-invalid') });
  });
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** The form's values before the defaults apply (react-hook-form input type). */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  address: z.string(),
  tag: z.enum(AddressTag),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;
