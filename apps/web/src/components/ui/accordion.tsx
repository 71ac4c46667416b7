import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Collapsible question list, one open at a time (the WAI-ARIA accordion pattern: heading buttons
 * with aria-expanded, arrow keys, Home and End between them). A closed answer is not rendered at
 * all: Radix's accordion measured every answer on mount, a forced layout of the whole page inside
 * the figurine page's first render (issue 13).
 */
export function Accordion({ items, className }: { items: AccordionEntry[]; className?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    triggers.current[next(index, items.length)]?.focus();
  };

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {items.map((item, index) => {
        const isOpen = open === item.id;
        const panelId = `${baseId}-${index}`;
        return (
          <div key={item.id} className="overflow-hidden rounded-3xl bg-white shadow-sm">
            <h3>
              <button
                ref={(el) => {
                  triggers.current[index] = el;
                }}
                type="button"
                id={`${panelId}-trigger`}
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                onClick={() => setOpen(isOpen ? null : item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className="group flex min-h-14 w-full items-center gap-3 px-5 py-4 text-left text-[15px] font-semibold text-neutral-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="flex-1">{item.title}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-brand-500 transition-transform duration-200 group-aria-expanded:rotate-180"
                  aria-hidden
                />
              </button>
            </h3>
            {isOpen && (
              <div id={panelId} role="region" aria-labelledby={`${panelId}-trigger`} className="px-5 pb-5 text-sm text-neutral-600">
                {item.content}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
