import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function CrowdfundingListPage() {
  return (
    <SubPage title="Crowdfunding Campaigns"><PlaceholderBody title="Crowdfunding Campaigns" /></SubPage>
  );
}
