import { JourneyStage, type CharacterDetail } from '@pedestal/contract';
import { Alert, Card } from '@admin/components/ui';
import { dateTime, label } from '@admin/lib/format';

/** Each funnel stage with when the character reached it, and the rejection reason if any. */
export function JourneyCard({ c }: { c: CharacterDetail }) {
  const reached = new Map(c.journey.map((j) => [j.stage, j.at]));
  return (
    <Card title="Journey">
      <ol className="flex flex-col gap-0">
        {JourneyStage.map((s) => {
          const at = reached.get(s);
          return (
            <li key={s} className="flex items-start gap-3 border-l-2 py-1.5 pl-3" style={{ borderColor: at ? '#4338ca' : '#cbd5e1' }}>
              <div className="text-sm">
                <p className={at ? 'font-medium text-slate-900' : 'text-slate-600'}>{label(s)}</p>
                <p className="text-xs text-slate-600">{at ? dateTime(at) : 'not yet'}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {c.rejectReason && (
        <div className="mt-3">
          <Alert tone="amber">Rejected: {c.rejectReason}</Alert>
        </div>
      )}
    </Card>
  );
}
