import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function WalletPage() {
  return (
    <SubPage title="Diamonds & Votes"><RequireLogin><PlaceholderBody title="Diamonds & Votes" /></RequireLogin></SubPage>
  );
}
