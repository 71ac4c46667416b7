import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function LoginPage() {
  return (
    <SubPage title="Log In"><PlaceholderBody title="Log In" /></SubPage>
  );
}
