import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function RaffleRecordsPage() {
  return (
    <SubPage title="Raffle Records"><RequireLogin><PlaceholderBody title="Raffle Records" /></RequireLogin></SubPage>
  );
}
