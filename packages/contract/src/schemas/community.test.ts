import { describe, expect, it } from 'vitest';
import { COMMENT_EDIT_WINDOW_MINUTES, COMMENT_MAX_LENGTH } from '../constants';
import { commentEditableUntil, CreateCommentInputSchema, normaliseCommentBody } from './community';

describe('comment text', () => {
  it('keeps plain text and line breaks, drops control and direction characters, trims', () => {
    expect(normaliseCommentBody('  hi\r\nthere\u0000\u202e  ')).toBe('hi\nthere');
    expect(normaliseCommentBody('a\n\n\n\n\nb')).toBe('a\n\nb');
    expect(normaliseCommentBody('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('needs 1 to COMMENT_MAX_LENGTH characters after normalising', () => {
    expect(CreateCommentInputSchema.safeParse({ body: ' \n\u0007 ' }).error?.issues[0]?.message).toBe('comment-empty');
    expect(CreateCommentInputSchema.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH) }).success).toBe(true);
    expect(CreateCommentInputSchema.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }).success).toBe(false);
    expect(CreateCommentInputSchema.safeParse({ body: 'ok', parentId: 'Not An Id' }).success).toBe(false);
  });

  it('may be edited for COMMENT_EDIT_WINDOW_MINUTES after posting', () => {
    const posted = '2026-01-01T00:00:00.000Z';
    expect(commentEditableUntil(posted).getTime() - Date.parse(posted)).toBe(COMMENT_EDIT_WINDOW_MINUTES * 60_000);
  });
});
