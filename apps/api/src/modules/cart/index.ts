/** The shopping cart: one line per spec, checked out into one figurine order. */
export { checkoutCart, listCart } from './service';
export { cartSubscriptions } from './subscriptions';
export { cartPersonalData } from './personal-data';
