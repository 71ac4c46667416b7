/** The shopper's address book; orders copy an address when it is chosen. */

import type { ModuleDefinition } from '../../module-definition';
import { addressPersonalData } from './personal-data';
import addressRoutes from './routes';
import { addressSubscriptions } from './subscriptions';
export { getAddressSnapshot, getDefaultAddress } from './service';

export const addressModule: ModuleDefinition = {
  name: 'address',
  routes: [addressRoutes],
  subscriptions: addressSubscriptions,
  personalData: addressPersonalData,
};
