import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function ContactSupportPage() {
  return (
    <SubPage title="Contact Support"><PlaceholderBody title="Contact Support" /></SubPage>
  );
}
