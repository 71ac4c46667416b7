import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomDrawer } from './bottom-drawer';

afterEach(cleanup);

const open = (props: Partial<Parameters<typeof BottomDrawer>[0]> = {}) => {
  const onClose = vi.fn();
  render(
    <BottomDrawer
      open
      onClose={onClose}
      title="Deluxe Edition"
      closeLabel="Close"
      summary={<p>$94.99</p>}
      footer={<button type="button">Buy Now</button>}
      {...props}
    >
      <p>Quantity</p>
    </BottomDrawer>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Deluxe Edition' }) };
};

describe('BottomDrawer', () => {
  it('is a dialog named by its title, with the summary, body, footer and picture', () => {
    const { dialog } = open({ media: <img alt="Deluxe Edition figure" src="data:," /> });
    expect(within(dialog).getByRole('heading', { name: 'Deluxe Edition' })).toBeTruthy();
    expect(within(dialog).getByText('$94.99')).toBeTruthy();
    expect(within(dialog).getByText('Quantity')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Deluxe Edition figure' })).toBeTruthy();
  });

  it('closes from its labelled close button and from Escape', () => {
    const { onClose, dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(
      <BottomDrawer open={false} onClose={() => {}} title="Supporter" closeLabel="Close" footer={null}>
        <p>Reward</p>
      </BottomDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
