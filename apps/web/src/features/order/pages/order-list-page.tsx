import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function OrderListPage() {
  return (
    <SubPage title="My Orders"><RequireLogin><PlaceholderBody title="My Orders" /></RequireLogin></SubPage>
  );
}
