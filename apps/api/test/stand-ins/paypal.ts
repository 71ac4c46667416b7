import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A local stand-in for the parts of PayPal's REST API the server calls for webhooks: OAuth client
 * credentials and `verify-webhook-signature`, following PayPal's documented request and answer.
 * Instead of PayPal's certificate chain, a transmission is genuine when its signature is the
 * SHA-256 of the webhook id and the event body (what `sign` makes).
 */
export class PayPalStandIn {
  private server: Server | null = null;
  baseUrl = '';
  readonly calls: { method: string; path: string; body: string }[] = [];

  constructor(
    readonly clientId = 'stand-in-client',
    readonly clientSecret = 'stand-in-secret',
    readonly webhookId = 'WH-STAND-IN',
  ) {}

  static sign(webhookId: string, body: string) {
    return createHash('sha256').update(`${webhookId}|${body}`).digest('hex');
  }

  /** Headers PayPal sends with a webhook for `body`. */
  headers(body: string, signature = PayPalStandIn.sign(this.webhookId, body)) {
    return {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-STAND-IN',
      'paypal-transmission-id': `tx-${Math.random().toString(36).slice(2)}`,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    };
  }

  async start() {
    this.server = createServer(async (req, res) => {
      const body = await read(req);
      this.calls.push({ method: req.method ?? '', path: req.url ?? '', body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && req.url === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(401, { error: 'invalid_client' });
        return json(200, { access_token: 'A21-stand-in', token_type: 'Bearer', expires_in: 32_400 });
      }
      if (req.method === 'POST' && req.url === '/v1/notifications/verify-webhook-signature') {
        const request = JSON.parse(body) as { transmission_sig: string; webhook_id: string; webhook_event: unknown };
        // The event must come back byte for byte: re-serialising here mirrors what PayPal signed.
        const event = body.slice(body.indexOf('"webhook_event":') + '"webhook_event":'.length, -1);
        const genuine = request.webhook_id === this.webhookId && request.transmission_sig === PayPalStandIn.sign(this.webhookId, event);
        return json(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
      }
      json(404, { name: 'RESOURCE_NOT_FOUND' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });
}
