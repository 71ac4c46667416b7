import { dataOf } from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { FakeClock, OffsetClock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { SentMessage } from '../../platform/mail/transport';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export const isLoopback = (ip: string) => ip === '::1' || /^(::ffff:)?127\./.test(ip);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mailboxPage(appName: string, items: SentMessage[]) {
  const rows = items.length
    ? items
        .map(
          (m) => `<article><header><strong>${escape(m.subject)}</strong><time>${escape(m.sentAt)}</time></header>
<p class="to">To: ${escape(m.to)}${m.html ? ` · <a href="/dev/mailbox/${m.id}">Open as the shopper sees it</a>` : ''}</p>
${m.html ? `<iframe title="${escape(m.subject)}" srcdoc="${escape(m.html)}" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy"></iframe><details><summary>Plain text</summary><pre>${escape(m.text)}</pre></details>` : `<pre>${escape(m.text)}</pre>`}</article>`,
        )
        .join('\n')
    : '<p class="empty">No messages yet. Codes and notices sent by the console transport appear here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · ${escape(appName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:16px;background:#fdf2f8;color:#1f2937}
h1{font-size:20px}article{background:#fff;border-radius:12px;padding:12px 14px;margin:10px 0;box-shadow:0 1px 3px #0001}
header{display:flex;justify-content:space-between;gap:8px;font-size:14px}time{color:#6b7280;font-size:12px}
.to{color:#6b7280;font-size:13px;margin:4px 0}a{color:#be185d}pre{white-space:pre-wrap;font:inherit;font-size:14px;margin:6px 0 0}.empty{color:#6b7280}
iframe{width:100%;height:560px;border:1px solid #e5e7eb;border-radius:8px;margin-top:6px;background:#fff}summary{font-size:13px;color:#6b7280;cursor:pointer;margin-top:6px}</style>
</head><body><h1>Dev mailbox</h1><p>Messages sent by ${escape(appName)} on this development server, newest first.</p>${rows}</body></html>`;
}

/** Only registered outside production: the console transport's outbox, as JSON and as a page. */
export default async function devRoutes(app: App) {
  const mailbox = app.ctx.mailbox;
  if (!mailbox) return;
  // Every verification code is readable here: a server opened to the network (HOST) still shows
  // them only to this machine (the caller's address, through the proxies TRUST_PROXY believes).
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw new AppError('dev-mailbox-local-only');
  });
  // A test server's movable clock (NODE_ENV=test, TEST_CLOCK=true): journeys move time and run the
  // scheduled jobs due then, as the API tests do with their FakeClock (issue 29).
  const clock = app.ctx.clock;
  const { config } = app.ctx;
  if (config.NODE_ENV === 'test' && config.TEST_CLOCK && (clock instanceof OffsetClock || clock instanceof FakeClock)) {
    app.post('/api/dev/clock', { schema: { hide: true, body: z.object({ advanceMs: z.number().int().min(0) }) } }, async (request) => {
      clock.advance(request.body.advanceMs);
      return { data: { now: clock.now().toISOString() } };
    });
    app.post('/api/dev/jobs/run', { schema: { hide: true, body: z.object({ names: z.array(z.string()).min(1) }) } }, async (request) => ({
      data: { ran: await app.ctx.jobs.runScheduled(request.body.names) },
    }));
  }
  const MailSchema = z.object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    sentAt: z.string(),
  });
  app.get('/api/dev/mailbox', { schema: { tags: ['dev'], response: { 200: dataOf(z.array(MailSchema)) } } }, async () => ({
    data: mailbox.list().map(({ id, to, subject, text, html, headers, sentAt }) => ({
      id,
      to,
      subject,
      text,
      html: html ?? null,
      headers: headers ?? {},
      sentAt,
    })),
  }));
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(mailboxPage(app.ctx.config.APP_NAME, mailbox.list())),
  );
  // One email's HTML on its own, as a mail client shows it (the store's links and images work from here).
  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1) }) } },
    async (request, reply) => {
      const message = mailbox.get(request.params.id);
      if (!message) return reply.status(404).type('text/plain').send('No such message');
      return reply.type('text/html; charset=utf-8').send(message.html ?? `<pre>${escape(message.text)}</pre>`);
    },
  );
}
