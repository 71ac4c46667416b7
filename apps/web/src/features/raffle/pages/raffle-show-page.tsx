import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function RaffleShowPage() {
  return (
    <SubPage title="Figurine Raffle Event"><PlaceholderBody title="Figurine Raffle Event" /></SubPage>
  );
}
