import { beforeEach, describe, expect, it } from 'vitest';
import { clearLogin, currentToken, isValidLogin, readLogin, saveLogin } from './auth-storage';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 5, 29, 12);

beforeEach(() => {
  clearLogin();
  localStorage.clear();
});

describe('isValidLogin', () => {
  it('accepts a non-empty token whose expiry is in the future', () => {
    expect(isValidLogin({ token: 'abc', expiresAt: NOW + 1 }, NOW)).toBe(true);
  });
  it('refuses an empty token', () => {
    expect(isValidLogin({ token: '', expiresAt: NOW + DAY }, NOW)).toBe(false);
  });
  it('refuses an expiry now or in the past', () => {
    expect(isValidLogin({ token: 'abc', expiresAt: NOW }, NOW)).toBe(false);
    expect(isValidLogin({ token: 'abc', expiresAt: NOW - 1 }, NOW)).toBe(false);
  });
  it('refuses malformed records', () => {
    for (const record of [
      null,
      undefined,
      'abc',
      {},
      { token: 42, expiresAt: NOW + DAY },
      { token: 'abc', expiresAt: String(NOW + DAY) },
    ]) {
      expect(isValidLogin(record, NOW)).toBe(false);
    }
  });
});

describe('saveLogin / readLogin', () => {
  it('stores the token under authToken with an expiry 7 days ahead', () => {
    saveLogin('tok', NOW);
    expect(JSON.parse(localStorage.getItem('authToken')!)).toEqual({ token: 'tok', expiresAt: NOW + 7 * DAY });
    expect(readLogin(NOW + 7 * DAY - 1)?.token).toBe('tok');
  });
  it('ignores the record once it has expired', () => {
    saveLogin('tok', NOW);
    expect(readLogin(NOW + 7 * DAY)).toBeNull();
  });
  it('ignores a record that is not JSON', () => {
    localStorage.setItem('authToken', '{broken');
    expect(readLogin(NOW)).toBeNull();
  });
  it('clearLogin removes the record and the token in memory', () => {
    saveLogin('tok');
    expect(currentToken()).toBe('tok');
    clearLogin();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(currentToken()).toBeNull();
  });
  it('currentToken falls back to a valid stored record', () => {
    localStorage.setItem('authToken', JSON.stringify({ token: 'stored', expiresAt: Date.now() + DAY }));
    expect(currentToken()).toBe('stored');
  });
});
