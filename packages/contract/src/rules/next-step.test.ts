import { describe, expect, it } from 'vitest';
import { NEXT_STEPS, NextStepState, nextStep, nextStepState, type NextStepAction, type NextStepInput } from './next-step';

const now = Date.parse('2026-07-01T00:00:00Z');
const votedIn = { status: 'ended' as const, countCurrent: 1000, countTarget: 1000, negotiation: 'succeeded' };
const cf = (status: 'active' | 'success_pending' | 'failed' | 'ended' | 'inactive', countCurrent = 2500) => ({
  status,
  countCurrent,
  countTarget: 10000,
  progress: Math.floor(countCurrent / 100),
});

/** One character in each state of the funnel. */
const EXAMPLES: Record<NextStepState, NextStepInput> = {
  'review-pending': { status: 'pending' },
  rejected: { status: 'rejected' },
  'not-started': { status: 'approved' },
  'vote-active': { status: 'approved', vote: { status: 'active', countCurrent: 420, countTarget: 1000 } },
  'vote-reached': { status: 'approved', vote: votedIn, crowdfunding: cf('inactive', 0) },
  'vote-failed': { status: 'approved', vote: { status: 'ended', countCurrent: 420, countTarget: 1000 } },
  'crowdfunding-below-goal': { status: 'approved', vote: votedIn, crowdfunding: cf('active') },
  'crowdfunding-at-goal': { status: 'approved', vote: votedIn, crowdfunding: cf('active', 10000) },
  'crowdfunding-funded': { status: 'approved', vote: votedIn, crowdfunding: cf('success_pending', 10000) },
  'crowdfunding-failed': { status: 'approved', vote: votedIn, crowdfunding: cf('failed') },
  'crowdfunding-ended': { status: 'approved', vote: votedIn, crowdfunding: cf('ended', 10000) },
  'pre-sale': {
    status: 'approved',
    vote: votedIn,
    crowdfunding: cf('success_pending', 10000),
    sale: { status: 'active', salePrice: 129, preSaleEndAt: '2026-07-20T00:00:00Z' },
  },
  sale: {
    status: 'approved',
    vote: votedIn,
    crowdfunding: cf('ended', 10000),
    sale: { status: 'active', salePrice: 129, preSaleEndAt: '2026-06-20T00:00:00Z' },
  },
};

/** Words that ask for a step: a state's text names a step only when it offers it. */
const ASKS: Record<NextStepAction, RegExp> = {
  'start-crowdfunding': /start crowdfunding once/i,
  'finish-success': /finish it as a success/i,
  'fund-below-goal': /funded with a written reason/i,
  fail: /finished as failed|or as failed/i,
  'start-pre-sale': /start the pre-sale/i,
};

/** What each step leads to (the state the character is in after it). */
const AFTER: Record<NextStepAction, NextStepState[]> = {
  'start-crowdfunding': ['crowdfunding-below-goal'],
  'finish-success': ['crowdfunding-funded'],
  'fund-below-goal': ['crowdfunding-funded'],
  fail: ['crowdfunding-failed'],
  'start-pre-sale': ['pre-sale'],
};

describe('next step (one definition per state)', () => {
  it.each(NextStepState)('%s: is told apart, has one text and offers only the steps its text names', (state) => {
    const c = EXAMPLES[state];
    expect(nextStepState(c, now)).toBe(state);
    const step = nextStep(c, now);
    expect(step.text).toBe(NEXT_STEPS[state].text(c));
    expect(step.text.length).toBeGreaterThan(10);
    for (const [action, asks] of Object.entries(ASKS) as [NextStepAction, RegExp][])
      expect(asks.test(step.text), `${state} text and ${action}`).toBe(step.actions.includes(action));
  });

  it('every state has its own text (no two states say the same)', () => {
    const texts = NextStepState.map((s) => NEXT_STEPS[s].text(EXAMPLES[s]));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(Object.entries(AFTER) as [NextStepAction, NextStepState[]][])(
    'after "%s" the new state neither offers nor asks for the same step again',
    (action, after) => {
      for (const state of after) {
        expect(NEXT_STEPS[state].actions).not.toContain(action);
        expect(ASKS[action].test(NEXT_STEPS[state].text(EXAMPLES[state]))).toBe(false);
      }
    },
  );

  it('a vote at its target while still open can start crowdfunding; a running campaign shows its money', () => {
    expect(nextStepState({ status: 'approved', vote: { status: 'active', countCurrent: 1000, countTarget: 1000 } }, now)).toBe(
      'vote-reached',
    );
    expect(nextStep(EXAMPLES['crowdfunding-below-goal'], now).text).toMatch(
      /^Crowdfunding: \$2,500\.00 of \$10,000\.00 raised \(25% of its goal\)/,
    );
    expect(nextStep(EXAMPLES['vote-active'], now).text).toBe(
      'Voting: 420 of 1,000 votes. Crowdfunding can start once the vote reaches its target.',
    );
  });
});
