import { networkInterfaces, hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origins a shopper may be sent back to (wallet returns, Google sign-in): PUBLIC_URL's,
 * TRUSTED_ORIGINS, and, when PUBLIC_URL is not set, this machine's own names and addresses on the
 * server's port (localhost, 127.0.0.1, the LAN address it prints). A request from any other origin
 * is answered with PUBLIC_URL's: the server never redirects to an address a request made up.
 */
export class TrustedOrigins {
  private readonly fixed: Set<string>;

  constructor(
    private readonly config: Pick<Config, 'publicUrl' | 'PUBLIC_URL' | 'trustedOrigins' | 'PORT'>,
    /** The port this instance really listens on, once it does (tests listen on any). */
    private readonly listeningPort: () => number | undefined = () => undefined,
    private readonly localHosts: () => Set<string> = machineHosts,
  ) {
    this.fixed = new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  }

  /** The address links and redirects use when nothing better is known. */
  get fallback(): string {
    return new URL(this.config.publicUrl).origin;
  }

  isTrusted(origin: string): boolean {
    if (this.fixed.has(origin)) return true;
    if (this.config.PUBLIC_URL) return false;
    const url = new URL(origin);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const ports = new Set([this.config.PORT, this.listeningPort()].filter((p): p is number => !!p));
    return url.protocol === 'http:' && ports.has(port) && this.localHosts().has(url.hostname.replace(/^\[|\]$/g, '').toLowerCase());
  }

  /** The origin the request came from (its Origin header, else its scheme and Host) when trusted, else the fallback. */
  of(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string {
    const candidate = originOf(request);
    return candidate && this.isTrusted(candidate) ? candidate : this.fallback;
  }
}

function originOf(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string | null {
  const header = request.headers.origin;
  const raw = typeof header === 'string' && header !== 'null' ? header : `${request.protocol}://${request.host}`;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Loopback names and every address of this machine's network interfaces, plus its host name. */
export function machineHosts(): Set<string> {
  const hosts = new Set(['localhost', '127.0.0.1', '::1', hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) for (const address of list ?? []) hosts.add(address.address.toLowerCase());
  return hosts;
}

/** The LAN addresses to print at start (IPv4, not internal), so a phone on the same network can open the store. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}
