import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function VoteListPage() {
  return (
    <SubPage title="Voting Campaigns"><PlaceholderBody title="Voting Campaigns" /></SubPage>
  );
}
