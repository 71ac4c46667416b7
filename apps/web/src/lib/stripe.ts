import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';

/** One Stripe.js instance per publishable key for the page's life, as Stripe asks. A blocked script leaves null. */
const instances = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string) {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey).catch((err: unknown) => {
      console.warn('Stripe.js could not be loaded', err);
      instances.delete(publishableKey);
      return null;
    });
    instances.set(publishableKey, instance);
  }
  return instance;
}

/** The store's look inside Stripe's frame (brand pink, rounded fields). */
export const stripeAppearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: { colorPrimary: '#db2777', borderRadius: '12px', fontFamily: 'system-ui, sans-serif' },
};
