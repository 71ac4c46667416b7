import { Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/cn';
import { FallbackImage } from './item-card';
import { i18next } from '@/i18n';

/** The phone column's width; from 768 px the picture column of the detail layout. */
const GALLERY_SIZES = '(min-width: 768px) 50vw, min(100vw, 480px)';

// The full-screen viewer is its own chunk: fetched when a shopper opens it, not with the page.
const ImageLightbox = lazy(() => import('./image-lightbox'));

/** Opens the pictures full screen, zoomable, at the one on show. */
function FullScreenButton({ images, index, alt }: { images: string[]; index: number; alt: string }) {
  const [open, setOpen] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={i18next.t('carousel.fullScreen')}
        className="absolute right-3 bottom-3 flex size-11 items-center justify-center rounded-full bg-black/65 text-white backdrop-blur hover:bg-black/80"
      >
        <Expand className="size-5" aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} index={index} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** SPEC §9: a 375 px swipeable gallery (scroll snap), with dots, a counter and a full-screen view with zoom. */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  // md:h-full: from 768 px the detail layout sizes the picture column.
  if (images.length <= 1)
    return (
      <div className="relative h-[375px] md:h-full">
        <FallbackImage src={images[0]} alt={alt} className="h-full w-full" sizes={GALLERY_SIZES} eager />
        <FullScreenButton images={images} index={0} alt={alt} />
      </div>
    );
  return (
    <div
      className="relative h-[375px] md:h-full"
      role="region"
      aria-roledescription={i18next.t('carousel.roleDescription')}
      aria-label={i18next.t('carousel.images', { alt })}
    >
      <div
        // Focusable so keyboard users can scroll the pictures with the arrow keys (WCAG 2.1.1).
        tabIndex={0}
        aria-label={i18next.t('carousel.pictures', { alt })}
        className="flex h-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {images.map((src, i) => (
          <FallbackImage
            key={`${src}-${i}`}
            src={src}
            alt={i18next.t('carousel.picture', { alt, n: i + 1, total: images.length })}
            className="h-full w-full shrink-0 snap-center"
            sizes={GALLERY_SIZES}
            eager={i === 0}
          />
        ))}
      </div>
      <span className="absolute top-3 right-3 rounded-full bg-black/65 px-2 py-0.5 text-[11px] font-medium text-white tabular-nums">
        {index + 1}/{images.length}
      </span>
      <div className="absolute bottom-8 left-1/2 flex -translate-x-1/2 gap-1.5" aria-hidden>
        {images.map((_, i) => (
          <span key={i} className={cn('h-1.5 rounded-full bg-white/70 transition-all', i === index ? 'w-4 bg-white' : 'w-1.5')} />
        ))}
      </div>
      <FullScreenButton images={images} index={index} alt={alt} />
    </div>
  );
}
