import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function AboutUsPage() {
  return (
    <SubPage title="About Us"><PlaceholderBody title="About Us" /></SubPage>
  );
}
