import { DAILY_VOTES } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { BellRing, KeyRound, Mail, Megaphone, Trash2, UserRound } from 'lucide-react';
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
        <span className="block text-[15px] font-medium text-neutral-900">Daily voting reminder</span>
        <span className="mt-0.5 block text-xs leading-snug text-neutral-500">{`Tell me when my ${DAILY_VOTES} daily votes are ready`}</span>
      </label>
      <Switch
        id={id}
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
        <span className="block text-[15px] font-medium text-neutral-900">{label}</span>
        <span className="mt-0.5 block text-xs leading-snug text-neutral-500">{description}</span>
      </label>
      <Switch
        id={id}
        checked={preferences.data?.[name] ?? true}
        disabled={!preferences.data || update.isPending}
        onCheckedChange={(on) => update.mutate({ [name]: on }, { onError: handleError })}
      />
    </div>
  );
}

function Settings() {
  return (
    <div className="flex flex-col gap-5 p-4">
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Account</h2>
        <ListGroup>
          <ListCell to={paths.profile} icon={<UserRound className="size-5" />} label="Profile" description="Avatar, nickname and bio" />
          <ListCell
            to={paths.changePassword}
            icon={<KeyRound className="size-5" />}
            label="Change Password"
            description="Keep your account secure"
          />
        </ListGroup>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Notifications</h2>
        <ListGroup>
          <ReminderSetting />
        </ListGroup>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Emails</h2>
        <ListGroup>
          <EmailSetting
            name="preSaleOpening"
            icon={<Mail className="size-5" />}
            label="Pre-sale openings"
            description="When a character I voted for or collected opens its pre-sale"
          />
          <EmailSetting
            name="campaignUpdates"
            icon={<Megaphone className="size-5" />}
            label="Campaign updates"
            description="When a character I voted for starts crowdfunding"
          />
        </ListGroup>
        <p className="mt-2 px-2 text-xs leading-snug text-neutral-500">
          Verification codes, receipts, shipping, refunds and security notices are always sent.
        </p>
      </section>
      <section>
        <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Danger zone</h2>
        <ListGroup>
          <ListCell
            to={paths.deleteAccount}
            tone="danger"
            icon={<Trash2 className="size-5" />}
            label="Delete Account"
            description="All your data will be permanently deleted"
          />
        </ListGroup>
      </section>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <SubPage title="Account Settings" fallback={paths.user}>
      <RequireLogin>
        <Settings />
      </RequireLogin>
    </SubPage>
  );
}
