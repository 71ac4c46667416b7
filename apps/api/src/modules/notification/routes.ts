import { NotificationPreferencesSchema, UpdateNotificationPreferencesSchema, dataOf, paths } from '@pedestal/contract';
import { languageOf, type Language } from '@pedestal/contract/schemas/auth';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import sharp from 'sharp';
import { requireUser } from '../../platform/auth-hook';
import { keyOf, UPLOADS_PATH } from '../../platform/storage/file-storage';
import { AppError, problem } from '../../platform/errors';
import { EMAIL_IMAGE_ROUTE } from './templates/layout';
import { getNotificationPreferences, unsubscribe, updateNotificationPreferences } from './service';

const tags = ['notification'];
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const TOPIC_NAMES = { preSaleOpening: 'pre-sale opening emails', campaignUpdates: 'campaign update emails' } as const;

/** The unsubscribe pages' words, in the language of the browser that opened the link (decision 035). */
const PAGE_TEXTS = {
  en: {
    manage: 'Manage all email settings',
    unsubscribe: 'Unsubscribe',
    ask: 'Stop receiving these emails? Receipts, shipping and security emails still come.',
    invalidTitle: 'This link is not valid',
    invalid: 'Change your email settings in your account instead.',
    doneTitle: 'You are unsubscribed',
    done: (topic: keyof typeof TOPIC_NAMES) =>
      `You will no longer receive ${TOPIC_NAMES[topic]}. You can turn them back on in your account settings.`,
  },
  'zh-CN': {
    manage: '管理全部邮件设置',
    unsubscribe: '退订',
    ask: '不再接收这类邮件？收据、发货和安全类邮件仍会照常发送。',
    invalidTitle: '此链接无效',
    invalid: '请在账户中修改邮件设置。',
    doneTitle: '你已退订',
    done: (topic: keyof typeof TOPIC_NAMES) =>
      `你将不再收到${topic === 'preSaleOpening' ? '预售开启邮件' : '众筹动态邮件'}。你可以在账户设置中重新开启。`,
  },
} as const;

/** A small page of the store's look for the unsubscribe link (it opens in a browser, outside the app). */
function page(appName: string, settingsUrl: string, title: string, body: string, language: Language = 'en') {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · ${escape(appName)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f3f5;color:#1f2937;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:28px 24px}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px}
button{background:#be185d;color:#fff;border:0;border-radius:999px;font-size:15px;font-weight:700;padding:12px 26px;cursor:pointer}
a{color:#be185d}</style></head><body><main><p><strong>${escape(appName)}</strong></p><h1>${escape(title)}</h1>${body}
<p><a href="${escape(settingsUrl)}">${PAGE_TEXTS[language].manage}</a></p></main></body></html>`;
}

export default async function notificationRoutes(app: App) {
  const { ctx } = app;
  const settingsUrl = `${ctx.config.publicUrl}${paths.settings}`;
  // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/notification/preferences', { schema: { tags, response: { 200: dataOf(NotificationPreferencesSchema) } } }, async (request) => ({
    data: await getNotificationPreferences(ctx.db, requireUser(request)),
  }));

  app.put(
    '/notification/preferences',
    { schema: { tags, body: UpdateNotificationPreferencesSchema, response: { 200: dataOf(NotificationPreferencesSchema) } } },
    async (request) => ({ data: await updateNotificationPreferences(ctx, requireUser(request), request.body) }),
  );

  /**
   * Stored images as JPEG for emails (decision 035): uploads are WebP, which Outlook for Windows does
   * not show. `…/email-image/<key without .webp>.jpg` answers the stored `<key>.webp` re-encoded (on
   * white: mail clients draw no transparency the same way). A file, like /uploads/, so hidden from
   * the API document.
   */
  app.get(`${EMAIL_IMAGE_ROUTE}/*`, { schema: { tags, hide: true }, config: limit(600) }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const key = rest.endsWith('.jpg') ? keyOf(ctx.storage, `${UPLOADS_PATH}/${rest.slice(0, -'.jpg'.length)}.webp`) : null;
    const object = key ? await ctx.storage.get(key) : null;
    if (!object || object === 'not-modified') return reply.status(404).type('application/problem+json').send(problem('page-not-found'));
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const jpeg = await sharp(Buffer.concat(chunks)).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=604800, immutable').send(jpeg);
  });

  const TokenQuery = z.object({ token: z.string().min(1).max(300) });

  /** The email's unsubscribe link: a confirmation page (a GET never unsubscribes, link scanners follow them). */
  app.get('/notification/unsubscribe', { schema: { tags, querystring: TokenQuery, hide: true } }, async (request, reply) => {
    const action = `?token=${encodeURIComponent(request.query.token)}`;
    const language = languageOf(request.headers['accept-language']);
    const words = PAGE_TEXTS[language];
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          ctx.config.APP_NAME,
          settingsUrl,
          words.unsubscribe,
          `<p>${words.ask}</p><form method="post" action="${escape(action)}"><button type="submit">${words.unsubscribe}</button></form>`,
          language,
        ),
      );
  });

  /** One-click unsubscribe (RFC 8058), from the mail client's button or the confirmation page. */
  app.post(
    '/notification/unsubscribe',
    { schema: { tags, querystring: TokenQuery, hide: true }, config: limit(30) },
    async (request, reply) => {
      let topic: keyof typeof TOPIC_NAMES;
      const language = languageOf(request.headers['accept-language']);
      const words = PAGE_TEXTS[language];
      try {
        topic = await unsubscribe(ctx, request.query.token);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(page(ctx.config.APP_NAME, settingsUrl, words.invalidTitle, `<p>${words.invalid}</p>`, language));
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(page(ctx.config.APP_NAME, settingsUrl, words.doneTitle, `<p>${words.done(topic)}</p>`, language));
    },
  );
}
