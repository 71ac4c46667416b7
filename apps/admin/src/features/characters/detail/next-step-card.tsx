import { nextStep, type CharacterDetail, type NextStepAction } from '@pedestal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card } from '@admin/components/ui';
import { api, errorMessage } from '@admin/lib/api';
import { useCharacterAction } from '@admin/lib/characters';
import { useCan } from '@admin/lib/session';
import { FailCampaignDialog, FundBelowGoalDialog } from './campaign-ending-dialogs';
import { FinishCrowdfundingDialog } from './finish-crowdfunding-dialog';
import { StartPreSaleDialog } from './start-pre-sale-dialog';

const BUTTONS: Record<NextStepAction, { label: string; variant?: 'secondary' | 'danger' }> = {
  'start-crowdfunding': { label: 'Prepare as draft' },
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
  // Decisions 066, 072: a campaign opens only from a draft (tiers, images, texts), started from the
  // Crowdfunding card's checklist once complete; this step prepares the draft, and is gone once it exists.
  const drafted = c.crowdfunding?.status === 'inactive';
  const actions = (can('campaigns.manage') ? step.actions : []).filter((a) => !(a === 'start-crowdfunding' && c.crowdfunding));
  const prepare = useCharacterAction(() => api.post(`admin/crowdfunding/${c.id}/draft`));
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
            <Button
              key={a}
              variant={BUTTONS[a].variant}
              busy={a === 'start-crowdfunding' && prepare.isPending}
              onClick={() =>
                a === 'start-crowdfunding'
                  ? prepare.mutate(undefined, {
                      onSuccess: () => setDone('Draft campaign prepared: add its tiers and images below, then start it.'),
                    })
                  : setOpen(a)
              }
            >
              {BUTTONS[a].label}
            </Button>
          ))}
        </div>
      )}
      {drafted && !done && (
        <p className="mt-2 text-sm text-slate-700">
          A draft campaign is prepared: complete its checklist in the Crowdfunding card, then start it.
        </p>
      )}
      {prepare.error && (
        <div className="mt-2">
          <Alert>{errorMessage(prepare.error)}</Alert>
        </div>
      )}
      <FinishCrowdfundingDialog c={c} open={open === 'finish-success'} onClose={close} onDone={ok} />
      <FundBelowGoalDialog c={c} open={open === 'fund-below-goal'} onClose={close} onDone={ok} />
      <FailCampaignDialog c={c} open={open === 'fail'} onClose={close} onDone={ok} />
      <StartPreSaleDialog c={c} open={open === 'start-pre-sale'} onClose={close} onDone={ok} />
    </Card>
  );
}
