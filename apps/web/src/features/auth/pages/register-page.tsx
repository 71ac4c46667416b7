import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function RegisterPage() {
  return (
    <SubPage title="Create Account"><PlaceholderBody title="Create Account" /></SubPage>
  );
}
