import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { TrustedOrigins } from './origins';

const hosts = () => new Set(['localhost', '127.0.0.1', '::1', '192.168.1.20', 'studio']);
const request = (url: string, origin?: string) => {
  const u = new URL(url);
  return { protocol: u.protocol === 'https:' ? ('https' as const) : ('http' as const), host: u.host, headers: origin ? { origin } : {} };
};

describe('TrustedOrigins', () => {
  it('without PUBLIC_URL, follows the shopper to this machine’s names and addresses on its port', () => {
    const origins = new TrustedOrigins(loadConfig({ PORT: '3000' }), () => undefined, hosts);
    expect(origins.fallback).toBe('http://localhost:3000');
    for (const url of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://192.168.1.20:3000',
      'http://[::1]:3000',
      'http://studio:3000',
    ])
      expect(origins.of(request(`${url}/api/auth/google`))).toBe(url);
    // Another port, another host, or https on the plain-http port: not this server, so back to the fallback.
    for (const url of ['http://127.0.0.1:3001', 'http://evil.example:3000', 'https://192.168.1.20:3000', 'http://10.0.0.9:3000'])
      expect(origins.of(request(`${url}/x`))).toBe('http://localhost:3000');
  });

  it('believes the Origin header only when it is trusted too', () => {
    const origins = new TrustedOrigins(loadConfig({ PORT: '3000' }), () => undefined, hosts);
    expect(origins.of(request('http://127.0.0.1:3000/api/pay', 'http://192.168.1.20:3000'))).toBe('http://192.168.1.20:3000');
    expect(origins.of(request('http://127.0.0.1:3000/api/pay', 'https://evil.example'))).toBe('http://localhost:3000');
    expect(origins.of(request('http://127.0.0.1:3000/api/pay', 'null'))).toBe('http://127.0.0.1:3000');
  });

  it('with PUBLIC_URL, trusts it and TRUSTED_ORIGINS only', () => {
    const config = loadConfig({
      PORT: '3000',
      PUBLIC_URL: 'https://shop.example.com/',
      TRUSTED_ORIGINS: 'https://www.shop.example.com, http://192.168.1.20:3000',
    });
    const origins = new TrustedOrigins(config, () => undefined, hosts);
    expect(origins.of(request('https://www.shop.example.com/a'))).toBe('https://www.shop.example.com');
    expect(origins.of(request('http://192.168.1.20:3000/a'))).toBe('http://192.168.1.20:3000');
    expect(origins.of(request('http://127.0.0.1:3000/a'))).toBe('https://shop.example.com');
    expect(origins.of(request('https://shop.example.com.evil.example/a'))).toBe('https://shop.example.com');
  });

  it('counts the port the server really listens on', () => {
    const origins = new TrustedOrigins(loadConfig({ PORT: '0' }), () => 41_234, hosts);
    expect(origins.of(request('http://127.0.0.1:41234/a'))).toBe('http://127.0.0.1:41234');
  });

  it('refuses a TRUSTED_ORIGINS entry that is not an origin', () => {
    for (const bad of ['https://a.example/path', 'ftp://a.example', 'not a url'])
      expect(() => loadConfig({ TRUSTED_ORIGINS: bad })).toThrow(/is not an origin/);
  });
});
