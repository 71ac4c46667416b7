import { paths } from '@pedestal/contract/paths';
import type { Address, AddressInput } from '@pedestal/contract/schemas/address';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { useBack } from '@/components/layout/use-back';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadingCard } from '@/components/ui/spinner';
import { handleError } from '@/lib/handle-error';
import { useDeleteAddress } from '../api/delete-address';
import { useAddress } from '../api/get-address';
import { useUpdateAddress } from '../api/save-address';
import { AddressForm } from '../components/address-form';
import { i18next } from '@/i18n';

function EditAddress({ address }: { address: Address }) {
  const back = useBack(paths.addressList);
  const update = useUpdateAddress(address.id);
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);

  const onSubmit = async (input: AddressInput) => {
    await update.mutateAsync(input);
    toast.success(i18next.t('address.addressUpdated'));
    back();
  };
  const onDelete = () =>
    !remove.isPending &&
    remove.mutate(address.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(i18next.t('address.addressDeleted'));
        back();
      },
      onError: (error) => {
        setConfirming(false);
        handleError(error);
      },
    });

  return (
    <>
      <AddressForm
        defaultValues={address}
        onSubmit={onSubmit}
        pending={update.isPending}
        extra={
          <Button variant="outline" size="lg" className="shrink-0 px-6 text-red-600" onClick={() => setConfirming(true)}>
            {i18next.t('address.delete')}
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={i18next.t('address.deleteThisAddressThisCannot')}
        confirmText={i18next.t('address.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

function EditAddressLoader({ id }: { id: string }) {
  const address = useAddress(id);
  if (address.isPending) return <LoadingCard />;
  if (address.isError) return <ErrorView className="m-4" error={address.error} onRetry={() => void address.refetch()} />;
  return <EditAddress address={address.data} />;
}

export default function AddressEditPage() {
  const { userAddressId = '' } = useParams();
  return (
    <SubPage title={i18next.t('address.editAddress')} fallback={paths.addressList}>
      <RequireLogin>
        <EditAddressLoader id={userAddressId} />
      </RequireLogin>
    </SubPage>
  );
}
