import { formatDay } from '@/lib/format';
import { paths } from '@pedestal/contract/paths';
import type { Message } from '@pedestal/contract/schemas/character';
import { CheckCheck, ChevronRight, Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, InfiniteList } from '@/components/infinite-list';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { cn } from '@/lib/cn';
import { handleError } from '@/lib/handle-error';
import { messagesSource } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { i18next } from '@/i18n';

function MessageRow({ message, onOpen }: { message: Message; onOpen: (m: Message) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          if (!message.isRead) onOpen(message);
        }}
        className="flex w-full items-start gap-3 p-4 text-left"
      >
        <span
          className={cn(
            'relative flex size-10 shrink-0 items-center justify-center rounded-full',
            message.isRead ? 'bg-neutral-100 text-neutral-500' : 'bg-brand-50 text-brand-500',
          )}
        >
          <Bell className="size-5" aria-hidden />
          {!message.isRead && (
            <span className="absolute top-0 right-0 size-2.5 rounded-full bg-brand-500 ring-2 ring-white">
              <span className="sr-only">{i18next.t('message.unread')}</span>
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn(
                'text-[15px]',
                !open && 'truncate',
                message.isRead ? 'font-medium text-neutral-700' : 'font-bold text-neutral-900',
              )}
            >
              {message.title}
            </span>
            <time dateTime={message.createdAt} className="shrink-0 text-[11px] text-neutral-500">
              {formatDay(message.createdAt)}
            </time>
          </span>
          <span className={cn('mt-0.5 block text-sm leading-snug text-neutral-500', !open && 'line-clamp-2')}>{message.body}</span>
        </span>
      </button>
      {open && message.link && (
        <Link
          to={message.link}
          className="mx-4 mb-4 -mt-1 flex items-center justify-between rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm font-semibold text-brand-700"
        >
          {i18next.t('message.viewDetails')} <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </li>
  );
}

function Inbox() {
  const markRead = useMarkRead();
  const read = (id: string) => markRead.mutate(id, { onError: handleError });
  return (
    <>
      <div className="flex justify-end px-4 pt-3">
        <button
          type="button"
          onClick={() => read('all')}
          disabled={markRead.isPending}
          className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white px-3 text-xs font-semibold text-brand-600 shadow-sm ring-1 ring-brand-100 disabled:opacity-50"
        >
          <CheckCheck className="size-4" aria-hidden /> {i18next.t('message.markAllRead')}
        </button>
      </div>
      <div className="px-4 pt-3">
        <InfiniteList
          {...messagesSource}
          as="ul"
          getKey={(m) => m.id}
          renderItem={(m) => <MessageRow message={m} onOpen={(msg) => read(msg.id)} />}
          className="flex flex-col gap-2.5"
          refetchOnMount="always"
          empty={<EmptyState>{i18next.t('message.noMessagesYet')}</EmptyState>}
          skeleton={
            <div className="flex flex-col gap-2.5" aria-hidden>
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-20 animate-pulse rounded-2xl bg-white shadow-sm" />
              ))}
            </div>
          }
        />
      </div>
    </>
  );
}

/** The user's inbox: review results, vote milestones and rewards. */
export default function MessagesPage() {
  return (
    <SubPage title={i18next.t('message.messages')} fallback={paths.user}>
      <RequireLogin>
        <Inbox />
      </RequireLogin>
    </SubPage>
  );
}
