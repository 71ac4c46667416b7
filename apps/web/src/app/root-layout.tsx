import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { AppDialogs } from '@/components/app-dialogs';
import { LoadingCard } from '@/components/ui/spinner';
import { DailyVotingReminder } from '@/features/account/components/daily-voting-reminder';
import { useTranslation } from '@/i18n/react';
import { i18next } from '@/i18n';

/**
 * The mobile column (up to 480 px) every screen renders in on a phone; from 768 px the screens use
 * the whole window (top navigation, wider grids, side-by-side details).
 */
export function RootLayout() {
  // Screens read texts with i18next.t while rendering: a new language draws the screen again.
  const { i18n } = useTranslation();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-[480px] bg-neutral-50 shadow-[0_0_40px_rgba(0,0,0,0.06)] md:max-w-none md:shadow-none">
      <Suspense key={i18n.language} fallback={<LoadingCard />}>
        <Outlet />
      </Suspense>
      <AppDialogs />
      <DailyVotingReminder />
      <Toaster
        duration={4000}
        visibleToasts={3}
        gap={14}
        swipeDirections={['right', 'left']}
        richColors
        closeButton={false}
        position="top-center"
        containerAriaLabel={i18next.t('common.notifications')}
      />
      <ScrollRestoration />
    </div>
  );
}
