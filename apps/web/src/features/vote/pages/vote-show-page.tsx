import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function VoteShowPage() {
  return (
    <SubPage title="Character Vote"><PlaceholderBody title="Character Vote" /></SubPage>
  );
}
