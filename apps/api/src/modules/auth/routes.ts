import {
  AuthResponseSchema,
  ChangePasswordInputSchema,
  GoogleCodeInputSchema,
  GoogleTokenInputSchema,
  LoginByPhoneInputSchema,
  LoginInputSchema,
  OkSchema,
  RegisterByEmailInputSchema,
  RegisterByPhoneInputSchema,
  SendEmailCodeInputSchema,
  SendPhoneCodeInputSchema,
  SignInMethodsSchema,
  UserStateSchema,
  dataOf,
  paths,
} from '@pedestal/contract';
import { languageOf } from '@pedestal/contract/schemas/auth';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser, requireUserSession } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { deleteAccount } from '../account';
import { sendVerificationCode } from './codes';
import { FLOW_COOKIE, FLOW_COOKIE_MAX_AGE, FLOW_COOKIE_PATH, GoogleSignIn, providerRefusal } from './google';
import { getUserState } from './session-user';
import { signInMethods } from './sign-in-methods';
import {
  assertEmailFree,
  changePassword,
  loginByPassword,
  loginByPhone,
  logout,
  registerByEmail,
  registerByPhone,
  signIn,
  type SignedIn,
} from './service';

const signedIn = ({ user, token }: SignedIn) => ({ data: user, meta: { token, type: 'Bearer' as const } });
const tags = ['authentication'];

