import { z } from 'zod';
import { AddressTag } from '../enums';
import { isValidAddressPhone } from '../rules/address';

export const ADDRESS_PHONE_MESSAGE = 'Please enter a valid phone number, with the country code if it is not in the country of the address';
export const BUSINESS_NAME_MESSAGE = 'Full Name must not be a business or company name';
/** Legal-entity words: parcels go to a person, so a company as the recipient is refused. */
const BUSINESS_NAME_PATTERN = /\b(inc|ltd|llc|llp|plc|corp|company|corporation|gmbh|limited|incorporated)\b|\bco\.|公司/i;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const AddressInputSchema = z
  .object({
    name: text('Full Name', 60).refine((v) => !BUSINESS_NAME_PATTERN.test(v), { error: BUSINESS_NAME_MESSAGE }),
    phone: z.string({ error: 'Phone is required' }).trim().min(1, { error: 'Phone is required' }).max(40, { error: ADDRESS_PHONE_MESSAGE }),
    zipCode: z
      .string({ error: 'Zip Code is required' })
      .trim()
      .min(1, { error: 'Zip Code is required' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, { error: 'Zip Code must be 3 to 10 letters, digits, spaces or dashes' }),
    country: text('Country', 60),
    province: text('Province / State', 60),
    city: text('City', 60),
    area: text('Address Line 1', 200),
    /** Address line 2 (apartment, suite, floor) is optional. */
    address: z.string().trim().max(200, { error: 'Address Line 2 must be at most 200 characters' }).default(''),
    tag: z.enum(AddressTag, { error: 'Please choose a tag' }).default('home'),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }),
  })
  .superRefine((a, issues) => {
    // Checked against the address's country, so a national number there needs no country code.
    if (a.phone && !isValidAddressPhone(a.phone, a.country))
      issues.addIssue({ code: 'custom', path: ['phone'], message: ADDRESS_PHONE_MESSAGE });
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
