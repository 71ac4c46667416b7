import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function GoogleSuccessPage() {
  return (
    <SubPage title="Signing in"><PlaceholderBody title="Signing in" /></SubPage>
  );
}
