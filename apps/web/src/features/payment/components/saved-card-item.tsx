import type { SavedCard } from '@pedestal/contract/schemas/payment-methods';
import { Star, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { i18next } from '@/i18n';

/** Stripe's card brands, as the shopper knows them, and the colour of the little card face. */
const BRANDS: Record<string, { name: string; short: string; face: string }> = {
  visa: { name: 'Visa', short: 'VISA', face: 'bg-[#1a1f71]' },
  mastercard: { name: 'Mastercard', short: 'MC', face: 'bg-[#231f20]' },
  amex: { name: 'American Express', short: 'AMEX', face: 'bg-[#006fcf]' },
  discover: { name: 'Discover', short: 'DISC', face: 'bg-neutral-800' },
  jcb: { name: 'JCB', short: 'JCB', face: 'bg-neutral-800' },
  diners: { name: 'Diners Club', short: 'DC', face: 'bg-neutral-800' },
  unionpay: { name: 'UnionPay', short: 'UP', face: 'bg-neutral-800' },
  eftpos_au: { name: 'eftpos', short: 'EFT', face: 'bg-neutral-800' },
};

export const brandName = (brand: string) => BRANDS[brand]?.name ?? i18next.t('payment.card');

/** "Visa •••• 4242": how the page, the dialog and the toasts name one card. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>) => `${brandName(card.brand)} •••• ${card.last4}`;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A card is good through the last day of its expiry month. */
export const isExpired = (card: Pick<SavedCard, 'expMonth' | 'expYear'>, now = new Date()) =>
  card.expYear < now.getFullYear() || (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1);

const action =
  'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-[13px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50';

interface SavedCardItemProps {
  card: SavedCard;
  onSetDefault: () => void;
  onRemove: () => void;
  busy?: boolean;
}

/** One saved card: its face, brand and last four, expiry and Default badge; actions underneath. */
export function SavedCardItem({ card, onSetDefault, onRemove, busy }: SavedCardItemProps) {
  const brand = BRANDS[card.brand] ?? { name: i18next.t('payment.card'), short: 'CARD', face: 'bg-neutral-800' };
  const expired = isExpired(card);
  const expiry = `${twoDigits(card.expMonth)}/${twoDigits(card.expYear % 100)}`;
  return (
    <li>
      <article
        aria-label={i18next.t('payment.savedCardEnding', { brand: brand.name, last4: card.last4 })}
        className={cn('rounded-2xl bg-white shadow-sm', card.isDefault && 'ring-1 ring-brand-200')}
      >
        <div className="flex items-center gap-3 p-4">
          <span
            aria-hidden
            className={cn(
              'flex h-9 w-14 shrink-0 items-end justify-end rounded-md px-1.5 pb-1 text-[10px] font-bold tracking-wide text-white shadow-sm',
              brand.face,
            )}
          >
            {brand.short}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-[15px] font-semibold text-neutral-900">
                {brand.name} <span className="sr-only">{i18next.t('payment.endingIn')} </span>
                <span aria-hidden>•••• </span>
                {card.last4}
              </span>
              {card.isDefault && (
                <span className="rounded-full bg-brand-500 px-2 py-0.5 text-[11px] font-semibold text-white">
                  {i18next.t('payment.default')}
                </span>
              )}
            </div>
            <span className={cn('text-[13px]', expired ? 'font-medium text-red-700' : 'text-neutral-500')}>
              {expired ? i18next.t('payment.cardExpired', { expiry }) : i18next.t('payment.cardExpires', { expiry })}
            </span>
          </div>
        </div>
        <div className="flex items-center gap-1 border-t border-neutral-100 px-2 py-1">
          {card.isDefault ? (
            <span className="inline-flex h-10 items-center gap-1.5 px-3 text-[13px] font-medium text-brand-700">
              <Star className="size-4 fill-current" aria-hidden /> {i18next.t('payment.defaultCard')}
            </span>
          ) : (
            <button
              type="button"
              onClick={onSetDefault}
              disabled={busy}
              aria-label={i18next.t('payment.setDefaultLabel', { brand: brand.name, last4: card.last4 })}
              className={cn(action, 'text-neutral-700 hover:bg-neutral-50')}
            >
              <Star className="size-4" aria-hidden /> {i18next.t('payment.setAsDefault')}
            </button>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={i18next.t('payment.removeLabel', { brand: brand.name, last4: card.last4 })}
            className={cn(action, 'ml-auto text-red-700 hover:bg-red-50')}
          >
            <Trash2 className="size-4" aria-hidden /> {i18next.t('payment.remove')}
          </button>
        </div>
      </article>
    </li>
  );
}
