import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorView } from '@/components/error-view';
import { Button } from '@/components/ui/button';
import { useRaffleVerify } from '../api/get-raffle-verify';
import { i18next } from '@/i18n';

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="py-2">
      <dt className="text-[11px] font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className={`mt-0.5 text-sm break-all text-neutral-800 ${mono ? 'font-mono text-xs' : ''}`}>{children}</dd>
    </div>
  );
}

/**
 * DESIGN §6 verification: what the server committed to (seed hash) and, once the raffle ends, the
 * seed itself, so anyone can recompute HMAC-SHA256(seed, "userId:drawNumber") and compare the roll.
 */
export function VerifySection({ entryId, open, onOpen }: { entryId: string; open: boolean; onOpen: () => void }) {
  const query = useRaffleVerify(entryId, open);
  return (
    <section id="verify" className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="flex items-center gap-1.5 text-base font-bold text-neutral-900">
        <ShieldCheck className="size-4.5 text-emerald-700" aria-hidden /> {i18next.t('raffle.verifyThisDraw')}
      </h2>
      {!open ? (
        <>
          <p className="mt-1 text-xs leading-relaxed text-neutral-500">{i18next.t('raffle.checkThatThisResultCame')}</p>
          <Button variant="secondary" block className="mt-3" onClick={onOpen}>
            {i18next.t('raffle.verifyThisDraw')}
          </Button>
        </>
      ) : query.isPending ? (
        <div className="mt-3 h-32 animate-pulse rounded-2xl bg-neutral-100" aria-busy />
      ) : query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="mt-3" />
      ) : (
        <>
          <dl className="mt-2 divide-y divide-neutral-100">
            <Row label={i18next.t('raffle.seedHashSha256Published')} mono>
              {query.data.seedHash}
            </Row>
            <Row label={i18next.t('raffle.seed')} mono>
              {query.data.seed ?? <span className="font-sans text-neutral-500">{i18next.t('raffle.revealedWhenTheRaffleEnds')}</span>}
            </Row>
            <Row label={i18next.t('raffle.hmacMessageUseridDrawnumber')} mono>
              {query.data.message}
            </Row>
            <Row label={i18next.t('raffle.roll0999999')}>{query.data.roll}</Row>
            <Row label={i18next.t('raffle.entriesSinceLastWinBefore')}>{query.data.pityBefore}</Row>
            <Row label={i18next.t('raffle.outcome')}>{query.data.isWin ? i18next.t('raffle.win') : i18next.t('raffle.noWin')}</Row>
            {query.data.recomputed && (
              <Row label={i18next.t('raffle.recomputedFromTheSeed')}>
                <span className={query.data.recomputed.matches ? 'font-semibold text-emerald-700' : 'font-semibold text-red-600'}>
                  {query.data.recomputed.matches ? i18next.t('raffle.matches') : i18next.t('raffle.doesNotMatch')}
                </span>{' '}
                · roll {query.data.recomputed.roll}, {query.data.recomputed.isWin ? 'win' : i18next.t('raffle.noWin2')}
              </Row>
            )}
          </dl>
          <p className="mt-2 rounded-xl bg-neutral-50 px-3 py-2 text-xs leading-relaxed text-neutral-500">
            {i18next.t('raffle.verifyHow')}
          </p>
        </>
      )}
    </section>
  );
}
