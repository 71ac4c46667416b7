import { paths } from '@pedestal/contract/paths';
import type { AccountOpenItem } from '@pedestal/contract/schemas/auth';
import { ChevronRight, CircleDashed, FileImage, Megaphone, ReceiptText, Settings, TriangleAlert, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useSignOut } from '@/lib/session/session';
import { handleError } from '@/lib/handle-error';
import { ErrorView } from '@/components/error-view';
import { LoadingCard } from '@/components/ui/spinner';
import { useDeleteAccount, useOpenItems } from '../api/delete-account';
import { i18next } from '@/i18n';

const deleted: { icon: ReactNode; text: string }[] = [
  {
    icon: <Megaphone className="size-4" />,
    get text() {
      return i18next.t('account.yourCampaignsAndCrowdfundingProjects');
    },
  },
  {
    icon: <ReceiptText className="size-4" />,
    get text() {
      return i18next.t('account.yourOrdersAndCrowdfundingSupport');
    },
  },
  {
    icon: <UserRound className="size-4" />,
    get text() {
      return i18next.t('account.yourProfileInformation');
    },
  },
  {
    icon: <Settings className="size-4" />,
    get text() {
      return i18next.t('account.yourAccountSettings');
    },
  },
  {
    icon: <FileImage className="size-4" />,
    get text() {
      return i18next.t('account.filesYouUploaded');
    },
  },
];

/** Where the shopper settles each kind: their orders, or the campaigns they backed. */
const settleAt = (kind: AccountOpenItem['kind']) => (kind === 'supports-open' || kind === 'pledges' ? paths.campaigns : paths.orderList);

/** Issue 41 #3: what still holds the account (paid goods on their way, refunds, campaigns), each a link to settle it. */
function StillOpen({ items }: { items: AccountOpenItem[] }) {
  return (
    <section aria-labelledby="still-open" className="rounded-3xl border border-amber-200 bg-amber-50 px-5 py-5">
      <h2 id="still-open" className="text-base font-bold text-neutral-900">
        {i18next.t('account.stillOpenTitle')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-neutral-700">{i18next.t('account.stillOpenIntro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.kind}>
            <Link
              to={settleAt(item.kind)}
              className="flex min-h-11 items-center gap-3 rounded-2xl bg-white px-3.5 py-2.5 text-sm text-neutral-800 shadow-sm"
            >
              <CircleDashed className="size-4 shrink-0 text-amber-700" aria-hidden />
              <span className="flex-1">{i18next.t(`account.openItems.${item.kind}`, { count: item.count })}</span>
              <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const open = useOpenItems();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(i18next.t('account.accountDeletedSuccessfully'));
        // The server already revoked every session; only local traces remain to clear.
        void signOut({ revoke: false });
        navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        handleError(error);
        // Something was opened meanwhile (another tab paid an order): show what holds the account now.
        void open.refetch();
      },
    });
  };

  if (open.isPending) return <LoadingCard />;
  if (open.isError) return <ErrorView className="m-4" error={open.error} onRetry={() => void open.refetch()} />;
  const blocked = open.data.length > 0;

  return (
    <div className="flex flex-col gap-4 p-4">
      {blocked && <StillOpen items={open.data} />}
      <section className="flex flex-col items-center rounded-3xl bg-white px-5 pt-7 pb-6 text-center shadow-sm">
        <span className="flex size-16 items-center justify-center rounded-full bg-red-50">
          <TriangleAlert className="size-8 text-red-600" aria-hidden />
        </span>
        <h2 className="mt-4 text-xl font-bold text-neutral-900">{i18next.t('account.deleteYourAccount')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-neutral-600">
          {i18next.t('account.thisAction')} <strong className="font-semibold text-red-600">{i18next.t('account.cannotBeUndone')}</strong>
          {i18next.t('account.onceYourAccountIsDeleted')}
        </p>
        <ul className="mt-5 flex w-full flex-col gap-2 text-left">
          {deleted.map((item) => (
            <li key={item.text} className="flex items-center gap-3 rounded-2xl bg-neutral-50 px-3.5 py-3 text-sm text-neutral-800">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-600">{item.icon}</span>
              {item.text}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-3">
        <Button
          variant="danger"
          size="lg"
          block
          disabled={blocked}
          aria-describedby={blocked ? 'delete-blocked' : undefined}
          onClick={() => setConfirming(true)}
        >
          {i18next.t('account.deleteMyAccount')}
        </Button>
        {blocked && (
          <p id="delete-blocked" className="text-center text-sm text-neutral-600">
            {i18next.t('account.deleteBlocked')}
          </p>
        )}
        <Button variant="outline" size="lg" block onClick={() => navigate(paths.settings)}>
          {i18next.t('common.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={i18next.t('account.deleteAccountPermanently')}
        description={i18next.t('account.allYourDataWillBe')}
        confirmText={i18next.t('account.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}

export default function DeleteAccountPage() {
  return (
    <SubPage title={i18next.t('account.deleteAccount')} fallback={paths.settings}>
      <RequireLogin>
        <DeleteAccount />
      </RequireLogin>
    </SubPage>
  );
}
