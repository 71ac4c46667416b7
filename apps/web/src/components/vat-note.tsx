import { cn } from '@/lib/cn';
import { i18next } from '@/i18n';

/** The small note beside a price shown with its VAT in it (decision 050): "incl. VAT" / "含增值税". */
export function VatNote({ className }: { className?: string }) {
  return (
    <span className={cn('text-[11px] font-normal whitespace-nowrap text-neutral-500', className)}>{i18next.t('shipping.inclVat')}</span>
  );
}
