import { formatDateTime } from '@/lib/format';
import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { genreLabel, genresOf } from '@/lib/genre';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { i18next } from '@/i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5 text-sm">
      <dt className="shrink-0 text-neutral-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-neutral-900">{children}</dd>
    </div>
  );
}

function ExternalUrl({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex max-w-full items-center gap-1 text-brand-600">
      <span className="truncate">{href.replace(/^https?:\/\//, '')}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
    </a>
  );
}

/** Creator, websites, genre, description and submitter of a character. */
export function CharacterDetails({ character }: { character: CharacterDetail }) {
  const genres = genresOf(character.genre);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-base font-bold text-neutral-900">{i18next.t('vote.details')}</h2>
      <dl className="mt-1 divide-y divide-neutral-100">
        <Row label={i18next.t('vote.creator')}>{character.creatorName}</Row>
        <Row label={i18next.t('vote.creatorWebsite')}>
          <ExternalUrl href={character.creatorWebsite} />
        </Row>
        {character.website && (
          <Row label={i18next.t('vote.officialWebsite')}>
            <ExternalUrl href={character.website} />
          </Row>
        )}
        <Row label={i18next.t('vote.gender')}>{i18next.t(`gender.${character.gender}`)}</Row>
        {genres.length > 0 && (
          <Row label={i18next.t('vote.genre')}>
            <span className="flex flex-wrap justify-end gap-1.5">
              {genres.map((g) => (
                <span key={g} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                  {genreLabel(g)}
                </span>
              ))}
            </span>
          </Row>
        )}
      </dl>
      <h3 className="mt-3 text-sm font-semibold text-neutral-900">{i18next.t('vote.description')}</h3>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-neutral-600">{character.description}</p>
      <div className="mt-4 flex items-center gap-3 rounded-xl bg-neutral-50 p-3">
        <Avatar src={character.user.profile.avatar} name={character.user.profile.nickname} className="size-9 text-sm" />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-neutral-900">{character.user.profile.nickname}</p>
          <p className="text-xs text-neutral-500">
            {i18next.t('vote.submitted')} {formatDateTime(character.createdAt)}
          </p>
        </div>
      </div>
    </section>
  );
}
