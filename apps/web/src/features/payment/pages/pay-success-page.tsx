import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function PaySuccessPage() {
  return (
    <SubPage title="Payment Successful"><RequireLogin><PlaceholderBody title="Payment Successful" /></RequireLogin></SubPage>
  );
}
