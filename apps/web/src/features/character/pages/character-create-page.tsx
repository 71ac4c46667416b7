import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function CharacterCreatePage() {
  return (
    <SubPage title="Create a Vote"><RequireLogin><PlaceholderBody title="Create a Vote" /></RequireLogin></SubPage>
  );
}
