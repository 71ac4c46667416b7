import { z } from 'zod';
import { BIO_MAX, NICKNAME_MAX, PASSWORD_MIN, VERIFICATION_CODE_LENGTH } from '../constants';
import { reason } from '../refusals';

const EMAIL_MESSAGE = reason('email-format-incorrect');
const CODE_MESSAGE = reason('verification-code-format');
const PHONE_MESSAGE = reason('phone-format-incorrect');
/** SPEC §5: mainland numbers, 11 digits starting 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;
const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: reason('email-too-long') })
  .pipe(z.email({ error: EMAIL_MESSAGE }));
const code = z
  .string({ error: CODE_MESSAGE })
  .length(VERIFICATION_CODE_LENGTH, { error: CODE_MESSAGE })
  .regex(/^\d+$/, { error: CODE_MESSAGE });
const phone = z.string({ error: PHONE_MESSAGE }).trim().regex(PHONE_PATTERN, { error: PHONE_MESSAGE });
/**
 * A username that looks like an email address or a phone number (decision 063): one account's name
 * could then be another's sign-in address. Anything with an @, or only digits, spaces and + - ( ).
 */
export const looksLikeContact = (value: string) => value.includes('@') || /^\+?[\d\s()-]{7,}$/.test(value);
const username = z
  .string({ error: reason('username-required') })
  .trim()
  .min(1, { error: reason('username-required') })
  .max(64, { error: reason('username-too-long') })
  .refine((v) => !looksLikeContact(v), { error: reason('username-looks-like-contact') });
const newPassword = z
  .string({ error: reason('password-required') })
  .min(PASSWORD_MIN, { error: reason('password-too-short') })
  .max(128, { error: reason('password-too-long') });

