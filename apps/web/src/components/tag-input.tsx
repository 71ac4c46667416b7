import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
// Relative import: this file is unit-tested and the vitest web project has no '@' alias.
import { cn } from '../lib/cn';
import { useTranslation } from '@/i18n/react';

export interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Tags beyond this count are not added. */
  max?: number;
  placeholder?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
  /** How a tag reads on screen (a known genre in the shopper's language); the value keeps the tag. */
  display?: (tag: string) => string;
}

/** Adds `text` unless it is empty, already present or the list is full. */
export function addTag(tags: string[], text: string, max?: number): string[] {
  const tag = text.trim();
  if (!tag || tags.includes(tag) || (max !== undefined && tags.length >= max)) return tags;
  return [...tags, tag];
}

/**
 * SPEC §5 tag input: Enter or comma adds the typed tag, duplicates and empties are ignored, a
 * maximum count holds if set, and Backspace in an empty input removes the last tag.
 */
export function TagInput({ value, onChange, max, placeholder, id, onBlur, display = (tag) => tag, ...aria }: TagInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const full = max !== undefined && value.length >= max;

  const commit = (raw: string) => {
    const next = addTag(value, raw, max);
    if (next !== value) onChange(next);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-xl border border-neutral-200 bg-white px-2.5 py-2 transition focus-within:border-brand-400 focus-within:ring-3 focus-within:ring-brand-100',
        aria['aria-invalid'] && 'border-red-400 ring-red-100',
      )}
    >
      {value.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-2.5 text-[13px] font-medium text-brand-700"
        >
          {display(tag)}
          <button
            type="button"
            aria-label={t('common.removeTag', { tag: display(tag) })}
            onClick={() => onChange(value.filter((t) => t !== tag))}
            className="flex size-4.5 items-center justify-center rounded-full hover:bg-brand-100"
          >
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        {...aria}
        value={text}
        // A pasted "a, b" becomes two tags: everything before the last comma is committed.
        onChange={(e) => {
          const parts = e.target.value.split(',');
          if (parts.length === 1) return setText(e.target.value);
          let next = value;
          for (const part of parts.slice(0, -1)) next = addTag(next, part, max);
          if (next !== value) onChange(next);
          setText(parts[parts.length - 1]!);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim()) commit(text);
          onBlur?.();
        }}
        placeholder={full ? t('common.upToTags', { max }) : value.length === 0 ? (placeholder ?? t('common.addTag')) : ''}
        enterKeyHint="enter"
        className="min-w-24 flex-1 bg-transparent px-1 py-0.5 text-[15px] text-neutral-900 outline-none placeholder:text-neutral-500"
      />
    </div>
  );
}
