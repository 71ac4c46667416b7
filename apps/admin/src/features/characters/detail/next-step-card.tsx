import { nextStep, type CharacterDetail, type NextStepAction } from '@pedestal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { useCan } from '@admin/lib/session';
import { FailCampaignDialog, FundBelowGoalDialog } from './campaign-ending-dialogs';
import { FinishCrowdfundingDialog } from './finish-crowdfunding-dialog';
import { StartCrowdfundingDialog } from './start-crowdfunding-dialog';
import { StartPreSaleDialog } from './start-pre-sale-dialog';

const BUTTONS: Record<NextStepAction, { label: string; variant?: 'secondary' | 'danger' }> = {
  'start-crowdfunding': { label: 'Start crowdfunding' },
  'finish-success': { label: 'Finish crowdfunding as success' },
  'fund-below-goal': { label: 'Fund below goal…', variant: 'secondary' },
  fail: { label: 'Finish as failed…', variant: 'danger' },
  'start-pre-sale': { label: 'Start pre-sale' },
};

/**
 * The next step of the funnel (the contract's `nextStep`: one text per state), each step behind a
 * confirmation that says what it does. After a step the card reads the new state's text; the
 * step's confirmation only says what was done.
 */
export function NextStepCard({ c }: { c: CharacterDetail }) {
  const [open, setOpen] = useState<NextStepAction | null>(null);
  const can = useCan();
  const [done, setDone] = useState<string | null>(null);
  const close = () => setOpen(null);
  const ok = (message: string) => {
    close();
    setDone(message);
  };
  const step = nextStep(c);
  const actions = can('campaigns.manage') ? step.actions : [];
  // Decision 066: the campaign prepared as a draft first (tiers, images, texts), started from its card when complete.
  const prepare = useCharacterAction(() => api.post(`admin/crowdfunding/${c.id}/draft`));
  const canPrepare = actions.includes('start-crowdfunding') && !c.crowdfunding;
  return (
    <Card title="Next step">
      {done && (
        <div className="mb-3">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      <p className="text-sm text-slate-700" data-state={step.state}>
        {step.text}
        {step.state === 'review-pending' && (
          <>
            {' '}
            <Link className="text-indigo-800 underline" to={`/reviews?focus=${c.id}`}>
              Open the review queue
            </Link>
          </>
        )}
      </p>
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button key={a} variant={BUTTONS[a].variant} onClick={() => setOpen(a)}>
              {BUTTONS[a].label}
            </Button>
          ))}
          {canPrepare && (
            <Button
              variant="secondary"
              busy={prepare.isPending}
              onClick={() =>
                prepare.mutate(undefined, { onSuccess: () => setDone('Draft campaign prepared: shoppers do not see it yet.') })
              }
            >
              Prepare as draft
            </Button>
          )}
        </div>
      )}
      <StartCrowdfundingDialog c={c} open={open === 'start-crowdfunding'} onClose={close} onDone={ok} />
      <FinishCrowdfundingDialog c={c} open={open === 'finish-success'} onClose={close} onDone={ok} />
      <FundBelowGoalDialog c={c} open={open === 'fund-below-goal'} onClose={close} onDone={ok} />
      <FailCampaignDialog c={c} open={open === 'fail'} onClose={close} onDone={ok} />
      <StartPreSaleDialog c={c} open={open === 'start-pre-sale'} onClose={close} onDone={ok} />
    </Card>
  );
}
