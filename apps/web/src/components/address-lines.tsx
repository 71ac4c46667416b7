import { addressText } from '@pedestal/contract/rules/address';
import { currentLanguage } from '@/i18n';
import type { Address } from '@pedestal/contract/schemas/address';

/** Name, phone and the address as it prints everywhere (contract addressLines), for checkout and order detail. */
export function AddressLines({ address }: { address: Address }) {
  const place = addressText(address, currentLanguage());
  return (
    <div className="min-w-0 flex-1">
      <p className="text-sm font-semibold text-neutral-900">
        {address.name} <span className="ml-1 font-normal text-neutral-500 tabular-nums">{address.phone}</span>
      </p>
      <p className="mt-0.5 text-[13px] leading-snug text-neutral-600">{place}</p>
    </div>
  );
}
