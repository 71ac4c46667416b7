/** The shopper's address book; orders copy an address when it is chosen. */
export { getAddressSnapshot, getDefaultAddress } from './service';
export { addressSubscriptions } from './subscriptions';
export { addressPersonalData } from './personal-data';
