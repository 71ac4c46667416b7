import { Link } from 'react-router';
import { Badge, Card, Empty, Progress } from '@admin/components/ui';
import type { Dashboard } from './dashboard';

/** Votes closest to their target; those that reached it are ready for crowdfunding. */
export function VotesNearTargetCard({ votes }: { votes: Dashboard['votesNearTarget'] }) {
  return (
    <Card title="Votes near their target">
      {votes.length === 0 ? (
        <Empty title="No vote is near its target" />
      ) : (
        <ul className="flex flex-col gap-3">
          {votes.map((v) => (
            <li key={v.id} className="text-sm">
              <div className="mb-1 flex items-center justify-between gap-2">
                <Link to={`/characters/${v.id}`} className="font-medium text-slate-900 hover:underline">
                  {v.name}
                </Link>
                <span className="flex items-center gap-2 text-slate-700 tabular-nums">
                  {v.countCurrent} / {v.countTarget}
                  {v.reached && <Badge tone="amber">Ready for crowdfunding</Badge>}
                </span>
              </div>
              <Progress value={v.progress} label={`${v.name} vote progress`} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
