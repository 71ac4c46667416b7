import { TabPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function UserPage() {
  return (
    <TabPage><RequireLogin><PlaceholderBody title="Account" /></RequireLogin></TabPage>
  );
}
