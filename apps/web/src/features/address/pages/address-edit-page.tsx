import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function AddressEditPage() {
  return (
    <SubPage title="Edit Address"><RequireLogin><PlaceholderBody title="Edit Address" /></RequireLogin></SubPage>
  );
}
