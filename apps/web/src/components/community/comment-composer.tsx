import { COMMENT_MAX_LENGTH } from '@pedestal/contract/constants';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Text box with a character counter. The text is cleared only when `onSubmit` resolves, so a
 * failed post keeps the draft in the box.
 */
export function CommentComposer({
  label,
  initial = '',
  submitText = 'Post',
  placeholder = 'Share your thoughts…',
  autoFocus,
  onSubmit,
  onCancel,
  pending,
}: {
  label: string;
  initial?: string;
  submitText?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  pending: boolean;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  const length = text.trim().length;
  const tooLong = length > COMMENT_MAX_LENGTH;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (length === 0 || tooLong) return;
        onSubmit(text).then(
          () => setText(''),
          () => undefined, // the error is shown by the caller; the draft stays
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        rows={3}
        autoFocus={autoFocus}
        aria-describedby={`${id}-count`}
        className="block w-full resize-y rounded-xl border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 placeholder:text-neutral-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-count`} className={cn('text-xs tabular-nums', tooLong ? 'font-semibold text-red-700' : 'text-neutral-500')}>
          {length}/{COMMENT_MAX_LENGTH}
        </span>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" loading={pending} disabled={length === 0 || tooLong || pending}>
            {submitText}
          </Button>
        </div>
      </div>
    </form>
  );
}
