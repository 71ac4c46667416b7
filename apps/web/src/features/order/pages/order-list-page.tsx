import { ORDER_SEARCH_DEBOUNCE_MS } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterTags, type FilterOption } from '@/components/filter-tags';
import { EmptyState, InfiniteList } from '@/components/infinite-list';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { SearchBox } from '@/components/search-box';
import { cn } from '@/lib/cn';
import { crowdfundingOrdersSource, figurineOrdersSource } from '../api/get-orders';
import { CrowdfundingOrderCard } from '../components/crowdfunding-order-card';
import { FIGURINE_STATUS_LABELS, FigurineOrderCard } from '../components/figurine-order-card';
import { i18next, type MessageKey } from '@/i18n';

type Tab = 'figurine' | 'crowdfunding';
const TABS = [
  { value: 'figurine', label: 'order.figurineOrders' },
  { value: 'crowdfunding', label: 'order.crowdfundingOrders' },
] as const satisfies { value: Tab; label: MessageKey }[];

const CROWDFUNDING_STATUSES: FilterOption<string>[] = [
  { value: '', label: 'filters.all' },
  { value: 'pending', label: 'supportStatus.pending' },
  { value: 'success', label: 'supportStatus.success' },
  { value: 'failed', label: 'supportStatus.failed' },
  { value: 'canceled', label: 'supportStatus.canceled' },
  { value: 'disputed', label: 'supportStatus.disputed' },
];
const FIGURINE_STATUSES: FilterOption<string>[] = [
  { value: '', label: 'filters.all' },
  ...Object.entries(FIGURINE_STATUS_LABELS).map(([value, label]) => ({ value, label: label as MessageKey })),
];

function OrderCardSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-3xl bg-white shadow-sm" />
      ))}
    </div>
  );
}

/** One tab's search (order number, 500 ms), status tags and paged cards. */
function OrdersTab({ tab }: { tab: Tab }) {
  const [searchKeyword, setSearchKeyword] = useState('');
  const [status, setStatus] = useState('');
  const filters = { searchKeyword, status };
  return (
    <>
      <div className="sticky top-[108px] z-10 space-y-2.5 bg-neutral-50/95 px-4 pt-3 pb-3 backdrop-blur">
        <SearchBox onSearch={setSearchKeyword} delay={ORDER_SEARCH_DEBOUNCE_MS} placeholder={i18next.t('order.searchByOrderNumber')} />
        <FilterTags
          label={i18next.t('order.orderStatus')}
          options={tab === 'crowdfunding' ? CROWDFUNDING_STATUSES : FIGURINE_STATUSES}
          value={status}
          onChange={setStatus}
          className="-mx-4 px-4"
        />
      </div>
      <div className="px-4 pt-1">
        {tab === 'crowdfunding' ? (
          <InfiniteList
            {...crowdfundingOrdersSource(filters)}
            getKey={(o) => o.id}
            renderItem={(o) => <CrowdfundingOrderCard order={o} />}
            className="space-y-3"
            skeleton={<OrderCardSkeleton />}
            empty={<EmptyState>{i18next.t('order.noCrowdfundingOrdersYet')}</EmptyState>}
            refetchOnMount="always"
          />
        ) : (
          <InfiniteList
            {...figurineOrdersSource(filters)}
            getKey={(o) => o.id}
            renderItem={(o) => <FigurineOrderCard order={o} />}
            className="space-y-3"
            skeleton={<OrderCardSkeleton />}
            empty={<EmptyState>{i18next.t('order.noFigurineOrdersYet')}</EmptyState>}
            refetchOnMount="always"
          />
        )}
      </div>
    </>
  );
}

/** SPEC §2 Orders: two tabs, the chosen one kept in the query string (?tab=crowdfunding). */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'crowdfunding' ? 'crowdfunding' : 'figurine';
  return (
    <SubPage title={i18next.t('order.myOrders')} fallback={paths.user}>
      <RequireLogin>
        <div
          role="tablist"
          aria-label={i18next.t('order.orderType')}
          className="sticky top-14 z-20 flex h-[52px] border-b border-neutral-100 bg-white px-4"
        >
          {TABS.map((t) => (
            <button
              key={t.value}
              type="button"
              role="tab"
              aria-selected={tab === t.value}
              onClick={() => setParams({ tab: t.value }, { replace: true })}
              className={cn(
                'relative flex-1 text-sm font-semibold transition-colors',
                tab === t.value
                  ? 'text-brand-600 after:absolute after:inset-x-8 after:bottom-0 after:h-[3px] after:rounded-full after:bg-brand-500'
                  : 'text-neutral-500',
              )}
            >
              {i18next.t(t.label)}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          <OrdersTab key={tab} tab={tab} />
        </div>
      </RequireLogin>
    </SubPage>
  );
}
