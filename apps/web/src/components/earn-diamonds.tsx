import { CROWDFUNDING_TIERS, SUBMITTER_REWARD_DIAMONDS, TOP_SUPPORTER_REWARDS, TOP_VOTER_REWARDS } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { ChevronRight, Gem } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { i18next } from '@/i18n';
import { Trans } from '@/i18n/trans';

const range = (rewards: readonly number[]) => i18next.t('diamonds.range', { from: rewards[0], to: rewards[rewards.length - 1] });

function Way({ to, action, children }: { to: string; action: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 rounded-2xl px-3 py-2.5 hover:bg-neutral-50 focus-visible:bg-neutral-50">
        <span className="min-w-0 flex-1 text-[13px] leading-snug text-neutral-600">{children}</span>
        <span className="flex shrink-0 items-center text-[13px] font-semibold text-brand-700">
          {action}
          <ChevronRight className="size-4" aria-hidden />
        </span>
      </Link>
    </li>
  );
}

/**
 * The ways to earn diamonds (SPEC §9 rewards), each with a link to where it happens: a new shopper
 * has none, and raffles cost them.
 */
export function EarnDiamonds({ className }: { className?: string }) {
  const tiers = CROWDFUNDING_TIERS.map((t) => i18next.t('diamonds.tier', { price: t.price, count: t.diamond })).join(
    i18next.t('diamonds.separator'),
  );
  const b = <strong className="text-neutral-900" />;
  return (
    <section className={className ?? 'rounded-3xl bg-white p-4 shadow-sm'} aria-labelledby="earn-diamonds">
      <h2 id="earn-diamonds" className="flex items-center gap-1.5 text-base font-bold text-neutral-900">
        <Gem className="size-4.5 text-sky-600" aria-hidden /> {i18next.t('common.howToEarnDiamonds')}
      </h2>
      <ul className="-mx-3 mt-1">
        <Way to={paths.crowdfundingList} action={i18next.t('common.campaigns')}>
          <Trans i18nKey="diamonds.support" values={{ tiers }} components={{ b }} />
        </Way>
        <Way to={paths.crowdfundingList} action={i18next.t('common.campaigns')}>
          <Trans i18nKey="diamonds.topSupporter" values={{ range: range(TOP_SUPPORTER_REWARDS) }} components={{ b }} />
        </Way>
        <Way to={paths.voteList} action={i18next.t('common.vote')}>
          <Trans i18nKey="diamonds.topVoter" values={{ range: range(TOP_VOTER_REWARDS) }} components={{ b }} />
        </Way>
        <Way to={paths.characterCreate} action={i18next.t('common.submit')}>
          <Trans i18nKey="diamonds.submitter" values={{ count: SUBMITTER_REWARD_DIAMONDS }} components={{ b }} />
        </Way>
      </ul>
    </section>
  );
}
