import { TabPage, PlaceholderBody } from '@/components/layout/page';

export default function HomePage() {
  return (
    <TabPage><PlaceholderBody title="Home" /></TabPage>
  );
}
