import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function CartPage() {
  return (
    <SubPage title="Shopping Cart"><RequireLogin><PlaceholderBody title="Shopping Cart" /></RequireLogin></SubPage>
  );
}
