import { formatCount, formatPrice } from '@/lib/format';
import { countryLabel } from '@pedestal/contract/rules/countries';
import type { Address } from '@pedestal/contract/schemas/address';
import { CheckCircle2, Gem, MapPin } from 'lucide-react';
import { BottomDrawer } from '@/components/bottom-drawer';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage, i18next } from '@/i18n';
import { useSupportAddresses, useSupportQuote } from '../api/support-quote';
import type { SupportSpec } from './spec-cards';
import { shownSupport, SupportCharges } from './support-charges';

/** Where an address is, short: a country stored as its code reads as its name. */
const placeOf = (a: Address) => [a.city, a.province, countryLabel(a.country, currentLanguage())].filter(Boolean).join(', ');

/**
 * The support drawer (decision 049): the tier, where its reward ships (the shopper's addresses,
 * their default first) and what the support charges for that address — reward, shipping, tax and
 * total — before supporting or pledging. A tier that ships nothing asks for no address.
 */
export function SupportDrawer({
  open,
  onClose,
  characterId,
  spec,
  pledge,
  addressId,
  onAddressChange,
  loading,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  characterId: string;
  spec: SupportSpec | undefined;
  pledge: boolean;
  addressId: string | undefined;
  onAddressChange: (id: string) => void;
  loading: boolean;
  onConfirm: (total: number, addressId: string | undefined) => void;
}) {
  const ships = spec?.ships ?? false;
  const addresses = useSupportAddresses(open && ships);
  const quote = useSupportQuote(characterId, spec?.id, addressId, open);
  const q = quote.data;
  const chosen = addressId ?? q?.addressId ?? undefined;
  return (
    <BottomDrawer
      open={open}
      onClose={onClose}
      title={spec?.name || i18next.t('supportShipping.title')}
      closeLabel={i18next.t('supportShipping.close')}
      summary={
        spec && (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <span className="font-bold text-neutral-900 tabular-nums">{formatPrice(q?.served ? shownSupport(q).goods : spec.price)}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-700">
              <Gem className="size-3" aria-hidden /> {formatCount('diamond', spec.diamond)}
            </span>
          </p>
        )
      }
      footer={
        <Button
          block
          size="lg"
          loading={loading}
          disabled={!spec || !q?.served || quote.isPlaceholderData}
          onClick={() => q && onConfirm(q.total, q.addressId ?? undefined)}
        >
          {pledge ? i18next.t('pledge.pledge') : i18next.t('supportShipping.confirmSupport')}
          {q?.served ? ` · ${formatPrice(q.total)}` : ''}
        </Button>
      }
    >
      {ships && (addresses.data?.length ?? 0) > 0 && (
        <>
          <h3 className="mb-2 text-sm font-semibold text-neutral-800">{i18next.t('supportShipping.shipsTo')}</h3>
          <div role="radiogroup" aria-label={i18next.t('supportShipping.chooseAddress')} className="mb-3 space-y-2">
            {addresses.data!.map((a) => {
              const active = a.id === chosen;
              return (
                <button
                  key={a.id}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  onClick={() => onAddressChange(a.id)}
                  className={cn(
                    'flex w-full items-center gap-2.5 rounded-2xl border px-3 py-2.5 text-left transition',
                    active ? 'border-brand-400 bg-brand-50/70 ring-2 ring-brand-100' : 'border-neutral-200 hover:bg-neutral-50',
                  )}
                >
                  <MapPin className="size-4 shrink-0 text-neutral-400" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-neutral-900">{a.name}</span>
                    <span className="block truncate text-xs text-neutral-500">{placeOf(a)}</span>
                  </span>
                  {active && <CheckCircle2 className="size-5 shrink-0 text-brand-500" aria-hidden />}
                </button>
              );
            })}
          </div>
        </>
      )}
      <section aria-label={i18next.t('shipping.shippingAndTax')} className="rounded-2xl bg-neutral-50 px-3 py-2">
        {q ? <SupportCharges quote={q} pledge={pledge} /> : <div className="h-24 animate-pulse rounded-xl bg-neutral-100" />}
      </section>
    </BottomDrawer>
  );
}
