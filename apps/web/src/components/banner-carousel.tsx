import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FallbackImage } from '@/components/item-card';
import { cn } from '@/lib/cn';
import { useBanners, type BannerPlace } from '@/lib/queries/get-banners';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useTranslation } from '@/i18n/react';

const AUTOPLAY_MS = 4500;

/** One banner per view in the phone column (less its margins), two per view from 768 px. */
const BANNER_SIZES = '(min-width: 768px) 50vw, min(calc(100vw - 32px), 448px)';

/**
 * The banners of a place (home, figurine shop): swipeable, one per view on a phone and two from
 * 768 px; a banner opens its link in a new tab. With `autoplay` it advances by itself unless the
 * shopper pauses it, points at it or focuses in it, or asks for reduced motion (WCAG 2.2.2).
 */
export function BannerCarousel({ place, autoplay: autoplayWanted = false }: { place: BannerPlace; autoplay?: boolean }) {
  const { data: banners, isPending } = useBanners(place);
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [pages, setPages] = useState(1);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners?.length ?? 0;
  const autoplay = autoplayWanted && pages > 1 && !paused && !hovered && !reducedMotion;

  // How many positions the track has: every banner on a phone, one fewer with two per view.
  useEffect(() => {
    const el = track.current;
    if (!el || count === 0) return;
    const measure = () => {
      const item = el.firstElementChild as HTMLElement | null;
      const perView = item ? Math.max(1, Math.round(el.clientWidth / item.offsetWidth)) : 1;
      setPages(Math.max(1, count - perView + 1));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);

  const go = (i: number) => {
    const el = track.current;
    const item = el?.children[i] as HTMLElement | undefined;
    if (el && item) el.scrollTo({ left: item.offsetLeft - el.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => go((index + 1) % pages), AUTOPLAY_MS);
    return () => clearInterval(timer);
    // go reads the track through a ref; the timer restarts when the position or the state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, pages, autoplay]);

  if (isPending) return <div className="aspect-[2/1] animate-pulse rounded-2xl bg-white/40 md:aspect-[4/1]" />;
  if (!banners || count === 0) return null;
  return (
    <section
      className="relative"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={place === 'home' ? t('banner.featured') : t('banner.shop')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHovered(false)}
    >
      <div
        ref={track}
        onScroll={(e) => {
          const item = e.currentTarget.firstElementChild as HTMLElement | null;
          if (item) setIndex(Math.min(pages - 1, Math.round(e.currentTarget.scrollLeft / item.offsetWidth)));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl shadow-lg shadow-brand-900/10 [scrollbar-width:none] md:gap-4 md:rounded-none md:shadow-none [&::-webkit-scrollbar]:hidden"
        aria-live={autoplay ? 'off' : 'polite'}
      >
        {banners.map((b, i) => (
          <a
            key={b.id}
            href={b.link}
            target="_blank"
            rel="noopener noreferrer"
            className="aspect-[2/1] w-full shrink-0 snap-start md:w-[calc(50%-0.5rem)] md:overflow-hidden md:rounded-2xl md:shadow-lg md:shadow-brand-900/10"
            aria-label={t('banner.opensNewTab', { label: b.title || b.description || t('banner.item', { n: i + 1 }) })}
            aria-roledescription={t('carousel.slide')}
          >
            {/* Words written in the console are set over the art in the shopper's language (issue 28 #6); the art is then
                decorative. Without them, the description is the artwork's text alternative. */}
            <span className="relative block size-full">
              <FallbackImage
                src={b.image}
                alt={b.title ? '' : b.description || t('banner.item', { n: i + 1 })}
                className="size-full"
                sizes={BANNER_SIZES}
                eager={i === 0}
              />
              {b.title && (
                <span className="absolute inset-0 flex flex-col justify-center gap-1 bg-gradient-to-r from-black/55 via-black/25 to-transparent px-5 text-white sm:px-8">
                  <span className="text-xl leading-tight font-extrabold text-balance drop-shadow sm:text-3xl">{b.title}</span>
                  {b.text && <span className="text-sm leading-snug text-pretty drop-shadow sm:text-lg">{b.text}</span>}
                </span>
              )}
            </span>
          </a>
        ))}
      </div>
      {pages > 1 && (
        <div className="absolute right-2 bottom-1.5 flex items-center rounded-full bg-black/25 pl-1 backdrop-blur-sm">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('banner.show', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => go(i)}
              className="flex size-6 items-center justify-center"
            >
              <span className={cn('h-1.5 rounded-full transition-all', i === index ? 'w-4 bg-white' : 'w-1.5 bg-white/70')} />
            </button>
          ))}
          {autoplayWanted && !reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t('banner.play') : t('banner.pause')}
              className="flex size-6 items-center justify-center text-white"
            >
              {paused ? <Play className="size-3.5" aria-hidden /> : <Pause className="size-3.5" aria-hidden />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
