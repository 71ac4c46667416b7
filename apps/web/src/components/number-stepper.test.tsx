import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { NumberStepper, clampStep, readQuantity } from './number-stepper';

afterEach(cleanup);
afterAll(() => setLanguage('en'));

describe('clampStep', () => {
  it('respects optional min and max', () => {
    expect(clampStep(5)).toBe(5);
    expect(clampStep(-1, 1)).toBe(1);
    expect(clampStep(7, 1, 4)).toBe(4);
  });
  it('lets a max below the min win, so an empty stock reads 0', () => {
    expect(clampStep(1, 1, 0)).toBe(0);
  });
  it('falls back to the min for a value that is not a number', () => {
    expect(clampStep(Number.NaN, 1, 4)).toBe(1);
  });
});

describe('readQuantity (issue 41 item 8)', () => {
  it('reads whole numbers within the bounds only', () => {
    expect(readQuantity('3', 1, 5)).toBe(3);
    expect(readQuantity(' 5 ', 1, 5)).toBe(5);
    for (const typed of ['2.5', '-3', '999', '0', '', 'abc', '1e2', '3x']) expect(readQuantity(typed, 1, 5)).toBeNull();
    expect(readQuantity('999', 1)).toBe(999);
  });
});

function Harness({ max = 5 }: { max?: number }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <NumberStepper value={value} onChange={setValue} min={1} max={max} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('NumberStepper', () => {
  const setup = () => {
    render(<Harness />);
    const input = screen.getByRole('textbox');
    return {
      input,
      value: () => screen.getByTestId('value').textContent,
      type: (text: string) => fireEvent.change(input, { target: { value: text } }),
      alert: () => screen.queryByRole('alert')?.textContent ?? null,
    };
  };

  it('never turns "2.5" into 25, "-3" into 3 or 999 into the maximum: the value stays and the shopper is told', () => {
    const { input, value, type, alert } = setup();
    for (const typed of ['2.5', '-3', '999']) {
      type(typed);
      expect((input as HTMLInputElement).value).toBe(typed);
      expect(value()).toBe('1');
      expect(alert()).toBe('Enter a whole number from 1 to 5');
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    type('4');
    expect(value()).toBe('4');
    expect(alert()).toBeNull();
    // Leaving a wrong entry shows the value again, the message stays until the next change.
    type('25');
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('4');
    expect(alert()).toBe('Enter a whole number from 1 to 5');
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(value()).toBe('5');
    expect(alert()).toBeNull();
  });

  it('says it in Chinese too', async () => {
    await setLanguage('zh-CN');
    const { type, alert } = setup();
    type('2.5');
    expect(alert()).toBe('请输入 1 到 5 之间的整数');
  });
});
