import type { ServedCountries } from '@pedestal/contract/rules/shipping';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { countryOptions } from '@pedestal/contract/rules/countries';
import { setLanguage } from '@/i18n';
import { Field } from '@/components/ui/field';
import { CountrySelect } from './country-select';

afterEach(cleanup);
afterAll(() => setLanguage('en'));

/** The picker as the address form uses it: a labelled field, registered with react-hook-form. */
function Form({
  country,
  saved,
  served,
  onValue,
}: {
  country: string;
  saved?: string;
  served?: ServedCountries;
  onValue?: (v: string) => void;
}) {
  const { register, control } = useForm({ defaultValues: { country } });
  const value = useWatch({ control, name: 'country' });
  onValue?.(value);
  return <Field label="Country">{(a) => <CountrySelect {...a} {...register('country')} saved={saved} served={served} />}</Field>;
}

const picker = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
const optionNames = () => [...picker().options].map((o) => o.textContent);

describe('CountrySelect', () => {
  it('English: a labelled combobox of every country by name, sorted, with the ISO code as its value', async () => {
    await setLanguage('en');
    render(<Form country="" />);
    const names = optionNames();
    expect(names[0]).toBe('Choose a country or region');
    expect(names.length).toBeGreaterThan(240);
    expect(names).toContain('Germany');
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Belgium'));
    expect(within(picker()).getByRole('option', { name: 'Germany' }).getAttribute('value')).toBe('DE');
    expect(picker().value).toBe('');
  });

  it('简体中文: the same countries named in Chinese, in pinyin order', async () => {
    await setLanguage('zh-CN');
    render(<Form country="DE" />);
    const names = optionNames();
    expect(names[0]).toBe('请选择国家/地区');
    expect(picker().value).toBe('DE');
    expect(picker().selectedOptions[0]!.textContent).toBe('德国');
    expect(names.indexOf('德国')).toBeLessThan(names.indexOf('日本'));
    expect(names.indexOf('日本')).toBeLessThan(names.indexOf('中国'));
    await setLanguage('en');
  });

  it('picks by keyboard or pointer: the form holds the code', async () => {
    await setLanguage('en');
    let value = '';
    render(<Form country="" onValue={(v) => (value = v)} />);
    fireEvent.change(picker(), { target: { value: 'JP' } });
    expect(picker().selectedOptions[0]!.textContent).toBe('Japan');
    expect(value).toBe('JP');
  });

  it('English: the countries the store does not ship to follow under "We don’t ship here yet", still choosable', async () => {
    await setLanguage('en');
    let value = '';
    render(<Form country="RU" served={{ served: ['DE', 'US'], everywhereElse: false }} onValue={(v) => (value = v)} />);
    const shipped = screen.getByRole('group', { name: 'We ship here' });
    expect(
      within(shipped)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Germany', 'United States']);
    const elsewhere = screen.getByRole('group', { name: 'We don’t ship here yet' });
    expect(within(elsewhere).getByRole('option', { name: 'Russia' }).getAttribute('value')).toBe('RU');
    expect(within(elsewhere).queryByRole('option', { name: 'Germany' })).toBeNull();
    // A saved address in an unserved country keeps it; another can still be picked.
    expect(picker().value).toBe('RU');
    fireEvent.change(picker(), { target: { value: 'BR' } });
    expect(value).toBe('BR');
  });

  it('简体中文: the unserved countries under “暂不配送到此地区”; nothing marked when every country is served', async () => {
    await setLanguage('zh-CN');
    render(<Form country="" served={{ served: ['CN', 'JP'], everywhereElse: false }} />);
    expect(
      within(screen.getByRole('group', { name: '可配送地区' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['日本', '中国']);
    expect(within(screen.getByRole('group', { name: '暂不配送到此地区' })).getByRole('option', { name: '德国' })).toBeTruthy();
    cleanup();
    const everywhere = countryOptions('zh-CN').map((c) => c.code);
    render(<Form country="" served={{ served: everywhere, everywhereElse: true }} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(optionNames().length).toBe(everywhere.length + 1);
    await setLanguage('en');
  });

  it('keeps a country saved before the picker that is no ISO code, as written', async () => {
    await setLanguage('en');
    render(<Form country="Atlantis" saved="Atlantis" />);
    expect(picker().value).toBe('Atlantis');
    expect(screen.getByRole('group', { name: 'As saved' })).toBeTruthy();
    await setLanguage('zh-CN');
    cleanup();
    render(<Form country="Atlantis" saved="Atlantis" />);
    expect(screen.getByRole('group', { name: '已保存的写法' })).toBeTruthy();
    expect(picker().value).toBe('Atlantis');
    await setLanguage('en');
  });
});
