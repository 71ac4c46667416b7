import { useState } from 'react';
import { ImageCarousel } from '@/components/image-carousel';
import { cn } from '@/lib/cn';
import type { FigurineDetail } from '../api/get-figurine-show';
import { i18next } from '@/i18n';

/**
 * SPEC §2: tabs Photo, 3D Model, Illustration over the 375 px carousel. The first two are swapped on
 * purpose: Photo shows the crowdfunding images and 3D Model the sale images.
 */
export function FigurineGallery({ figurine }: { figurine: FigurineDetail }) {
  const tabs = [
    {
      get label() {
        return i18next.t('shop.photo');
      },
      images: figurine.crowdfundingImages,
    },
    {
      get label() {
        return i18next.t('shop.t3dModel');
      },
      images: figurine.sale.images,
    },
    {
      get label() {
        return i18next.t('shop.illustration');
      },
      images: figurine.voteIllustration ? [figurine.voteIllustration] : [],
    },
  ];
  const [tab, setTab] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => t.images.length > 0),
    ),
  );
  return (
    <div className="relative">
      <ImageCarousel key={tab} images={tabs[tab]?.images ?? []} alt={`${figurine.character.name} ${tabs[tab]?.label ?? ''}`} />
      <div
        role="tablist"
        aria-label={i18next.t('shop.gallery')}
        className="absolute top-3 left-3 flex gap-1 rounded-full bg-black/65 p-1 backdrop-blur"
      >
        {tabs.map((t, i) => (
          <button
            key={t.label}
            type="button"
            role="tab"
            aria-selected={i === tab}
            onClick={() => setTab(i)}
            className={cn(
              'min-h-6 rounded-full px-3 py-1 text-xs font-semibold transition',
              i === tab ? 'bg-white text-neutral-900' : 'text-white hover:bg-white/15',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}
