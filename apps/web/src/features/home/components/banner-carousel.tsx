import { useEffect, useRef, useState } from 'react';
import { FallbackImage } from '@/components/item-card';
import { cn } from '@/lib/cn';
import { useHomeBanners } from '../api/get-home-banners';

const AUTOPLAY_MS = 4500;

/** Home banners: swipeable, auto-advancing; a banner opens its link in a new tab. */
export function BannerCarousel() {
  const { data: banners, isPending } = useHomeBanners();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners?.length ?? 0;

  const go = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => go((index + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [index, count]);

  if (isPending) return <div className="aspect-[2/1] animate-pulse rounded-2xl bg-white/40" />;
  if (!banners || count === 0) return null;
  return (
    <div className="relative">
      <div
        ref={track}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl shadow-lg shadow-brand-900/10 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        aria-roledescription="carousel"
      >
        {banners.map((b, i) => (
          <a
            key={b.id}
            href={b.link}
            target="_blank"
            rel="noopener noreferrer"
            className="aspect-[2/1] w-full shrink-0 snap-center"
            aria-label={b.description || `Banner ${i + 1}`}
          >
            {/* Banner artwork carries its own headline; the description is its text alternative. */}
            <FallbackImage src={b.image} alt={b.description} className="size-full" />
          </a>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute right-3 bottom-3 flex gap-1.5">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={`Show banner ${i + 1}`}
              aria-current={i === index}
              onClick={() => go(i)}
              className={cn('h-1.5 rounded-full transition-all', i === index ? 'w-4 bg-white' : 'w-1.5 bg-white/60')}
            />
          ))}
        </div>
      )}
    </div>
  );
}
