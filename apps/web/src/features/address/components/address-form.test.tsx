import { problemType } from '@pedestal/contract/problem-type';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { fakeApi, resetFakes } from '@/testing/fake-api';
import { AddressForm, emptyAddressForm } from './address-form';

/** Decision 058: the form marks the countries the store does not ship to, and still refuses them by name. */
const saved = {
  ...emptyAddressForm,
  name: 'Ivan Petrov',
  phone: '+7 912 345-67-89',
  country: 'RU',
  province: 'Moscow',
  city: 'Moscow',
  zipCode: '125009',
  area: 'Tverskaya 1',
};
const unserved = new ApiError(422, {
  status: 422,
  type: problemType('shipping-unserved-country'),
  errors: [
    { path: 'country', message: 'Sorry, we do not ship to RU', type: problemType('shipping-unserved-country'), params: { country: 'RU' } },
  ],
});

function renderForm(onSubmit = vi.fn(() => Promise.reject(unserved))) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressForm defaultValues={saved} onSubmit={onSubmit} pending={false} />
    </QueryClientProvider>,
  );
  return onSubmit;
}
const picker = () => screen.getByRole('combobox', { name: /country/i }) as HTMLSelectElement;

beforeEach(() => fakeApi({ '/api/shipping/countries': { served: ['CN', 'DE', 'US'], everywhereElse: false } }));
afterEach(resetFakes);
afterAll(() => setLanguage('en'));

describe('address form: countries not shipped to', () => {
  it('English: a saved address in Russia keeps its country, marked, and saving it is refused naming Russia', async () => {
    await setLanguage('en');
    const onSubmit = renderForm();
    expect(await screen.findByRole('group', { name: 'We don’t ship here yet' })).toBeTruthy();
    expect(picker().value).toBe('RU');
    expect(screen.getByText('We don’t ship to Russia yet.')).toBeTruthy();
    expect(picker().getAttribute('aria-describedby')).toBe(screen.getByText('We don’t ship to Russia yet.').id);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, we do not ship to Russia: please choose an address in a country we ship to',
    );
    // A served country picked: no mark.
    fireEvent.change(picker(), { target: { value: 'DE' } });
    await waitFor(() => expect(screen.queryByText(/ship to Germany/)).toBeNull());
  });

  it('简体中文: the same mark and refusal in Chinese', async () => {
    await setLanguage('zh-CN');
    renderForm();
    expect(await screen.findByRole('group', { name: '暂不配送到此地区' })).toBeTruthy();
    expect(screen.getByText('暂不配送到俄罗斯。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('抱歉，我们暂不配送至 俄罗斯：请选择我们配送的国家或地区的地址');
    await setLanguage('en');
  });
});
