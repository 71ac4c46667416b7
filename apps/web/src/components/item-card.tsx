import { formatPrice } from '@/lib/format';
import { characterKind, characterPath, displayStatus, isPreSale, DisplayStatus } from '@pedestal/contract/rules/character-status';
import { completionPercent, formatCounter } from '@pedestal/contract/rules/format';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import { Eye, Heart, MessageCircle, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useShownPrice } from '@/lib/queries/get-shopper-vat';
import { VatNote } from '@/components/vat-note';
import { imageSrcSet, imageUrl } from '@/lib/image-url';
import { i18next, type MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';

const NO_IMAGE = '/no-image.png';

/** Last resort when both the image and /no-image.png fail: drawn inline, so it cannot fail. */
function PlaceholderGraphic({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      role="img"
      aria-label={i18next.t('card.noImage')}
      className={cn('bg-gradient-to-br from-brand-50 to-brand-100', className)}
      preserveAspectRatio="xMidYMid slice"
    >
      <circle cx="60" cy="44" r="14" fill="#f9a8d4" />
      <path d="M40 86c2-14 10-22 20-22s18 8 20 22z" fill="#f9a8d4" />
      <rect x="34" y="88" width="52" height="8" rx="3" fill="#f472b6" />
    </svg>
  );
}

/** A card's rendered width: half the phone column, a grid cell or a 240 px strip card from 768 px. */
const CARD_SIZES = '(min-width: 768px) 300px, min(50vw, 240px)';

/**
 * SPEC §2 image fallback chain: the image, then /no-image.png, then a placeholder graphic.
 * `eager` for the image that is the largest paint of its screen (a hero or the first banner);
 * `sizes` is the rendered width, from which the browser picks one of the image's variants (srcset).
 */
export function FallbackImage({
  src,
  alt,
  className,
  eager,
  sizes = CARD_SIZES,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const first = imageUrl(src);
  const [stage, setStage] = useState<0 | 1 | 2>(first ? 0 : 1);
  const [shownFor, setShownFor] = useState(first);
  // A new source restarts the chain.
  if (shownFor !== first) {
    setShownFor(first);
    setStage(first ? 0 : 1);
  }
  if (stage === 2) return <PlaceholderGraphic className={className} />;
  const srcSet = stage === 0 ? imageSrcSet(first) : null;
  return (
    <img
      src={stage === 0 ? first! : NO_IMAGE}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setStage(stage === 0 ? 1 : 2)}
      // Cropped to a wide card, a figure keeps its face: the crop leans to the upper part.
      className={cn('bg-neutral-100 object-cover object-[50%_25%]', className)}
    />
  );
}

const statusTone: Record<DisplayStatus, string> = {
  [DisplayStatus.voting]: 'bg-brand-500 text-white',
  [DisplayStatus.votingEnded]: 'bg-neutral-700 text-white',
  [DisplayStatus.crowdfunding]: 'bg-amber-700 text-white',
  [DisplayStatus.crowdfundingSuccess]: 'bg-emerald-700 text-white',
  [DisplayStatus.crowdfundingFailed]: 'bg-red-600 text-white',
  [DisplayStatus.crowdfundingEnded]: 'bg-neutral-700 text-white',
  [DisplayStatus.preSale]: 'bg-violet-600 text-white',
  [DisplayStatus.onSale]: 'bg-emerald-700 text-white',
  [DisplayStatus.rejected]: 'bg-red-600 text-white',
  [DisplayStatus.pendingReview]: 'bg-amber-400 text-amber-950',
  [DisplayStatus.unknown]: 'bg-neutral-400 text-white',
};

/** SPEC §4: each displayed status has its label in every language. */
const statusKey = Object.fromEntries(Object.entries(DisplayStatus).map(([key, label]) => [label, key])) as Record<
  DisplayStatus,
  keyof typeof DisplayStatus
>;

export function StatusBadge({ status, className }: { status: DisplayStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center rounded-full px-2 text-[10.5px] font-semibold whitespace-nowrap',
        statusTone[status],
        className,
      )}
    >
      {t(`status.${statusKey[status]}`)}
    </span>
  );
}

