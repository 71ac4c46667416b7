import { characterPath } from '@pedestal/contract';
import { Link, useParams } from 'react-router';
import { Badge, ErrorState, Loading, PageHeader } from '@admin/components/ui';
import { useCharacter } from '@admin/lib/characters';
import { label } from '@admin/lib/format';
import { CrowdfundingSettingsCard } from './detail/crowdfunding-settings-card';
import { DangerZoneCard } from './detail/danger-zone-card';
import { FigurineSpecsCard } from './detail/figurine-specs-card';
import { JourneyCard } from './detail/journey-card';
import { NextStepCard } from './detail/next-step-card';
import { RewardsShippingCard } from './detail/rewards-shipping-card';
import { SaleSettingsCard } from './detail/sale-settings-card';
import { SupportTiersCard } from './detail/support-tiers-card';
import { VoteSettingsCard } from './detail/vote-settings-card';
import { statusTone } from './status';

/** One character: its journey, the next lifecycle step, and the settings and specs of each stage. */
export function CharacterDetailPage() {
  const { id = '' } = useParams();
  const q = useCharacter(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const c = q.data;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link to="/characters" className="text-indigo-800 underline underline-offset-2">
          Characters
        </Link>{' '}
        / {c.name}
      </nav>
      <PageHeader
        title={c.name}
        description={
          <span className="flex items-center gap-2">
            <Badge tone={statusTone(c)}>{c.displayStatus}</Badge>
            <span>
              Submitted by {c.user.profile.nickname} · {c.phase ? label(c.phase) : label(c.status)}
            </span>
          </span>
        }
        actions={
          c.status === 'approved' && (
            <a
              href={characterPath(c.kind, c.id)}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-indigo-800 underline"
            >
              View in the store ↗
            </a>
          )
        }
      />
      <div className="grid grid-cols-[1fr_340px] gap-6">
        <div className="flex flex-col gap-6">
          <NextStepCard c={c} />
          {c.vote && <VoteSettingsCard c={c} />}
          {/* A draft (inactive, decision 066) is prepared here too: its tiers, images and texts. */}
          {c.crowdfunding && (
            <>
              <CrowdfundingSettingsCard c={c} />
              <SupportTiersCard id={c.id} />
              <RewardsShippingCard id={c.id} />
            </>
          )}
          {c.sale && c.sale.status === 'active' && (
            <>
              <SaleSettingsCard c={c} />
              <FigurineSpecsCard id={c.id} />
            </>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <JourneyCard c={c} />
          <DangerZoneCard c={c} />
        </div>
      </div>
    </>
  );
}
