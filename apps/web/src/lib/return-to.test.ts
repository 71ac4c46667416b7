import { describe, expect, it } from 'vitest';
import { afterSignIn, loginPathFrom, safeReturnPath } from './return-to';

describe('returning after sign-in', () => {
  it('remembers the page the shopper was on', () => {
    expect(loginPathFrom({ pathname: '/figurines/show/abc', search: '?tab=1' })).toBe(
      '/auth/login?redirect=%2Ffigurines%2Fshow%2Fabc%3Ftab%3D1',
    );
    expect(afterSignIn('?redirect=%2Ffigurines%2Fshow%2Fabc%3Ftab%3D1')).toBe('/figurines/show/abc?tab=1');
    expect(loginPathFrom({ pathname: '/', search: '' })).toBe('/auth/login');
    expect(afterSignIn('')).toBe('/user');
  });

  it('never redirects off this app or back to a sign-in page', () => {
    for (const hostile of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth/login',
      '/auth/register?x=1',
      ' /user',
      '/x\n',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
      expect(afterSignIn(`?redirect=${encodeURIComponent(hostile)}`)).toBe('/user');
    }
  });
});
