import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function DeleteAccountPage() {
  return (
    <SubPage title="Delete Account"><RequireLogin><PlaceholderBody title="Delete Account" /></RequireLogin></SubPage>
  );
}
