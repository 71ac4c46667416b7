import type { Page } from '@playwright/test';
import type { PayPalStandIn } from '../../../apps/api/test/stand-ins/paypal';
import type { StripeStandIn } from '../../../apps/api/test/stand-ins/stripe';
import { PAYPAL_SDK_STAND_IN } from './paypal-sdk';
import { STRIPE_JS_STAND_IN } from './stripe-js';

const cors = { 'access-control-allow-origin': '*' };

/**
 * Serves the providers' browser scripts and their calls from local stand-ins, so the app's own
 * code (loadStripe, Elements, confirmPayment; the PayPal SDK buttons) runs unchanged: Stripe.js
 * from https://js.stripe.com, its API calls to https://api.stripe.com, the PayPal SDK from
 * https://www.paypal.com/sdk/js. `blockPayPal` makes the SDK fail to load, as a blocker would.
 */
export async function routeProviders(page: Page, stand: { stripe?: StripeStandIn; paypal?: PayPalStandIn; blockPayPal?: boolean }) {
  const { stripe, paypal } = stand;
  if (stripe) {
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', headers: cors, body: STRIPE_JS_STAND_IN }),
    );
    await page.route('https://api.stripe.com/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const res = await fetch(`${stripe.baseUrl}${url.pathname}${url.search}`, {
        method: request.method(),
        headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
        body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
      });
      await route.fulfill({ status: res.status, contentType: 'application/json', headers: cors, body: await res.text() });
    });
  }
  if (paypal) {
    await page.route('https://www.paypal.com/**', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/sdk/js') {
        if (stand.blockPayPal) return route.abort('blockedbyclient');
        return route.fulfill({ contentType: 'application/javascript', headers: cors, body: PAYPAL_SDK_STAND_IN });
      }
      if (url.pathname === '/stand-in/approve') {
        const approved = paypal.approve(url.searchParams.get('token') ?? '');
        return route.fulfill({
          status: approved ? 200 : 404,
          contentType: 'application/json',
          headers: cors,
          body: JSON.stringify({ approved }),
        });
      }
      return route.fulfill({ status: 404, headers: cors, body: '' });
    });
  }
}
