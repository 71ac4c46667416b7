import { formatPrice } from '@/lib/format';
import { PaymentMethod as PaymentMethods, type PaymentMethod, type PaymentOrderType } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { Button } from '@/components/ui/button';
import { LoadingCard } from '@/components/ui/spinner';
import { handleError } from '@/lib/handle-error';
import { useFigurineOrder } from '@/lib/queries/get-figurine-order';
import { orderKeys } from '@/lib/query-keys';
import { useNow } from '@/lib/use-now';
import { useSupportOrder } from '../api/get-support-order';
import { useOfferedMethods } from '../api/offered-methods';
import { createPayment, type PaymentCheckout } from '../api/payment';
import { EXPIRY_CHECK_MS, FigurineSummary, NeutralOrderSummary, SupportSummary } from '../components/order-summary';
import { MethodPicker } from '../components/method-picker';
import { PaymentDialog } from '../components/payment-dialog';
import { useIdempotencyKey } from '@/lib/idempotency';
import { i18next } from '@/i18n';

const titles: Record<PaymentOrderType, string> = {
  get crowdfunding_support() {
    return i18next.t('payment.crowdfundingSupport2');
  },
  get figurine() {
    return i18next.t('payment.figurinePurchase');
  },
};
/** One id, so choosing a method clears the warning and repeated taps do not stack it. */
const METHOD_TOAST = 'payment-method-required';
const isOrderType = (t: string | undefined): t is PaymentOrderType => t === 'crowdfunding_support' || t === 'figurine';

/** Choose a method, create the payment, then complete it in the dialog or on PayPal. */
/** `blocked`: why the order cannot be paid any more (shown on the disabled button); undefined when payable. */
function CheckoutBody({ id, type, amount, blocked }: { id: string; type: PaymentOrderType; amount: number | undefined; blocked?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [checkout, setCheckout] = useState<PaymentCheckout | null>(null);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const submitKey = useIdempotencyKey();
  const offered = useOfferedMethods();

  const place = async () => {
    if (!method) {
      toast.warning(i18next.t('payment.pleaseSelectAPaymentMethod'), { id: METHOD_TOAST, position: 'top-center' });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      const created = await createPayment(type, id, method, submitKey.keyFor({ id, type, method }));
      submitKey.renew();
      // The sandbox wallet is its own approval page; PayPal's buttons open in the dialog.
      if (method === 'paypal' && created.provider === 'sandbox') {
        if (!created.redirectUrl) throw new Error('The wallet did not return an approval page');
        // Keep the button busy: the browser is leaving for the approval page.
        window.location.assign(created.redirectUrl);
        return;
      }
      setCheckout(created);
    } catch (err) {
      handleError(err);
    }
    inFlight.current = false;
    setPlacing(false);
  };
  const onPaid = () => {
    setCheckout(null);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    navigate(paths.paySuccess(id, type), { replace: true });
  };

  return (
    <>
      <MethodPicker
        value={method}
        // Should the list not load, every method is shown: the server still refuses one it cannot take.
        offered={offered.data ?? (offered.isError ? PaymentMethods : undefined)}
        onChange={(m) => {
          toast.dismiss(METHOD_TOAST);
          setMethod(m);
        }}
      />
      <BottomBar>
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-neutral-500">{i18next.t('payment.total')}</p>
            <p className="text-xl font-bold text-neutral-900 tabular-nums">{amount === undefined ? '—' : formatPrice(amount)}</p>
          </div>
          <Button size="lg" className="min-w-44" loading={placing} disabled={!!blocked} onClick={() => void place()}>
            {blocked ?? (type === 'figurine' ? i18next.t('payment.placeOrder') : i18next.t('payment.confirmSupport'))}
          </Button>
        </div>
      </BottomBar>
      <PaymentDialog checkout={checkout} order={{ type, id }} onClose={() => setCheckout(null)} onPaid={onPaid} />
    </>
  );
}

function SupportCheckout({ id }: { id: string }) {
  const query = useSupportOrder(id);
  const now = useNow(EXPIRY_CHECK_MS);
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />;
  const order = query.data;
  const expired = new Date(order.expiredAt).getTime() <= now;
  const blocked =
    order.status === 'success'
      ? i18next.t('payment.alreadyPaid')
      : order.status !== 'pending'
        ? i18next.t('payment.notPayable')
        : expired
          ? i18next.t('payment.orderExpired')
          : undefined;
  return (
    <div className="space-y-3 p-4">
      <SupportSummary order={order} showExpiry />
      <CheckoutBody id={id} type="crowdfunding_support" amount={order.total ?? order.spec.price} blocked={blocked} />
    </div>
  );
}

function FigurineCheckout({ id }: { id: string }) {
  const query = useFigurineOrder(id);
  const now = useNow(EXPIRY_CHECK_MS);
  if (query.isPending) return <LoadingCard />;
  const order = query.isError ? undefined : query.data;
  const expired = !!order?.expiredAt && new Date(order.expiredAt).getTime() <= now;
  const blocked =
    !order || (order.status === 'unpaid' && !expired)
      ? undefined
      : expired
        ? i18next.t('payment.orderExpired')
        : i18next.t('payment.notPayable');
  return (
    <div className="space-y-3 p-4">
      {order ? <FigurineSummary order={order} showExpiry /> : <NeutralOrderSummary id={id} />}
      <CheckoutBody id={id} type="figurine" amount={order?.totalPrice} blocked={blocked} />
    </div>
  );
}

/** /pay/check-out/{id}/{type}: SPEC §2 Checkout; an unknown type is titled Check Out with no body. */
export default function CheckoutPage() {
  const { id = '', type } = useParams();
  const title = isOrderType(type) ? titles[type] : i18next.t('payment.checkOut');
  return (
    <SubPage title={title} fallback={paths.orderList}>
      <RequireLogin>
        {type === 'crowdfunding_support' ? <SupportCheckout id={id} /> : type === 'figurine' ? <FigurineCheckout id={id} /> : null}
      </RequireLogin>
    </SubPage>
  );
}
