import { describe, expect, it } from 'vitest';
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  PHONE_PATTERN,
  RegisterByEmailInputSchema,
  SendEmailCodeInputSchema,
  UpdateProfileInputSchema,
} from './auth';
import { refusalText, type RefusalReason } from '../refusals';
import { IdSchema } from './common';

/** The English texts of the issues' reasons (each issue message is a reason of the catalogue). */
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => refusalText(i.message as RefusalReason)) ?? [];
const valid = { email: 'a@b.co', code: '123456', username: 'ann', password: 'secret1', confirmPassword: 'secret1' };

describe('validation messages of SPEC §5', () => {
  it('login requires username and password', () => {
    expect(messages(LoginInputSchema.safeParse({ username: '', password: '' }))).toEqual(['username is required', 'password is required']);
  });
  it('refuses a username that looks like an email or a phone number (decision 063)', () => {
    for (const username of ['a@b.co', '13812345678', '+1 (555) 010-9999'])
      expect(messages(RegisterByEmailInputSchema.safeParse({ ...valid, username }))).toEqual([
        'A username cannot be an email address or a phone number',
      ]);
    for (const username of ['ann', 'ann2024', 'r2d2', '007'])
      expect(RegisterByEmailInputSchema.safeParse({ ...valid, username }).success).toBe(true);
  });
  it('registration checks email, code length and matching passwords', () => {
    expect(RegisterByEmailInputSchema.safeParse(valid).success).toBe(true);
    expect(messages(RegisterByEmailInputSchema.safeParse({ ...valid, email: 'nope' }))).toContain('email format is incorrect');
    expect(messages(RegisterByEmailInputSchema.safeParse({ ...valid, code: '12345' }))).toContain('verification code must be 6 digits');
    expect(messages(RegisterByEmailInputSchema.safeParse({ ...valid, confirmPassword: 'other1' }))).toContain("Passwords don't match");
    expect(messages(RegisterByEmailInputSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))[0]).toMatch(
      /at least 6/,
    );
  });
  it('sending a code needs the email first', () => {
    expect(messages(SendEmailCodeInputSchema.safeParse({ email: '' }))).toEqual(['Please enter your email first']);
  });
  it('change password requires all three fields', () => {
    const r = ChangePasswordInputSchema.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '' });
    expect(messages(r)).toEqual(
      expect.arrayContaining(['Current password is required', 'New password is required', 'Please confirm the password']),
    );
  });
  it('profile nickname 1..30 and bio up to 200', () => {
    expect(messages(UpdateProfileInputSchema.safeParse({ nickname: '' }))).toEqual(['Nickname is required']);
    expect(messages(UpdateProfileInputSchema.safeParse({ nickname: 'x'.repeat(31) }))).toEqual(['Nickname is too long']);
    expect(messages(UpdateProfileInputSchema.safeParse({ bio: 'x'.repeat(201) }))).toEqual(['Bio is too long']);
    expect(UpdateProfileInputSchema.safeParse({ nickname: 'Ann', bio: '' }).success).toBe(true);
  });
  it('phones are mainland 11 digits starting 1 then 3 to 9', () => {
    expect(PHONE_PATTERN.test('13812345678')).toBe(true);
    expect(PHONE_PATTERN.test('12812345678')).toBe(false);
    expect(PHONE_PATTERN.test('1381234567')).toBe(false);
  });
  it('ids must be cuid2', () => {
    expect(IdSchema.safeParse('ckv9x1a2b3c4d5e6f7g8h9i0').success).toBe(true);
    expect(messages(IdSchema.safeParse('../etc'))).toEqual(['resource ID format is incorrect']);
    expect(messages(IdSchema.safeParse(42))).toEqual(['resource ID format is incorrect']);
  });
});

describe('languageOf', () => {
  it('reads the first language of Accept-Language: any Chinese is 简体中文, anything else English', async () => {
    const { languageOf } = await import('./auth');
    expect(languageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(languageOf('zh-TW')).toBe('zh-CN');
    expect(languageOf('en-US,zh;q=0.5')).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
