import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function AddressListPage() {
  return (
    <SubPage title="Address Book"><RequireLogin><PlaceholderBody title="Address Book" /></RequireLogin></SubPage>
  );
}
