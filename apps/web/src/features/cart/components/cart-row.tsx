import { formatPrice } from '@/lib/format';
import { purchasableUnits, quantityBounds } from '@pedestal/contract/rules/pricing';
import type { CartItem } from '@pedestal/contract/schemas/shop';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FallbackImage } from '@/components/item-card';
import { NumberStepper } from '@/components/number-stepper';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useSaveCartItem } from '@/lib/queries/save-cart-item';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { cartUnitPrice } from '../lib/cart-pricing';
import { i18next } from '@/i18n';

export function Checkbox({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      className="size-5 shrink-0 cursor-pointer rounded-full accent-brand-500"
    />
  );
}

/**
 * One cart line: the quantity is edited on screen and saved with Update only when it differs (SPEC §4
 * Cart); checkout saves it too, so what is ordered is what is shown. `now` prices it as checkout will
 * (the pre-sale price while the pre-sale runs).
 */
export function CartRow({
  item,
  now,
  tax,
  selected,
  onSelect,
  count,
  onCount,
}: {
  item: CartItem;
  now: number;
  /** The shopper's tax as their quote reads it (EU: prices shown with VAT). */
  tax?: Parameters<typeof cartUnitPrice>[2];
  selected: boolean;
  onSelect: (checked: boolean) => void;
  count: number;
  onCount: (count: number) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCartItem();
  const remove = useRemoveCartItem();
  const { spec } = item;
  const bounds = quantityBounds(purchasableUnits(spec));
  const image = spec.image ?? spec.sale.images[0];

  const onUpdate = () =>
    save.mutate(
      { targetId: spec.id, targetCount: count, mode: 'set' },
      {
        onSuccess: () => toast.success(i18next.t('cart.quantityUpdated')),
        onError: () => toast.error(i18next.t('cart.failedToUpdateQuantity')),
      },
    );
  const onRemove = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(i18next.t('cart.itemRemovedFromCart'));
      },
      onError: () => toast.error(i18next.t('cart.failedToRemoveItem')),
    });

  return (
    <li className="flex items-start gap-3 rounded-3xl bg-white p-3.5 shadow-sm">
      <div className="flex h-20 items-center">
        <Checkbox
          checked={selected}
          onChange={onSelect}
          label={i18next.t('cart.selectItem', { name: spec.sale.character.name, title: spec.title })}
        />
      </div>
      <FallbackImage src={image} alt={spec.title} className="size-20 shrink-0 rounded-2xl" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-neutral-900">{spec.sale.character.name}</p>
            <p className="truncate text-xs text-neutral-500">{spec.title}</p>
          </div>
          <button
            type="button"
            aria-label={i18next.t('cart.removeItem', { name: spec.sale.character.name, title: spec.title })}
            onClick={() => setConfirming(true)}
            className="-mt-1 -mr-1 rounded-full p-1.5 text-neutral-500 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 className="size-4" />
          </button>
        </div>
        <p className="mt-1 text-base font-bold text-brand-600 tabular-nums">{formatPrice(cartUnitPrice(item, now, tax))}</p>
        <div className="mt-1.5 flex items-center justify-between gap-2">
          <NumberStepper value={count} onChange={onCount} min={bounds.min} max={bounds.max} />
          {count !== item.targetCount && (
            <Button size="sm" variant="secondary" loading={save.isPending} onClick={onUpdate}>
              {i18next.t('cart.update')}
            </Button>
          )}
        </div>
        {spec.stock === 0 && <p className="mt-1 text-xs text-red-600">{i18next.t('cart.outOfStock')}</p>}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={i18next.t('cart.removeThisItemFromYour')}
        confirmText={i18next.t('cart.remove')}
        destructive
        loading={remove.isPending}
        onConfirm={onRemove}
      />
    </li>
  );
}
