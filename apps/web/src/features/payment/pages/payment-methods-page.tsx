import { paths } from '@pedestal/contract/paths';
import type { SavedCard, SavedCards } from '@pedestal/contract/schemas/payment-methods';
import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorView } from '@/components/error-view';
import { RequireLogin } from '@/components/layout/require-login';
import { SubPage } from '@/components/layout/sub-page';
import { ConfirmDialog } from '@/components/ui/dialog';
import { handleError } from '@/lib/handle-error';
import { useRemoveCard, useSavedCards, useSetDefaultCard } from '../api/saved-cards';
import { SavedCardItem, cardLabel } from '../components/saved-card-item';

function CardsSkeleton() {
  return (
    <div className="grid gap-3 p-4 md:grid-cols-2" aria-busy>
      <span className="sr-only" role="status">
        Loading saved cards…
      </span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden className="animate-pulse rounded-2xl bg-white shadow-sm">
          <div className="flex items-center gap-3 p-4">
            <div className="h-9 w-14 rounded-md bg-neutral-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-40 rounded bg-neutral-200" />
              <div className="h-3 w-24 rounded bg-neutral-100" />
            </div>
          </div>
          <div className="flex h-12 items-center justify-between border-t border-neutral-100 px-5">
            <div className="h-3 w-24 rounded bg-neutral-100" />
            <div className="h-3 w-16 rounded bg-neutral-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Why the list is empty, in this store's truth: Stripe saves cards; the sandbox and PayPal save none. */
function EmptyCards({ saved }: { saved: SavedCards }) {
  const [title, text] = saved.savesCards
    ? [
        'No saved cards yet',
        'Cards you pay with are kept by our payment provider, Stripe, and listed here. You can remove them at any time.',
      ]
    : saved.provider === 'sandbox'
      ? [
          'No saved cards',
          'This store’s test payment provider does not save cards. You enter a test card each time you check out, and nothing is kept on your account.',
        ]
      : ['No saved cards', 'This store does not save cards. You choose how to pay each time you check out.'];
  return (
    <div className="m-4 flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50">
        <CreditCard className="size-8 text-brand-600" aria-hidden />
      </span>
      <h2 className="text-base font-semibold text-neutral-900">{title}</h2>
      <p className="max-w-sm text-sm leading-relaxed text-neutral-600">{text}</p>
    </div>
  );
}

function SavedCardList() {
  const saved = useSavedCards();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<SavedCard | null>(null);

  if (saved.isPending) return <CardsSkeleton />;
  if (saved.isError) return <ErrorView className="m-4" error={saved.error} onRetry={() => void saved.refetch()} />;
  if (saved.data.cards.length === 0) return <EmptyCards saved={saved.data} />;

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(`${cardLabel(removing)} removed`),
      onError: handleError,
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <ul className="grid gap-3 p-4 md:grid-cols-2" aria-label="Saved cards">
        {saved.data.cards.map((card) => (
          <SavedCardItem
            key={card.id}
            card={card}
            busy={setDefault.isPending || remove.isPending}
            onSetDefault={() =>
              setDefault.mutate(card.id, {
                onSuccess: () => toast.success(`${cardLabel(card)} is now your default card`),
                onError: handleError,
              })
            }
            onRemove={() => setRemoving(card)}
          />
        ))}
      </ul>
      <p className="flex items-start gap-2 px-5 text-xs leading-relaxed text-neutral-600">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        Cards are kept by Stripe, our payment processor. This store never sees or stores your full card number.
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title="Remove card?"
        description={
          removing ? `${cardLabel(removing)} will no longer be saved for checkout. You can save it again by paying with it.` : ''
        }
        confirmText="Remove"
        destructive
        loading={remove.isPending}
        onConfirm={onRemove}
      />
    </>
  );
}

/** /account/payment-methods: the cards the payment provider keeps for the shopper. */
export default function PaymentMethodsPage() {
  return (
    <SubPage title="Payment Methods" fallback={paths.user}>
      <RequireLogin>
        <SavedCardList />
      </RequireLogin>
    </SubPage>
  );
}
