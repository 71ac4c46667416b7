import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'How do votes work?', content: 'Three a day.' },
  { id: 'b', title: 'When is a figurine made?', content: 'When the campaign is funded.' },
  { id: 'c', title: 'Can I get a refund?', content: 'If the campaign fails.' },
];

afterEach(cleanup);

describe('Accordion', () => {
  it('opens one answer at a time and closes it again', () => {
    render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    expect(screen.queryByText('Three a day.')).toBeNull();
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do votes work?' }).textContent).toBe('Three a day.');
    fireEvent.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Three a day.')).toBeNull();
    expect(screen.getByText('When the campaign is funded.')).toBeTruthy();
    fireEvent.click(second!);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves between questions with the arrow keys, Home and End', () => {
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[2]);
    fireEvent.keyDown(buttons[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons[2]);
    fireEvent.keyDown(buttons[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('puts each question in a heading', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((i) => i.title));
  });
});