export const LoginInputSchema = z.object({
  username: z
    .string({ error: reason('username-required') })
    .trim()
    .min(1, { error: reason('username-required') }),
  password: z.string({ error: reason('password-required') }).min(1, { error: reason('password-required') }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** A one-time code of an admin's second factor: six digits from the authenticator app, or a recovery code. */
const secondFactorCode = z
  .string({ error: reason('totp-code-invalid') })
  .trim()
  .min(1, { error: reason('totp-code-invalid') })
  .max(64, { error: reason('totp-code-invalid') });

/** An operator's sign-in: the code is needed once the account has a second factor. */
export const AdminLoginInputSchema = LoginInputSchema.extend({ code: secondFactorCode.optional() });
export type AdminLoginInput = z.infer<typeof AdminLoginInputSchema>;

export const SecondFactorCodeInputSchema = z.object({ code: secondFactorCode });

const withConfirm = <T extends z.ZodRawShape>(shape: T, field: 'password' | 'newPassword') =>
  z
    .object({
      ...shape,
      confirmPassword: z.string({ error: reason('confirm-password-required') }).min(1, { error: reason('confirm-password-required') }),
    })
    .refine((v) => (v as Record<string, unknown>)[field] === (v as Record<string, unknown>).confirmPassword, {
      path: ['confirmPassword'],
      error: reason('passwords-dont-match'),
    });

export const RegisterByEmailInputSchema = withConfirm({ email, code, username, password: newPassword }, 'password');
export type RegisterByEmailInput = z.infer<typeof RegisterByEmailInputSchema>;

export const SendEmailCodeInputSchema = z.object({
  email: z
    .string({ error: reason('email-required') })
    .trim()
    .min(1, { error: reason('email-required') })
    .pipe(email),
});
export type SendEmailCodeInput = z.infer<typeof SendEmailCodeInputSchema>;

export const SendPhoneCodeInputSchema = z.object({ phone });
export type SendPhoneCodeInput = z.infer<typeof SendPhoneCodeInputSchema>;
export const RegisterByPhoneInputSchema = withConfirm({ phone, code, username, password: newPassword }, 'password');
export type RegisterByPhoneInput = z.infer<typeof RegisterByPhoneInputSchema>;
export const LoginByPhoneInputSchema = z.object({ phone, code });
export type LoginByPhoneInput = z.infer<typeof LoginByPhoneInputSchema>;

/** The one-time code the Google callback hands the web app, exchanged for a session by POST. */
export const GoogleCodeInputSchema = z.object({
  code: z
    .string({ error: reason('sign-in-code-required') })
    .min(1, { error: reason('sign-in-code-required') })
    .max(200),
});
export type GoogleCodeInput = z.infer<typeof GoogleCodeInputSchema>;

export const GoogleTokenInputSchema = z.object({
  idToken: z.string({ error: reason('id-token-required') }).min(1, { error: reason('id-token-required') }),
  username: username.optional(),
});

export const ChangePasswordInputSchema = withConfirm(
  {
    oldPassword: z.string({ error: reason('current-password-required') }).min(1, { error: reason('current-password-required') }),
    newPassword: z
      .string({ error: reason('new-password-required') })
      .min(1, { error: reason('new-password-required') })
      .min(PASSWORD_MIN, { error: reason('new-password-too-short') })
      .max(128, { error: reason('new-password-too-long') }),
  },
  'newPassword',
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const NicknameSchema = z
  .string({ error: reason('nickname-required') })
  .trim()
  .min(1, { error: reason('nickname-required') })
  .max(NICKNAME_MAX, { error: reason('nickname-too-long') });
/** Up to 200 characters; empty (or only spaces) means no bio. */
export const BioSchema = z
  .string({ error: reason('bio-too-long') })
  .trim()
  .max(BIO_MAX, { error: reason('bio-too-long') });

/** The languages of the store (decision 022): the web's texts and the subjects of the emails a user receives. */
export const Language = ['en', 'zh-CN'] as const;
export type Language = (typeof Language)[number];
export const LanguageSchema = z.enum(Language, { error: reason('language-invalid') });

/** A request's language from its Accept-Language header: any zh is 简体中文, else English. */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-CN' : 'en';
}

/** Profile update: every field optional; an empty bio clears it. */
export const UpdateProfileInputSchema = z.object({
  nickname: NicknameSchema.optional(),
  language: LanguageSchema.optional(),
  bio: BioSchema.optional(),
  avatar: z
    .string()
    .max(500, { error: reason('avatar-invalid') })
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

export const UserSnapshotSchema = z.object({
  id: z.string(),
  username: z.string(),
  profileNickname: z.string(),
  profileAvatar: z.string().nullable(),
  voteToken: z.number().int(),
  diamond: z.number().int(),
  frozenDiamond: z.number().int(),
});
export type UserSnapshot = z.infer<typeof UserSnapshotSchema>;

export const UserStateSchema = UserSnapshotSchema.extend({
  isDistributedVoteToken: z.boolean(),
  votingReminder: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type UserState = z.infer<typeof UserStateSchema>;

export const ProfileSchema = z.object({
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const AuthResponseSchema = z.object({
  data: UserSnapshotSchema,
  meta: z.object({ token: z.string(), type: z.literal('Bearer') }),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const VotingMemberInputSchema = z.object({ reminder: z.boolean({ error: reason('reminder-invalid') }) });

/** The sign-in methods this server offers; the client shows only these (no Google button without Google). */
export const SignInMethodsSchema = z.object({
  password: z.boolean(),
  email: z.boolean().describe('Registration with an emailed code'),
  phone: z.boolean().describe('Registration and sign-in with a texted code'),
  google: z.boolean(),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;

/** A shopper's copy of their data (decision 039): built by a job, downloaded from the emailed link for 24 hours. */
export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'expired']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  bytes: z.number().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
/** The fields other forms share (the console's team invitations, decision 036). */
export { email as EmailField, username as UsernameField, newPassword as NewPasswordField };

/**
 * What an account still has open with the store (issue 41 #3): money or goods still on their way,
 * so the account cannot be deleted until each is settled (delivered, refunded, or over).
 * `orders-to-deliver`: paid figurine orders not yet received; `returns-pending`: withdrawn orders
 * waiting for their return and refund; `refunds-pending`: refunds still being paid out;
 * `supports-open`: paid supports of a campaign still running, or of a funded one whose reward is yet
 * to ship; `pledges`: saved cards a campaign will still charge.
 */
export const AccountOpenKind = ['orders-to-deliver', 'returns-pending', 'refunds-pending', 'supports-open', 'pledges'] as const;
export type AccountOpenKind = (typeof AccountOpenKind)[number];
export const AccountOpenItemSchema = z.object({ kind: z.enum(AccountOpenKind), count: z.number().int().min(1) });
export type AccountOpenItem = z.infer<typeof AccountOpenItemSchema>;
