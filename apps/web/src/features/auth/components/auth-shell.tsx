import { paths } from '@pedestal/contract/paths';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { useBack } from '@/components/layout/use-back';
import { i18next } from '@/i18n';

/** Frame of the sign-in screens: back control and logo over a soft pink wash, a heading, then a white card. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  banner,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  banner?: ReactNode;
}) {
  const back = useBack(paths.home);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-100 via-brand-50 to-neutral-50 px-4 pb-10">
      <div className="md:mx-auto md:max-w-md md:pt-6">
        <header className="relative flex h-14 items-center justify-center">
          <button
            type="button"
            onClick={back}
            aria-label={i18next.t('nav.back')}
            className="absolute left-0 flex size-11 items-center justify-center rounded-full text-neutral-800 hover:bg-white/60"
          >
            <ChevronLeft className="size-6" />
          </button>
          <Logo />
        </header>
        {banner}
        <div className="mt-6 mb-5 px-1">
          <h1 className="text-[28px] leading-tight font-extrabold tracking-tight text-ink">{title}</h1>
          {subtitle && <p className="mt-1.5 text-[15px] text-neutral-600">{subtitle}</p>}
        </div>
        <main className="rounded-3xl bg-white p-5 shadow-[0_8px_30px_rgba(236,72,153,0.10)]">{children}</main>
        {footer && <div className="mt-6 text-center text-sm text-neutral-600">{footer}</div>}
      </div>
    </div>
  );
}

/** A thin rule with a word in the middle ("or"). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium text-neutral-500 uppercase">
      <span className="h-px flex-1 bg-neutral-200" />
      {children}
      <span className="h-px flex-1 bg-neutral-200" />
    </div>
  );
}
