import type { CrowdfundingStatus } from '../enums';
import { formatNumber, formatPrice } from './money';
import { characterPhase, type CharacterPhaseInput } from './character-phase';

/**
 * The console's "Next step" for a character (issue 28 #7): one state per place in the funnel,
 * each with one text and the steps an operator can take from it. The card shows the text of the
 * state the character is in now, so after a step it reads the new state's text, never the old
 * one's (a step's confirmation only says what was done).
 */
export const NextStepState = [
  'review-pending',
  'rejected',
  'not-started',
  'vote-active',
  'vote-reached',
  'vote-failed',
  'crowdfunding-below-goal',
  'crowdfunding-at-goal',
  'crowdfunding-funded',
  'crowdfunding-failed',
  'crowdfunding-ended',
  'pre-sale',
  'sale',
] as const;
export type NextStepState = (typeof NextStepState)[number];

/** A step the console offers from a state (each behind its own confirmation). */
export type NextStepAction = 'start-crowdfunding' | 'finish-success' | 'fund-below-goal' | 'fail' | 'start-pre-sale';

export interface NextStepInput extends CharacterPhaseInput {
  crowdfunding?: { status: CrowdfundingStatus; countCurrent: number; countTarget: number; progress: number } | null;
}

/** Which state of the funnel a character is in, for its next step. */
export function nextStepState(c: NextStepInput, now: number = Date.now()): NextStepState {
  if (c.status === 'pending') return 'review-pending';
  if (c.status === 'rejected') return 'rejected';
  const cf = c.crowdfunding;
  switch (characterPhase(c, now)) {
    case 'pre-sale':
      return 'pre-sale';
    case 'sale':
      return 'sale';
    case 'crowdfunding-active':
      return cf!.countCurrent >= cf!.countTarget ? 'crowdfunding-at-goal' : 'crowdfunding-below-goal';
    case 'crowdfunding-success':
      return cf!.status === 'success_pending' ? 'crowdfunding-funded' : 'crowdfunding-ended';
    case 'crowdfunding-failed':
      return 'crowdfunding-failed';
    case 'vote-negotiation':
      return 'vote-reached';
    case 'vote-failed':
      return 'vote-failed';
    case 'vote-active':
      // Crowdfunding may start as soon as the count reaches the target, the vote still open.
      return c.vote!.countCurrent >= c.vote!.countTarget ? 'vote-reached' : 'vote-active';
    default:
      return 'not-started';
  }
}

const raised = (cf: NextStepInput['crowdfunding']) => `${formatPrice(cf?.countCurrent ?? 0)} of ${formatPrice(cf?.countTarget ?? 0)}`;

/** Each state's one text and its steps. */
export const NEXT_STEPS: Record<NextStepState, { text: (c: NextStepInput) => string; actions: readonly NextStepAction[] }> = {
  'review-pending': { text: () => 'Waiting for review. Approve or reject it in the review queue.', actions: [] },
  rejected: { text: () => 'Rejected. The submitter may edit it and submit it again.', actions: [] },
  'not-started': { text: () => 'Approved; its vote has not opened yet.', actions: [] },
  'vote-active': {
    text: (c) =>
      `Voting: ${formatNumber(c.vote!.countCurrent)} of ${formatNumber(c.vote!.countTarget)} votes. Crowdfunding can start once the vote reaches its target.`,
    actions: [],
  },
  'vote-reached': {
    text: () => 'The vote reached its target. Start crowdfunding once the rights are agreed.',
    actions: ['start-crowdfunding'],
  },
  'vote-failed': { text: () => 'The vote ended short of its target, or the rights talks failed. No further step.', actions: [] },
  'crowdfunding-below-goal': {
    text: (c) =>
      `Crowdfunding: ${raised(c.crowdfunding)} raised (${c.crowdfunding!.progress}% of its goal). Below the goal it can only be funded with a written reason, or finished as failed (every paid support refunded).`,
    actions: ['fund-below-goal', 'fail'],
  },
  'crowdfunding-at-goal': {
    text: (c) =>
      `Crowdfunding: ${raised(c.crowdfunding)} raised (${c.crowdfunding!.progress}% of its goal). Finish it as a success, or as failed (every paid support refunded).`,
    actions: ['finish-success', 'fail'],
  },
  'crowdfunding-funded': {
    text: () => 'Funded and in production. Start the pre-sale when figurines can be ordered.',
    actions: ['start-pre-sale'],
  },
  'crowdfunding-failed': {
    text: () => 'The campaign failed. Every paid support is refunded through the queue; the Supports tab shows each refund’s progress.',
    actions: [],
  },
  'crowdfunding-ended': { text: () => 'The campaign is over. No further step.', actions: [] },
  'pre-sale': {
    text: () => 'In pre-sale. Add sale specs with stock so shoppers can order; the sale follows when the pre-sale ends.',
    actions: [],
  },
  sale: { text: () => 'On sale. Manage its price, images and specs below.', actions: [] },
};

/** The next step of a character: its state, the text and the steps offered. */
export function nextStep(c: NextStepInput, now: number = Date.now()) {
  const state = nextStepState(c, now);
  return { state, text: NEXT_STEPS[state].text(c), actions: NEXT_STEPS[state].actions };
}
