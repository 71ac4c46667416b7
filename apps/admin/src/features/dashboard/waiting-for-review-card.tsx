import { Link } from 'react-router';
import { Card, Empty } from '@admin/components/ui';
import { dateTime } from '@admin/lib/format';
import type { Dashboard } from './dashboard';

/** The oldest submissions waiting for a decision, each opening in the review queue. */
export function WaitingForReviewCard({ oldest }: { oldest: Dashboard['pendingReviews']['oldest'] }) {
  return (
    <Card
      title="Waiting for review"
      actions={
        <Link className="text-sm font-medium text-indigo-800 hover:underline" to="/reviews">
          Open the queue
        </Link>
      }
    >
      {oldest.length === 0 ? (
        <Empty title="No submissions waiting" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {oldest.map((c) => (
            <li key={c.id} className="flex items-center justify-between py-2 text-sm">
              <Link to={`/reviews?focus=${c.id}`} className="font-medium text-slate-900 hover:underline">
                {c.name}
              </Link>
              <span className="text-slate-600">submitted {dateTime(c.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
