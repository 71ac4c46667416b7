import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Sticky action bar fixed to the bottom edge with safe-area padding; an equally tall spacer keeps
 * the end of the page reachable above it. From 768 px it sits in the page's flow as a card that
 * sticks to the bottom of the window while its column scrolls.
 */
export function BottomBar({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div style={{ height }} className="md:hidden" aria-hidden />
      <div
        ref={ref}
        className={cn(
          'fixed bottom-0 left-1/2 z-30 w-full max-w-[480px] -translate-x-1/2 border-t border-neutral-100 bg-white/95 px-4 pt-3 pb-[max(12px,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_rgba(15,23,42,0.06)] backdrop-blur',
          'md:sticky md:bottom-4 md:left-auto md:mt-4 md:max-w-none md:translate-x-0 md:rounded-3xl md:border md:pb-3 md:shadow-lg',
          className,
        )}
      >
        {children}
      </div>
    </>
  );
}
