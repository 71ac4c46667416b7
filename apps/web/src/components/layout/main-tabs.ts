import { paths } from '@pedestal/contract/paths';
import { Compass, House, Store, User } from 'lucide-react';

/** The main sections: the phone's tab bar and the desktop top bar link the same places. */
export const MAIN_TABS = [
  { to: paths.home, label: 'nav.home', icon: House, end: true },
  { to: paths.explore, label: 'nav.explore', icon: Compass, end: false },
  { to: paths.figurines, label: 'nav.figurines', icon: Store, end: false },
  { to: paths.user, label: 'nav.user', icon: User, end: false },
] as const;
