import { INFINITE_SCROLL_THRESHOLD_PX } from '@pedestal/contract/constants';
import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `loadMore` when the returned sentinel comes within reach of the viewport.
 * Re-checks after every page (`pageCount`): a short page may leave the end in view with no scroll
 * event to come.
 */
export function useLoadMoreOnScroll(canLoadMore: boolean, pageCount: number, loadMore: () => unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!canLoadMore) return;
    const check = () => {
      const el = sentinel.current;
      if (el && el.getBoundingClientRect().top <= window.innerHeight + INFINITE_SCROLL_THRESHOLD_PX) void loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [canLoadMore, pageCount, loadMore]);
  return sentinel;
}