export function ProgressBar({ percent, label, className }: { percent: string | number; label: string; className?: string }) {
  const width = Math.min(100, Math.max(0, Number(percent)));
  return (
    <div
      className={cn('h-1.5 overflow-hidden rounded-full bg-brand-100', className)}
      role="progressbar"
      aria-label={label}
      aria-valuenow={Number(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-500" style={{ width: `${width}%` }} />
    </div>
  );
}

/** SPEC §2 counter badges ('k' over 1000): views, collections, likes and comments. */
function Counters({ item }: { item: CharacterCard }) {
  const badges = [
    { icon: Eye, count: item.countView, label: 'views' as const },
    { icon: Heart, count: item.countCollect, label: 'collections' as const },
    { icon: ThumbsUp, count: item.countLike, label: 'likes' as const },
    // A phone card has room for three badges; wider cards add the comments.
    { icon: MessageCircle, count: item.countComment, label: 'comments' as const, wide: true },
  ];
  return (
    <div className="flex items-center gap-1 overflow-hidden">
      {badges.map(({ icon: Icon, count, label, wide }) => (
        <span
          key={label}
          className={cn(
            'inline-flex shrink-0 items-center gap-0.5 rounded-full bg-neutral-100 px-1.5 py-0.5 text-[11px] font-medium text-neutral-600',
            wide && 'max-md:hidden',
          )}
        >
          {/* A plain span cannot carry aria-label (html-validate, HTML_CodeSniffer): the full count is visually hidden text. */}
          <Icon className="size-3" aria-hidden /> <span aria-hidden="true">{formatCounter(count)}</span>
          <span className="sr-only">{i18next.t(`card.${label}`, { count })}</span>
        </span>
      ))}
    </div>
  );
}

/** The card's price as the shopper reads it: with its VAT for an EU shopper (decision 050), and the note saying so. */
function SalePrice({ sale }: { sale: NonNullable<CharacterCard['sale']> }) {
  const shown = useShownPrice();
  const discounted = isPreSale(sale) && sale.preSalePrice !== null;
  const price = shown(discounted ? sale.preSalePrice! : sale.salePrice);
  // The note goes under the prices: beside a pre-sale's two prices it would not fit a phone card.
  return (
    <div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-[15px] font-bold text-brand-600">{formatPrice(price.price)}</span>
        {discounted && <span className="text-[11px] text-neutral-500 line-through">{formatPrice(shown(sale.salePrice).price)}</span>}
      </p>
      {price.included && <VatNote className="-mt-0.5 block text-[10.5px] leading-tight" />}
    </div>
  );
}

/** What a card without vote progress says instead, by review status. */
const idleText = {
  pending: 'card.review.pending',
  rejected: 'card.review.rejected',
  approved: 'card.review.approved',
} as const satisfies Record<CharacterCard['status'], MessageKey>;

/** SPEC §2 item card (250 px tall): opens the vote, crowdfunding or figurine page by the character's kind. */
export function ItemCard({ item, className }: { item: CharacterCard; className?: string }) {
  const kind = characterKind(item);
  const status = displayStatus(item);
  const progress = kind === 'crowdfunding' ? item.crowdfunding : item.vote;
  return (
    <Link
      to={characterPath(kind, item.id)}
      className={cn(
        'flex h-[250px] flex-col overflow-hidden rounded-2xl bg-white shadow-[0_2px_12px_rgba(15,23,42,0.06)] ring-1 ring-black/[0.03] transition active:scale-[0.98]',
        // From 768 px the cards are wider: a portrait picture instead of a 150 px crop.
        'md:h-auto md:hover:shadow-[0_6px_24px_rgba(15,23,42,0.12)]',
        className,
      )}
    >
      <div className="relative h-[150px] shrink-0 md:aspect-[4/5] md:h-auto">
        <FallbackImage src={item.illustration} alt={item.name} className="size-full" />
        <StatusBadge status={status} className="absolute top-2 left-2 shadow-sm" />
      </div>
      <div className="flex min-h-0 flex-1 flex-col justify-between px-2.5 pt-2 pb-2.5 md:h-[100px] md:flex-none">
        <h3 className="truncate text-sm font-semibold text-neutral-900">{item.name}</h3>
        {kind === 'sale' && item.sale ? (
          <SalePrice sale={item.sale} />
        ) : progress ? (
          <div className="flex items-center gap-2">
            <ProgressBar
              percent={completionPercent(progress.countCurrent, progress.countTarget)}
              label={i18next.t('card.progress')}
              className="flex-1"
            />
            <span className="text-[11px] font-semibold text-brand-600 tabular-nums">
              {completionPercent(progress.countCurrent, progress.countTarget)}%
            </span>
          </div>
        ) : (
          <p className="text-[11px] text-neutral-500">{i18next.t(idleText[item.status])}</p>
        )}
        <Counters item={item} />
      </div>
    </Link>
  );
}

/** Grey stand-in of the same size while cards load. */
export function ItemCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={cn('flex h-[250px] animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-sm md:h-auto', className)}
      aria-hidden
    >
      <div className="h-[150px] bg-neutral-100 md:aspect-[4/5] md:h-auto" />
      <div className="flex flex-col gap-2 p-2.5 md:h-[100px]">
        <div className="h-3.5 w-3/4 rounded bg-neutral-100" />
        <div className="h-1.5 rounded bg-neutral-100" />
        <div className="h-3 w-1/2 rounded bg-neutral-100" />
      </div>
    </div>
  );
}

/** The card grid: two columns on a phone, three from 768 px, four from 1200 px. */
export const ITEM_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-4';
/**
 * A sideways strip of 240 px cards on a phone; from 768 px two rows of four (there is room, and no swiping with a mouse).
 * `relative` makes the strip the containing block of its cards' visually hidden labels (sr-only is absolutely
 * positioned): without it they escape the strip's clipping and the document grew to 1,900 px on a phone (issue 41).
 */
export const ITEM_STRIP =
  'relative flex snap-x scroll-px-4 gap-3 overflow-x-auto pb-2 [scrollbar-width:none] md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:[&>*:nth-child(n+9)]:hidden [&::-webkit-scrollbar]:hidden';
export const ITEM_STRIP_CARD = 'w-[240px] shrink-0 snap-start md:w-auto';

export function ItemGridSkeleton({ count = 4, className = ITEM_GRID }: { count?: number; className?: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <ItemCardSkeleton key={i} />
      ))}
    </div>
  );
}
