import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { characterDetail, crowdfundingSummary, saleSummary, voteSummary } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { screenApis } from '@admin/testing/screen-apis';
import { findDialog } from '@admin/testing/screen-helpers';

const card = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section')!;

const onSale = characterDetail({
  phase: 'sale',
  kind: 'sale',
  displayStatus: 'On Sale',
  vote: voteSummary({ status: 'ended', countCurrent: 1000, progress: 100, negotiation: 'succeeded' }),
  crowdfunding: crowdfundingSummary({ status: 'ended', countCurrent: 11200, progress: 112, endAt: null }),
  sale: saleSummary(),
});

describe('character detail: vote settings', () => {
  it('checks the target with the contract and sends only what changed', async () => {
    const save = mockApi.put('admin/vote/:id', characterDetail());
    const { user } = renderConsole('/characters/char-1', { api: [save, ...screenApis.characterDetail(characterDetail())] });
    await screen.findByRole('heading', { name: 'Vote', level: 2 });
    const vote = card('Vote');
    expect(vote.textContent).toContain('420 of 1000 votes (42%).');
    await user.click(within(vote).getByRole('button', { name: 'Save' }));
    expect(within(vote).getByText('Nothing to update')).toBeTruthy();
    const target = within(vote).getByLabelText('Vote target');
    await user.clear(target);
    await user.type(target, '50');
    await user.click(within(vote).getByRole('button', { name: 'Save' }));
    expect(within(vote).getByText('countTarget must be at least 100')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
    await user.clear(target);
    await user.type(target, '2000');
    await user.selectOptions(within(vote).getByLabelText('Copyright talks'), 'in_progress');
    await user.click(within(vote).getByRole('button', { name: 'Save' }));
    expect(await within(vote).findByText('Saved')).toBeTruthy();
    expect(save.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/admin/vote/char-1', { countTarget: 2000, negotiation: 'in_progress' }],
    ]);
  });
});

