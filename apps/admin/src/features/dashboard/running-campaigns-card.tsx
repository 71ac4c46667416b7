import { Link } from 'react-router';
import { Card, Empty, Progress } from '@admin/components/ui';
import { money } from '@admin/lib/format';
import type { Dashboard } from './dashboard';

/** Every running campaign: raised against its goal and the days it has left. */
export function RunningCampaignsCard({ campaigns }: { campaigns: Dashboard['campaigns'] }) {
  return (
    <Card title="Campaigns running" className="col-span-2">
      {campaigns.length === 0 ? (
        <Empty title="No campaign is running" />
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Campaigns running</caption>
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                Character
              </th>
              <th scope="col" className="py-2">
                Raised
              </th>
              <th scope="col" className="w-1/3 py-2">
                Progress
              </th>
              <th scope="col" className="py-2">
                Days left
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {campaigns.map((c) => (
              <tr key={c.id}>
                <td className="py-2">
                  <Link to={`/characters/${c.id}`} className="font-medium text-slate-900 hover:underline">
                    {c.name}
                  </Link>
                </td>
                <td className="py-2 tabular-nums">
                  {money(c.current)} of {money(c.target)}
                </td>
                <td className="py-2">
                  <Progress value={c.progress} label={`${c.name} funding progress`} />
                </td>
                <td className="py-2 tabular-nums">{c.daysLeft ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
