import { paths } from '@pedestal/contract/paths';
import { characterKind, displayStatus } from '@pedestal/contract/rules/character-status';
import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { Clock } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useParams } from 'react-router';
import { FallbackImage, StatusBadge } from '@/components/item-card';
import { SubPage } from '@/components/layout/sub-page';
import { useCharacter } from '@/lib/queries/get-character';
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

/** SPEC §2 Contributors: the character, then ranked supporters of each phase. */
export default function ContributorsPage() {
  const { characterId = '' } = useParams();
  const { data: character, isPending } = useCharacter(characterId);
  return (
    <SubPage title={i18next.t('contributor.contributors')} fallback={paths.voteShow(characterId)}>
      <CharacterHeader characterId={characterId} character={character} isPending={isPending} />
      {/* Opens on the phase the character is in (or past), once that is known. */}
      {!isPending && (
        <PhaseTabs characterId={characterId} initial={character && characterKind(character) !== 'vote' ? 'crowdfunding' : 'vote'} />
      )}
    </SubPage>
  );
}
