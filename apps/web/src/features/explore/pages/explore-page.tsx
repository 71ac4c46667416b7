import { TabPage, PlaceholderBody } from '@/components/layout/page';

export default function ExplorePage() {
  return (
    <TabPage><PlaceholderBody title="Explore" /></TabPage>
  );
}
