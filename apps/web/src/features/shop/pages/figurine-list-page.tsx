import type { OrderBy } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import { useSearchParams } from 'react-router';
import { CharacterSearchGrid } from '@/components/character-search-grid';
import { SubPage } from '@/components/layout/sub-page';
import { figurineListSource } from '../api/get-figurine-list';
import { i18next } from '@/i18n';

/** /figurines/list: SPEC §2 Figurines On Sale; orderBy and genre start from the query string. */
export default function FigurineListPage() {
  const [params] = useSearchParams();
  const orderBy: OrderBy = params.get('orderBy') === 'mostView' ? 'mostView' : 'latest';
  const genre = params.get('genre') ?? '';
  return (
    <SubPage width="wide" title={i18next.t('shop.figurinesOnSale')} fallback={paths.figurines}>
      <CharacterSearchGrid key={`${orderBy}-${genre}`} initial={{ orderBy, genre }} source={(search) => figurineListSource(search)} />
    </SubPage>
  );
}
