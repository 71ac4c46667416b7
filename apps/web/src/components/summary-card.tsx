import type { ReactNode } from 'react';

/** A titled white card of the checkout and order screens (summary, items, payment method, review). */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-[15px] font-bold text-neutral-900">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value on one line of a summary card. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-[13px]">
      <span className="text-neutral-500">{label}</span>
      <span className="min-w-0 truncate text-right font-medium text-neutral-800">{children}</span>
    </div>
  );
}
