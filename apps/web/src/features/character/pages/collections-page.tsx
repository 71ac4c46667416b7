import { paths } from '@pedestal/contract/paths';
import { InfiniteList } from '@/components/infinite-list';
import { ItemCard, ITEM_GRID, ItemGridSkeleton } from '@/components/item-card';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { collectionsSource } from '../api/get-collections';
import { i18next } from '@/i18n';

/** SPEC §2 My Collections: collected characters, reloaded every time the screen opens. */
export default function CollectionsPage() {
  return (
    <SubPage width="wide" title={i18next.t('character.myCollections')} fallback={paths.user}>
      <RequireLogin>
        <div className="px-4 pt-4">
          <InfiniteList
            {...collectionsSource}
            getKey={(c) => c.id}
            renderItem={(c) => <ItemCard item={c.character} />}
            className={ITEM_GRID}
            skeleton={<ItemGridSkeleton count={4} />}
            refetchOnMount="always"
          />
        </div>
      </RequireLogin>
    </SubPage>
  );
}
