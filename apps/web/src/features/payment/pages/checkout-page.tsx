import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function CheckoutPage() {
  return (
    <SubPage title="Check Out"><RequireLogin><PlaceholderBody title="Check Out" /></RequireLogin></SubPage>
  );
}
