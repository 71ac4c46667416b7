/** The parts of the PayPal JS SDK's documented interface the dialog uses (developer.paypal.com, JS SDK reference). */
export interface PayPalButtonsOptions {
  style?: { layout?: 'vertical' | 'horizontal'; shape?: 'rect' | 'pill'; label?: 'paypal' | 'pay' | 'checkout'; height?: number };
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string; payerID?: string | null }) => Promise<void>;
  onCancel?: (data: { orderID: string }) => void;
  onError?: (err: unknown) => void;
}
export interface PayPalButtons {
  isEligible(): boolean;
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}
export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtons;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';
const loads = new Map<string, Promise<PayPalNamespace>>();

/** Loads the SDK once per client id: USD, capture intent, the buttons component (SPEC §7: the wallet order is in USD). */
export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  let load = loads.get(clientId);
  if (load) return load;
  load = new Promise<PayPalNamespace>((resolve, reject) => {
    const params = new URLSearchParams({ 'client-id': clientId, currency: 'USD', intent: 'capture', components: 'buttons' });
    const script = document.createElement('script');
    script.src = `${PAYPAL_SDK_URL}?${params}`;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('The PayPal SDK loaded without window.paypal')));
    script.onerror = () => reject(new Error('The PayPal SDK could not be loaded'));
    document.head.appendChild(script);
  });
  // A failed load may be retried by opening the dialog again.
  load.catch(() => loads.delete(clientId));
  loads.set(clientId, load);
  return load;
}
