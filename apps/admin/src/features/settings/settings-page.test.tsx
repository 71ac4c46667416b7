import { DEFAULT_SETTINGS } from '@pedestal/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('settings', () => {
  it('shows the current settings, checks them with the contract and saves them all', async () => {
    const save = mockApi.put('admin/system/setting', ({ body }) => body);
    const { user } = renderConsole('/settings', { api: [save, mockApi.get('admin/system/setting', settings())] });
    await screen.findByRole('button', { name: 'Save settings' });
    expect(
      ['Default vote target', 'Default crowdfunding goal ($)', 'Unpaid order expiry (minutes)', 'Shipping fee ($)'].map(
        (l) => field(l).value,
      ),
    ).toEqual(['1000', '10000', '30', '10']);
    await user.clear(field('Default vote target'));
    await user.type(field('Default vote target'), '50');
    await user.clear(field('Shipping fee ($)'));
    await user.type(field('Shipping fee ($)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('defaultVoteCountTarget must be at least 100')).toBeTruthy();
    expect(screen.getByText('shippingFee must not be negative')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
    await user.clear(field('Default vote target'));
    await user.type(field('Default vote target'), '500');
    await user.clear(field('Shipping fee ($)'));
    await user.type(field('Shipping fee ($)'), '12.5');
    // Store regions (issue 29): at least one; the defaults are EU, US and CN.
    for (const region of ['EU', 'US', 'CN']) await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${region} `) }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Choose at least one region')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /^UK / }));
    await user.selectOptions(screen.getByLabelText('Discount reference (days)'), '7');
    // Raffles switched off in: countries picked from the list (decision 057), not typed.
    for (const code of ['US', 'DE']) {
      if (!screen.queryByLabelText('Country to add')) await user.click(screen.getAllByRole('button', { name: 'Add a country' })[0]!);
      await user.selectOptions(screen.getByLabelText('Country to add'), code);
      await user.click(screen.getByRole('button', { name: 'Add' }));
    }
    expect(screen.getByRole('list', { name: 'Raffles switched off in' }).textContent).toContain('United States (US)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. They apply to what happens from now on.')).toBeTruthy();
    expect(save.calls.map((c) => c.body)).toEqual([
      {
        defaultVoteCountTarget: 500,
        defaultCrowdfundingCountTarget: 10000,
        unpaidExpiryMinutes: 30,
        shippingFee: 12.5,
        storeRegions: ['UK'],
        priceReferenceDays: 7,
        raffleClosedRegions: ['US', 'DE'],
        shipping: DEFAULT_SETTINGS.shipping,
        taxes: DEFAULT_SETTINGS.taxes,
        returnAddress: '',
        returnInstructions: '',
      },
    ]);
  });

  it('Returns (issue 41 #5): the address and instructions a withdrawn order shows, trimmed and bounded', async () => {
    const save = mockApi.put('admin/system/setting', ({ body }) => settings(body as never));
    const { user } = renderConsole('/settings', {
      api: [save, mockApi.get('admin/system/setting', settings({ returnInstructions: 'Use a tracked service.' }))],
    });
    expect(await screen.findByRole('group', { name: 'Returns' })).toBeTruthy();
    const address = screen.getByLabelText('Return address') as HTMLTextAreaElement;
    expect(address.value).toBe('');
    expect(field('Return instructions').value).toBe('Use a tracked service.');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Empty: shoppers are told support emails it within one business day/)).toBeTruthy();
    await user.click(address);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('The return address must be at most 500 characters')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
    await user.clear(address);
    await user.type(address, '  Pedestal Returns{enter}Lagerstraße 5{enter}10115 Berlin  ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. They apply to what happens from now on.')).toBeTruthy();
    expect(save.calls[0]!.body).toMatchObject({
      returnAddress: 'Pedestal Returns\nLagerstraße 5\n10115 Berlin',
      returnInstructions: 'Use a tracked service.',
    });
    expect(address.value).toBe('Pedestal Returns\nLagerstraße 5\n10115 Berlin');
  });

  it('shows the server’s refusal', async () => {
    const { user } = renderConsole('/settings', {
      api: [mockApi.put('admin/system/setting', problem(403, 'Access not authorized')), mockApi.get('admin/system/setting', settings())],
    });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Access not authorized');
  });
});
