import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function CampaignsPage() {
  return (
    <SubPage title="My Campaigns"><RequireLogin><PlaceholderBody title="My Campaigns" /></RequireLogin></SubPage>
  );
}
