import { lazy, Suspense } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { DialogProps } from './ui/dialog';

const loadDialog = () => import('./ui/dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

// Fetched once the page is idle, so a dialog opens without waiting (and works offline, cached).
if (typeof window !== 'undefined') whenIdle(() => void loadDialog());

/**
 * The dialog for components every screen mounts (root layout): Radix's dialog stack stays out of
 * the first chunk a phone downloads (issue 13: ≤ 130 KB initial JS).
 */
export function LazyDialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
