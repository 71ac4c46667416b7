import type { Socket } from 'node:net';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { problem } from './errors';

/**
 * The methods each registered path answers, for a 405 (RFC 9110 §15.5.6): a request the router
 * finds no route for, at a path some route answers with another method, is refused with `Allow`
 * listing them (HEAD wherever GET is: Fastify answers it). Patterns are collected as routes are
 * added (`onRoute`), so a module's routes need nothing of their own; a path no route matches stays
 * a 404.
 */
export class RouteMethods {
  private readonly byPattern = new Map<string, { match: RegExp; methods: Set<string> }>();

  /** Collects the routes registered after this call (register it before any route). */
  collect(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      let entry = this.byPattern.get(route.url);
      if (!entry) {
        entry = { match: patternOf(route.url), methods: new Set() };
        this.byPattern.set(route.url, entry);
      }
      for (const method of methods) entry.methods.add(method.toUpperCase());
    });
  }

  /** The methods some route answers at `path` (without its query), in a stable order; none: no route has the path. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { match, methods: those } of this.byPattern.values()) {
      if (match.test(path)) for (const m of those) methods.add(m);
    }
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}

/** A route pattern of find-my-way (`/api/vote/:id`, `/uploads/*`) as a regular expression over a path. */
function patternOf(url: string): RegExp {
  let source = '';
  for (let i = 0; i < url.length; i++) {
    const c = url[i]!;
    if (c === '*') {
      source += '.*';
    } else if (c === ':' && url[i + 1] !== ':') {
      // A parameter runs to the next separator; its own regular expression (`:id(\\d+)`) is not kept: any segment.
      let j = i + 1;
      while (j < url.length && /[\w$]/.test(url[j]!)) j++;
      if (url[j] === '(') {
        let depth = 0;
        for (; j < url.length; j++) {
          if (url[j] === '(') depth++;
          else if (url[j] === ')' && --depth === 0) break;
        }
        j++;
      }
      source += '[^/]+?';
      i = j - 1;
    } else {
      if (c === ':') i++; // `::` is a literal colon
      source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * The security headers every answer carries, as name and value: helmet's middleware applied once to
 * a stand-in response (its headers do not depend on the request). For the answers written before
 * any hook runs: Node's refusals of a request it could not read, and Fastify's before routing.
 */
export function fixedHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as unknown as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** A refusal of Node's HTTP parser (`clientError`): its code, and the bytes it stopped at. */
type ParserError = Error & { code?: string; rawPacket?: unknown };

/**
 * What Node's HTTP parser refuses before Fastify sees a request, written to the socket as Problem
 * Details with the security headers (Fastify's `clientErrorHandler`): the request line and headers
 * over the server's limit (Node's `maxHeaderSize`, 16 KiB by default) are a 414 when the request
 * line alone takes half of it, a 431 otherwise; a request that took too long to arrive a 408;
 * any other unreadable request a 400.
 */
export function answerClientError(err: ParserError, socket: Socket, headers: () => Record<string, string>) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const body = problemOf(err);
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? ''}`,
    ...Object.entries(headers()).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/problem+json; charset=utf-8',
    `content-length: ${Buffer.byteLength(text)}`,
    'connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${text}`);
}

const LONG_REQUEST_LINE = 8 * 1024;

function problemOf(err: ParserError) {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // A request line of 8 KiB or more (half the limit) is the address that does not fit.
    const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.subarray(0, LONG_REQUEST_LINE).toString('latin1') : '';
    return problem(/^[A-Z]+ /.test(head) && !head.includes('\r\n') ? 'address-too-long' : 'headers-too-large');
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return problem('client-error', { status: 408 });
  return problem('invalid-request');
}
