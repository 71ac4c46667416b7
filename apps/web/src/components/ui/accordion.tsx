import { ChevronDown } from 'lucide-react';
import { Accordion as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Collapsible question list (Radix: buttons with aria-expanded, arrow-key navigation); one open at a time. */
export function Accordion({ items, className }: { items: AccordionEntry[]; className?: string }) {
  return (
    <Primitive.Root type="single" collapsible className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => (
        <Primitive.Item key={item.id} value={item.id} className="overflow-hidden rounded-3xl bg-white shadow-sm">
          <Primitive.Header>
            <Primitive.Trigger className="group flex min-h-14 w-full items-center gap-3 px-5 py-4 text-left text-[15px] font-semibold text-neutral-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500">
              <span className="flex-1">{item.title}</span>
              <ChevronDown
                className="size-5 shrink-0 text-brand-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden
              />
            </Primitive.Trigger>
          </Primitive.Header>
          <Primitive.Content className="px-5 pb-5 text-sm text-neutral-600">{item.content}</Primitive.Content>
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
