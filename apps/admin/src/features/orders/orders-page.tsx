import { useSearchParams } from 'react-router';
import { PageHeader } from '@admin/components/ui';
import { ErroredPledgesTab } from './errored-pledges-tab';
import { FigurineOrdersTab } from './figurine-orders-tab';
import { SupportsTab } from './supports-tab';

/** Figurine orders to ship and refund, and crowdfunding supports by campaign; both export to CSV. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'supports' || asked === 'pledges' ? asked : 'figurine';
  // Each tab has its own filters: switching starts from a clean list.
  const setTab = (key: 'figurine' | 'supports' | 'pledges') => setParams(key === 'figurine' ? {} : { tab: key }, { replace: true });
  return (
    <>
      <PageHeader
        title="Orders"
        description="Ship paid figurine orders with a tracking number, refund through the payment provider, follow campaign supports."
      />
      <div role="tablist" aria-label="Order kind" className="mb-4 flex gap-1 border-b border-slate-300">
        {(
          [
            ['figurine', 'Figurine orders'],
            ['supports', 'Crowdfunding supports'],
            ['pledges', 'Errored pledges'],
          ] as const
        ).map(([key, text]) => (
          <button
            key={key}
            role="tab"
            type="button"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === key ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
          >
            {text}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={tab === 'figurine' ? 'Figurine orders' : tab === 'supports' ? 'Crowdfunding supports' : 'Errored pledges'}
      >
        {tab === 'figurine' ? <FigurineOrdersTab /> : tab === 'supports' ? <SupportsTab /> : <ErroredPledgesTab />}
      </div>
    </>
  );
}
