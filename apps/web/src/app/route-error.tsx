import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { ApiError } from '@/lib/api-client';

/** A router error response (a 404, say) reads like the API failure of the same status (SPEC §8 mapping). */
const asViewError = (error: unknown) => (isRouteErrorResponse(error) ? new ApiError(error.status, null) : error);

/**
 * errorElement of every screen: one that throws while rendering, or whose code chunk fails to load,
 * shows the SPEC §8 data-view error inside the app shell (Back in the header, Retry below), never a
 * white page. Retry reloads the page: the router keeps a failed chunk import, so only a fresh load
 * fetches it again.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <SubPage>
      <ErrorView error={asViewError(error)} onRetry={() => window.location.reload()} className="m-4" />
    </SubPage>
  );
}

/** errorElement of the layout route: the layout itself failed, so the mobile column is drawn here. */
export function RootError() {
  return (
    <div className="mx-auto min-h-dvh w-full max-w-[480px] bg-neutral-50 shadow-[0_0_40px_rgba(0,0,0,0.06)] md:max-w-none md:shadow-none">
      <RouteError />
    </div>
  );
}
