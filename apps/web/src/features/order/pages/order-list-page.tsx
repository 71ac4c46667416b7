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

type Tab = 'figurine' | 'crowdfunding';
const TABS: { value: Tab; label: string }[] = [
  { value: 'figurine', label: 'Figurine Orders' },
  { value: 'crowdfunding', label: 'Crowdfunding Orders' },
];

const CROWDFUNDING_STATUSES: FilterOption<string>[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'success', label: 'Success' },
  { value: 'failed', label: 'Failed' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'disputed', label: 'Disputed' },
];
const FIGURINE_STATUSES: FilterOption<string>[] = [
  { value: '', label: 'All' },
  ...Object.entries(FIGURINE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
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
        <SearchBox onSearch={setSearchKeyword} delay={ORDER_SEARCH_DEBOUNCE_MS} placeholder="Search by order number" />
        <FilterTags
          label="Order status"
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
            empty={<EmptyState>No crowdfunding orders yet</EmptyState>}
            refetchOnMount="always"
          />
        ) : (
          <InfiniteList
            {...figurineOrdersSource(filters)}
            getKey={(o) => o.id}
            renderItem={(o) => <FigurineOrderCard order={o} />}
            className="space-y-3"
            skeleton={<OrderCardSkeleton />}
            empty={<EmptyState>No figurine orders yet</EmptyState>}
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
    <SubPage title="My Orders" fallback={paths.user}>
      <RequireLogin>
        <div role="tablist" aria-label="Order type" className="sticky top-14 z-20 flex h-[52px] border-b border-neutral-100 bg-white px-4">
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
              {t.label}
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
