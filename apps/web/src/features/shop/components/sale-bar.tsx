import { paths } from '@pedestal/contract/paths';
import { isPreSale } from '@pedestal/contract/rules/character-status';
import { boundQuantity, purchasableUnits, unitPrice } from '@pedestal/contract/rules/pricing';
import { Gift, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { promptLogin } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { useSaveCartItem } from '@/lib/queries/save-cart-item';
import { useUserState } from '@/lib/session/get-user-state';
import { handleError } from '@/lib/handle-error';
import { useNow } from '@/lib/use-now';
import { useBuyFigurine } from '../api/buy-figurine';
import type { FigurineDetail } from '../api/get-figurine-show';
import { PurchaseDrawer, type PurchaseMode } from './purchase-drawer';
import { useIdempotencyKey } from '@/lib/idempotency';
import { i18next } from '@/i18n';

/** SPEC §2 Figurine detail bottom bar: pre-sale, guest and signed-in variants, all opening the purchase drawer. */
export function SaleBar({ figurine }: { figurine: FigurineDetail }) {
  const navigate = useNavigate();
  const { isSignin, isLoading } = useUserState();
  const sale = figurine.sale;
  const specs = figurine.specs;
  // Preselect a spec in stock so Buy Now is usable without opening the picker first.
  const [specId, setSpecId] = useState<string | null>((specs.find((s) => s.stock > 0) ?? specs[0])?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [mode, setMode] = useState<PurchaseMode | null>(null);
  const addToCart = useSaveCartItem();
  const buy = useBuyFigurine();
  const submitKey = useIdempotencyKey();
  // Prices follow the pre-sale window (contract rules/pricing); a minute's precision is enough here.
  const now = useNow(60_000);
  const spec = specs.find((s) => s.id === specId);
  const preSale = isPreSale(sale, now);
  const priceOf = (s: (typeof specs)[number]) => unitPrice(s, sale, now);

  const open = (next: PurchaseMode) => {
    setQuantity((q) => boundQuantity(q, spec ? purchasableUnits(spec) : 0));
    setMode(next);
  };
  const onSpecChange = (id: string) => {
    setSpecId(id);
    setQuantity((q) => {
      const chosen = specs.find((s) => s.id === id);
      return boundQuantity(q, chosen ? purchasableUnits(chosen) : 0);
    });
  };
  const onConfirm = () => {
    if (!spec || addToCart.isPending || buy.isPending) return;
    if (mode === 'cart') {
      addToCart.mutate(
        { targetId: spec.id, targetCount: quantity, mode: 'add' },
        {
          onSuccess: () => {
            toast.success(i18next.t('shop.addedToCartSuccessfully'));
            setMode(null);
          },
          onError: () => toast.error(i18next.t('shop.failedToAddToCart')),
        },
      );
      return;
    }
    const item = {
      characterSaleSpecId: spec.id,
      quantity,
      price: priceOf(spec),
      characterSaleSpecTitle: spec.title,
      characterSaleSpecImage: spec.image,
      characterName: figurine.character.name,
    };
    buy.mutate(
      { items: [item], idempotencyKey: submitKey.keyFor(item) },
      {
        onSuccess: (orderId) => {
          submitKey.renew();
          navigate(paths.checkout(orderId, 'figurine'));
        },
        onError: handleError,
      },
    );
  };

  const drawer = (
    <PurchaseDrawer
      mode={mode}
      onClose={() => setMode(null)}
      specs={specs}
      specId={specId}
      onSpecChange={onSpecChange}
      quantity={quantity}
      onQuantityChange={setQuantity}
      priceOf={priceOf}
      loading={addToCart.isPending || buy.isPending}
      onConfirm={onConfirm}
    />
  );
  if (specs.length === 0) {
    return (
      <BottomBar>
        <Button block size="lg" disabled>
          {i18next.t('shop.notAvailableYet')}
        </Button>
      </BottomBar>
    );
  }
  if (isLoading)
    return (
      <BottomBar>
        <div className="h-12 animate-pulse rounded-2xl bg-neutral-100" />
      </BottomBar>
    );
  if (!isSignin) {
    return (
      <BottomBar>
        <Button block size="lg" onClick={promptLogin}>
          {i18next.t('shop.logInToBuy')}
        </Button>
      </BottomBar>
    );
  }
  if (preSale) {
    return (
      <BottomBar>
        <div className="flex gap-2.5">
          <Button variant="secondary" size="lg" aria-label={i18next.t('shop.addToCart')} onClick={() => open('cart')}>
            <ShoppingCart className="size-5" aria-hidden />
          </Button>
          <Button block size="lg" onClick={() => open('pre-order')}>
            {i18next.t('shop.preOrderNow')}
          </Button>
        </div>
        {drawer}
      </BottomBar>
    );
  }
  const raffleSpec = specs.find((s) => s.raffle);
  return (
    <BottomBar>
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" className="min-w-0 flex-1 px-2 whitespace-nowrap" onClick={() => open('cart')}>
          {i18next.t('shop.addToCart')}
        </Button>
        {raffleSpec && (
          <Link
            to={paths.raffleShow(raffleSpec.id)}
            aria-label={i18next.t('shop.raffle')}
            className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 hover:bg-amber-200"
          >
            <Gift className="size-5" aria-hidden />
          </Link>
        )}
        <Button
          size="lg"
          className="min-w-0 flex-1 gap-1.5 px-2 whitespace-nowrap"
          disabled={!spec || spec.stock === 0}
          onClick={() => open('buy')}
        >
          {/* No discount label: this bar shows only after the pre-sale, when the sale price applies (decision 034). */}
          {i18next.t('shop.buyNow')}
        </Button>
      </div>
      {drawer}
    </BottomBar>
  );
}
