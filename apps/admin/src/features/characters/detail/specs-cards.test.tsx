import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { characterDetail, crowdfundingSummary, crowdfundingTier, saleSpec, saleSummary } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog, findRows } from '@admin/testing/screen-helpers';
import { screenApis } from '@admin/testing/screen-apis';

const campaign = characterDetail({ phase: 'crowdfunding-active', kind: 'crowdfunding', crowdfunding: crowdfundingSummary() });
const onSale = characterDetail({ phase: 'sale', kind: 'sale', displayStatus: 'On Sale', sale: saleSummary() });

describe('character detail: support tiers', () => {
  it('lists the tiers, checks a new one with the contract and adds it', async () => {
    const add = mockApi.post('admin/crowdfunding-spec/:id', crowdfundingTier({ id: 'tier-2', price: 50, diamond: 20 }));
    const { user } = renderConsole('/characters/char-1', {
      api: [add, ...screenApis.characterDetail(campaign, { tiers: [crowdfundingTier()] })],
    });
    expect(await findRows('Support tiers')).toEqual([
      ['Early birdThe figure and a signed art cardShips nothing: no shipping or tax', '$30.00', '10', 'Active', 'ShippingRemove'],
    ]);
    const form = screen.getByRole('form', { name: 'Add a support tier' });
    await user.click(within(form).getByRole('button', { name: 'Add tier' }));
    expect(within(form).getByText('price is required')).toBeTruthy();
    expect(within(form).getByText('diamond is required')).toBeTruthy();
    expect(add.calls).toHaveLength(0);
    await user.type(within(form).getByLabelText('Tier name'), 'Deluxe');
    await user.type(within(form).getByLabelText('Rewards (what a backer gets)'), 'The figure and an acrylic stand');
    await user.type(within(form).getByLabelText('Tier price ($)'), '50');
    await user.type(within(form).getByLabelText('Tier diamonds'), '20');
    // Decision 049: the figure ships, one parcel of 900 g.
    await user.click(within(form).getByLabelText('Ships a parcel (shipping and tax added)'));
    await user.clear(within(form).getByLabelText('Parcel weight (g)'));
    await user.type(within(form).getByLabelText('Parcel weight (g)'), '900');
    await user.click(within(form).getByRole('button', { name: 'Add tier' }));
    // A tier added empties the form for the next one.
    await waitFor(() => expect((within(form).getByLabelText('Tier price ($)') as HTMLInputElement).value).toBe(''));
    expect(add.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/admin/crowdfunding-spec/char-1',
        { name: 'Deluxe', rewards: 'The figure and an acrylic stand', price: 50, diamond: 20, ships: true, weightGrams: 900 },
      ],
    ]);
  });

  it('switches an existing tier to ship a parcel with its weight (decision 049)', async () => {
    const edit = mockApi.put('admin/crowdfunding-spec/:id', ({ body }) => crowdfundingTier(body as object));
    const { user } = renderConsole('/characters/char-1', {
      api: [edit, ...screenApis.characterDetail(campaign, { tiers: [crowdfundingTier()] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Shipping of the Early bird tier' }));
    const dialog = await findDialog('Shipping of the Early bird tier');
    const ships = within(dialog).getByLabelText('Ships a parcel (shipping and tax added)') as HTMLInputElement;
    expect(ships.checked).toBe(false);
    expect(within(dialog).queryByLabelText('Parcel weight (g)')).toBeNull();
    expect(dialog.textContent).toContain('Supports already paid keep the shipping and tax they were charged.');
    await user.click(ships);
    const weight = within(dialog).getByLabelText('Parcel weight (g)') as HTMLInputElement;
    expect(weight.value).toBe('500');
    // Checked with the contract before sending: an empty or fractional weight is refused under the field.
    for (const bad of ['', '12.5']) {
      await user.clear(weight);
      if (bad) await user.type(weight, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save shipping' }));
      expect(within(dialog).getByText('The weight is a whole number of grams from 0 to 100000')).toBeTruthy();
    }
    expect(edit.calls).toHaveLength(0);
    await user.clear(weight);
    await user.type(weight, '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping' }));
    await dialogClosed();
    expect(edit.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/admin/crowdfunding-spec/tier-1', { ships: true, weightGrams: 900 }],
    ]);
  });

  it('switches a shipping tier to ship nothing, keeping its stored weight', async () => {
    const edit = mockApi.put('admin/crowdfunding-spec/:id', ({ body }) => crowdfundingTier(body as object));
    const { user } = renderConsole('/characters/char-1', {
      api: [edit, ...screenApis.characterDetail(campaign, { tiers: [crowdfundingTier({ ships: true, weightGrams: 1400 })] })],
    });
    expect((await findRows('Support tiers'))[0]?.[0]).toContain('Ships one parcel (1400 g): shipping and tax added');
    await user.click(await screen.findByRole('button', { name: 'Shipping of the Early bird tier' }));
    const dialog = await findDialog('Shipping of the Early bird tier');
    expect((within(dialog).getByLabelText('Parcel weight (g)') as HTMLInputElement).value).toBe('1400');
    await user.click(within(dialog).getByLabelText('Ships a parcel (shipping and tax added)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping' }));
    await dialogClosed();
    expect(edit.calls.map((c) => c.body)).toEqual([{ ships: false }]);
  });

  it('shows the server’s refusal of a field under it and keeps what was typed', async () => {
    // The first save is refused at the weight, the second at no field (the tier was deleted meanwhile).
    const edit = mockApi.put('admin/crowdfunding-spec/:id', () =>
      edit.calls.length === 1
        ? problem(400, 'The weight is a whole number of grams from 0 to 100000', [
            { path: 'weightGrams', message: 'The weight is a whole number of grams from 0 to 100000' },
          ])
        : problem(404, 'This support tier does not exist'),
    );
    const { user } = renderConsole('/characters/char-1', {
      api: [edit, ...screenApis.characterDetail(campaign, { tiers: [crowdfundingTier({ name: '' })] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Shipping of the $30.00 tier' }));
    const dialog = await findDialog('Shipping of the $30.00 tier');
    await user.click(within(dialog).getByLabelText('Ships a parcel (shipping and tax added)'));
    const weight = within(dialog).getByLabelText('Parcel weight (g)') as HTMLInputElement;
    await user.clear(weight);
    await user.type(weight, '750');
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping' }));
    const error = await within(dialog).findByText('The weight is a whole number of grams from 0 to 100000');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight.getAttribute('aria-describedby')).toBe(error.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(weight.value).toBe('750');
    expect(edit.calls.map((c) => c.body)).toEqual([{ ships: true, weightGrams: 750 }]);
    // A refusal of no field reads as the dialog's alert.
    await user.click(within(dialog).getByRole('button', { name: 'Save shipping' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This support tier does not exist');
    expect(weight.value).toBe('750');
  });

  it('removes a tier after a confirmation', async () => {
    const remove = mockApi.delete('admin/crowdfunding-spec/:id');
    const { user } = renderConsole('/characters/char-1', {
      api: [remove, ...screenApis.characterDetail(campaign, { tiers: [crowdfundingTier()] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove the $30.00 tier' }));
    const dialog = await findDialog('Remove this support tier?');
    expect(dialog.textContent).toContain('The $30.00 tier stops being offered. Supports already made with it are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove tier' }));
    await dialogClosed();
    expect(remove.calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/admin/crowdfunding-spec/tier-1']]);
  });
});

describe('character detail: figurine specs', () => {
  it('lists the specs with prices and stock', async () => {
    renderConsole('/characters/char-1', { api: screenApis.characterDetail(onSale, { saleSpecs: [saleSpec()] }) });
    expect(await findRows('Figurine specs')).toEqual([
      ['Standard Edition', '$69.99', '$54.99', '109', '—', '—', 'Active', 'PricesEditRemove'],
    ]);
  });

  it('shows the price history of a spec', async () => {
    const prices = mockApi.get('admin/sale-spec/:id/prices', [
      { id: 'p1', price: 79.99, preSalePrice: 59.99, changedBy: 'admin-1', changedAt: '2026-06-01T10:00:00.000Z' },
      { id: 'p2', price: 69.99, preSalePrice: 54.99, changedBy: 'admin-1', changedAt: '2026-06-03T10:00:00.000Z' },
    ]);
    const { user } = renderConsole('/characters/char-1', {
      api: [prices, ...screenApis.characterDetail(onSale, { saleSpecs: [saleSpec()] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Price history of Standard Edition' }));
    await findDialog('Price history of Standard Edition');
    expect(await findRows('Price history')).toEqual([
      [expect.stringContaining('2026'), '$79.99', '$59.99'],
      [expect.stringContaining('2026'), '$69.99', '$54.99'],
    ]);
    expect(prices.calls.map((c) => c.path)).toEqual(['/api/admin/sale-spec/spec-1/prices']);
  });

  it('checks a new spec with the contract, adds it and closes the dialog', async () => {
    const add = mockApi.post('admin/sale-spec/:id', saleSpec({ id: 'spec-2' }));
    const { user } = renderConsole('/characters/char-1', { api: [add, ...screenApis.characterDetail(onSale)] });
    expect(await screen.findByText('No specs yet: shoppers cannot buy until you add one with stock.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add spec' }));
    const dialog = await findDialog('Add a figurine spec');
    await user.click(within(dialog).getByRole('button', { name: 'Add spec' }));
    expect(within(dialog).getByText('title is required')).toBeTruthy();
    expect(within(dialog).getByText('price is required')).toBeTruthy();
    expect(within(dialog).getByText('stock is required')).toBeTruthy();
    expect(add.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Title'), 'Deluxe Edition');
    await user.type(within(dialog).getByLabelText('Description (English)'), 'With a lantern stand.');
    await user.type(within(dialog).getByLabelText('Description (简体中文)'), '附灯笼展示台。');
    await user.type(within(dialog).getByLabelText('Price ($)'), '99.99');
    await user.type(within(dialog).getByLabelText('Stock'), '12');
    await user.type(within(dialog).getByLabelText('Limit per customer'), '2');
    await user.type(within(dialog).getByLabelText('Estimated ship month'), '2027-3');
    await user.click(within(dialog).getByRole('button', { name: 'Add spec' }));
    expect(within(dialog).getByText('shipMonth must be a month such as 2027-03')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Estimated ship month'));
    await user.type(within(dialog).getByLabelText('Estimated ship month'), '2027-03');
    await user.type(within(dialog).getByLabelText('Scale'), '1/7');
    await user.type(within(dialog).getByLabelText('Height (mm)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add spec' }));
    // The specification is checked by the same contract: a height of 0 mm is refused before sending.
    expect(within(dialog).getByText(/height in whole millimetres/)).toBeTruthy();
    expect(add.calls).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Height (mm)'));
    await user.type(within(dialog).getByLabelText('Height (mm)'), '240');
    await user.type(within(dialog).getByLabelText('In the box'), 'Figure, base');
    await user.click(within(dialog).getByRole('button', { name: 'Add spec' }));
    await dialogClosed();
    expect(add.calls.map((c) => [c.path, c.body])).toEqual([
      [
        '/api/admin/sale-spec/char-1',
        {
          title: 'Deluxe Edition',
          description: 'With a lantern stand.',
          descriptions: { en: 'With a lantern stand.', 'zh-CN': '附灯笼展示台。' },
          price: 99.99,
          preSalePrice: null,
          stock: 12,
          limitPerAccount: 2,
          shipMonth: '2027-03',
          image: null,
          details: { scale: '1/7', heightMm: 240, contents: 'Figure, base' },
          weightGrams: 500,
        },
      ],
    ]);
  });

  it('edits a spec from its current values, and keeps the dialog open with the server’s refusal', async () => {
    const edit = mockApi.put('admin/sale-spec/:id', problem(400, 'Stock cannot go below what is already sold'));
    const { user } = renderConsole('/characters/char-1', {
      api: [edit, ...screenApis.characterDetail(onSale, { saleSpecs: [saleSpec()] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Standard Edition' }));
    const dialog = await findDialog('Edit Standard Edition');
    const stock = within(dialog).getByLabelText('Stock');
    expect((stock as HTMLInputElement).value).toBe('109');
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save spec' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Stock cannot go below what is already sold');
    expect(edit.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/api/admin/sale-spec/spec-1',
        {
          title: 'Standard Edition',
          description: 'Painted PVC, 22 cm.',
          descriptions: { en: 'Painted PVC, 22 cm.', 'zh-CN': '' },
          price: 69.99,
          preSalePrice: 54.99,
          stock: 5,
          limitPerAccount: null,
          shipMonth: null,
          image: null,
          details: { scale: '1/7', heightMm: 240, material: 'PVC, ABS' },
          weightGrams: 500,
        },
      ],
    ]);
  });

  it('edits a spec’s weight from its stored value, refusing a weight that is not whole grams', async () => {
    const edit = mockApi.put('admin/sale-spec/:id', ({ body }) => saleSpec(body as object));
    const { user } = renderConsole('/characters/char-1', {
      api: [edit, ...screenApis.characterDetail(onSale, { saleSpecs: [saleSpec({ weightGrams: 1200 })] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Standard Edition' }));
    const dialog = await findDialog('Edit Standard Edition');
    const weight = within(dialog).getByLabelText('Weight (g)') as HTMLInputElement;
    expect(weight.value).toBe('1200');
    for (const bad of ['', '12.5', '100001']) {
      await user.clear(weight);
      if (bad) await user.type(weight, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save spec' }));
      expect(within(dialog).getByText('The weight is a whole number of grams from 0 to 100000')).toBeTruthy();
      expect(weight.value).toBe(bad);
    }
    expect(edit.calls).toHaveLength(0);
    await user.clear(weight);
    await user.type(weight, '1350');
    await user.click(within(dialog).getByRole('button', { name: 'Save spec' }));
    await dialogClosed();
    expect(edit.calls.map((c) => (c.body as { weightGrams: number }).weightGrams)).toEqual([1350]);
  });

  it('edits the short description in each language (decision 051)', async () => {
    const edit = mockApi.put('admin/sale-spec/:id', saleSpec());
    const { user } = renderConsole('/characters/char-1', {
      api: [
        edit,
        ...screenApis.characterDetail(onSale, {
          saleSpecs: [saleSpec({ descriptions: { en: 'Painted PVC, 22 cm.', 'zh-CN': '涂装完成品，22 厘米。' } })],
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Standard Edition' }));
    const dialog = await findDialog('Edit Standard Edition');
    const zh = within(dialog).getByLabelText('Description (简体中文)') as HTMLTextAreaElement;
    expect(zh.value).toBe('涂装完成品，22 厘米。');
    expect(zh.getAttribute('lang')).toBe('zh-CN');
    await user.clear(within(dialog).getByLabelText('Description (English)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save spec' }));
    await dialogClosed();
    expect(edit.calls[0]?.body).toMatchObject({ description: '', descriptions: { en: '', 'zh-CN': '涂装完成品，22 厘米。' } });
  });

  it('removes a spec after a confirmation', async () => {
    const remove = mockApi.delete('admin/sale-spec/:id');
    const { user } = renderConsole('/characters/char-1', {
      api: [remove, ...screenApis.characterDetail(onSale, { saleSpecs: [saleSpec()] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Standard Edition' }));
    const dialog = await findDialog('Remove Standard Edition?');
    expect(dialog.textContent).toContain('leaves any raffle');
    await user.click(within(dialog).getByRole('button', { name: 'Remove spec' }));
    await dialogClosed();
    expect(remove.calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/admin/sale-spec/spec-1']]);
  });

  it('records a delay of a dated spec with the new month and its reason (issue 29)', async () => {
    const dated = saleSpec({ shipMonth: '2027-03' });
    const delay = mockApi.post('admin/sale-spec/:id/delay', saleSpec({ shipMonth: '2027-05' }));
    const { user } = renderConsole('/characters/char-1', {
      api: [delay, ...screenApis.characterDetail(onSale, { saleSpecs: [dated] })],
    });
    expect((await findRows('Figurine specs'))[0]).toContain('2027-03');
    await user.click(await screen.findByRole('button', { name: 'Edit Standard Edition' }));
    const edit = await findDialog('Edit Standard Edition');
    expect((within(edit).getByLabelText('Estimated ship month') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Record a delay of Standard Edition' }));
    const dialog = await findDialog('Record a delay of Standard Edition');
    await user.click(within(dialog).getByRole('button', { name: 'Record delay' }));
    expect(within(dialog).getByText('reason is required')).toBeTruthy();
    expect(delay.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('New ship month'), '2027-05');
    await user.type(within(dialog).getByLabelText('Reason (the buyers read it)'), 'Paint samples failed');
    await user.click(within(dialog).getByRole('button', { name: 'Record delay' }));
    await dialogClosed();
    expect(delay.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/admin/sale-spec/spec-1/delay', { shipMonth: '2027-05', reason: 'Paint samples failed' }],
    ]);
  });
});

describe('character detail: rewards shipping (issue 29)', () => {
  it('sets the first ship month, then records a delay with its reason', async () => {
    const set = mockApi.put('admin/crowdfunding/:id/shipping', { shipMonth: '2027-03', delays: [] });
    const { user } = renderConsole('/characters/char-1', { api: [set, ...screenApis.characterDetail(campaign)] });
    const form = await screen.findByRole('form', { name: 'Rewards shipping' });
    expect(await within(form).findByText('No ship month yet: set when the rewards are expected to ship.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Ship month'), '2027-3');
    await user.click(within(form).getByRole('button', { name: 'Set ship month' }));
    expect(within(form).getByText('shipMonth must be a month such as 2027-03')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Ship month'));
    await user.type(within(form).getByLabelText('Ship month'), '2027-03');
    await user.click(within(form).getByRole('button', { name: 'Set ship month' }));
    await waitFor(() =>
      expect(set.calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ['PUT', '/api/admin/crowdfunding/char-1/shipping', { shipMonth: '2027-03' }],
      ]),
    );
  });

  it('records a delay of dated rewards', async () => {
    const delay = mockApi.post('admin/crowdfunding/:id/delay', { shipMonth: '2027-05', delays: [] });
    const { user } = renderConsole('/characters/char-1', {
      api: [delay, ...screenApis.characterDetail(campaign, { shipping: { shipMonth: '2027-03', delays: [] } })],
    });
    const form = await screen.findByRole('form', { name: 'Rewards shipping' });
    await within(form).findByText('2027-03');
    await user.click(within(form).getByRole('button', { name: 'Record delay' }));
    expect(within(form).getByText('reason is required')).toBeTruthy();
    await user.type(within(form).getByLabelText('New ship month'), '2027-05');
    await user.type(within(form).getByLabelText('Reason (the backers read it)'), 'Mould rework');
    await user.click(within(form).getByRole('button', { name: 'Record delay' }));
    await waitFor(() =>
      expect(delay.calls.map((c) => [c.path, c.body])).toEqual([
        ['/api/admin/crowdfunding/char-1/delay', { shipMonth: '2027-05', reason: 'Mould rework' }],
      ]),
    );
  });
});
