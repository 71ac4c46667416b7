import { describe, expect, it } from 'vitest';
import { hashPassword, newNumericCode, newToken, safeEqual, verifyPassword } from './security';

describe('security helpers', () => {
  it('hashes passwords with argon2id and verifies only the right one', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret124')).toBe(false);
  });

  it('treats a missing or malformed hash as a wrong password instead of failing', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('makes long random tokens and numeric codes of the asked length', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let i = 0; i < 100; i++) expect(newNumericCode(6)).toMatch(/^\d{6}$/);
  });

  it('compares strings of any length without throwing', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