describe('character detail: crowdfunding settings', () => {
  const campaign = characterDetail({ phase: 'crowdfunding-active', kind: 'crowdfunding', crowdfunding: crowdfundingSummary() });

  it('keeps a running campaign’s goal and end read-only, and amends them with a reason (decision 066)', async () => {
    const amend = mockApi.post('admin/crowdfunding/:id/amend', problem(409, 'The goal cannot go below the $2500.00 already raised'));
    const { user } = renderConsole('/characters/char-1', { api: [amend, ...screenApis.characterDetail(campaign)] });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    const cf = card('Crowdfunding');
    expect(cf.textContent).toContain('$2,500.00 raised of $10,000.00 (25%), ends 07/01/2026 00:00.');
    expect((within(cf).getByLabelText('Goal ($)') as HTMLInputElement).readOnly).toBe(true);
    expect((within(cf).getByLabelText('Ends at') as HTMLInputElement).readOnly).toBe(true);
    await user.click(within(cf).getByRole('button', { name: 'Amend…' }));
    const dialog = await findDialog("Amend Lantern Keeper's campaign?");
    const goal = within(dialog).getByLabelText('New goal ($)');
    await user.clear(goal);
    await user.type(goal, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Amend campaign' }));
    // No reason: refused in the browser with the contract's words, nothing sent.
    expect(within(dialog).getByText('Write a reason (at least 5 characters)')).toBeTruthy();
    expect(amend.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Smaller run agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Amend campaign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The goal cannot go below the $2500.00 already raised');
    expect(amend.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/admin/crowdfunding/char-1/amend', { countTarget: 2000, reason: 'Smaller run agreed' }],
    ]);
  });

  it('shows each tier’s current price in Amend and sends only the tiers whose price changed', async () => {
    const tiered = characterDetail({
      ...campaign,
      crowdfunding: crowdfundingSummary({
        specs: [
          { id: 'a1b2c3d4e5f6g7h8i9j0k1l2', name: 'Backer', rewards: '', price: 30, diamond: 10, ships: false },
          { id: 'm3n4o5p6q7r8s9t0u1v2w3x4', name: '', rewards: '', price: 50, diamond: 20, ships: false },
        ],
      }),
    });
    const amend = mockApi.post('admin/crowdfunding/:id/amend', tiered);
    const { user } = renderConsole('/characters/char-1', { api: [amend, ...screenApis.characterDetail(tiered)] });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    await user.click(within(card('Crowdfunding')).getByRole('button', { name: 'Amend…' }));
    const dialog = await findDialog("Amend Lantern Keeper's campaign?");
    const backer = within(dialog).getByLabelText('Backer price ($), now $30.00') as HTMLInputElement;
    expect(backer.value).toBe('30');
    const second = within(dialog).getByLabelText('Tier 2 price ($), now $50.00');
    await user.clear(second);
    await user.click(within(dialog).getByRole('button', { name: 'Amend campaign' }));
    expect(within(dialog).getByText('price is required')).toBeTruthy();
    expect(amend.calls).toHaveLength(0);
    await user.type(second, '45');
    await user.type(within(dialog).getByLabelText('Reason'), 'Cheaper factory run');
    await user.click(within(dialog).getByRole('button', { name: 'Amend campaign' }));
    await screen.findByText('Campaign amended.');
    expect(amend.calls.map((c) => c.body)).toEqual([
      { tiers: [{ id: 'm3n4o5p6q7r8s9t0u1v2w3x4', price: 45 }], reason: 'Cheaper factory run' },
    ]);
  });

  it('shows a draft’s checklist and keeps Start disabled, with why, until it is complete', async () => {
    const draft = characterDetail({
      crowdfunding: crowdfundingSummary({
        status: 'inactive',
        countCurrent: 0,
        progress: 0,
        endAt: '2099-01-01T00:00:00.000Z',
        images: [],
        specs: [],
      }),
    });
    renderConsole('/characters/char-1', { api: screenApis.characterDetail(draft) });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    const cf = card('Crowdfunding');
    expect(within(cf).getByText('Draft')).toBeTruthy();
    const list = within(cf).getByRole('list', { name: 'Draft checklist' });
    expect(within(list).getByText(/At least one support tier/).textContent).toContain('○');
    expect(within(list).getByText(/At least one campaign image/).textContent).toContain('○');
    expect(within(list).getByText(/A name/).textContent).toContain('✓');
    const start = within(cf).getByRole('button', { name: 'Start campaign' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(start.title).toBe('Missing: at least one support tier, at least one campaign image');
    // A draft's goal stays editable.
    expect((within(cf).getByLabelText('Goal ($)') as HTMLInputElement).readOnly).toBe(false);
  });

  it('starts a complete draft after a confirmation', async () => {
    const tier = { id: 'a1b2c3d4e5f6g7h8i9j0k1l2', name: '', rewards: '', price: 30, diamond: 10, ships: false, weightGrams: 500 };
    const draft = characterDetail({
      crowdfunding: crowdfundingSummary({
        status: 'inactive',
        countCurrent: 0,
        progress: 0,
        endAt: '2099-01-01T00:00:00.000Z',
        specs: [tier],
      }),
    });
    const start = mockApi.post('admin/crowdfunding/:id/start', campaign);
    const { user } = renderConsole('/characters/char-1', { api: [start, ...screenApis.characterDetail(draft)] });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    const cf = card('Crowdfunding');
    await user.click(within(cf).getByRole('button', { name: 'Start campaign' }));
    const dialog = await findDialog("Start Lantern Keeper's campaign?");
    expect(dialog.textContent).toContain('Shoppers see it and can support it at once.');
    expect(start.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Start campaign' }));
    expect(await screen.findByText('Campaign started.')).toBeTruthy();
    expect(start.calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/admin/crowdfunding/char-1/start']]);
  });

  it('switches the campaign to charging on success (pledges)', async () => {
    const save = mockApi.put('admin/crowdfunding/:id', campaign);
    const { user } = renderConsole('/characters/char-1', { api: [save, ...screenApis.characterDetail(campaign)] });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    const cf = card('Crowdfunding');
    const mode = within(cf).getByLabelText('Charging') as HTMLSelectElement;
    expect(mode.value).toBe('now');
    await user.selectOptions(mode, 'on_success');
    await user.click(within(cf).getByRole('button', { name: 'Save' }));
    await within(cf).findByText('Saved');
    expect(save.calls.map((c) => c.body)).toEqual([{ chargeMode: 'on_success' }]);
  });

  it('needs at least one campaign image', async () => {
    const save = mockApi.put('admin/crowdfunding/:id', campaign);
    const { user } = renderConsole('/characters/char-1', { api: [save, ...screenApis.characterDetail(campaign)] });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    const cf = card('Crowdfunding');
    await user.click(within(cf).getByRole('button', { name: 'Remove image 1' }));
    await user.click(within(cf).getByRole('button', { name: 'Save' }));
    expect(within(cf).getByText('images must have at least 1 item')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
  });

  it('uploads an added image and saves it after the others', async () => {
    const upload = mockApi.post('admin/upload/image', { image: '/uploads/new.webp' });
    const save = mockApi.put('admin/crowdfunding/:id', campaign);
    const { user } = renderConsole('/characters/char-1', { api: [upload, save, ...screenApis.characterDetail(campaign)] });
    await screen.findByRole('heading', { name: 'Crowdfunding', level: 2 });
    const cf = card('Crowdfunding');
    await user.upload(within(cf).getByLabelText('Upload campaign images'), new File(['png'], 'figure.png', { type: 'image/png' }));
    expect(await within(cf).findByRole('img', { name: 'Campaign images 2' })).toBeTruthy();
    await user.click(within(cf).getByRole('button', { name: 'Save' }));
    await within(cf).findByText('Saved');
    expect(upload.calls).toHaveLength(1);
    expect(save.calls.map((c) => c.body)).toEqual([{ images: ['/uploads/cf-1.webp', '/uploads/new.webp'] }]);
  });
});

describe('character detail: sale settings', () => {
  it('checks the prices with the contract and sends them', async () => {
    const save = mockApi.put('admin/sale/:id', onSale);
    const { user } = renderConsole('/characters/char-1', { api: [save, ...screenApis.characterDetail(onSale)] });
    await screen.findByRole('heading', { name: 'Sale', level: 2 });
    const sale = card('Sale');
    expect(sale.textContent).toContain('3 pre-ordered · 12 sold.');
    const price = within(sale).getByLabelText('Sale price ($)');
    await user.clear(price);
    await user.type(price, '0.5');
    await user.click(within(sale).getByRole('button', { name: 'Save' }));
    expect(within(sale).getByText('salePrice must be at least 1')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '79.5');
    await user.type(within(sale).getByLabelText('Pre-sale price ($)'), '60');
    await user.click(within(sale).getByRole('button', { name: 'Save' }));
    expect(await within(sale).findByText('Saved')).toBeTruthy();
    expect(save.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/sale/char-1', { salePrice: 79.5, preSalePrice: 60, preSaleEndAt: null }],
    ]);
  });
});
