import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../harness';

/**
 * A TCP proxy the test controls in front of a server (PostgreSQL here): it can refuse connections
 * and cut the open ones, as a database that went down does, then accept again; it counts the
 * connections open at once (the most since `resetPeak`).
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private open = 0;
  peak = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }) {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.accept();
    return proxy;
  }

  /** Listens (again) and forwards each connection to the target. */
  async accept() {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      this.track(client, true);
      this.track(upstream, false);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  /** Stops listening (new connections are refused) and cuts every open one. */
  async refuse() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  resetPeak() {
    this.peak = this.open;
  }

  private track(socket: Socket, counted: boolean) {
    this.sockets.add(socket);
    if (counted) this.peak = Math.max(this.peak, ++this.open);
    socket.on('close', () => {
      this.sockets.delete(socket);
      if (counted) this.open--;
    });
  }

  async close() {
    await this.refuse();
  }
}
