import { DAILY_VOTES } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { characterKind, characterPath } from '@pedestal/contract/rules/character-status';
import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { Clock, Handshake, Info, Ticket, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { promptLogin, useLoginPrompt } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useUserState } from '@/lib/session/get-user-state';
import { handleError } from '@/lib/handle-error';
import { voteCountedState } from '@/lib/vote-counted';
import { useCastVote } from '../api/cast-vote';
import { useDeleteCharacter } from '../api/delete-character';
import { i18next } from '@/i18n';
import { Trans } from '@/i18n/trans';

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
        toast.success(i18next.t('vote.submissionDeleted'));
        navigate(paths.campaigns, { replace: true });
      },
      onError: handleError,
      onSettled: () => setConfirming(false),
    });
  return (
    <BottomBar>
      {rejected ? (
        <Notice icon={<XCircle className="size-5 text-red-600" />} tone="bg-red-50" title={i18next.t('vote.submissionRejected')}>
          {character.rejectReason ? i18next.t('vote.rejectReason', { reason: character.rejectReason }) : i18next.t('vote.noReasonWasGiven')}
        </Notice>
      ) : (
        <Notice icon={<Clock className="size-5 text-amber-600" />} tone="bg-amber-50" title={i18next.t('vote.underReview')}>
          {i18next.t('vote.ourTeamIsReviewingYour')}
        </Notice>
      )}
      <div className="flex gap-3">
        <Button variant="outline" block size="lg" onClick={() => setConfirming(true)} className="text-red-600">
          {i18next.t('vote.delete')}
        </Button>
        <Button block size="lg" onClick={() => navigate(paths.characterEdit(character.id))}>
          {i18next.t('vote.edit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18next.t('vote.deleteThisSubmission')}
        description={i18next.t('vote.yourCharacterAndItsDetails')}
        confirmText={i18next.t('vote.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={onDelete}
      />
    </BottomBar>
  );
}

const negotiationText = {
  get in_progress() {
    return i18next.t('vote.copyrightNegotiationInProgress');
  },
  get succeeded() {
    return i18next.t('vote.copyrightSecuredCrowdfundingIsComing');
  },
  get failed() {
    return i18next.t('vote.copyrightNegotiationWasUnsuccessful');
  },
} as const;

/** SPEC §4: the vote reached its target; talks with the creator follow. */
function NegotiationPanel({ character }: { character: CharacterDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Past the talks, the campaign or the figurine is where the story continues.
  const kind = characterKind(character);
  const title = kind === 'vote' ? negotiationText[character.vote?.negotiation ?? 'in_progress'] : i18next.t('vote.copyrightSecured');
  const text =
    kind === 'vote'
      ? i18next.t('vote.thisCharacterReached100Of')
      : i18next.t('vote.reachedTarget', {
          where: kind === 'sale' ? i18next.t('vote.availableAsAFigurine') : i18next.t('vote.inCrowdfunding'),
        });
  return (
    <BottomBar>
      <Notice icon={<Handshake className="size-5 text-brand-600" />} tone="bg-brand-50" title={title}>
        {text}
      </Notice>
      <div className="flex gap-3">
        <Button variant="secondary" block={kind === 'vote'} size="lg" onClick={() => setOpen(true)} className="shrink-0">
          <Info className="size-4" aria-hidden /> {kind === 'vote' ? i18next.t('vote.whatHappensNext') : i18next.t('vote.learnMore')}
        </Button>
        {kind !== 'vote' && (
          <Button block size="lg" onClick={() => navigate(characterPath(kind, character.id))}>
            {kind === 'sale' ? i18next.t('vote.viewFigurine') : i18next.t('vote.viewCampaign')}
          </Button>
        )}
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18next.t('vote.copyrightNegotiation')}
        icon={
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Handshake className="size-6 text-brand-600" />
          </span>
        }
        footer={
          <Button block onClick={() => setOpen(false)}>
            {i18next.t('common.gotIt')}
          </Button>
        }
      >
        <div className="space-y-2 text-sm leading-relaxed text-neutral-600">
          <p>{i18next.t('vote.onceACharacterReachesIts')}</p>
          <p>{i18next.t('vote.ifTheTalksSucceedThe')}</p>
          <p>{i18next.t('vote.theTop10VotersReceive')}</p>
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
          {i18next.t('vote.votingIsClosed')}
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
        <Button block size="lg" onClick={promptLogin}>
          {i18next.t('vote.logInToVote')}
        </Button>
      </BottomBar>
    );
  }
  if (tickets <= 0) {
    return (
      <BottomBar>
        <p className="flex items-center justify-center gap-2 rounded-2xl bg-neutral-100 px-4 py-3.5 text-center text-sm font-medium text-neutral-600">
          <Ticket className="size-4.5 shrink-0 text-neutral-500" aria-hidden />
          {i18next.t('vote.noVotesLeft', { count: DAILY_VOTES })}
        </p>
      </BottomBar>
    );
  }
  const onConfirm = () => {
    // Single-flight (issue 41): taps while the vote is sent are ignored; one that gets through carries the same key.
    if (vote.isPending) return;
    vote.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(i18next.t('vote.thanksForYourVote'));
        // The ranking there is a daily snapshot: the page says the vote counted and when it shows.
        navigate(paths.contributors(character.id), { state: voteCountedState(character.name, character.vote?.countCurrent ?? 0) });
      },
      onError: (error) => {
        setConfirming(false);
        handleError(error);
      },
    });
  };
  return (
    <BottomBar>
      <Button block size="lg" onClick={guard(() => setConfirming(true))}>
        {i18next.t('vote.voteToSupport')}
        <span className="rounded-full bg-black/15 px-2 py-0.5 text-xs">{i18next.t('vote.ticketsLeft', { count: tickets })}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18next.t('vote.confirmYourVote')}
        icon={
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Ticket className="size-6 text-brand-600" />
          </span>
        }
        description={
          <>
            <Trans
              i18nKey="vote.confirmText"
              values={{ name: character.name, count: tickets, left: tickets - 1 }}
              components={{ b: <strong className="text-neutral-900" /> }}
            />
          </>
        }
        confirmText={i18next.t('vote.vote')}
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
