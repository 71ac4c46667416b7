import type { SaleSpecDetails } from '@pedestal/contract';
import { shownReleaseMonth } from '@pedestal/contract/rules/promises';
import type { FigurineSpec } from '../api/get-figurine-show';
import { currentLanguage, i18next } from '@/i18n';
import { formatMonth } from '@/lib/format';

const cell = 'px-2 py-2 align-top break-words whitespace-pre-line text-neutral-900';

/** `langs`: the language of each value when it is not the page's (a description shown in the other language). */
type Row = { label: string; values: (string | undefined)[]; langs?: (string | undefined)[] };

const heightOf = (d: SaleSpecDetails) => (d.heightMm === undefined ? undefined : i18next.t('shop.specHeightValue', { mm: d.heightMm }));

/** One row per attribute any spec gives, in the order collectors compare them; absent ones are left out. */
function rowsOf(specs: FigurineSpec[]): Row[] {
  const details = specs.map((s) => s.details);
  const language = currentLanguage();
  const rows: Row[] = [
    // The spec's own short description in the reader's language, else the other one (decision 051).
    {
      label: i18next.t('shop.specAbout'),
      values: specs.map((s) => s.description || undefined),
      langs: specs.map((s) => (s.descriptionLanguage && s.descriptionLanguage !== language ? s.descriptionLanguage : undefined)),
    },
    { label: i18next.t('shop.specScale'), values: details.map((d) => d.scale) },
    { label: i18next.t('shop.specHeight'), values: details.map(heightOf) },
    { label: i18next.t('shop.specMaterial'), values: details.map((d) => d.material) },
    { label: i18next.t('shop.specSculptor'), values: details.map((d) => d.sculptor) },
    { label: i18next.t('shop.specManufacturer'), values: details.map((d) => d.manufacturer) },
    { label: i18next.t('shop.specContents'), values: details.map((d) => d.contents) },
    // The ship month beside the price when there is one, else the maker's release month (decision 046).
    {
      label: i18next.t('shop.specRelease'),
      values: specs.map((s) => {
        const month = shownReleaseMonth(s);
        return month ? formatMonth(month) : undefined;
      }),
    },
  ];
  return rows.filter((r) => r.values.some(Boolean));
}

/**
 * Issue 27: the specification table a collector reads before buying (scale, height, material,
 * sculptor, maker, what is in the box, release month). Several specs are compared side by side, one column each;
 * nothing shows when no spec has any detail.
 */
export function SpecificationTable({ specs }: { specs: FigurineSpec[] }) {
  const described = specs.filter((s) => s.shipMonth || s.description || Object.values(s.details).some((v) => v !== undefined && v !== ''));
  const rows = rowsOf(described);
  if (rows.length === 0) return null;
  const compared = described.length > 1;
  return (
    <section aria-labelledby="specification-heading" className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 id="specification-heading" className="mb-2 text-base font-bold text-neutral-900">
        {i18next.t('shop.specifications')}
      </h2>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full table-fixed text-left text-sm">
          {compared && (
            <thead>
              <tr className="border-b border-neutral-200">
                <td className="w-24" />
                {described.map((s) => (
                  <th key={s.id} scope="col" className="px-2 py-2 align-bottom text-xs font-semibold text-neutral-800">
                    {s.title}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody className="divide-y divide-neutral-100">
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="w-24 py-2 pr-2 align-top font-normal text-neutral-500">
                  {r.label}
                </th>
                {/* A value every spec shares is written once across the columns. */}
                {r.values.every((v) => v === r.values[0]) ? (
                  <td colSpan={r.values.length} className={cell} lang={r.langs?.[0]}>
                    {r.values[0]}
                  </td>
                ) : (
                  r.values.map((v, i) => (
                    <td key={described[i]!.id} className={cell} lang={r.langs?.[i]}>
                      {v ?? '—'}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
