import { paths } from '@pedestal/contract/paths';
import { useNavigate, useSearchParams } from 'react-router';
import { handleError } from '@/lib/handle-error';
import { useChooseOrderAddress, type AddressTarget } from '../api/choose-order-address';

/**
 * The list and create screens take `from` and `orderId` (SPEC §2) so an address can be chosen for an
 * order: with both present the screens are in "choose" mode and hand the address back to the caller.
 */
export function useAddressOrigin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choose = useChooseOrderAddress();
  const from = params.get('from') ?? '';
  const orderId = params.get('orderId') ?? '';
  const target: AddressTarget | null = from && orderId ? { kind: from === 'raffle' ? 'raffle' : 'order', id: orderId } : null;
  const keep = new URLSearchParams({ ...(from && { from }), ...(orderId && { orderId }) }).toString();

  /** `onFailed` runs after the error dialog opens (e.g. the order expired meanwhile). */
  const chooseAddress = (userAddressId: string, onFailed?: () => void) => {
    if (!target || choose.isPending) return;
    choose.mutate(
      { target, userAddressId },
      {
        onSuccess: () =>
          navigate(target.kind === 'raffle' ? paths.raffleEntry(target.id) : paths.checkout(target.id, 'figurine'), { replace: true }),
        onError: (error) => {
          handleError(error);
          onFailed?.();
        },
      },
    );
  };

  return {
    choosing: target !== null,
    choosingPending: choose.isPending,
    chooseAddress,
    /** Appends the kept from/orderId query to a path. */
    withOrigin: (path: string) => (keep ? `${path}?${keep}` : path),
  };
}
