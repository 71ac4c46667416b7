import type { PaymentOrderType } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Mail, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { Button } from '@/components/ui/button';
import { LoadingCard, Spinner } from '@/components/ui/spinner';
import { getFigurineOrderQueryOptions } from '@/lib/queries/get-figurine-order';
import { useUserState } from '@/lib/session/get-user-state';
import { useNow } from '@/lib/use-now';
import { getPaymentStateQueryOptions, type PaymentState } from '../api/get-payment-state';
import { getSupportOrderQueryOptions } from '../api/get-support-order';
import { FigurineSummary, SupportSummary } from '../components/order-summary';
import { figurineFacts, paymentOutcome, supportFacts, type PaymentOutcome } from '../lib/payment-outcome';
import { i18next } from '@/i18n';

/** The provider's event usually lands within seconds; the page asks this often, for this long. */
const POLL_MS = 2000;
const WAIT_MS = 60_000;

const paidMessages: Record<PaymentOrderType, { title: string; text: string }> = {
  crowdfunding_support: {
    get title() {
      return i18next.t('payment.thankYouForYourSupport');
    },
    get text() {
      return i18next.t('payment.yourContributionHasBeenReceived');
    },
  },
  figurine: {
    get title() {
      return i18next.t('payment.orderPlaced');
    },
    get text() {
      return i18next.t('payment.yourFigurineOrderIsPaid');
    },
  },
};

interface Action {
  label: string;
  to: string;
  primary?: boolean;
  replace?: boolean;
}

interface Shown {
  icon: ReactNode;
  title: string;
  text: string;
  note?: ReactNode;
  actions: Action[];
}

const iconRing = 'flex size-20 items-center justify-center rounded-full';

/** What the shopper reads and can do for each outcome (issue 14 #3: never "paid" before it is). */
function shownFor(
  outcome: PaymentOutcome,
  ctx: { type: PaymentOrderType; orderLink: string; payAgain: string; backTo: Action; cancelled: boolean; failure: string | null },
): Shown {
  const viewOrder: Action = {
    label: ctx.type === 'figurine' ? i18next.t('payment.viewOrder') : i18next.t('payment.viewSupport'),
    to: ctx.orderLink,
  };
  const what = ctx.type === 'figurine' ? i18next.t('payment.whatOrder') : i18next.t('payment.whatSupport');
  switch (outcome) {
    case 'paid':
      return {
        icon: (
          <span className={`${iconRing} bg-gradient-to-br from-brand-400 to-brand-500 shadow-lg shadow-brand-500/30`}>
            <CheckCircle2 className="size-10 text-white" aria-hidden />
          </span>
        ),
        ...paidMessages[ctx.type],
        note: (
          <p className="mt-4 flex items-center gap-1.5 rounded-full bg-neutral-100 px-3 py-1.5 text-xs text-neutral-600">
            <Mail className="size-3.5" aria-hidden /> {i18next.t('payment.anEmailConfirmationWillArrive')}
          </p>
        ),
        actions: [
          { ...viewOrder, primary: true },
          {
            get label() {
              return i18next.t('payment.backToHome');
            },
            to: paths.home,
            replace: true,
          },
          {
            get label() {
              return i18next.t('payment.browseMore');
            },
            to: paths.figurines,
          },
        ],
      };
    case 'waiting':
      return {
        icon: (
          <span className={`${iconRing} bg-amber-50`}>
            <Spinner className="size-9 text-amber-600" label={i18next.t('payment.confirmingPayment')} />
          </span>
        ),
        get title() {
          return i18next.t('payment.confirmingYourPayment');
        },
        get text() {
          return i18next.t('payment.weAreWaitingForThe');
        },
        actions: [
          viewOrder,
          {
            get label() {
              return i18next.t('payment.backToHome');
            },
            to: paths.home,
            replace: true,
          },
        ],
      };
    case 'unconfirmed':
      return {
        icon: (
          <span className={`${iconRing} bg-amber-50`}>
            <Clock className="size-10 text-amber-600" aria-hidden />
          </span>
        ),
        get title() {
          return i18next.t('payment.paymentNotConfirmedYet');
        },
        text: i18next.t('payment.notReceived', { what }),
        actions: [
          {
            get label() {
              return i18next.t('payment.payAgain');
            },
            to: ctx.payAgain,
            primary: true,
          },
          viewOrder,
        ],
      };
    case 'failed':
      return {
        icon: (
          <span className={`${iconRing} bg-red-50`}>
            <XCircle className="size-10 text-red-600" aria-hidden />
          </span>
        ),
        get title() {
          return i18next.t('payment.paymentFailed');
        },
        text: ctx.failure ?? i18next.t('payment.paymentFailed'),
        note: <p className="mt-1 text-sm leading-relaxed text-neutral-600">{i18next.t('payment.nothingCharged')}</p>,
        actions: [
          {
            get label() {
              return i18next.t('payment.payAgain');
            },
            to: ctx.payAgain,
            primary: true,
          },
          viewOrder,
        ],
      };
    case 'closed':
      return {
        icon: (
          <span className={`${iconRing} bg-neutral-100`}>
            <XCircle className="size-10 text-neutral-500" aria-hidden />
          </span>
        ),
        title: ctx.cancelled ? i18next.t('payment.cancelledTitle', { what }) : i18next.t('payment.expiredTitle', { what }),
        text: ctx.cancelled ? i18next.t('payment.itWasCancelledBeforeIt') : i18next.t('payment.itWasNotPaidIn'),
        actions: [{ ...ctx.backTo, primary: true }, viewOrder],
      };
  }
}

