import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from '@admin/testing/data';
import { mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { dialogClosed, findDialog } from '@admin/testing/screen-helpers';

// The zones by their accessible names, read from the list's own items (role queries over the
// country pickers' hundreds of options would cost seconds per look-up).
const zoneList = () => screen.getByLabelText('Shipping zones', { selector: 'ol' });
const zones = () => [...zoneList().children] as HTMLElement[];
const zone = (n: number) => {
  const li = zones().find((z) => z.getAttribute('aria-label')?.startsWith(`Zone ${n}:`));
  if (!li) throw new Error(`no zone ${n}`);
  return li;
};
const inZone = (n: number, label: string) => within(zone(n)).getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save settings' });
/** A zone's picked countries as the chips read. */
const countriesOf = (n: number) =>
  within(zone(n))
    .queryAllByRole('listitem')
    .map((li) => li.firstChild?.textContent);
const addCountry = async (user: ReturnType<typeof renderConsole>['user'], n: number, code: string) => {
  if (!within(zone(n)).queryByLabelText('Country to add')) await user.click(within(zone(n)).getByRole('button', { name: 'Add a country' }));
  await user.selectOptions(inZone(n, 'Country to add'), code);
  await user.click(within(zone(n)).getByRole('button', { name: 'Add' }));
};

const stored = settings({
  shipping: {
    otherCountries: 'flat-fee',
    zones: [
      {
        id: 'us-west',
        name: 'US West',
        countries: ['US'],
        regions: ['CA', 'WA'],
        rate: { kind: 'flat', cents: 800, freeAboveCents: 15_000 },
      },
      { id: 'eu', name: 'EU', countries: ['DE', 'FR'], rate: { kind: 'weight', firstKgCents: 1200, perKgCents: 450 } },
      { id: 'cn', name: 'China', countries: ['CN'], rate: null },
    ],
  },
  taxes: {
    vatRates: { DE: 1900, FR: 2000 },
    salesTax: { NY: { rateBp: 888, shippingTaxable: true }, CA: { rateBp: 725, shippingTaxable: false } },
    iossNumber: 'IM2760000001',
    iossLimitCents: 16_000,
  },
});

describe('settings: shipping zones and taxes', () => {
  it('shows the stored zones and tables as a form, in dollars and percent', async () => {
    renderConsole('/settings', { api: [mockApi.get('admin/system/setting', stored)] });
    await screen.findByRole('button', { name: 'Save settings' });
    expect(zones().map((li) => li.getAttribute('aria-label'))).toEqual(['Zone 1: US West', 'Zone 2: EU', 'Zone 3: China']);
    expect(countriesOf(1)).toEqual(['United States (US)']);
    expect(countriesOf(2)).toEqual(['Germany (DE)', 'France (FR)']);
    expect(inZone(1, 'Only these states or regions').value).toBe('CA, WA');
    expect([inZone(1, 'Per order ($)').value, inZone(1, 'Free from ($)').value]).toEqual(['8', '150']);
    expect([inZone(2, 'Up to 1 kg ($)').value, inZone(2, 'Each further kg ($)').value, inZone(2, 'Free from ($)').value]).toEqual([
      '12',
      '4.5',
      '',
    ]);
    expect((within(zone(3)).getByRole('checkbox', { name: /^Not served/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(zone(3)).queryByLabelText('Rate')).toBeNull();
    expect((screen.getByLabelText('VAT Germany (%)') as HTMLInputElement).value).toBe('19');
    expect((screen.getByLabelText('VAT Italy (%)') as HTMLInputElement).value).toBe('');
    // Sales tax states in code order, each picked by name.
    expect((screen.getByLabelText('State (row 1)') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('California (CA)');
    expect((screen.getByLabelText('Sales tax California (CA) (%)') as HTMLInputElement).value).toBe('7.25');
    expect((screen.getByLabelText('Shipping taxed in New York (NY)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('IOSS number') as HTMLInputElement).value).toBe('IM2760000001');
    expect((screen.getByLabelText('IOSS limit ($)') as HTMLInputElement).value).toBe('160');
  });

  it('saves the stored tables unchanged when nothing is edited', async () => {
    const save = mockApi.put('admin/system/setting', ({ body }) => body);
    const { user } = renderConsole('/settings', { api: [save, mockApi.get('admin/system/setting', stored)] });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved. They apply to what happens from now on.');
    const body = save.calls[0]!.body as { shipping: unknown; taxes: unknown };
    expect(body.shipping).toEqual(stored.shipping);
    expect(body.taxes).toEqual(stored.taxes);
  });

  it('adds, reorders and removes zones (after a confirmation) and edits the tax tables', async () => {
    const save = mockApi.put('admin/system/setting', ({ body }) => body);
    const { user } = renderConsole('/settings', { api: [save, mockApi.get('admin/system/setting', stored)] });
    await screen.findByRole('button', { name: 'Save settings' });
    // A new zone: per item, free above $200.
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.type(inZone(4, 'Zone name'), 'Rest of Asia');
    await addCountry(user, 4, 'JP');
    await addCountry(user, 4, 'KR');
    expect(countriesOf(4)).toEqual(['Japan (JP)', 'South Korea (KR)']);
    // A picked country leaves the list it was picked from.
    expect(inZone(4, 'Country to add').querySelector('option[value="JP"]')).toBeNull();
    await user.click(within(zone(4)).getByRole('button', { name: 'Done' }));
    expect(within(zone(4)).queryByLabelText('Country to add')).toBeNull();
    await user.selectOptions(inZone(4, 'Rate'), 'per-item');
    await user.type(inZone(4, 'First item ($)'), '15');
    await user.type(inZone(4, 'Each further item ($)'), '3.5');
    await user.type(inZone(4, 'Free from ($)'), '200');
    // Move it to the top, then remove China after confirming.
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Move Rest of Asia up' }));
    expect(screen.getByRole('button', { name: 'Move Rest of Asia up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove China' }));
    const confirm = await findDialog('Remove China?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(zones()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove China' }));
    await user.click(within(await findDialog('Remove China?')).getByRole('button', { name: 'Remove zone' }));
    await dialogClosed();
    // The EU zone stops shipping; countries in no zone are refused.
    await user.click(within(zone(3)).getByRole('checkbox', { name: /^Not served/ }));
    await user.selectOptions(screen.getByLabelText('Countries in no zone'), 'unserved');
    // Taxes: the standard EU rates, a new state, no IOSS number.
    await user.click(screen.getByRole('button', { name: 'Fill the standard rates' }));
    await user.click(screen.getByRole('button', { name: 'Remove sales tax New York (NY)' }));
    await user.click(screen.getByRole('button', { name: 'Add a state' }));
    await user.selectOptions(screen.getByLabelText('State (row 2)'), 'TX');
    await user.type(screen.getByLabelText('Sales tax Texas (TX) (%)'), '6.25');
    await user.click(screen.getByLabelText('Shipping taxed in Texas (TX)'));
    await user.clear(screen.getByLabelText('IOSS number'));
    await user.click(saveButton());
    await screen.findByText('Settings saved. They apply to what happens from now on.');
    const body = save.calls[0]!.body as { shipping: { zones: { id: string }[] }; taxes: { vatRates: Record<string, number> } };
    expect(body.shipping).toEqual({
      otherCountries: 'unserved',
      zones: [
        {
          id: 'rest-of-asia',
          name: 'Rest of Asia',
          countries: ['JP', 'KR'],
          rate: { kind: 'per-item', firstCents: 1500, additionalCents: 350, freeAboveCents: 20_000 },
        },
        stored.shipping.zones[0],
        { id: 'eu', name: 'EU', countries: ['DE', 'FR'], rate: null },
      ],
    });
    expect(Object.keys(body.taxes.vatRates)).toHaveLength(27);
    expect([body.taxes.vatRates.DE, body.taxes.vatRates.FI, body.taxes.vatRates.HU]).toEqual([1900, 2550, 2700]);
    expect(body.taxes).toMatchObject({
      salesTax: { CA: { rateBp: 725, shippingTaxable: false }, TX: { rateBp: 625, shippingTaxable: true } },
      iossNumber: null,
      iossLimitCents: 16_000,
    });
  });

  it('shows each bad field’s error, keeps what was typed and sends nothing', async () => {
    const save = mockApi.put('admin/system/setting', ({ body }) => body);
    const { user } = renderConsole('/settings', { api: [save, mockApi.get('admin/system/setting', stored)] });
    await screen.findByRole('button', { name: 'Save settings' });
    await user.clear(inZone(1, 'Zone name'));
    await user.clear(inZone(1, 'Per order ($)'));
    await user.type(inZone(1, 'Per order ($)'), '8.125');
    await user.click(within(zone(2)).getByRole('button', { name: 'Remove Germany (DE)' }));
    await user.click(within(zone(2)).getByRole('button', { name: 'Remove France (FR)' }));
    await user.selectOptions(inZone(2, 'Rate'), 'per-item');
    await user.type(inZone(2, 'First item ($)'), '-2');
    await user.clear(screen.getByLabelText('VAT Germany (%)'));
    await user.type(screen.getByLabelText('VAT Germany (%)'), '190');
    await user.click(screen.getByRole('button', { name: 'Add a state' }));
    await user.selectOptions(screen.getByLabelText('State (row 3)'), 'CA');
    await user.clear(screen.getByLabelText('IOSS number'));
    await user.type(screen.getByLabelText('IOSS number'), 'IM12');
    await user.click(saveButton());
    expect(within(zone(1)).getByText('Give the zone a name')).toBeTruthy();
    expect(within(zone(1)).getByText('Enter an amount in dollars, 0 or more, with at most two decimals')).toBeTruthy();
    expect(within(zone(2)).getByText('Add at least one country')).toBeTruthy();
    // Required amounts of the newly chosen rate kind, and the negative one.
    expect(within(zone(2)).getAllByText('Enter an amount in dollars, 0 or more, with at most two decimals')).toHaveLength(2);
    expect(screen.getByText(/^VAT Germany: Enter a rate in percent from 0 to 100/)).toBeTruthy();
    expect(screen.getByText('CA is already in the table')).toBeTruthy();
    // The first CA row's rate is fine: only the repeated row (and its missing rate) is marked.
    expect(screen.getByLabelText('State (row 1)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByLabelText('Sales tax California (CA) (%)').map((i) => i.getAttribute('aria-invalid'))).toEqual([null, 'true']);
    expect(screen.getByText('An IOSS number is IM and ten digits')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields need fixing');
    expect(save.calls).toHaveLength(0);
    // Nothing typed is lost.
    expect([inZone(1, 'Per order ($)').value, inZone(2, 'First item ($)').value]).toEqual(['8.125', '-2']);
    expect(countriesOf(1)).toEqual(['United States (US)']);
    expect((screen.getByLabelText('IOSS number') as HTMLInputElement).value).toBe('IM12');
    // Switching back to the stored kind finds its amounts as they were.
    await user.selectOptions(inZone(2, 'Rate'), 'weight');
    expect(inZone(2, 'Up to 1 kg ($)').value).toBe('12');
  });
});
