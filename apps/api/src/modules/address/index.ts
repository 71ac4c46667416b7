/** The shopper's address book; orders copy an address when it is chosen. */
export { deleteUserAddresses, getAddressSnapshot, getDefaultAddress } from './service';
