import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function RaffleEntryPage() {
  return (
    <SubPage title="Raffle Result"><RequireLogin><PlaceholderBody title="Raffle Result" /></RequireLogin></SubPage>
  );
}
