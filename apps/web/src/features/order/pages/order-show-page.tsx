import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function OrderShowPage() {
  return (
    <SubPage title="Order Detail"><RequireLogin><PlaceholderBody title="Order Detail" /></RequireLogin></SubPage>
  );
}
