import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function FigurineListPage() {
  return (
    <SubPage title="Figurines On Sale"><PlaceholderBody title="Figurines On Sale" /></SubPage>
  );
}
