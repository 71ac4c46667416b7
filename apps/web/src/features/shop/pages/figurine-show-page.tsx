import { SubPage, PlaceholderBody } from '@/components/layout/page';

export default function FigurineShowPage() {
  return (
    <SubPage title="Figurine Sale"><PlaceholderBody title="Figurine Sale" /></SubPage>
  );
}
