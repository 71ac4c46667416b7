import { DAILY_VOTES } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { characterKind, characterPath } from '@pedestal/contract/rules/character-status';
import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { Clock, Handshake, Info, Ticket, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useUserState } from '@/lib/session/get-user-state';
import { handleError } from '@/lib/handle-error';
import { useCastVote } from '../api/cast-vote';
import { useDeleteCharacter } from '../api/delete-character';

function Notice({ icon, title, children, tone }: { icon: ReactNode; title: string; children?: ReactNode; tone: string }) {
  return (
    <div className="mb-3 flex gap-3">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-neutral-900">{title}</p>
        {children && <div className="mt-0.5 text-[13px] leading-snug break-words text-neutral-500">{children}</div>}
      </div>
    </div>
  );
}

/** SPEC §4: the owner's pending or rejected submission, with Edit and Delete. */
function OwnerPanel({ character }: { character: CharacterDetail }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCharacter(character.id);
  const rejected = character.status === 'rejected';
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Submission deleted');
        navigate(paths.campaigns, { replace: true });
      },
      onError: handleError,
      onSettled: () => setConfirming(false),
    });
  return (
    <BottomBar>
      {rejected ? (
        <Notice icon={<XCircle className="size-5 text-red-600" />} tone="bg-red-50" title="Submission rejected">
          {character.rejectReason ? `Reason: ${character.rejectReason}` : 'No reason was given.'}
        </Notice>
      ) : (
        <Notice icon={<Clock className="size-5 text-amber-600" />} tone="bg-amber-50" title="Under review">
          Our team is reviewing your submission. You can still edit or delete it.
        </Notice>
      )}
      <div className="flex gap-3">
        <Button variant="outline" block size="lg" onClick={() => setConfirming(true)} className="text-red-600">
          Delete
        </Button>
        <Button block size="lg" onClick={() => navigate(paths.characterEdit(character.id))}>
          Edit
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this submission?"
        description="Your character and its details will be removed. This cannot be undone."
        confirmText="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={onDelete}
      />
    </BottomBar>
  );
}

const negotiationText = {
  in_progress: 'Copyright negotiation in progress',
  succeeded: 'Copyright secured, crowdfunding is coming',
  failed: 'Copyright negotiation was unsuccessful',
} as const;

/** SPEC §4: the vote reached its target; talks with the creator follow. */
function NegotiationPanel({ character }: { character: CharacterDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Past the talks, the campaign or the figurine is where the story continues.
  const kind = characterKind(character);
  const title = kind === 'vote' ? negotiationText[character.vote?.negotiation ?? 'in_progress'] : 'Copyright secured';
  const text =
    kind === 'vote'
      ? 'This character reached 100% of its vote target. Thank you to everyone who voted!'
      : `This character reached its vote target and is now ${kind === 'sale' ? 'available as a figurine' : 'in crowdfunding'}.`;
  return (
    <BottomBar>
      <Notice icon={<Handshake className="size-5 text-brand-600" />} tone="bg-brand-50" title={title}>
        {text}
      </Notice>
      <div className="flex gap-3">
        <Button variant="secondary" block={kind === 'vote'} size="lg" onClick={() => setOpen(true)} className="shrink-0">
          <Info className="size-4" aria-hidden /> {kind === 'vote' ? 'What happens next?' : 'Learn more'}
        </Button>
        {kind !== 'vote' && (
          <Button block size="lg" onClick={() => navigate(characterPath(kind, character.id))}>
            {kind === 'sale' ? 'View Figurine' : 'View Campaign'}
          </Button>
        )}
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Copyright negotiation"
        icon={
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Handshake className="size-6 text-brand-600" />
          </span>
        }
        footer={
          <Button block onClick={() => setOpen(false)}>
            Got it
          </Button>
        }
      >
        <div className="space-y-2 text-sm leading-relaxed text-neutral-600">
          <p>
            Once a character reaches its vote target, voting closes and we contact the original creator to license an official figurine.
          </p>
          <p>
            If the talks succeed, the character opens for crowdfunding and everyone can support its production. If they fail, the campaign
            stops here.
          </p>
          <p>The top 10 voters receive diamonds: 50, 40 and 30 for the first three places and 20 each for 4th to 10th.</p>
        </div>
      </Dialog>
    </BottomBar>
  );
}

/** SPEC §4 voting panel: Log In to Vote, no votes left, or Vote to Support with a confirmation. */
function VotingPanel({ character }: { character: CharacterDetail }) {
  const navigate = useNavigate();
  const { user, isSignin, isLoading } = useUserState();
  const guard = useLoginPrompt();
  const [confirming, setConfirming] = useState(false);
  const vote = useCastVote(character.id);
  const tickets = user?.voteToken ?? 0;

  if (character.vote?.status !== 'active') {
    return (
      <BottomBar>
        <Button block size="lg" disabled>
          Voting is closed
        </Button>
      </BottomBar>
    );
  }
  if (isLoading)
    return (
      <BottomBar>
        <div className="h-12 animate-pulse rounded-2xl bg-neutral-100" />
      </BottomBar>
    );
  if (!isSignin) {
    return (
      <BottomBar>
        <Button block size="lg" onClick={guard(() => undefined)}>
          Log In to Vote
        </Button>
      </BottomBar>
    );
  }
  if (tickets <= 0) {
    return (
      <BottomBar>
        <p className="flex items-center justify-center gap-2 rounded-2xl bg-neutral-100 px-4 py-3.5 text-center text-sm font-medium text-neutral-600">
          <Ticket className="size-4.5 shrink-0 text-neutral-500" aria-hidden />
          {`You have no votes left. You'll receive ${DAILY_VOTES} votes each day.`}
        </p>
      </BottomBar>
    );
  }
  const onConfirm = () =>
    vote.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Thanks for your vote!');
        navigate(paths.contributors(character.id));
      },
      onError: (error) => {
        setConfirming(false);
        handleError(error);
      },
    });
  return (
    <BottomBar>
      <Button block size="lg" onClick={guard(() => setConfirming(true))}>
        Vote to Support
        <span className="rounded-full bg-black/15 px-2 py-0.5 text-xs">{tickets} left</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm your vote"
        icon={
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Ticket className="size-6 text-brand-600" />
          </span>
        }
        description={
          <>
            This uses <strong className="text-neutral-900">1 vote</strong> for {character.name}. You have{' '}
            <strong className="text-neutral-900">{tickets}</strong> {tickets === 1 ? 'vote' : 'votes'} left today; {tickets - 1} will
            remain.
          </>
        }
        confirmText="Vote"
        loading={vote.isPending}
        onConfirm={onConfirm}
      />
    </BottomBar>
  );
}

/** Which bottom panel the vote page shows (SPEC §4 Vote panel); null when the viewer gets none. */
export function VotePanel({ character }: { character: CharacterDetail }) {
  if (character.status !== 'approved') return character.isOwner ? <OwnerPanel character={character} /> : null;
  const v = character.vote;
  if (v && v.countCurrent >= v.countTarget) return <NegotiationPanel character={character} />;
  return <VotingPanel character={character} />;
}
