import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { i18next } from '@/i18n';
import type { Lottery } from '@pedestal/contract/schemas/lottery';
import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

/** On the figurine page: a spec sold by lottery links to its lottery (issue 25). */
export function LotteryLink({ specId }: { specId: string }) {
  const { data: lottery } = useQuery({
    queryKey: ['lottery', 'of-spec', specId],
    queryFn: ({ signal }) => api.get<Data<Lottery | null>>(`lottery/of-spec/${specId}`, undefined, signal).then((r) => r.data),
  });
  if (!lottery) return null;
  return (
    <Link
      to={paths.lotteryShow(lottery.id)}
      className="mt-2 block rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
      data-testid="lottery-link"
    >
      {i18next.t(lottery.status === 'open' ? 'lottery.specByLottery' : 'lottery.specLotteryDrawn', { title: lottery.specTitle })}
    </Link>
  );
}
