import { centsToDollars, formatPrice, paths } from '@pedestal/contract';
import type { Payment } from './service';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the shopper's browser lands after a wallet payment (SPEC §2 routes), on a trusted origin (ctx.origins). */
export const successUrl = (origin: string, p: Payment) => `${origin}${paths.paySuccess(p.orderId, p.orderType)}`;
export const checkoutUrl = (origin: string, p: Payment) => `${origin}${paths.checkout(p.orderId, p.orderType)}`;

/** Its forms post here and then redirect to the web app on this origin, or on PUBLIC_URL's when this one is not trusted. */
export const walletPageCsp = (fallbackOrigin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${fallbackOrigin}; frame-ancestors 'none'; base-uri 'none'`;

/** The sandbox stand-in for PayPal's approval page: what is paid, to whom, and Approve or Cancel. */
export function walletPage(options: { appName: string; ref: string; amountCents: number; description: string }) {
  const action = (step: string) => `/api/pay/sandbox/wallet/${encodeURIComponent(options.ref)}/${step}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Approve payment · ${escape(options.appName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fa;color:#1f2937}
main{background:#fff;width:min(360px,92vw);border-radius:16px;padding:24px;box-shadow:0 4px 20px #0002}
.brand{font-weight:800;font-size:22px;color:#003087}.brand span{color:#009cde}.badge{display:inline-block;font-size:11px;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 8px;margin-left:6px;vertical-align:middle}
.amount{font-size:32px;font-weight:700;margin:18px 0 4px}.to,.what{color:#4b5563;font-size:14px;margin:4px 0}
form{margin:0}button{width:100%;border:0;border-radius:999px;padding:12px;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px}
.approve{background:#ffc439;color:#111}.cancel{background:#eef1f5;color:#374151}.note{font-size:12px;color:#6b7280;margin-top:16px;text-align:center}</style>
</head><body><main>
<div class="brand">Pay<span>Pal</span><span class="badge">Sandbox</span></div>
<p class="amount">${escape(formatPrice(centsToDollars(options.amountCents)))}</p>
<p class="to">To ${escape(options.appName)}</p>
<p class="what">${escape(options.description)}</p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">Sandbox wallet: no real money moves.</p>
</main></body></html>`;
}
