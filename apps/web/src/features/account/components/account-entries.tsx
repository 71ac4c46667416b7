import { paths } from '@pedestal/contract/paths';
import { CreditCard, Gem, Heart, MapPin, Megaphone, MessageSquare, ReceiptText, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UnreadBadge, UnreadText } from '@/components/unread-badge';
import { useUnreadMessages } from '@/lib/session/unread-messages';

interface Entry {
  label: string;
  icon: ReactNode;
  to: string;
}

const entries: Entry[] = [
  { label: 'Campaigns', icon: <Megaphone className="size-5" />, to: paths.campaigns },
  { label: 'Messages', icon: <MessageSquare className="size-5" />, to: paths.messages },
  { label: 'Orders', icon: <ReceiptText className="size-5" />, to: paths.orderList },
  { label: 'Collections', icon: <Heart className="size-5" />, to: paths.collections },
  { label: 'Shopping Cart', icon: <ShoppingCart className="size-5" />, to: paths.cart },
  { label: 'Payment Methods', icon: <CreditCard className="size-5" />, to: paths.paymentMethods },
  { label: 'Address Book', icon: <MapPin className="size-5" />, to: paths.addressList },
  { label: 'Diamonds', icon: <Gem className="size-5" />, to: paths.wallet },
];

const tileClass =
  'flex min-h-[84px] flex-col items-center justify-start gap-2 rounded-2xl px-1 pt-3 pb-2 text-center text-xs leading-tight font-medium text-neutral-700 transition-colors hover:bg-brand-50 active:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500';

function TileBody({ entry, badge = 0 }: { entry: Entry; badge?: number }) {
  return (
    <>
      <span className="relative flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {entry.icon}
        <UnreadBadge count={badge} className="-top-1 -right-1" />
      </span>
      {entry.label}
      <UnreadText count={badge} />
    </>
  );
}

/** The hub's shortcut grid. */
export function AccountEntries() {
  const unread = useUnreadMessages();
  return (
    <section className="rounded-3xl bg-white p-3 shadow-sm">
      <h2 className="px-2 pt-1 pb-2 text-sm font-semibold text-neutral-900">My Account</h2>
      <div className="grid grid-cols-4 gap-1">
        {entries.map((entry) => (
          <Link key={entry.label} to={entry.to} className={tileClass}>
            <TileBody entry={entry} badge={entry.to === paths.messages ? unread : 0} />
          </Link>
        ))}
      </div>
    </section>
  );
}
