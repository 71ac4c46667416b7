import type { Lottery } from '@pedestal/contract/schemas/lottery';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, resetFakes, type FakeCall } from '@/testing/fake-api';
import { renderAt } from '@/testing/render-at';
import LotteryPage from './lottery-page';

const HOUR = 3_600_000;
const lottery = (over: Partial<Lottery> = {}): Lottery => ({
  id: 'lot1',
  specId: 'spec1',
  characterId: 'c1',
  specTitle: 'Standard Edition',
  characterName: 'Aria',
  units: 100,
  maxPerApplication: 2,
  supporterWeight: 2,
  claimHours: 48,
  applyStartAt: new Date(Date.now() - HOUR).toISOString(),
  applyEndAt: new Date(Date.now() + HOUR).toISOString(),
  status: 'open',
  seedHash: 'hash',
  seed: null,
  drawnAt: null,
  applications: 10,
  mine: null,
  ...over,
});

let answer: Lottery;
let calls: FakeCall[] = [];
beforeEach(() => {
  calls = fakeApi({
    '/api/lottery/lot1/apply': () => {
      answer = lottery({
        mine: { id: 'app1', quantity: 2, status: 'applied', rank: null, allocated: 0, windowEndsAt: null, orderId: null, createdAt: '' },
      });
      return { applicationId: 'app1' };
    },
    '/api/lottery/application/app1/buy': { characterSaleOrderId: 'order1' },
    '/api/lottery/lot1': () => answer,
  });
});
afterEach(resetFakes);

const show = () =>
  renderAt(
    [
      { path: '/lottery/:lotteryId', element: <LotteryPage /> },
      { path: '/pay/check-out/:id/:type', element: <p>checkout</p> },
    ],
    '/lottery/lot1',
  );

describe('lottery page', () => {
  it('applies once for the chosen quantity, then shows the application', async () => {
    answer = lottery();
    show();
    expect(await screen.findByText(/100 units drawn among applicants/)).toBeTruthy();
    expect(screen.getByText('Accounts that voted for or backed this character count 2 times in the draw.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applied: the draw takes place after applications close.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/lottery/lot1/apply', body: { quantity: 2 } });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('lets a winner buy within the window, on to checkout', async () => {
    const windowEndsAt = new Date(Date.now() + 47 * HOUR).toISOString();
    answer = lottery({
      status: 'drawn',
      seed: 'revealed-seed',
      mine: { id: 'app1', quantity: 2, status: 'won', rank: 1, allocated: 2, windowEndsAt, orderId: null, createdAt: '' },
    });
    show();
    expect(await screen.findByText(/You were drawn! 2 units are held for you until/)).toBeTruthy();
    expect(screen.getByText('revealed-seed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy 2 now' }));
    expect(await screen.findByText('checkout')).toBeTruthy();
  });

  it('tells one not drawn their place, with no way to buy', async () => {
    answer = lottery({
      status: 'drawn',
      mine: { id: 'app1', quantity: 1, status: 'waiting', rank: 7, allocated: 0, windowEndsAt: null, orderId: null, createdAt: '' },
    });
    show();
    expect(await screen.findByText('Not drawn for now: you are number 7 in the drawn order.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull());
  });
});
