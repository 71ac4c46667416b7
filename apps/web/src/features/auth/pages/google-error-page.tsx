import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function GoogleErrorPage() {
  return (
    <SubPage title="Sign-in failed"><PlaceholderBody title="Sign-in failed" /></SubPage>
  );
}
