import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function LegalPage() {
  return (
    <SubPage title="Legal"><PlaceholderBody title="Legal" /></SubPage>
  );
}
