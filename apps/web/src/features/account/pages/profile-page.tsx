import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function ProfilePage() {
  return (
    <SubPage title="Edit Profile"><RequireLogin><PlaceholderBody title="Edit Profile" /></RequireLogin></SubPage>
  );
}
