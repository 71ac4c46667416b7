import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { cn } from '@/lib/cn';

export interface BottomDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name and heading. */
  title: ReactNode;
  /** The close button's accessible name, in the shopper's language. */
  closeLabel: string;
  /** A picture left of the title (the chosen spec's image). */
  media?: ReactNode;
  /** Under the title: the price and what goes with it. */
  summary?: ReactNode;
  /** Pinned under the scrolling body: the confirming button. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The bottom sheet of a choice before paying (the shop's purchase drawer, the campaign's support
 * drawer): grab handle, a header with the optional picture, title, summary and close button, a
 * scrolling body and a pinned footer. vaul gives the drag to close (a quarter of its height) and
 * the focus trap; the caller owns what is chosen.
 */
export function BottomDrawer({ open, onClose, title, closeLabel, media, summary, footer, children }: BottomDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(o) => !o && onClose()} closeThreshold={0.25}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed bottom-0 left-1/2 z-50 flex max-h-[85vh] w-full max-w-[480px] -translate-x-1/2 flex-col rounded-t-3xl bg-white outline-none"
        >
          <div className="mx-auto mt-2.5 h-1.5 w-10 rounded-full bg-neutral-200" aria-hidden />
          <div className="flex items-start gap-3 px-4 pt-3 pb-3">
            {media}
            {/* Beside a picture the text starts a little lower, level with the picture's content. */}
            <div className={cn('min-w-0 flex-1', media && 'pt-1')}>
              <Drawer.Title className="truncate text-base font-bold text-neutral-900">{title}</Drawer.Title>
              {summary}
            </div>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className="rounded-full p-1.5 text-neutral-500 hover:bg-neutral-100"
            >
              <X className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto border-t border-neutral-100 px-4 py-3">{children}</div>
          <div className="border-t border-neutral-100 px-4 pt-3 pb-[max(12px,env(safe-area-inset-bottom))]">{footer}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
