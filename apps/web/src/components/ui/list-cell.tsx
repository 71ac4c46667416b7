import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface ListCellProps {
  icon?: ReactNode;
  label: ReactNode;
  description?: ReactNode;
  /** A route to open; without it the cell is a button. */
  to?: string;
  onClick?: () => void;
  tone?: 'default' | 'danger';
  right?: ReactNode;
  className?: string;
}

/** One tappable row of a grouped list (at least 56 px tall, chevron on the right). */
export function ListCell({ icon, label, description, to, onClick, tone = 'default', right, className }: ListCellProps) {
  const body = (
    <>
      {icon && (
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-xl',
            tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600',
          )}
        >
          {icon}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={cn('block text-[15px] font-medium', tone === 'danger' ? 'text-red-600' : 'text-neutral-900')}>{label}</span>
        {description && <span className="mt-0.5 block text-xs leading-snug text-neutral-500">{description}</span>}
      </span>
      {right ?? <ChevronRight className="size-5 shrink-0 text-neutral-300" aria-hidden />}
    </>
  );
  const classes = cn(
    'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-neutral-50 active:bg-neutral-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
    className,
  );
  if (to)
    return (
      <Link to={to} className={classes}>
        {body}
      </Link>
    );
  return (
    <button type="button" onClick={onClick} className={classes}>
      {body}
    </button>
  );
}

/** White rounded card holding list cells, separated by hairlines. */
export function ListGroup({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('divide-y divide-neutral-100 overflow-hidden rounded-3xl bg-white shadow-sm', className)}>{children}</div>;
}
