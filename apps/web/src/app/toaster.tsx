import { Toaster } from 'sonner';
import { i18next } from '@/i18n';

/** The app's toasts (SPEC §5), in their own chunk: the root layout mounts it once the page is idle. */
export default function AppToaster() {
  return (
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
  );
}
