import { paths } from '@pedestal/contract/paths';
import type { AddressInput } from '@pedestal/contract/schemas/address';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { useCreateAddress } from '../api/save-address';
import { AddressForm, emptyAddressForm } from '../components/address-form';
import { useAddressOrigin } from '../components/use-address-origin';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';
import { i18next } from '@/i18n';

/** Set by the list when it opens this screen, so saving can simply go back to it. */
export type CreateAddressState = { fromList?: boolean };

function CreateAddress() {
  const navigate = useNavigate();
  const location = useLocation();
  const origin = useAddressOrigin();
  const create = useCreateAddress();
  // Opened from a page that needs an address (a campaign's support sheet): saving goes back there.
  const back = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));

  const onSubmit = async (input: AddressInput) => {
    const id = await create.mutateAsync(input);
    toast.success(i18next.t('address.addressSaved'));
    const toList = () => navigate(origin.withOrigin(paths.addressList), { replace: true });
    // Coming from checkout (or a raffle win): the new address is the one the user wants to ship to; if
    // that fails the address is saved all the same, so the list (not this form, which would add it twice) follows.
    if (origin.choosing) origin.chooseAddress(id, toList);
    else if (back) navigate(back, { replace: true });
    else if ((location.state as CreateAddressState | null)?.fromList) navigate(-1);
    else toList();
  };

  return <AddressForm defaultValues={emptyAddressForm} onSubmit={onSubmit} pending={create.isPending || origin.choosingPending} />;
}

export default function AddressCreatePage() {
  return (
    <SubPage title={i18next.t('address.newAddress')} fallback={paths.addressList}>
      <RequireLogin>
        <CreateAddress />
      </RequireLogin>
    </SubPage>
  );
}
