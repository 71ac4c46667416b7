import { DAILY_VOTES } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { BellRing, Download, KeyRound, Mail, Megaphone, Trash2, UserRound, Languages } from 'lucide-react';
import type { NotificationPreferences } from '@pedestal/contract/schemas/character';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { ListCell, ListGroup } from '@/components/ui/list-cell';
import { Switch } from '@/components/ui/switch';
import { useUserState } from '@/lib/session/get-user-state';
import { handleError } from '@/lib/handle-error';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';
import { useSetVotingReminder } from '../api/set-voting-reminder';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { i18next } from '@/i18n';
import { LanguageSwitch } from '@/components/language-switch';

function ReminderSetting() {
  const { user } = useUserState();
  const setReminder = useSetVotingReminder();
  const id = useId();
  if (!user) return null;
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <BellRing className="size-5" />
      </span>
      <label htmlFor={id} className="min-w-0 flex-1">
        <span id={`${id}-name`} className="block text-[15px] font-medium text-neutral-900">
          {i18next.t('account.dailyVotingReminder2')}
        </span>
        <span className="mt-0.5 block text-xs leading-snug text-neutral-500">
          {i18next.t('account.reminderSetting', { count: DAILY_VOTES })}
        </span>
      </label>
      <Switch
        id={id}
        aria-labelledby={`${id}-name`}
        checked={user.votingReminder}
        disabled={setReminder.isPending}
        onCheckedChange={(reminder) => setReminder.mutate({ userId: user.id, reminder }, { onError: handleError })}
      />
    </div>
  );
}

/** One marketing-like email the shopper can switch off (receipts, shipping and security mail always go). */
function EmailSetting({
  name,
  icon,
  label,
  description,
}: {
  name: keyof NotificationPreferences;
  icon: ReactNode;
  label: string;
  description: string;
}) {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">{icon}</span>
      <label htmlFor={id} className="min-w-0 flex-1">
        <span id={`${id}-name`} className="block text-[15px] font-medium text-neutral-900">
          {label}
        </span>
        <span className="mt-0.5 block text-xs leading-snug text-neutral-500">{description}</span>
      </label>
      <Switch
        id={id}
        aria-labelledby={`${id}-name`}
        checked={preferences.data?.[name] ?? true}
        disabled={!preferences.data || update.isPending}
        onCheckedChange={(on) => update.mutate({ [name]: on }, { onError: handleError })}
      />
    </div>
  );
}

/** "Download my data" (decision 039): a job builds the copy; the link comes by email and works for 24 hours. */
function DataExportSetting() {
  const latest = useDataExport();
  const request = useRequestDataExport();
  const state = latest.data;
  const status =
    state?.status === 'pending'
      ? i18next.t('account.dataExportPending')
      : state?.status === 'ready' && state.expiresAt
        ? i18next.t('account.dataExportReady', { until: formatDateTime(state.expiresAt) })
        : i18next.t('account.dataExportHint');
  return (
    <div className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Download className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-medium text-neutral-900">{i18next.t('account.downloadMyData')}</p>
        <p className="mt-0.5 text-xs leading-snug text-neutral-500" role="status" data-testid="data-export-status">
          {status}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={request.isPending}
        disabled={state?.status === 'pending'}
        onClick={() => request.mutate(undefined, { onError: handleError })}
      >
        {i18next.t('account.requestMyData')}
      </Button>
    </div>
  );
}

function Settings() {
  return (
    <div className="flex flex-col gap-5 p-4">
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{i18next.t('account.account')}</h2>
        <ListGroup>
          <ListCell
            to={paths.profile}
            icon={<UserRound className="size-5" />}
            label={i18next.t('account.profile')}
            description={i18next.t('account.avatarNicknameAndBio')}
          />
          <ListCell
            to={paths.changePassword}
            icon={<KeyRound className="size-5" />}
            label={i18next.t('account.changePassword')}
            description={i18next.t('account.keepYourAccountSecure')}
          />
        </ListGroup>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{i18next.t('account.language')}</h2>
        <ListGroup>
          <div className="flex flex-wrap items-center gap-3 px-4 py-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Languages className="size-5" />
            </span>
            <span className="min-w-0 flex-1 text-xs leading-snug text-neutral-500">{i18next.t('account.languageHint')}</span>
            <LanguageSwitch />
          </div>
        </ListGroup>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{i18next.t('account.notifications')}</h2>
        <ListGroup>
          <ReminderSetting />
        </ListGroup>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{i18next.t('account.emails')}</h2>
        <ListGroup>
          <EmailSetting
            name="preSaleOpening"
            icon={<Mail className="size-5" />}
            label={i18next.t('account.preSaleOpenings')}
            description={i18next.t('account.whenACharacterIVoted')}
          />
          <EmailSetting
            name="campaignUpdates"
            icon={<Megaphone className="size-5" />}
            label={i18next.t('account.campaignUpdates')}
            description={i18next.t('account.whenACharacterIVoted2')}
          />
        </ListGroup>
        <p className="mt-2 px-2 text-xs leading-snug text-neutral-500">{i18next.t('account.verificationCodesReceiptsShippingRefunds')}</p>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{i18next.t('account.yourData')}</h2>
        <ListGroup>
          <DataExportSetting />
        </ListGroup>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{i18next.t('account.dangerZone')}</h2>
        <ListGroup>
          <ListCell
            to={paths.deleteAccount}
            tone="danger"
            icon={<Trash2 className="size-5" />}
            label={i18next.t('account.deleteAccount')}
            description={i18next.t('account.allYourDataWillBe2')}
          />
        </ListGroup>
      </section>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <SubPage title={i18next.t('account.accountSettings')} fallback={paths.user}>
      <RequireLogin>
        <Settings />
      </RequireLogin>
    </SubPage>
  );
}
