import { useState } from 'react';
import { FallbackImage } from '@/components/item-card';
import { cn } from '@/lib/cn';
import { useFigurineBanners } from '../api/shop';

/** The shop's banner carousel (system/figurine-banner); a banner opens its link in a new tab. */
export function FigurineBanners() {
  const { data: banners, isPending } = useFigurineBanners();
  const [index, setIndex] = useState(0);
  if (isPending) return <div className="aspect-[2/1] animate-pulse rounded-2xl bg-neutral-200" />;
  if (!banners?.length) return null;
  return (
    <div className="relative">
      <div
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl shadow-lg shadow-brand-900/10 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        aria-roledescription="carousel"
      >
        {banners.map((b, i) => (
          <a key={b.id} href={b.link} target="_blank" rel="noopener noreferrer" className="aspect-[2/1] w-full shrink-0 snap-center" aria-label={b.description || `Banner ${i + 1}`}>
            <FallbackImage src={b.image} alt={b.description} className="size-full" />
          </a>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="absolute right-3 bottom-3 flex gap-1.5" aria-hidden>
          {banners.map((b, i) => (
            <span key={b.id} className={cn('h-1.5 rounded-full transition-all', i === index ? 'w-4 bg-white' : 'w-1.5 bg-white/60')} />
          ))}
        </div>
      )}
    </div>
  );
}
