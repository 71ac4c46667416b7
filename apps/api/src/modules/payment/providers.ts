import { PaymentMethod } from '@pedestal/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { PayPalProvider } from '../../platform/payments/paypal-provider';
import type { PaymentProvider, ProviderName } from '../../platform/payments/provider';
import { SandboxProvider } from '../../platform/payments/sandbox-provider';
import { createStripeProvider, type StripeProvider } from '../../platform/payments/stripe-provider';

export interface PaymentProviders {
  sandbox: SandboxProvider | null;
  stripe: StripeProvider | null;
  paypal: PayPalProvider | null;
}

const built = new WeakMap<AppContext, PaymentProviders>();

/**
 * The providers this server can use, built once per app from config (the module's boot check builds
 * them, so missing credentials fail the start, not the first checkout). PAYMENT_PROVIDER=sandbox takes
 * both methods locally; otherwise a card goes to Stripe and the wallet to PayPal, each available
 * when its credentials are configured (the one PAYMENT_PROVIDER names must be).
 */
export function paymentProviders(ctx: AppContext): PaymentProviders {
  let providers = built.get(ctx);
  if (!providers) built.set(ctx, (providers = buildProviders(ctx)));
  return providers;
}

function buildProviders(ctx: AppContext): PaymentProviders {
  const c = ctx.config;
  const stripe =
    c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: c.STRIPE_SECRET_KEY,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET,
          clock: ctx.clock,
          apiBase: c.STRIPE_API_BASE,
        })
      : null;
  const paypal =
    c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET && c.PAYPAL_WEBHOOK_ID
      ? new PayPalProvider({
          apiBase: c.PAYPAL_API_BASE.replace(/\/+$/, ''),
          clientId: c.PAYPAL_CLIENT_ID,
          clientSecret: c.PAYPAL_CLIENT_SECRET,
          webhookId: c.PAYPAL_WEBHOOK_ID,
          clock: ctx.clock,
        })
      : null;
  if (c.PAYMENT_PROVIDER === 'stripe' && !stripe)
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (c.PAYMENT_PROVIDER === 'paypal' && !paypal) {
    throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID');
  }
  const sandbox: SandboxProvider | null =
    c.PAYMENT_PROVIDER === 'sandbox'
      ? new SandboxProvider({
          db: ctx.db,
          clock: ctx.clock,
          log: ctx.log,
          jobs: ctx.jobs,
          webhookSecret: c.PAYMENT_WEBHOOK_SECRET,
          webhookUrl: () => c.SANDBOX_WEBHOOK_URL ?? (ctx.self.url ? `${ctx.self.url}/api/pay/sandbox/webhook` : null),
        })
      : null;
  return { sandbox, stripe, paypal };
}

/** The methods checkout offers: the sandbox plays both; otherwise each configured provider's own. */
export function offeredMethods(ctx: AppContext): PaymentMethod[] {
  const providers = paymentProviders(ctx);
  return PaymentMethod.filter((method) => providers.sandbox !== null || providers[method] !== null);
}

export function providerForMethod(ctx: AppContext, method: PaymentMethod): PaymentProvider {
  const providers = paymentProviders(ctx);
  const provider = providers.sandbox ?? providers[method];
  if (!provider) throw new AppError('payment-method-unavailable');
  return provider;
}

export const providerByName = (ctx: AppContext, name: ProviderName): PaymentProvider | null => paymentProviders(ctx)[name];
