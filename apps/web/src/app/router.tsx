import { paths, routePatterns } from '@pedestal/contract/paths';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingCard } from '@/components/ui/spinner';
import { loadFirstQueries, type FirstQueries } from '@/lib/first-queries';
import NotFoundPage from './not-found-page';
import { RootError, RouteError } from './route-error';
import { RootLayout } from './root-layout';

type PageModule = { default: React.ComponentType; firstQueries?: FirstQueries };

/**
 * A chunk that failed to load becomes a screen that throws its error while rendering. The router
 * would otherwise keep treating the route as still loading and show an empty outlet, not the error.
 */
const failedChunk = (error: unknown) =>
  function FailedChunk(): never {
    throw error;
  };

/**
 * A screen at a path: its own code chunk (code split), and its own error boundary so a screen that
 * breaks, or whose chunk fails to load, shows the error view inside the layout. A screen that names
 * its first queries has them asked for as its route loads (lib/first-queries.ts).
 */
const page = (path: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  lazy: () =>
    load()
      .then(({ default: Component, firstQueries }) =>
        firstQueries ? { Component, loader: ({ params }: LoaderFunctionArgs) => loadFirstQueries(firstQueries(params)) } : { Component },
      )
      .catch((error: unknown) => ({ Component: failedChunk(error) })),
  errorElement: <RouteError />,
});

/** The table mirrors SPEC §2 route by route; every path comes from the contract's screen paths. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingCard />,
    errorElement: <RootError />,
    children: [
      page(paths.home, () => import('@/features/home/pages/home-page')),
      page(paths.feedback, () => import('@/features/home/pages/home-page')),
      page(paths.explore, () => import('@/features/explore/pages/explore-page')),
      page(paths.user, () => import('@/features/account/pages/user-page')),
      page(paths.faq, () => import('@/features/content/pages/faq-page')),
      page(paths.aboutUs, () => import('@/features/content/pages/about-us-page')),
      page(paths.contactSupport, () => import('@/features/content/pages/contact-support-page')),
      page(paths.login, () => import('@/features/auth/pages/login-page')),
      page(paths.register, () => import('@/features/auth/pages/register-page')),
      page(paths.googleSuccess, () => import('@/features/auth/pages/google-success-page')),
      page(paths.googleError, () => import('@/features/auth/pages/google-error-page')),
      page(paths.settings, () => import('@/features/account/pages/settings-page')),
      page(paths.profile, () => import('@/features/account/pages/profile-page')),
      page(paths.changePassword, () => import('@/features/account/pages/change-password-page')),
      page(paths.deleteAccount, () => import('@/features/account/pages/delete-account-page')),
      page(paths.collections, () => import('@/features/character/pages/collections-page')),
      page(paths.campaigns, () => import('@/features/character/pages/campaigns-page')),
      page(paths.messages, () => import('@/features/message/pages/messages-page')),
      page(paths.orders, () => import('@/features/order/pages/order-list-page')),
      page(paths.raffleRecords, () => import('@/features/raffle/pages/raffle-records-page')),
      page(paths.wallet, () => import('@/features/wallet/pages/wallet-page')),
      page(paths.cart, () => import('@/features/cart/pages/cart-page')),
      page(paths.paymentMethods, () => import('@/features/payment/pages/payment-methods-page')),
      page(paths.characterCreate, () => import('@/features/character/pages/character-create-page')),
      page(routePatterns.characterEdit, () => import('@/features/character/pages/character-edit-page')),
      page(paths.voteList, () => import('@/features/vote/pages/vote-list-page')),
      page(routePatterns.voteShow, () => import('@/features/vote/pages/vote-show-page')),
      page(paths.crowdfundingList, () => import('@/features/crowdfunding/pages/crowdfunding-list-page')),
      page(routePatterns.crowdfundingShow, () => import('@/features/crowdfunding/pages/crowdfunding-show-page')),
      page(paths.figurines, () => import('@/features/shop/pages/figurines-page')),
      page(paths.figurineList, () => import('@/features/shop/pages/figurine-list-page')),
      page(routePatterns.figurineShow, () => import('@/features/shop/pages/figurine-show-page')),
      page(routePatterns.contributors, () => import('@/features/contributor/pages/contributors-page')),
      page(routePatterns.raffleShow, () => import('@/features/raffle/pages/raffle-show-page')),
      page(routePatterns.raffleEntry, () => import('@/features/raffle/pages/raffle-entry-page')),
      page(routePatterns.raffleVerify, () => import('@/features/raffle/pages/raffle-verify-page')),
      page(routePatterns.lotteryShow, () => import('@/features/lottery/pages/lottery-page')),
      page(paths.orderList, () => import('@/features/order/pages/order-list-page')),
      page(routePatterns.orderShow, () => import('@/features/order/pages/order-show-page')),
      page(routePatterns.checkout, () => import('@/features/payment/pages/checkout-page')),
      page(routePatterns.paySuccess, () => import('@/features/payment/pages/pay-success-page')),
      page(paths.addressCreate, () => import('@/features/address/pages/address-create-page')),
      page(paths.addressList, () => import('@/features/address/pages/address-list-page')),
      page(routePatterns.addressEdit, () => import('@/features/address/pages/address-edit-page')),
      page(routePatterns.legal, () => import('@/features/content/pages/legal-page')),
      page(paths.delays, () => import('@/features/shop/pages/delays-page')),
      { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
