import { useEffect, useState } from 'react';

/**
 * The current time for rendering, held as state so render stays pure: read when the component
 * mounts and, with `refreshMs`, again on that interval (a countdown passes 1000).
 */
export function useNow(refreshMs?: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
