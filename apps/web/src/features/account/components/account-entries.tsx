import { paths } from '@pedestal/contract/paths';
import { CreditCard, Gem, Heart, MapPin, Megaphone, MessageSquare, ReceiptText, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UnreadBadge, UnreadText } from '@/components/unread-badge';
import { useUnreadMessages } from '@/lib/session/unread-messages';
import { i18next } from '@/i18n';

interface Entry {
  label: string;
  icon: ReactNode;
  to: string;
}

const entries: Entry[] = [
  {
    get label() {
      return i18next.t('account.campaigns');
    },
    icon: <Megaphone className="size-5" />,
    to: paths.campaigns,
  },
  {
    get label() {
      return i18next.t('account.messages');
    },
    icon: <MessageSquare className="size-5" />,
    to: paths.messages,
  },
  {
    get label() {
      return i18next.t('account.orders');
    },
    icon: <ReceiptText className="size-5" />,
    to: paths.orderList,
  },
  {
    get label() {
      return i18next.t('account.collections');
    },
    icon: <Heart className="size-5" />,
    to: paths.collections,
  },
  {
    get label() {
      return i18next.t('account.shoppingCart');
    },
    icon: <ShoppingCart className="size-5" />,
    to: paths.cart,
  },
  {
    get label() {
      return i18next.t('account.paymentMethods');
    },
    icon: <CreditCard className="size-5" />,
    to: paths.paymentMethods,
  },
  {
    get label() {
      return i18next.t('account.addressBook');
    },
    icon: <MapPin className="size-5" />,
    to: paths.addressList,
  },
  {
    get label() {
      return i18next.t('account.diamonds');
    },
    icon: <Gem className="size-5" />,
    to: paths.wallet,
  },
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
      <h2 className="px-2 pt-1 pb-2 text-sm font-semibold text-neutral-900">{i18next.t('account.myAccount')}</h2>
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
