import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function ContributorsPage() {
  return (
    <SubPage title="Contributors"><PlaceholderBody title="Contributors" /></SubPage>
  );
}
