import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBack } from './use-back';

/** Sub-page header: back control, optional centred title, optional right-hand element. */
export function SubHeader({ title, right, fallback = '/' }: { title?: ReactNode; right?: ReactNode; fallback?: string }) {
  const back = useBack(fallback);
  return (
    <header className="sticky top-0 z-30 grid h-14 grid-cols-[48px_1fr_48px] items-center border-b border-neutral-100 bg-white/95 px-1 backdrop-blur">
      <button type="button" onClick={back} aria-label="Back" className="flex size-11 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100">
        <ChevronLeft className="size-6" />
      </button>
      <h1 className="truncate text-center text-base font-semibold text-neutral-900">{title}</h1>
      <div className="flex justify-end">{right}</div>
    </header>
  );
}
