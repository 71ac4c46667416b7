import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import type { FigurineSpec } from '../api/get-figurine-show';
import { SpecificationTable } from './specification-table';

const spec = (over: Partial<FigurineSpec>): FigurineSpec => ({
  id: 's1',
  title: 'Standard',
  image: null,
  description: '',
  descriptionLanguage: null,
  price: 69.99,
  preSalePrice: null,
  referencePrice: null,
  stock: 5,
  limitPerAccount: null,
  details: {},
  raffle: null,
  shipMonth: null,
  delays: [],
  ...over,
});

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

/** Decision 051: each spec's short description in the reader's language, a fallback marked with its language. */
describe('SpecificationTable', () => {
  it("shows each spec's description, marking one in the other language with lang", () => {
    render(
      <SpecificationTable
        specs={[
          spec({ description: 'With a lantern stand.', descriptionLanguage: 'en', details: { scale: '1/7' } }),
          spec({ id: 's2', title: 'Deluxe', description: '限量 500 体。', descriptionLanguage: 'zh-CN', details: { scale: '1/7' } }),
        ]}
      />,
    );
    const row = screen.getByRole('rowheader', { name: 'About this edition' }).closest('tr')!;
    const [own, other] = [...row.querySelectorAll('td')];
    expect(own!.textContent).toBe('With a lantern stand.');
    expect(own!.getAttribute('lang')).toBeNull();
    expect(other!.textContent).toBe('限量 500 体。');
    expect(other!.getAttribute('lang')).toBe('zh-CN');
  });

  it('in 简体中文 a Chinese description needs no mark, and a spec with only a description still shows', async () => {
    await setLanguage('zh-CN');
    render(<SpecificationTable specs={[spec({ description: '附灯笼展示台。', descriptionLanguage: 'zh-CN' })]} />);
    const cell = screen.getByRole('rowheader', { name: '版本说明' }).closest('tr')!.querySelector('td')!;
    expect(cell.textContent).toBe('附灯笼展示台。');
    expect(cell.getAttribute('lang')).toBeNull();
  });

  it('shows nothing when no spec has a description or a detail', () => {
    const { container } = render(<SpecificationTable specs={[spec({})]} />);
    expect(container.textContent).toBe('');
  });
});
