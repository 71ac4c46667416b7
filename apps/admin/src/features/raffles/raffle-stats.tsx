import type { RaffleDetail } from './raffle-detail';

/** Entries, players, wins and what was spent and distributed, as a row of figures. */
export function RaffleStats({ stats }: { stats: RaffleDetail['stats'] }) {
  const figures = [
    ['Entries', stats.entries],
    ['Players', stats.players],
    ['Wins', stats.wins],
    ['Pity wins', stats.pityWins],
    ['Diamonds spent', stats.diamonds],
    ['Prizes distributed', stats.distributed],
  ] as const;
  return (
    <dl className="mb-6 grid grid-cols-6 gap-4">
      {figures.map(([k, v]) => (
        <div key={k} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{k}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
