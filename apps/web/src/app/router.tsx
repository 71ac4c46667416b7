import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import NotFoundPage from './not-found-page';
import { LoadingCard } from '@/components/ui/spinner';

type PageModule = { default: React.ComponentType };
/** Each screen is its own chunk (code split); the table below mirrors SPEC §2 route by route. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingCard />,
    children: [
      { path: '/', ...page(() => import('@/features/home/pages/home-page')) },
      { path: '/feedback', ...page(() => import('@/features/home/pages/home-page')) },
      { path: '/explore', ...page(() => import('@/features/explore/pages/explore-page')) },
      { path: '/user', ...page(() => import('@/features/account/pages/user-page')) },
      { path: '/faq', ...page(() => import('@/features/content/pages/faq-page')) },
      { path: '/about-us', ...page(() => import('@/features/content/pages/about-us-page')) },
      { path: '/contact-support', ...page(() => import('@/features/content/pages/contact-support-page')) },
      { path: '/auth/login', ...page(() => import('@/features/auth/pages/login-page')) },
      { path: '/auth/register', ...page(() => import('@/features/auth/pages/register-page')) },
      { path: '/auth/google/success', ...page(() => import('@/features/auth/pages/google-success-page')) },
      { path: '/auth/google/error', ...page(() => import('@/features/auth/pages/google-error-page')) },
      { path: '/account/settings', ...page(() => import('@/features/account/pages/settings-page')) },
      { path: '/account/profile', ...page(() => import('@/features/account/pages/profile-page')) },
      { path: '/account/change-password', ...page(() => import('@/features/account/pages/change-password-page')) },
      { path: '/account/delete-account', ...page(() => import('@/features/account/pages/delete-account-page')) },
      { path: '/account/collections', ...page(() => import('@/features/character/pages/collections-page')) },
      { path: '/account/campaigns', ...page(() => import('@/features/character/pages/campaigns-page')) },
      { path: '/account/messages', ...page(() => import('@/features/message/pages/messages-page')) },
      { path: '/account/orders', ...page(() => import('@/features/order/pages/order-list-page')) },
      { path: '/account/raffle-records', ...page(() => import('@/features/raffle/pages/raffle-records-page')) },
      { path: '/account/wallet', ...page(() => import('@/features/wallet/pages/wallet-page')) },
      { path: '/account/shopping-cart', ...page(() => import('@/features/cart/pages/cart-page')) },
      { path: '/character/create', ...page(() => import('@/features/character/pages/character-create-page')) },
      { path: '/character/edit/:id', ...page(() => import('@/features/character/pages/character-edit-page')) },
      { path: '/vote/list', ...page(() => import('@/features/vote/pages/vote-list-page')) },
      { path: '/vote/show/:id', ...page(() => import('@/features/vote/pages/vote-show-page')) },
      { path: '/crowdfunding/list', ...page(() => import('@/features/crowdfunding/pages/crowdfunding-list-page')) },
      { path: '/crowdfunding/show/:characterId', ...page(() => import('@/features/crowdfunding/pages/crowdfunding-show-page')) },
      { path: '/figurines', ...page(() => import('@/features/shop/pages/figurines-page')) },
      { path: '/figurines/list', ...page(() => import('@/features/shop/pages/figurine-list-page')) },
      { path: '/figurines/show/:characterId', ...page(() => import('@/features/shop/pages/figurine-show-page')) },
      { path: '/contributors/:characterId', ...page(() => import('@/features/contributor/pages/contributors-page')) },
      { path: '/raffle/show/:characterSaleSpecId', ...page(() => import('@/features/raffle/pages/raffle-show-page')) },
      { path: '/raffle/entry-record/:raffleEntryRecordId', ...page(() => import('@/features/raffle/pages/raffle-entry-page')) },
      { path: '/raffle/verify/:raffleEntryRecordId', ...page(() => import('@/features/raffle/pages/raffle-verify-page')) },
      { path: '/order/list', ...page(() => import('@/features/order/pages/order-list-page')) },
      { path: '/order/show/:orderId', ...page(() => import('@/features/order/pages/order-show-page')) },
      { path: '/pay/check-out/:id/:type', ...page(() => import('@/features/payment/pages/checkout-page')) },
      { path: '/pay/success/:id/:type', ...page(() => import('@/features/payment/pages/pay-success-page')) },
      { path: '/user-address/create', ...page(() => import('@/features/address/pages/address-create-page')) },
      { path: '/user-address/list', ...page(() => import('@/features/address/pages/address-list-page')) },
      { path: '/user-address/edit/:userAddressId', ...page(() => import('@/features/address/pages/address-edit-page')) },
      { path: '/docs/:doc', ...page(() => import('@/features/content/pages/legal-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
