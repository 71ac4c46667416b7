import { CircleAlert, RotateCw } from 'lucide-react';
import { ApiError } from '../lib/api-client';
import { cn } from '../lib/cn';
import { LoginRequiredCard } from './layout/require-login';
import { Button } from './ui/button';
import { i18next } from '@/i18n';

/** SPEC §8 "Display of errors in data views": the text a failed data view shows. */
export function dataViewMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === undefined) return i18next.t('errors.dataUnknown');
  if (error.status === 404) return i18next.t('errors.dataNotFound');
  if (error.status === 401) return i18next.t('errors.dataUnauthorized');
  if (error.status === 403) return i18next.t('errors.dataForbidden');
  return error.firstMessage;
}

/** A failed data view: a login prompt for 401, else the message and, when it may help, a retry button. */
export function ErrorView({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  if (error instanceof ApiError && error.status === 401) return <LoginRequiredCard message={i18next.t('errors.dataUnauthorized')} />;
  // Asking again cannot bring back missing data or grant access.
  const retryable = !(error instanceof ApiError && (error.status === 404 || error.status === 403));
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-8 text-center shadow-sm', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50">
        <CircleAlert className="size-6 text-red-600" aria-hidden />
      </span>
      <p className="text-sm leading-relaxed text-neutral-600">{dataViewMessage(error)}</p>
      {onRetry && retryable && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden /> {i18next.t('common.retry')}
        </Button>
      )}
    </div>
  );
}
