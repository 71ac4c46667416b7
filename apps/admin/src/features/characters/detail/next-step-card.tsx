import type { CharacterDetail } from '@pedestal/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card } from '@admin/components/ui';
import { useCan } from '@admin/lib/session';
import { FailCampaignDialog, FundBelowGoalDialog } from './campaign-ending-dialogs';
import { FinishCrowdfundingDialog } from './finish-crowdfunding-dialog';
import { StartCrowdfundingDialog } from './start-crowdfunding-dialog';
import { StartPreSaleDialog } from './start-pre-sale-dialog';

/** The next step of the funnel, each behind a confirmation that says what it does. */
export function NextStepCard({ c }: { c: CharacterDetail }) {
  const [open, setOpen] = useState<'start-cf' | 'finish' | 'below-goal' | 'fail' | 'pre-sale' | null>(null);
  const can = useCan();
  const [done, setDone] = useState<string | null>(null);
  const close = () => setOpen(null);
  const ok = (message: string) => {
    close();
    setDone(message);
  };
  const cf = c.crowdfunding;
  const canStartCf =
    c.status === 'approved' &&
    !!c.vote &&
    c.vote.countCurrent >= c.vote.countTarget &&
    c.vote.negotiation !== 'failed' &&
    (!cf || cf.status === 'inactive');
  const canFinish = cf?.status === 'active';
  const canStartPre = cf?.status === 'success_pending' && c.sale?.status !== 'active';
  let next: ReactNode;
  if (c.status === 'pending')
    next = (
      <p className="text-sm text-slate-700">
        Waiting for review. Decide in the{' '}
        <Link className="text-indigo-800 underline" to={`/reviews?focus=${c.id}`}>
          review queue
        </Link>
        .
      </p>
    );
  else if (c.status === 'rejected') next = <p className="text-sm text-slate-700">Rejected; the submitter may edit and resubmit.</p>;
  else if (canStartCf) next = <Button onClick={() => setOpen('start-cf')}>Start crowdfunding</Button>;
  else if (canFinish)
    // Success only at the goal; below it, an explicit override with a reason (decision 036).
    next = can('campaigns.manage') ? (
      <div className="flex flex-wrap gap-2">
        {cf.countCurrent >= cf.countTarget ? (
          <Button onClick={() => setOpen('finish')}>Finish crowdfunding as success</Button>
        ) : (
          <Button variant="secondary" onClick={() => setOpen('below-goal')}>
            Fund below goal…
          </Button>
        )}
        <Button variant="danger" onClick={() => setOpen('fail')}>
          Finish as failed…
        </Button>
      </div>
    ) : (
      <p className="text-sm text-slate-700">Crowdfunding: {cf.progress}% of its goal.</p>
    );
  else if (canStartPre) next = <Button onClick={() => setOpen('pre-sale')}>Start pre-sale</Button>;
  else if (c.vote?.status === 'active')
    next = (
      <p className="text-sm text-slate-700">
        Voting: {c.vote.countCurrent} of {c.vote.countTarget} votes. Crowdfunding can start once the vote reaches its target.
      </p>
    );
  else if (c.sale?.status === 'active') next = <p className="text-sm text-slate-700">On sale. Manage its price, images and specs below.</p>;
  else next = <p className="text-sm text-slate-700">No lifecycle step is available in this state ({c.displayStatus}).</p>;
  return (
    <Card title="Next step">
      {done && (
        <div className="mb-3">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      {next}
      <StartCrowdfundingDialog c={c} open={open === 'start-cf'} onClose={close} onDone={ok} />
      <FinishCrowdfundingDialog c={c} open={open === 'finish'} onClose={close} onDone={ok} />
      <FundBelowGoalDialog c={c} open={open === 'below-goal'} onClose={close} onDone={ok} />
      <FailCampaignDialog c={c} open={open === 'fail'} onClose={close} onDone={ok} />
      <StartPreSaleDialog c={c} open={open === 'pre-sale'} onClose={close} onDone={ok} />
    </Card>
  );
}