export default async function authRoutes(app: App) {
  const { ctx } = app;

  app.get('/user/state', { schema: { tags: ['account'], response: { 200: dataOf(UserStateSchema.nullable()) } } }, async (request) => {
    if (request.viewer?.kind !== 'user') return { data: null };
    return { data: await getUserState(ctx, request.viewer.userId) };
  });
  const google = new GoogleSignIn(ctx);

  app.get('/authentication/methods', { schema: { tags, response: { 200: z.object({ data: SignInMethodsSchema }) } } }, async () => ({
    data: signInMethods(ctx.config, google.enabled),
  }));

  app.post(
    '/authentication/send-email-verification-code',
    {
      schema: { tags, body: SendEmailCodeInputSchema, response: { 200: OkSchema } },
      config: limit(10),
    },
    async (request) => {
      await assertEmailFree(ctx, request.body.email);
      await sendVerificationCode(ctx, 'email', request.body.email, languageOf(request.headers['accept-language']));
      return { data: true };
    },
  );

  app.post(
    '/authentication/register-by-email',
    {
      schema: { tags, body: RegisterByEmailInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(10),
    },
    async (request) => signedIn(await registerByEmail(ctx, { ...request.body, language: languageOf(request.headers['accept-language']) })),
  );

  app.post(
    '/authentication/login-by-password',
    {
      schema: { tags, body: LoginInputSchema, response: { 200: AuthResponseSchema } },
      config: { ...limit(30), answers: { 401: 'A wrong username, email or password (`wrong-credentials`)' } },
    },
    async (request) => signedIn(await loginByPassword(ctx, request.ip, request.body)),
  );

  app.post(
    '/authentication/send-phone-verification-code',
    {
      schema: { tags, body: SendPhoneCodeInputSchema, response: { 200: OkSchema } },
      config: limit(10),
    },
    async (request) => {
      await sendVerificationCode(ctx, 'phone', request.body.phone, languageOf(request.headers['accept-language']));
      return { data: true };
    },
  );

  app.post(
    '/authentication/register-by-phone',
    {
      schema: { tags, body: RegisterByPhoneInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(10),
    },
    async (request) => signedIn(await registerByPhone(ctx, { ...request.body, language: languageOf(request.headers['accept-language']) })),
  );

  app.post(
    '/authentication/login-by-phone',
    {
      schema: { tags, body: LoginByPhoneInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(30),
    },
    async (request) => signedIn(await loginByPhone(ctx, request.body)),
  );

  app.post(
    '/authentication/login-by-google',
    {
      schema: { tags, body: GoogleTokenInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(30),
    },
    async (request) => {
      const userId = await google.userFor(await google.verifyIdToken(request.body.idToken), false);
      if (!userId) throw new AppError('google-not-linked');
      return signedIn(await signIn(ctx, userId));
    },
  );

  app.post(
    '/authentication/register-by-google',
    {
      schema: { tags, body: GoogleTokenInputSchema, response: { 200: AuthResponseSchema } },
      config: limit(10),
    },
    async (request) => {
      const identity = await google.verifyIdToken(request.body.idToken);
      return signedIn(await signIn(ctx, (await google.userFor(identity, true, request.body.username))!));
    },
  );

  app.put('/authentication/logout', { schema: { tags, response: { 200: OkSchema } } }, async (request) => {
    const { sessionId } = requireUserSession(request);
    await logout(ctx, sessionId);
    return { data: true };
  });

  app.put(
    '/authentication/change-password',
    {
      schema: { tags, body: ChangePasswordInputSchema, response: { 200: OkSchema } },
      config: limit(10),
    },
    async (request) => {
      const { userId, sessionId } = requireUserSession(request);
      await changePassword(ctx, userId, sessionId, request.body);
      return { data: true };
    },
  );

  app.delete(
    '/authentication/delete-account',
    {
      // No body is the normal call (Fastify then sees null); `{}` is accepted too.
      schema: { tags, body: z.object({}).strict().nullish(), response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteAccount(ctx, requireUser(request));
      return { data: true };
    },
  );

  // Back to the origin the shopper started from (when trusted), so the session is stored where they browse.
  const webUrl = (origin: string, path: string, query: Record<string, string>) => `${origin}${path}?${new URLSearchParams(query)}`;
  /** The flow's browser binding: HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back), Secure on https. */
  const flowCookie = (origin: string, value: string, maxAge: number) =>
    `${FLOW_COOKIE}=${value}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${origin.startsWith('https:') ? '; Secure' : ''}`;
  /** Our reason, never the provider's text: the web page says it in the shopper's language. */
  const refusedTo = (origin: string, err: unknown) =>
    webUrl(origin, paths.googleError, { reason: err instanceof AppError ? err.reason : 'google-sign-in-failed' });

  app.get(
    '/auth/google',
    {
      schema: { tags, hide: false },
      config: { ...limit(30), answers: { 302: "To Google's sign-in, or back to the store with the reason it could not start" } },
    },
    async (request, reply) => {
      const origin = ctx.origins.of(request);
      try {
        const { url, cookie } = await google.authorizationUrl(origin);
        reply.header('set-cookie', flowCookie(origin, cookie, FLOW_COOKIE_MAX_AGE));
        return reply.redirect(url);
      } catch (err) {
        logSignInFailure(app, err);
        return reply.redirect(refusedTo(origin, err));
      }
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: { tags },
      config: { ...limit(30), answers: { 302: 'Back to the store: with a one-time code, or with the reason the sign-in failed' } },
    },
    async (request, reply) => {
      const query = request.url.split('?')[1] ?? '';
      const origin = ctx.origins.of(request);
      const providerError = new URLSearchParams(query).get('error');
      if (providerError) {
        app.log.info(
          { providerError, description: new URLSearchParams(query).get('error_description') },
          'google sign-in refused by the provider',
        );
        return reply.redirect(webUrl(origin, paths.googleError, { reason: providerRefusal(providerError) }));
      }
      try {
        const code = await google.completeCallback(query, origin, cookieOf(request.headers.cookie, FLOW_COOKIE));
        // The code (useless without this browser's cookie) is in the URL; the session never is.
        return reply.redirect(webUrl(origin, paths.googleSuccess, { code }));
      } catch (err) {
        logSignInFailure(app, err);
        return reply.redirect(refusedTo(origin, err));
      }
    },
  );

  app.post(
    '/auth/google/exchange',
    { schema: { tags, body: GoogleCodeInputSchema, response: { 200: AuthResponseSchema } }, config: limit(30) },
    async (request, reply) => {
      const origin = ctx.origins.of(request);
      const userId = await google.redeemCode(request.body.code, cookieOf(request.headers.cookie, FLOW_COOKIE));
      reply.header('set-cookie', flowCookie(origin, '', 0));
      return signedIn(await signIn(ctx, userId));
    },
  );
}

const cookieOf = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
const logSignInFailure = (app: App, err: unknown) => {
  if (!(err instanceof AppError)) app.log.warn({ err }, 'google sign-in failed');
};
