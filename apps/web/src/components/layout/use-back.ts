import { paths } from '@pedestal/contract/paths';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back in history when there is somewhere to go back to, otherwise to the fallback (default Home). */
export function useBack(fallback: string = paths.home) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
