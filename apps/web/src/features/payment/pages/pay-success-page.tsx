import type { PaymentStatus } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import { CheckCircle2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFigurineOrder } from '@/lib/queries/get-figurine-order';
import { useSupportOrder } from '../api/get-support-order';
import { FigurineSummary, SupportSummary } from '../components/order-summary';

/** The provider's webhook marks the order paid a moment after the browser lands here. */
function PaidBadge({ paid }: { paid: boolean | undefined }) {
  if (paid === undefined) return null;
  return paid ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
      <CheckCircle2 className="size-3.5" aria-hidden /> Payment confirmed
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-700">
      <Spinner className="size-3" /> Confirming payment…
    </span>
  );
}

const paidSupport = (status: PaymentStatus | undefined) => (status === undefined ? undefined : status === 'success');

function SupportDetails({ id }: { id: string }) {
  const query = useSupportOrder(id, { pollUntilPaid: true });
  if (!query.data) return null;
  return (
    <>
      <div className="flex justify-center">
        <PaidBadge paid={paidSupport(query.data.status)} />
      </div>
      <SupportSummary order={query.data} />
    </>
  );
}

function FigurineDetails({ id }: { id: string }) {
  const query = useFigurineOrder(id, { pollUntilPaid: true });
  if (!query.data) return null;
  return (
    <>
      <div className="flex justify-center">
        <PaidBadge paid={query.data.status !== 'unpaid'} />
      </div>
      <FigurineSummary order={query.data} />
    </>
  );
}

const messages: Record<string, { title: string; text: string }> = {
  crowdfunding_support: {
    title: 'Thank you for your support!',
    text: 'Your contribution has been received. Your diamond reward is frozen until the campaign reaches its goal; if it does not, you will be refunded in full.',
  },
  figurine: {
    title: 'Order placed!',
    text: 'Your figurine order is paid. We will let you know as soon as it ships.',
  },
};

/** SPEC §2 Payment Successful: a message per type, the order, and where to go next. */
export default function PaySuccessPage() {
  const navigate = useNavigate();
  const { id = '', type = '' } = useParams();
  const message = messages[type] ?? { title: 'Payment Successful', text: 'Your payment has been received.' };
  let details: ReactNode = null;
  if (type === 'crowdfunding_support') details = <SupportDetails id={id} />;
  else if (type === 'figurine') details = <FigurineDetails id={id} />;
  return (
    <SubPage title="Payment Successful" fallback={paths.home}>
      <RequireLogin>
        <div className="space-y-3 p-4">
          <section className="flex flex-col items-center rounded-3xl bg-white px-6 pt-8 pb-6 text-center shadow-sm">
            <span className="flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-500 shadow-lg shadow-brand-500/30">
              <CheckCircle2 className="size-10 text-white" aria-hidden />
            </span>
            <h1 className="mt-4 text-xl font-bold text-neutral-900">{message.title}</h1>
            <p className="mt-2 text-sm leading-relaxed text-neutral-500">{message.text}</p>
            <p className="mt-4 flex items-center gap-1.5 rounded-full bg-neutral-100 px-3 py-1.5 text-xs text-neutral-600">
              <Mail className="size-3.5" aria-hidden /> An email confirmation will arrive shortly.
            </p>
          </section>
          {details}
          <div className="flex gap-3 pt-2">
            <Button variant="outline" size="lg" block onClick={() => navigate(paths.home, { replace: true })}>
              Back to Home
            </Button>
            <Button size="lg" block onClick={() => navigate(paths.figurines)}>
              Browse More
            </Button>
          </div>
        </div>
      </RequireLogin>
    </SubPage>
  );
}
