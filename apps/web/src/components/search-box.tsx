import { SEARCH_DEBOUNCE_MS } from '@pedestal/contract/constants';
import { ArrowRight, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/i18n/react';

export interface SearchBoxProps {
  /** Called with the trimmed text once typing pauses for `delay` ms, or at once on Enter/clear. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  delay?: number;
  placeholder?: string;
  className?: string;
}

export function SearchBox({ onSearch, defaultValue = '', delay = SEARCH_DEBOUNCE_MS, placeholder, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest callback without restarting the pending timer when the parent re-renders.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (value: string, wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value.trim()), wait);
  };

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        schedule(text, 0);
      }}
      className={cn(
        'flex h-11 items-center gap-2 rounded-full bg-white px-4 shadow-sm ring-1 ring-neutral-200 focus-within:ring-2 focus-within:ring-brand-300',
        className,
      )}
    >
      <Search className="size-4.5 shrink-0 text-neutral-500" aria-hidden />
      <input
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          schedule(e.target.value, delay);
        }}
        placeholder={placeholder ?? t('common.search')}
        aria-label={placeholder ?? t('common.search')}
        enterKeyHint="search"
        className="h-full min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t('common.clearSearch')}
          onClick={() => {
            setText('');
            schedule('', 0);
          }}
          className="flex size-6 items-center justify-center rounded-full bg-neutral-200 text-neutral-600"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
      {/* The form's submit control (WCAG 3.2.2, HTML_CodeSniffer H32.2): Enter and this button search at once. */}
      <button
        type="submit"
        aria-label={t('common.search')}
        className="-mr-2 flex size-8 shrink-0 items-center justify-center rounded-full text-brand-600 hover:bg-brand-50"
      >
        <ArrowRight className="size-4.5" aria-hidden />
      </button>
    </form>
  );
}
