import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput, addTag } from './tag-input';

afterEach(cleanup);

/** A controlled TagInput, as forms use it; the current tags are rendered for assertions. */
function Harness({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput value={tags} onChange={setTags} max={max} placeholder="Genre" />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const setup = (props?: { initial?: string[]; max?: number }) => {
  render(<Harness {...props} />);
  const input = screen.getByRole('textbox');
  return {
    input,
    tags: () => screen.getByTestId('tags').textContent,
    type: (text: string) => fireEvent.change(input, { target: { value: text } }),
    press: (key: string) => fireEvent.keyDown(input, { key }),
  };
};

describe('TagInput', () => {
  it('adds the typed tag on Enter and clears the input', () => {
    const t = setup();
    t.type('Anime');
    t.press('Enter');
    expect(t.tags()).toBe('Anime');
    expect((t.input as HTMLInputElement).value).toBe('');
  });

  it('adds the typed tag on a comma key', () => {
    const t = setup();
    t.type('Manga');
    t.press(',');
    expect(t.tags()).toBe('Manga');
  });

  it('splits typed or pasted text at commas', () => {
    const t = setup();
    t.type('Manga, Anime,Wes');
    expect(t.tags()).toBe('Manga|Anime');
    expect((t.input as HTMLInputElement).value).toBe('Wes');
  });

  it('trims tags and ignores empty ones', () => {
    const t = setup();
    t.type('   ');
    t.press('Enter');
    t.type('  Western  ');
    t.press('Enter');
    expect(t.tags()).toBe('Western');
  });

  it('ignores a duplicate tag', () => {
    const t = setup({ initial: ['Anime'] });
    t.type('Anime');
    t.press('Enter');
    expect(t.tags()).toBe('Anime');
  });

  it('stops adding at the maximum count', () => {
    const t = setup({ initial: ['A', 'B'], max: 2 });
    t.type('C');
    t.press('Enter');
    expect(t.tags()).toBe('A|B');
  });

  it('removes the last tag on Backspace in an empty input', () => {
    const t = setup({ initial: ['A', 'B'] });
    t.press('Backspace');
    expect(t.tags()).toBe('A');
  });

  it('keeps the tags on Backspace while there is text', () => {
    const t = setup({ initial: ['A', 'B'] });
    t.type('x');
    t.press('Backspace');
    expect(t.tags()).toBe('A|B');
  });

  it('removes a tag with its remove button', () => {
    const t = setup({ initial: ['A', 'B'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove A' }));
    expect(t.tags()).toBe('B');
  });

  it('commits pending text when the input loses focus', () => {
    const t = setup();
    t.type('Doujinshi');
    fireEvent.blur(t.input);
    expect(t.tags()).toBe('Doujinshi');
  });
});

describe('addTag', () => {
  it('returns the same array when nothing is added', () => {
    const tags = ['A'];
    expect(addTag(tags, 'A')).toBe(tags);
    expect(addTag(tags, ' ')).toBe(tags);
    expect(addTag(tags, 'B', 1)).toBe(tags);
  });
});

describe('TagInput display', () => {
  it('shows each tag as `display` reads it (a genre in Chinese) while the value keeps the tag (issue 41 #8)', () => {
    const onChange = (tags: string[]) => void tags;
    render(<TagInput value={['Manga', 'mecha']} onChange={onChange} display={(tag) => (tag === 'Manga' ? '漫画' : tag)} />);
    expect(screen.getByText('漫画')).toBeTruthy();
    expect(screen.queryByText('Manga')).toBeNull();
    expect(screen.getByText('mecha')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringContaining('漫画'),
      expect.stringContaining('mecha'),
    ]);
  });
});
