import { formatPrice } from '@/lib/format';
import { purchasableUnits, quantityBounds } from '@pedestal/contract/rules/pricing';
import { shownUnitPrice } from '@pedestal/contract/rules/shipping';
import { CheckCircle2 } from 'lucide-react';
import { BottomDrawer } from '@/components/bottom-drawer';
import { FallbackImage } from '@/components/item-card';
import { NumberStepper } from '@/components/number-stepper';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ShippingQuote } from '@/components/shipping-quote';
import { currentToken } from '@/lib/auth-storage';
import { useShippingQuote } from '@/lib/queries/get-shipping-quote';
import type { FigurineSpec } from '../api/get-figurine-show';
import { i18next } from '@/i18n';

export type PurchaseMode = 'cart' | 'buy' | 'pre-order';
const confirmLabels: Record<PurchaseMode, string> = {
  get cart() {
    return i18next.t('shop.addToCart');
  },
  get buy() {
    return i18next.t('shop.buyNow');
  },
  get 'pre-order'() {
    return i18next.t('shop.preOrder');
  },
};

export interface PurchaseDrawerProps {
  mode: PurchaseMode | null;
  onClose: () => void;
  specs: FigurineSpec[];
  specId: string | null;
  onSpecChange: (id: string) => void;
  quantity: number;
  onQuantityChange: (q: number) => void;
  priceOf: (spec: FigurineSpec) => number;
  loading: boolean;
  onConfirm: () => void;
}

/** Bottom drawer choosing the spec and quantity before adding to the cart or buying (SPEC §2, vaul timings §9). */
export function PurchaseDrawer({
  mode,
  onClose,
  specs,
  specId,
  onSpecChange,
  quantity,
  onQuantityChange,
  priceOf,
  loading,
  onConfirm,
}: PurchaseDrawerProps) {
  const spec = specs.find((s) => s.id === specId);
  const bounds = quantityBounds(spec ? purchasableUnits(spec) : 0);
  // The quote the drawer's totals show (one request, shared): EU buyers read every price with its VAT.
  const quote = useShippingQuote(spec && quantity > 0 ? [{ characterSaleSpecId: spec.id, quantity }] : [], {
    enabled: mode !== null && !!currentToken(),
  });
  const tax = quote.data?.served ? quote.data.taxDetail : null;
  const shownPrice = (s: FigurineSpec) => shownUnitPrice(priceOf(s), tax);
  return (
    <BottomDrawer
      open={mode !== null}
      onClose={onClose}
      title={spec?.title ?? i18next.t('shop.chooseASpec')}
      closeLabel={i18next.t('shop.close')}
      media={<FallbackImage src={spec?.image} alt={spec?.title ?? i18next.t('shop.figurine')} className="size-20 shrink-0 rounded-2xl" />}
      summary={
        <>
          <p className="mt-1 text-xl font-bold text-brand-600 tabular-nums">{spec ? formatPrice(shownPrice(spec)) : '—'}</p>
          {tax?.inclusive && <p className="text-xs text-neutral-500">{i18next.t('shipping.pricesIncludeVat')}</p>}
          <p className="text-xs text-neutral-500">
            {spec ? (spec.stock > 0 ? i18next.t('shop.inStock', { count: spec.stock }) : i18next.t('shop.outOfStock')) : ''}
          </p>
          {typeof spec?.limitPerAccount === 'number' && (
            <p className="text-xs font-medium text-amber-700">{i18next.t('shop.limitPerCustomer', { count: spec.limitPerAccount })}</p>
          )}
        </>
      }
      footer={
        <Button block size="lg" loading={loading} disabled={!spec || spec.stock === 0 || quantity < 1} onClick={onConfirm}>
          {spec?.stock === 0 ? i18next.t('shop.outOfStock2') : confirmLabels[mode ?? 'buy']}
        </Button>
      }
    >
      <h3 className="mb-2 text-sm font-semibold text-neutral-800">{i18next.t('shop.spec')}</h3>
      <div role="radiogroup" aria-label={i18next.t('shop.spec')} className="space-y-2">
        {specs.map((s) => {
          const active = s.id === specId;
          return (
            <button
              key={s.id}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => onSpecChange(s.id)}
              className={cn(
                'relative flex w-full items-center gap-3 rounded-2xl border p-2.5 text-left transition',
                active ? 'border-brand-400 bg-brand-50/70 ring-2 ring-brand-100' : 'border-neutral-200 hover:bg-neutral-50',
              )}
            >
              <FallbackImage src={s.image} alt={s.title} className="size-12 shrink-0 rounded-xl" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-neutral-900">{s.title}</span>
                <span className="text-sm font-bold text-brand-600 tabular-nums">{formatPrice(shownPrice(s))}</span>
                <span className={cn('ml-2 text-xs', s.stock > 0 ? 'text-neutral-500' : 'text-red-600')}>
                  {s.stock > 0 ? i18next.t('shop.inStock', { count: s.stock }) : i18next.t('shop.soldOut')}
                </span>
              </span>
              {active && <CheckCircle2 className="size-5 shrink-0 text-brand-500" aria-hidden />}
            </button>
          );
        })}
      </div>
      <div className="mt-4 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-neutral-800">{i18next.t('common.quantity')}</h3>
        <NumberStepper
          value={quantity}
          onChange={onQuantityChange}
          min={bounds.min}
          max={bounds.max}
          disabled={!spec || spec.stock === 0}
        />
      </div>
      {spec && spec.stock > 0 && mode !== 'cart' && (
        <div className="mt-3">
          <ShippingQuote items={[{ characterSaleSpecId: spec.id, quantity }]} />
        </div>
      )}
    </BottomDrawer>
  );
}
