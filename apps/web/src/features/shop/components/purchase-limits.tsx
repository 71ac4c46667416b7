import type { FigurineSpec } from '../api/get-figurine-show';
import { i18next } from '@/i18n';

/** The specs sold with a limit per customer (issue 25): said before the shopper opens the drawer. */
export function PurchaseLimits({ specs }: { specs: FigurineSpec[] }) {
  const limited = specs.filter((s) => s.limitPerAccount !== null);
  if (limited.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-xs font-medium text-amber-800">
      {limited.map((s) => (
        <li key={s.id}>
          {specs.length > 1
            ? i18next.t('shop.specLimitPerCustomer', { title: s.title, count: s.limitPerAccount! })
            : i18next.t('shop.limitPerCustomer', { count: s.limitPerAccount! })}
        </li>
      ))}
    </ul>
  );
}
