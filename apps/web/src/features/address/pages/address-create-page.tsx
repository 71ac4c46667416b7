import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function AddressCreatePage() {
  return (
    <SubPage title="New Address"><RequireLogin><PlaceholderBody title="New Address" /></RequireLogin></SubPage>
  );
}
