import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function FaqPage() {
  return (
    <SubPage title="FAQ"><PlaceholderBody title="FAQ" /></SubPage>
  );
}
