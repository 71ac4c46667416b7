import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { i18next } from '@/i18n';
import { useLotteryOfSpec } from '../api/lottery';

/** On the figurine page: a spec sold by lottery links to its lottery (issue 25). */
export function LotteryLink({ specId }: { specId: string }) {
  const { data: lottery } = useLotteryOfSpec(specId);
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
