import type { CharacterDetail } from '@pedestal/contract';
import { Badge } from './ui';

/** A submission as the shopper will see it on its vote page: illustration, name, genres, story, creator. */
export function CharacterPreview({ c }: { c: CharacterDetail }) {
  return (
    <article className="overflow-hidden rounded-lg ring-1 ring-slate-200" aria-label={`Preview of ${c.name}`}>
      <div className="grid grid-cols-[220px_1fr] gap-5 bg-white p-5">
        {c.illustration ? (
          <img src={c.illustration} alt={`${c.name} illustration`} className="aspect-[3/4] w-full rounded-md bg-slate-100 object-cover" />
        ) : (
          <div className="grid aspect-[3/4] w-full place-items-center rounded-md bg-slate-100 text-sm text-slate-600">No illustration</div>
        )}
        <div className="flex min-w-0 flex-col gap-3">
          <div>
            <h3 className="text-xl font-semibold text-slate-900">{c.name}</h3>
            <p className="text-sm text-slate-600 capitalize">{c.gender}</p>
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label="Genres">
            {c.genre.split(',').map((g) => (
              <li key={g}>
                <Badge tone="indigo">{g}</Badge>
              </li>
            ))}
          </ul>
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{c.description}</p>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Creator</dt>
            <dd>
              {c.creatorName} ·{' '}
              <a href={c.creatorWebsite} target="_blank" rel="noreferrer noopener" className="text-indigo-800 underline">
                {c.creatorWebsite}
              </a>
            </dd>
            {c.website && (
              <>
                <dt className="text-slate-600">Official website</dt>
                <dd>
                  <a href={c.website} target="_blank" rel="noreferrer noopener" className="text-indigo-800 underline">
                    {c.website}
                  </a>
                </dd>
              </>
            )}
            <dt className="text-slate-600">Submitted by</dt>
            <dd>{c.user.profile.nickname}</dd>
          </dl>
        </div>
      </div>
      <div className="border-t border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-950">
        <span className="font-semibold">Note for the review team:</span> {c.note}
      </div>
    </article>
  );
}
