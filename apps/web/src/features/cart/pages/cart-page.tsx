import { formatPrice } from '@/lib/format';
import { paths } from '@pedestal/contract/paths';
import type { CartItem } from '@pedestal/contract/schemas/shop';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { Button } from '@/components/ui/button';
import { LoadingCard } from '@/components/ui/spinner';
import { handleError } from '@/lib/handle-error';
import { useNow } from '@/lib/use-now';
import { useCartCheckout } from '../api/checkout-cart';
import { useCart } from '../api/get-cart';
import { CartRow, Checkbox } from '../components/cart-row';
import { cartTotal } from '../lib/cart-pricing';
import { useIdempotencyKey } from '@/lib/idempotency';
import { ShippingQuote } from '@/components/shipping-quote';
import { latestMonthAhead } from '@pedestal/contract/rules/order-status';
import { currentToken } from '@/lib/auth-storage';
import { useShippingQuote } from '@/lib/queries/get-shipping-quote';
import { useSaveCartItem } from '@/lib/queries/save-cart-item';
import { i18next } from '@/i18n';

function EmptyCart() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center px-8 pt-20 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <ShoppingCart className="size-9" aria-hidden />
      </span>
      <p className="mt-4 text-base font-semibold text-neutral-900">{i18next.t('cart.yourCartIsEmpty')}</p>
      <p className="mt-1 text-sm text-neutral-500">{i18next.t('cart.figurinesYouAddWillWait')}</p>
      <Button className="mt-6 min-w-40" onClick={() => navigate(paths.home)}>
        {i18next.t('cart.startShopping')}
      </Button>
    </div>
  );
}

function CartBody({ items }: { items: CartItem[] }) {
  const navigate = useNavigate();
  const checkout = useCartCheckout();
  const submitKey = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  // The price of a line depends on the time (a pre-sale ends); a minute's precision is enough for the cart.
  const now = useNow(60_000);
  // Everything is chosen at first (a shopper opens the cart to buy what is in it); rows removed
  // elsewhere drop out of the selection, rows added later join it unchosen.
  const [selected, setSelected] = useState<Set<string>>(() => new Set(items.map((i) => i.id)));
  // Quantities on screen, saved or not: the total and the order follow them.
  const [counts, setCounts] = useState<Map<string, number>>(() => new Map());
  const saveCount = useSaveCartItem();
  const chosen = items.filter((i) => selected.has(i.id));
  const allSelected = chosen.length === items.length;
  const countOf = (item: CartItem) => counts.get(item.id) ?? item.targetCount;
  const quoteItems = chosen.map((i) => ({ characterSaleSpecId: i.spec.id, quantity: countOf(i) }));
  // The quote the card below shows (one request, shared): EU buyers read every price with its VAT.
  const quote = useShippingQuote(quoteItems, { enabled: !!currentToken() });
  const tax = quote.data?.served ? quote.data.taxDetail : null;
  // What the order will cost: the quote's total (shipping and tax in) once known for these lines, else the lines'.
  const total = chosen.length > 0 && quote.data?.served ? quote.data.total : cartTotal(chosen, now, counts, tax);
  const setCount = (id: string, count: number) => setCounts((prev) => new Map(prev).set(id, count));
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onCheckout = async () => {
    if (chosen.length === 0) {
      toast.warning(i18next.t('cart.pleaseSelectItemsToCheckout'), { position: 'top-center' });
      return;
    }
    if (checkout.isPending || saving) return;
    const cartItemIds = chosen.map((i) => i.id);
    const unsaved = chosen.filter((i) => countOf(i) !== i.targetCount);
    setSaving(true);
    try {
      // Quantities changed without Update are saved first: the order holds what the screen shows.
      await Promise.all(unsaved.map((i) => saveCount.mutateAsync({ targetId: i.spec.id, targetCount: countOf(i), mode: 'set' })));
      const orderId = await checkout.mutateAsync({
        cartItemIds,
        specIds: chosen.map((i) => i.spec.id),
        idempotencyKey: submitKey.keyFor(chosen.map((i) => [i.id, countOf(i)])),
      });
      submitKey.renew();
      navigate(paths.checkout(orderId, 'figurine'));
    } catch (err) {
      handleError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <ul className="space-y-3 p-4">
        {items.map((item) => (
          <CartRow
            key={item.id}
            item={item}
            now={now}
            tax={tax}
            selected={selected.has(item.id)}
            onSelect={(on) => toggle(item.id, on)}
            count={countOf(item)}
            onCount={(count) => setCount(item.id, count)}
          />
        ))}
      </ul>
      <div className="px-4 pb-4">
        <ShippingQuote
          items={quoteItems}
          waitsFor={latestMonthAhead(
            chosen.map((i) => i.spec.releaseMonth),
            new Date(now),
          )}
        />
      </div>
      {/* md:mx-4 lines the desktop card up with the list's padding. */}
      <BottomBar className="md:mx-4">
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-neutral-700">
            <Checkbox
              checked={allSelected}
              onChange={(on) => setSelected(new Set(on ? items.map((i) => i.id) : []))}
              label={i18next.t('cart.selectAll')}
            />
            {i18next.t('filters.all')}
          </label>
          <div className="min-w-0 flex-1 text-right">
            <p className="text-xs text-neutral-500">{i18next.t('cart.totalItems', { count: chosen.length })}</p>
            <p className="text-lg font-bold text-neutral-900 tabular-nums">{formatPrice(total)}</p>
          </div>
          <Button size="lg" className="min-w-32" loading={checkout.isPending || saving} onClick={() => void onCheckout()}>
            {i18next.t('cart.checkout')}
          </Button>
        </div>
      </BottomBar>
    </>
  );
}

function Cart() {
  const query = useCart();
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />;
  return query.data.length === 0 ? <EmptyCart /> : <CartBody items={query.data} />;
}

/** /account/shopping-cart: SPEC §2 Cart. */
export default function CartPage() {
  return (
    <SubPage title={i18next.t('cart.shoppingCart')}>
      <RequireLogin>
        <Cart />
      </RequireLogin>
    </SubPage>
  );
}
