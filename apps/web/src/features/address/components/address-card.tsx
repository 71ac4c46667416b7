import { addressText } from '@pedestal/contract/rules/address';
import type { Address } from '@pedestal/contract/schemas/address';
import { countryLabel } from '@pedestal/contract/rules/countries';
import { Briefcase, Check, ChevronRight, House, MapPin, Pencil, Phone, Trash2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { currentLanguage, i18next } from '@/i18n';

const TAGS = {
  home: {
    get label() {
      return i18next.t('nav.home');
    },
    Icon: House,
  },
  office: {
    get label() {
      return i18next.t('address.office');
    },
    Icon: Briefcase,
  },
  other: {
    get label() {
      return i18next.t('address.other');
    },
    Icon: MapPin,
  },
} as const;

export const tagLabel = (tag: Address['tag']) => TAGS[tag].label;

/** The address on one line, in the reader's order (decision 035: 省市区 then street for 简体中文). */
export const fullAddress = (a: Address) => addressText(a, currentLanguage());

export function TagChip({ tag }: { tag: Address['tag'] }) {
  const { label, Icon } = TAGS[tag];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-neutral-100 px-2 py-0.5 text-[11px] font-medium text-neutral-600">
      <Icon className="size-3" aria-hidden /> {label}
    </span>
  );
}

const action = 'inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-[13px] font-medium transition-colors disabled:opacity-50';

interface AddressCardProps {
  address: Address;
  /** Choose mode: the card body picks this address for the order. */
  onChoose?: () => void;
  /** The store does not ship to its country (any more): said on the card, and it cannot be chosen for an order. */
  unserved?: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}

/** One address: who, where, tag and Default badge; actions underneath. */
export function AddressCard({ address, onChoose: choose, unserved, onSetDefault, onEdit, onDelete, busy }: AddressCardProps) {
  const onChoose = unserved ? undefined : choose;
  const body: ReactNode = (
    <>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-[15px] font-semibold text-neutral-900">{address.name}</span>
          {address.isDefault && (
            <span className="rounded-full bg-brand-500 px-2 py-0.5 text-[11px] font-semibold text-white">
              {i18next.t('address.default')}
            </span>
          )}
          <TagChip tag={address.tag} />
        </div>
        <span className="inline-flex items-center gap-1.5 text-[13px] text-neutral-500">
          <Phone className="size-3.5" aria-hidden /> {address.phone}
        </span>
        <p className="text-[13px] leading-relaxed text-neutral-700">{fullAddress(address)}</p>
        {unserved && (
          <p className="inline-flex items-center gap-1.5 text-[13px] font-medium text-red-600">
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
            {i18next.t('address.countryNotServed', { country: countryLabel(address.country, currentLanguage()) })}
          </p>
        )}
      </div>
      {onChoose && <ChevronRight className="size-5 shrink-0 self-center text-neutral-300" aria-hidden />}
    </>
  );
  return (
    <article className={cn('rounded-2xl bg-white shadow-sm', address.isDefault && 'ring-1 ring-brand-200')}>
      {onChoose ? (
        <button
          type="button"
          onClick={onChoose}
          disabled={busy}
          aria-label={i18next.t('address.shipTo', { name: address.name, address: fullAddress(address) })}
          className="flex w-full gap-3 p-4 text-left active:bg-neutral-50 disabled:opacity-60"
        >
          {body}
        </button>
      ) : (
        <div className="flex gap-3 p-4">{body}</div>
      )}
      <div className="flex items-center gap-1 border-t border-neutral-100 px-2 py-1">
        <button
          type="button"
          role="switch"
          aria-checked={address.isDefault}
          onClick={onSetDefault}
          disabled={busy || address.isDefault}
          className={cn(
            action,
            'mr-auto',
            address.isDefault ? 'text-brand-600 disabled:opacity-100' : 'text-neutral-600 hover:bg-neutral-50',
          )}
        >
          <span
            className={cn(
              'flex size-4 items-center justify-center rounded-full border',
              address.isDefault ? 'border-brand-500 bg-brand-500' : 'border-neutral-300',
            )}
          >
            {address.isDefault && <Check className="size-3 text-white" strokeWidth={3} aria-hidden />}
          </span>
          {address.isDefault ? i18next.t('address.defaultAddress') : i18next.t('address.setAsDefault')}
        </button>
        <button type="button" onClick={onEdit} disabled={busy} className={cn(action, 'text-neutral-600 hover:bg-neutral-50')}>
          <Pencil className="size-3.5" aria-hidden /> {i18next.t('address.edit')}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} className={cn(action, 'text-red-600 hover:bg-red-50')}>
          <Trash2 className="size-3.5" aria-hidden /> {i18next.t('address.delete')}
        </button>
      </div>
    </article>
  );
}
