import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function SettingsPage() {
  return (
    <SubPage title="Account Settings"><RequireLogin><PlaceholderBody title="Account Settings" /></RequireLogin></SubPage>
  );
}
