import { paths } from '@pedestal/contract/paths';
import { characterKind, displayStatus } from '@pedestal/contract/rules/character-status';
import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { CheckCircle2, Clock } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useLocation, useParams } from 'react-router';
import { FallbackImage, StatusBadge } from '@/components/item-card';
import { SubPage } from '@/components/layout/sub-page';
import { useCharacter } from '@/lib/queries/get-character';
import { readVoteCounted, type VoteCountedState } from '@/lib/vote-counted';
import type { ContributorPhase } from '../api/get-contributors';
import { ContributorList } from '../components/contributor-list';
import { i18next } from '@/i18n';

function CharacterHeader({ characterId, character, isPending }: { characterId: string; character?: CharacterDetail; isPending: boolean }) {
  return (
    <div className="m-4 flex items-center gap-3.5 rounded-2xl bg-white p-3.5 shadow-sm">
      {isPending ? (
        <div className="size-16 shrink-0 animate-pulse rounded-xl bg-neutral-100" />
      ) : (
        <Link to={paths.voteShow(characterId)} className="size-16 shrink-0 overflow-hidden rounded-xl">
          <FallbackImage src={character?.illustration} alt={character?.name ?? ''} className="size-full" />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        {character ? (
          <>
            <StatusBadge status={displayStatus(character)} />
            <h2 className="mt-1 truncate text-base font-bold text-neutral-900">{character.name}</h2>
          </>
        ) : (
          <div className="h-5 w-2/3 animate-pulse rounded bg-neutral-100" />
        )}
        <p className="mt-0.5 flex items-center gap-1 text-xs text-neutral-500">
          <Clock className="size-3.5" aria-hidden /> {i18next.t('contributor.dataRefreshesDailyAt3')}
        </p>
      </div>
    </div>
  );
}

const tabs: { value: ContributorPhase; label: string }[] = [
  {
    value: 'vote',
    get label() {
      return i18next.t('contributor.votingPhase');
    },
  },
  {
    value: 'crowdfunding',
    get label() {
      return i18next.t('contributor.crowdfundingPhase');
    },
  },
];

function PhaseTabs({ characterId, initial }: { characterId: string; initial: ContributorPhase }) {
  return (
    <Tabs.Root defaultValue={initial} className="px-4">
      <Tabs.List aria-label={i18next.t('contributor.phase')} className="mb-3 grid grid-cols-2 rounded-full bg-neutral-200/70 p-1">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="h-9 rounded-full text-sm font-semibold text-neutral-500 outline-none transition focus-visible:ring-2 focus-visible:ring-brand-300 data-[state=active]:bg-white data-[state=active]:text-brand-600 data-[state=active]:shadow-sm"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className="outline-none">
          <ContributorList characterId={characterId} phase={t.value} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * After a vote (issue 27): says plainly that it counted, with the character's new total, and why
 * the voter is not in the ranking yet (it is a daily snapshot).
 */
function VoteCounted({ state }: { state: VoteCountedState }) {
  return (
    <div role="status" className="mx-4 mb-4 flex gap-3 rounded-2xl bg-emerald-50 p-3.5 text-emerald-900 ring-1 ring-emerald-200">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{i18next.t('contributor.yourVoteCounted', { name: state.votedFor })}</p>
        <p className="mt-0.5">{i18next.t('contributor.votesNow', { count: state.votes })}</p>
        <p className="mt-0.5 text-emerald-800">{i18next.t('contributor.rankingAfterRefresh')}</p>
      </div>
    </div>
  );
}

/** SPEC §2 Contributors: the character, then ranked supporters of each phase. */
export default function ContributorsPage() {
  const { characterId = '' } = useParams();
  const { data: character, isPending } = useCharacter(characterId);
  const voted = readVoteCounted(useLocation().state);
  return (
    <SubPage title={i18next.t('contributor.contributors')} fallback={paths.voteShow(characterId)}>
      <CharacterHeader characterId={characterId} character={character} isPending={isPending} />
      {voted && <VoteCounted state={voted} />}
      {/* Opens on the phase the character is in (or past), once that is known. */}
      {!isPending && (
        <PhaseTabs characterId={characterId} initial={character && characterKind(character) !== 'vote' ? 'crowdfunding' : 'vote'} />
      )}
    </SubPage>
  );
}
