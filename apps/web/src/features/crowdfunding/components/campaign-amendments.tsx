import type { CampaignAmendment, CampaignAmendmentChange } from '@pedestal/contract/schemas/crowdfunding';
import { formatDate, formatPrice } from '@/lib/format';
import { currentLanguage, i18next } from '@/i18n';

/** One change in the shopper's language; an unnamed tier is named by its old price. */
function changeText(change: CampaignAmendmentChange): string {
  switch (change.field) {
    case 'goal':
      return i18next.t('crowdfunding.amendedGoal', { from: formatPrice(change.from), to: formatPrice(change.to) });
    case 'end-at':
      return change.from
        ? i18next.t('crowdfunding.amendedEndAt', { from: formatDate(change.from), to: formatDate(change.to) })
        : i18next.t('crowdfunding.amendedEndAtSet', { to: formatDate(change.to) });
    case 'tier-price':
      return i18next.t('crowdfunding.amendedTierPrice', {
        tier: change.tierName || formatPrice(change.from),
        from: formatPrice(change.from),
        to: formatPrice(change.to),
      });
  }
}

/**
 * A running campaign's amendments (decisions 066, 072), oldest first: each dated, with what changed
 * and the team's reason, so a backer sees why the goal, end or a price is not what it was.
 */
export function CampaignAmendments({ amendments }: { amendments: CampaignAmendment[] }) {
  if (amendments.length === 0) return null;
  const separator = currentLanguage() === 'zh-CN' ? '；' : '; ';
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm" aria-labelledby="campaign-amendments">
      <h2 id="campaign-amendments" className="text-base font-bold text-neutral-900">
        {i18next.t('crowdfunding.amendments')}
      </h2>
      <p className="mt-0.5 mb-3 text-xs text-neutral-500">{i18next.t('crowdfunding.amendmentsNote')}</p>
      <ul className="flex flex-col gap-2">
        {amendments.map((a) => (
          <li key={a.at} className="text-sm leading-relaxed break-words text-neutral-700">
            {i18next.t('crowdfunding.amendedOn', {
              changes: a.changes.map(changeText).join(separator),
              date: formatDate(a.at),
              reason: a.reason,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
