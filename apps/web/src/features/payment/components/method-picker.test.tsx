import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MethodPicker } from './method-picker';

afterEach(cleanup);

describe('MethodPicker', () => {
  it('offers only the methods the store takes', () => {
    render(<MethodPicker value={null} offered={['stripe']} onChange={() => undefined} />);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([expect.stringMatching(/^Card/)]);
    expect(screen.queryByRole('radio', { name: /PayPal/ })).toBeNull();
  });

  it('shows a placeholder, not a method, while the list loads', () => {
    render(<MethodPicker value={null} offered={undefined} onChange={() => undefined} />);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('radiogroup').getAttribute('aria-busy')).toBe('true');
  });

  it('reports the chosen method', () => {
    const onChange = vi.fn();
    render(<MethodPicker value="stripe" offered={['stripe', 'paypal']} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /Card/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(onChange).toHaveBeenCalledWith('paypal');
  });
});
