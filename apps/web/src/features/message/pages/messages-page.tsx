import { SubPage, PlaceholderBody } from '@/components/layout/page';
import { RequireLogin } from '@/components/layout/require-login';

export default function MessagesPage() {
  return (
    <SubPage title="Messages"><RequireLogin><PlaceholderBody title="Messages" /></RequireLogin></SubPage>
  );
}
