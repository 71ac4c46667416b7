import type { SaleSpecDetails } from '@pedestal/contract';
import type { FigurineSpec } from '../api/get-figurine-show';
import { i18next } from '@/i18n';

type Row = { label: string; value: string };

/** The rows a spec's details give, in the order collectors compare them; absent ones are left out. */
function rowsOf(d: SaleSpecDetails): Row[] {
  const rows: [string, string | undefined][] = [
    [i18next.t('shop.specScale'), d.scale],
    [i18next.t('shop.specHeight'), d.heightMm === undefined ? undefined : i18next.t('shop.specHeightValue', { mm: d.heightMm })],
    [i18next.t('shop.specMaterial'), d.material],
    [i18next.t('shop.specSculptor'), d.sculptor],
    [i18next.t('shop.specManufacturer'), d.manufacturer],
    [i18next.t('shop.specContents'), d.contents],
  ];
  return rows.filter((r): r is [string, string] => !!r[1]).map(([label, value]) => ({ label, value }));
}

/**
 * Issue 27: the specification table a collector reads before buying (scale, height, material,
 * sculptor, maker, what is in the box), per spec; nothing when no spec has any.
 */
export function SpecificationTable({ specs }: { specs: FigurineSpec[] }) {
  const described = specs.map((s) => ({ spec: s, rows: rowsOf(s.details) })).filter((s) => s.rows.length > 0);
  if (described.length === 0) return null;
  return (
    <section aria-labelledby="specification-heading" className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 id="specification-heading" className="mb-2 text-base font-bold text-neutral-900">
        {i18next.t('shop.specifications')}
      </h2>
      {described.map(({ spec, rows }) => (
        <div key={spec.id} className="mt-2 first-of-type:mt-0">
          {/* The spec's title only tells specs apart: one spec needs none. */}
          {described.length > 1 && <h3 className="mb-1 text-sm font-semibold text-neutral-800">{spec.title}</h3>}
          <dl className="divide-y divide-neutral-100 text-sm">
            {rows.map((r) => (
              <div key={r.label} className="grid grid-cols-[7.5rem_1fr] gap-3 py-2">
                <dt className="text-neutral-500">{r.label}</dt>
                <dd className="break-words whitespace-pre-line text-neutral-900">{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
