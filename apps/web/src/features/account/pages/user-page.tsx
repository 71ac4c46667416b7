import { paths } from '@pedestal/contract/paths';
import { CircleHelp, Headphones, Info, LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TabPage } from '@/components/layout/tab-page';
import { RequireLogin } from '@/components/layout/require-login';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ListCell, ListGroup } from '@/components/ui/list-cell';
import { useUserState } from '@/lib/session/get-user-state';
import { useSignOut } from '@/lib/session/session';
import { AccountEntries } from '../components/account-entries';
import { AccountHeader } from '../components/account-header';
import { i18next } from '@/i18n';

function AccountHub() {
  const { user } = useUserState();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const logout = async () => {
    setLeaving(true);
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <AccountHeader user={user} />
      <AccountEntries />
      <ListGroup>
        <ListCell to={paths.settings} icon={<Settings className="size-5" />} label={i18next.t('account.accountSettings')} />
        <ListCell to={paths.faq} icon={<CircleHelp className="size-5" />} label={i18next.t('nav.faq')} />
        <ListCell to={paths.aboutUs} icon={<Info className="size-5" />} label={i18next.t('nav.aboutUs')} />
        <ListCell to={paths.contactSupport} icon={<Headphones className="size-5" />} label={i18next.t('nav.contactSupport')} />
      </ListGroup>
      <button
        type="button"
        onClick={() => setConfirmLogout(true)}
        className="flex h-13 items-center justify-center gap-2 rounded-3xl bg-white text-[15px] font-semibold text-red-600 shadow-sm hover:bg-red-50"
      >
        <LogOut className="size-5" /> {i18next.t('account.logout')}
      </button>
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={i18next.t('account.logout')}
        description={i18next.t('account.areYouSureYouWant')}
        confirmText={i18next.t('account.logout')}
        destructive
        loading={leaving}
        onConfirm={logout}
      />
    </div>
  );
}

export default function UserPage() {
  return (
    <TabPage className="md:mx-auto md:max-w-3xl md:pt-4">
      <RequireLogin>
        <AccountHub />
      </RequireLogin>
    </TabPage>
  );
}
