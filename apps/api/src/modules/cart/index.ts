/** The shopping cart: one line per spec, checked out into one figurine order. */

import type { ModuleDefinition } from '../../module-definition';
import { cartPersonalData } from './personal-data';
import cartRoutes from './routes';
import { cartSubscriptions } from './subscriptions';
export { checkoutCart, listCart } from './service';

export const cartModule: ModuleDefinition = {
  name: 'cart',
  routes: [cartRoutes],
  subscriptions: cartSubscriptions,
  personalData: cartPersonalData,
};