function ResultCard({ shown, outcome }: { shown: Shown; outcome: PaymentOutcome }) {
  const navigate = useNavigate();
  return (
    <>
      <section
        aria-live="polite"
        data-outcome={outcome}
        className="flex flex-col items-center rounded-3xl bg-white px-6 pt-8 pb-6 text-center shadow-sm"
      >
        {shown.icon}
        <h1 className="mt-4 text-xl font-bold text-neutral-900">{shown.title}</h1>
        <p className="mt-2 text-sm leading-relaxed text-neutral-600">{shown.text}</p>
        {shown.note}
      </section>
      <div className="flex flex-wrap gap-3 pt-1">
        {shown.actions.map((a) => (
          <Button
            key={a.label}
            variant={a.primary ? 'primary' : 'outline'}
            size="lg"
            className={a.primary ? 'basis-full' : 'min-w-0 flex-1'}
            onClick={() => navigate(a.to, { replace: a.replace })}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </>
  );
}

/** Asks the order and the latest attempt again while a payment is being confirmed, for at most WAIT_MS. */
function useConfirmation(type: PaymentOrderType, id: string) {
  const [deadline] = useState(() => Date.now() + WAIT_MS);
  const now = useNow(1000);
  const polling = now < deadline;
  const state = useQuery({
    ...getPaymentStateQueryOptions(type, id),
    refetchInterval: (q) => (polling && (q.state.data?.status ?? 'pending') === 'pending' ? POLL_MS : false),
  });
  return { now, polling, state: state.data as PaymentState | undefined };
}

/** The order behind the result is still loading or failed to load. */
function OrderPending({ order }: { order: { isError: boolean; error: Error | null; refetch: () => unknown } }) {
  return <Shell>{order.isError ? <ErrorView error={order.error} onRetry={() => void order.refetch()} /> : <LoadingCard />}</Shell>;
}

function FigurineResult({ id }: { id: string }) {
  const { now, polling, state } = useConfirmation('figurine', id);
  const order = useQuery({
    ...getFigurineOrderQueryOptions(id),
    refetchInterval: (q) => (polling && q.state.data?.status === 'unpaid' ? POLL_MS : false),
  });
  if (order.isPending || order.isError) return <OrderPending order={order} />;
  const data: FigurineOrder = order.data;
  const outcome = paymentOutcome(figurineFacts(data), state?.status, now, polling);
  const shown = shownFor(outcome, {
    type: 'figurine',
    orderLink: paths.orderShow(id),
    payAgain: paths.checkout(id, 'figurine'),
    backTo: {
      get label() {
        return i18next.t('payment.backToShop');
      },
      to: paths.figurines,
    },
    cancelled: data.status === 'cancelled',
    failure: state?.message ?? null,
  });
  return (
    <Shell outcome={outcome}>
      <ResultCard shown={shown} outcome={outcome} />
      <FigurineSummary order={data} />
    </Shell>
  );
}

function SupportResult({ id }: { id: string }) {
  const { now, polling, state } = useConfirmation('crowdfunding_support', id);
  const order = useQuery({
    ...getSupportOrderQueryOptions(id),
    refetchInterval: (q) => (polling && q.state.data?.status === 'pending' ? POLL_MS : false),
  });
  if (order.isPending || order.isError) return <OrderPending order={order} />;
  const data: SupportOrder = order.data;
  const outcome = paymentOutcome(supportFacts(data), state?.status, now, polling);
  const shown = shownFor(outcome, {
    type: 'crowdfunding_support',
    orderLink: `${paths.orderList}?tab=crowdfunding`,
    payAgain: paths.checkout(id, 'crowdfunding_support'),
    backTo: {
      get label() {
        return i18next.t('payment.backToCampaign');
      },
      to: paths.crowdfundingShow(data.characterId),
    },
    cancelled: data.status === 'canceled',
    failure: state?.message ?? null,
  });
  return (
    <Shell outcome={outcome}>
      <ResultCard shown={shown} outcome={outcome} />
      <SupportSummary order={data} />
    </Shell>
  );
}

/** The screen's frame; its title says "Payment Successful" only once the order is paid. */
function Shell({ outcome, children }: { outcome?: PaymentOutcome; children: ReactNode }) {
  return (
    <SubPage title={outcome === 'paid' ? i18next.t('payment.paymentSuccessful') : i18next.t('payment.payment')} fallback={paths.home}>
      <div className="space-y-3 p-4">{children}</div>
    </SubPage>
  );
}

/**
 * /pay/success/{id}/{type}, SPEC §2 Payment Successful: the message per type, the order and where
 * to go next, but only once the order is really paid; until then it says where the payment stands.
 */
export default function PaySuccessPage() {
  const navigate = useNavigate();
  const { id = '', type = '' } = useParams();
  const { isSignin, isLoading } = useUserState();
  if (isLoading || !isSignin)
    return (
      <SubPage title={i18next.t('payment.payment')} fallback={paths.home}>
        <RequireLogin>{null}</RequireLogin>
      </SubPage>
    );
  if (type === 'figurine') return <FigurineResult id={id} />;
  if (type === 'crowdfunding_support') return <SupportResult id={id} />;
  return (
    <Shell>
      <div className="flex gap-3 pt-2">
        <Button variant="outline" size="lg" block onClick={() => navigate(paths.home, { replace: true })}>
          {i18next.t('payment.backToHome')}
        </Button>
        <Button size="lg" block onClick={() => navigate(paths.figurines)}>
          {i18next.t('payment.browseMore')}
        </Button>
      </div>
    </Shell>
  );
}
