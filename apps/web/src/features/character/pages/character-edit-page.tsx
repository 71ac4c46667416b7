import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function CharacterEditPage() {
  return (
    <SubPage title="Edit Character"><RequireLogin><PlaceholderBody title="Edit Character" /></RequireLogin></SubPage>
  );
}
