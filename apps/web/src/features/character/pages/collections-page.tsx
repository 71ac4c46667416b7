import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function CollectionsPage() {
  return (
    <SubPage title="My Collections"><RequireLogin><PlaceholderBody title="My Collections" /></RequireLogin></SubPage>
  );
}
