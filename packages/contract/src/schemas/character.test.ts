import { describe, expect, it } from 'vitest';
import { refusalText, type RefusalReason } from '../refusals';
import { CreateCharacterInputSchema, UpdateCharacterInputSchema } from './character';

const DESCRIPTION_MESSAGE = 'Description must be between 20 and 2000 characters';
const AGREEMENT_MESSAGE = 'Please agree to the submission rules and terms of service.';

const valid = {
  name: 'Aria',
  gender: 'female',
  description: 'A lantern keeper who lights the way.',
  creatorName: 'Mika',
  creatorWebsite: 'https://example.com',
  genre: 'Manga',
  note: 'Original.',
  agreement: true,
};
const messages = (input: unknown) => {
  const result = CreateCharacterInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => refusalText(i.message as RefusalReason));
};

describe('character form schema', () => {
  it('accepts a complete submission, with optional website and illustration left empty', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, website: '', illustration: '' })).toEqual([]);
  });

  it('names the SPEC limits in the description message, at both ends (20..2000)', () => {
    expect(messages({ ...valid, description: 'x'.repeat(19) })).toEqual([DESCRIPTION_MESSAGE]);
    expect(messages({ ...valid, description: 'x'.repeat(20) })).toEqual([]);
    expect(messages({ ...valid, description: 'x'.repeat(2000) })).toEqual([]);
    expect(messages({ ...valid, description: 'x'.repeat(2001) })).toEqual([DESCRIPTION_MESSAGE]);
  });

  it('requires the agreement to submit but not to edit', () => {
    expect(messages({ ...valid, agreement: undefined })).toEqual([AGREEMENT_MESSAGE]);
    expect(UpdateCharacterInputSchema.safeParse({ name: 'Renamed' }).success).toBe(true);
  });

  it('accepts only http(s) creator websites', () => {
    expect(messages({ ...valid, creatorWebsite: 'javascript:alert(1)' })).toEqual([
      'Creator website must be a web address starting with http:// or https://',
    ]);
    expect(messages({ ...valid, website: 'ftp://example.com' })).toEqual([
      'Official website must be a web address starting with http:// or https://',
    ]);
  });
});
