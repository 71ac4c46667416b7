import { useSearchParams } from 'react-router';

/** List state in the address (page and filters), so a reload or a shared link shows the same list. */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = (next: Partial<Record<K | 'page', string | number>>) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === '' || v === undefined || v === null || (k === 'page' && Number(v) <= 1)) p.delete(k);
          else p.set(k, String(v));
        }
        if (!('page' in next)) p.delete('page');
        return p;
      },
      { replace: true },
    );
  return { page, filters, set };
}
