import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the dashboard, linking to the screen that acts on it when there is one. */
export function StatTile({ label, value, detail, to }: { label: string; value: ReactNode; detail?: ReactNode; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-600">{detail}</p>}
    </>
  );
  const cls = 'block rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';
  return to ? (
    <Link to={to} className={`${cls} hover:ring-indigo-400`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}
