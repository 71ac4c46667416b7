import helmet from 'helmet';
import type { App } from '../app-types';
import type { Config } from '../config';
import { fixedHeaders } from './http-refusals';
import { inlineScriptHashes } from './html-page';

/**
 * What the payment providers' browser scripts need, only when they are configured: Stripe.js and its
 * frames (Payment Element, 3-D Secure) and the PayPal JS SDK with its buttons and approval window.
 */
function providerCsp(config: Config) {
  const stripe = !!config.STRIPE_PUBLISHABLE_KEY;
  const paypal = !!config.PAYPAL_CLIENT_ID;
  // Images stored in a bucket load from its public address (a CDN) when one is set.
  const media = config.S3_BUCKET && config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  return {
    script: [...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []), ...(paypal ? ['https://www.paypal.com'] : [])],
    connect: [...(stripe ? ['https://api.stripe.com'] : []), ...(paypal ? ['https://www.paypal.com', 'https://*.paypal.com'] : [])],
    frame: [
      ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : []),
      ...(paypal ? ['https://www.paypal.com', 'https://*.paypal.com'] : []),
    ],
    img: [...media, ...(paypal ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [])],
  };
}

/**
 * The security headers (CSP, HSTS and the rest) on every answer, as an onRequest hook; answers the
 * hooks never see take the returned fixed pairs. `indexHtml` is the store's page: its inline script
 * is allowed by its hash.
 */
export function registerSecurityHeaders(app: App, config: Config, indexHtml: string | null): Record<string, string> {
  const csp = providerCsp(config);
  const secure = config.publicUrl.startsWith('https:');
  // Helmet's middleware is made once: @fastify/helmet rebuilt it, re-parsing the CSP, on every
  // request (~4% of a show request's server CPU in the bench profile).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...csp.img],
        // The store's index.html starts its first API reads in an inline script: allowed by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml ?? ''), ...csp.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...csp.connect],
        frameSrc: ["'self'", ...csp.frame],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only for a store served over https: at a plain-http LAN address it would send every asset to https and leave a blank page.
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore it on plain http (with a console error), so it is sent only where it works.
    crossOriginOpenerPolicy: secure,
  });
  // Helmet 8 throws its errors rather than passing them on.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  return fixedHeaders(securityHeaders);
}
