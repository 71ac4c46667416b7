import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function ChangePasswordPage() {
  return (
    <SubPage title="Change Password"><RequireLogin><PlaceholderBody title="Change Password" /></RequireLogin></SubPage>
  );
}
