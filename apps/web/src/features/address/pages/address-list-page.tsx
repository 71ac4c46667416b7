import { paths } from '@pedestal/contract/paths';
import { MapPinned, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadingCard } from '@/components/ui/spinner';
import { handleError } from '@/lib/handle-error';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { isServed, pickedCountry, useServedCountries } from '../api/get-served-countries';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressCard } from '../components/address-card';
import { useAddressOrigin } from '../components/use-address-origin';
import type { CreateAddressState } from './address-create-page';
import { i18next } from '@/i18n';

function AddressList() {
  const navigate = useNavigate();
  const guard = useLoginPrompt();
  const origin = useAddressOrigin();
  const addresses = useAddresses();
  // Decision 058: an address whose country the store no longer ships to says so, and is not offered for an order.
  const served = useServedCountries();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [deleting, setDeleting] = useState<string | null>(null);
  const addNew = () => navigate(origin.withOrigin(paths.addressCreate), { state: { fromList: true } satisfies CreateAddressState });

  if (addresses.isPending) return <LoadingCard />;
  if (addresses.isError) return <ErrorView className="m-4" error={addresses.error} onRetry={() => void addresses.refetch()} />;

  const onDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting, {
      onSuccess: () => toast.success(i18next.t('address.addressDeleted')),
      onError: handleError,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      {addresses.data.length === 0 ? (
        <div className="m-4 flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-50">
            <MapPinned className="size-8 text-brand-500" aria-hidden />
          </span>
          <p className="text-base font-semibold text-neutral-900">{i18next.t('address.noAddressesYet')}</p>
          <p className="text-sm text-neutral-500">{i18next.t('address.addAShippingAddressSo')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3 p-4">
          {origin.choosing && <p className="px-1 text-sm text-neutral-500">{i18next.t('address.tapAnAddressToShip')}</p>}
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onChoose={origin.choosing ? () => origin.chooseAddress(address.id) : undefined}
              unserved={isServed(served, pickedCountry(address.country)) === false}
              onSetDefault={guard(() =>
                setDefault.mutate(address.id, {
                  onSuccess: () => toast.success(i18next.t('address.defaultAddressUpdated')),
                  onError: handleError,
                }),
              )}
              onEdit={() => navigate(paths.addressEdit(address.id))}
              onDelete={() => setDeleting(address.id)}
              busy={setDefault.isPending || origin.choosingPending}
            />
          ))}
        </div>
      )}
      <BottomBar>
        <Button size="lg" block onClick={addNew}>
          <Plus className="size-5" aria-hidden /> {i18next.t('address.addNewAddress')}
        </Button>
      </BottomBar>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={i18next.t('address.deleteThisAddressThisCannot')}
        confirmText={i18next.t('address.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

export default function AddressListPage() {
  const { choosing } = useAddressOrigin();
  return (
    <SubPage title={choosing ? i18next.t('address.chooseAddress') : i18next.t('address.addressBook')} fallback={paths.user}>
      <RequireLogin>
        <AddressList />
      </RequireLogin>
    </SubPage>
  );
}
