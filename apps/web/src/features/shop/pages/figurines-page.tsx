import { TabPage, PlaceholderBody } from '@/components/layout/page';

export default function FigurinesPage() {
  return (
    <TabPage><PlaceholderBody title="Figurine Store" /></TabPage>
  );
}
