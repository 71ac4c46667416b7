import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function CrowdfundingShowPage() {
  return (
    <SubPage title="Figurine Crowdfunding"><PlaceholderBody title="Figurine Crowdfunding" /></SubPage>
  );
}
